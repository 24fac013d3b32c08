import type { CSSResult } from 'lit';
import { addLoadedEnglish } from '../i18n/index.js';
import { laterChunk } from '../options/kit/later-chunk.js';
import { availableOptions, paymentMethods, type DropinState } from '../model/dropin-model.js';

/**
 * The lists (saved methods, the delete confirmation, the options list). The element asks for them
 * as soon as one may be shown (saved methods to fetch, more than one option), and on a page that only shows the card
 * form once the page is idle after ready (a card payment ends on the methods list), or sooner at the card's first
 * focus or a tokenization; a card-only page needs none of them to start. Until they are here the element does not
 * draw a state that shows one (see `needsLists`).
 */
const lists = laterChunk(() =>
  import('./lists.js').then((module) => {
    addLoadedEnglish(module.listsEnglish);
    return module;
  }),
);

/** Loads the lists' code (a failed load is asked for again on the next call). */
export function loadLists(): Promise<typeof import('./lists.js')> {
  return lists.load();
}

/** The lists' code, once it is here. */
export function loadedLists(): typeof import('./lists.js') | undefined {
  return lists.loaded;
}

/** The lists' code is not here because its last load failed (a dropped network, a chunk gone after a deploy). */
export function listsUnavailable(): boolean {
  return lists.loaded === undefined && lists.failed;
}

/** The lists' styles, once their code is here (the element adopts them beside its own). */
export function loadedListsStyles(): CSSResult | undefined {
  return lists.loaded?.listsStyles;
}

/**
 * The state lists methods, is ready with more than one option, or is ready with the `express` option (the row
 * and its rules load with the lists), and the lists' code has not loaded yet.
 */
export function needsLists(state: DropinState): boolean {
  return (
    lists.loaded === undefined &&
    (paymentMethods(state).length > 0 ||
      (state.phase === 'ready' && availableOptions(state).length > 1) ||
      (state.phase === 'ready' && state.config.express !== false))
  );
}
