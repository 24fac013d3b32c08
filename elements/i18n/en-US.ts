import { enUSCard } from './en-US-card.js';
import { enUSCommon } from './en-US-common.js';
import { enUSErrors } from './en-US-errors.js';
import { enUSLists } from './en-US-lists.js';
import { enUSWallets } from './en-US-wallets.js';

/**
 * English (United States): the source strings, the fallback for every other locale, and the definition of the
 * key set. It comes in parts: the element bundles `enUSCommon`, the saved-methods lists bring `enUSLists` with their
 * code, each wallet its part of `enUSWallets` with its code, the code that words sheet errors `enUSErrors` and the
 * card sheet's typing half `enUSCard`, so a card form does not carry their words before it needs them. Import this
 * whole set only where size does not matter (tests, the server).
 *
 * The keys of the first sections are Braintree Drop-in's translation keys, unchanged, because merchants who
 * migrate pass `translations` keyed by them. The wording is our own. Placeholders are written `{{name}}` and
 * filled by `format()`; every locale must keep exactly the placeholders of the English string.
 */
export const enUS = { ...enUSCommon, ...enUSCard, ...enUSErrors, ...enUSLists, ...enUSWallets } as const;

/** A translation key: Drop-in's keys plus our own. */
export type TranslationKey = keyof typeof enUS;

/** A complete set of strings for one locale. */
export type Translations = Record<TranslationKey, string>;

export default enUS satisfies Translations;
