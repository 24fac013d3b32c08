import type { DropinOptions } from '../vocabulary/types.js';
import { enUSCommon } from './en-US-common.js';
import { loadLocaleStrings } from './index.js';
import { mergeStrings, resolveLocale } from './locale.js';

/** What of the merchant's options decides the widget's words. */
type WordOptions = Pick<DropinOptions, 'locale' | 'translations'>;

/**
 * The words a widget draws with: English, overlaid by the locale's strings, then the merchant's `translations`
 * (sanitised), with the charset rule (the page's unless given). The one merging for the view drawn before the gateway
 * answers and for setup, so the two never word a thing differently.
 */
export function wordsFor(
  options: WordOptions,
  localized: Readonly<Record<string, string>>,
  charset: string | null | undefined = document.characterSet,
): Record<string, string> {
  return mergeStrings({ english: enUSCommon, localized, merchant: options.translations, charset });
}

/**
 * `wordsFor` with the strings of the options' locale, loaded first (a chunk of its own unless English). Rejects when
 * that chunk cannot be fetched; the caller decides what stands in.
 */
export async function loadWordsFor(options: WordOptions): Promise<Record<string, string>> {
  const localized = await loadLocaleStrings(resolveLocale(options.locale));
  return wordsFor(options, localized as Record<string, string>);
}
