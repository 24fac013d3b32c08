import { adoptStyles, type CSSResultOrNative, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { loadLists, loadedListsStyles, needsLists } from '../element/lists-loader.js';
import type { DropinState } from '../model/dropin-model.js';

/** The element as the lists' gate sees it. */
export interface ListsGateHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The lists (saved methods, the delete confirmation, the options list) load on demand. A state that
 * shows one is drawn only once their code is here (usually it already is); until then the widget keeps
 * showing what it showed. Their styles are adopted beside the element's own, before the first update after they
 * arrive, and the element's own again after a teardown removed them.
 */
export class ListsGate implements ReactiveController {
  /** The lists' code is on its way. */
  #wait: Promise<void> | undefined;
  #failed = false;

  readonly #host: ListsGateHost;
  readonly #elementStyles: () => readonly CSSResultOrNative[];

  constructor(host: ListsGateHost, elementStyles: () => readonly CSSResultOrNative[]) {
    this.#host = host;
    this.#elementStyles = elementStyles;
    host.addController(this);
  }

  hostUpdate(): void {
    this.#adoptStyles();
  }

  /** Whether to hold this update back (it would draw a list whose code is not here yet). */
  holdsBack(state: DropinState | undefined): boolean {
    if (!state || this.#failed || !needsLists(state)) return false;
    this.#wait ??= loadLists().then(
      () => {
        this.#wait = undefined;
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        // A dropped network, or a chunk gone after a deploy: draw the rest rather than freeze, and in the list's place
        // the generic error (./panel.ts). A later load (the card's focus, a payment request) may still bring them.
        this.#wait = undefined;
        this.#failed = true;
        console.error('<payment-dropin>: the lists failed to load.', error);
        this.#host.requestUpdate();
      },
    );
    return true;
  }

  /** Settles when no update is held back any more (for the element's `updateComplete`). */
  async settled(): Promise<boolean> {
    if (!this.#wait) return false;
    await this.#wait;
    return true;
  }

  /**
   * Adopts the lists' styles beside the element's own as soon as they are here, and all of them again when the root
   * lacks any: a teardown removes them (the root is left empty), and the next setup's first update brings them back.
   * Counted, not flagged, to keep this small (it ships on every checkout page).
   */
  #adoptStyles(): void {
    const styles = loadedListsStyles();
    const root = this.#host.renderRoot;
    const all = this.#elementStyles().concat(styles ?? []);
    if (root instanceof ShadowRoot && root.adoptedStyleSheets.length < all.length) adoptStyles(root, all);
  }
}
