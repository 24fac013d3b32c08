/**
 * Translations of `<payment-dropin>`: the supported locales, lazy loading of one locale's strings, and
 * placeholder filling. Pure TypeScript: no DOM, no Lit.
 *
 * English is bundled with the element (it backs every missing string); each other locale is a separate
 * module behind its own `import()`, so a bundler emits one chunk per language and a page downloads only its own.
 */
import type { LocaleId as SupportedLocale } from '../vocabulary/constants.js';
import { resolveLocale } from './locale.js';
import { enUSCommon } from './en-US-common.js';
import type { TranslationKey, Translations } from './en-US.js';

// The element bundles the common English; all of it, `enUS`, is in `./en-US.js`.
export { enUSCommon, type TranslationKey, type Translations };

// One list of locales (the vocabulary's) and one resolver (./locale.ts).
export {
  LOCALES as supportedLocales,
  DEFAULT_LOCALE as defaultLocale,
  LOCALE_ALIASES as localeAliases,
  type LocaleId as SupportedLocale,
} from '../vocabulary/constants.js';
export { isLocaleId as isSupportedLocale, languageTag, resolveLocale } from './locale.js';

/**
 * English that came with code loaded on demand: the lists' own and each wallet's (their words are not in
 * `enUSCommon`, which every card form carries). The widget's strings fall back to it for a key they lack, so a
 * locale's or the merchant's words for the same key still win.
 */
const loadedEnglish: Record<string, string> = {};

/** Adds English that came with code just loaded (the lists', a wallet's). */
export function addLoadedEnglish(strings: Readonly<Record<string, string>>): void {
  Object.assign(loadedEnglish, strings);
}

/** The English for `key` that came with code loaded so far, if any. */
export function loadedEnglishFor(key: string): string | undefined {
  return Object.hasOwn(loadedEnglish, key) ? loadedEnglish[key] : undefined;
}

/**
 * The strings of one locale module exactly as written, without English backfill. Rejects if the module
 * cannot be fetched (a network failure when loading the chunk).
 */
export async function loadLocaleStrings(locale: SupportedLocale): Promise<Partial<Translations>> {
  if (locale === 'en_US') return enUSCommon;
  // The table of loaders is a chunk of its own: an English page never downloads it (34 imports, each naming a chunk).
  const { localeLoaders } = await import('./locale-loaders.js');
  const module = await localeLoaders[locale]();
  return module.default;
}

/**
 * The complete strings for a merchant's `locale` (resolved with `resolveLocale`): English, overlaid by the
 * locale's own strings. Only that locale's module is downloaded. Rejects if its chunk cannot be fetched; the
 * caller may then fall back to English.
 */
export async function loadTranslations(locale?: unknown): Promise<Translations> {
  const [localized, { enUSCard }, { enUSErrors }, { enUSLists }, { enUSWallets }] = await Promise.all([
    loadLocaleStrings(resolveLocale(locale)),
    import('./en-US-card.js'),
    import('./en-US-errors.js'),
    import('./en-US-lists.js'),
    import('./en-US-wallets.js'),
  ]);
  return { ...enUSCommon, ...enUSCard, ...enUSErrors, ...enUSLists, ...enUSWallets, ...localized };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Fills `{{name}}` placeholders from `values`. A placeholder with no value is left as written, so a missing
 * value is visible rather than silently blank. Values are inserted literally (`$&` and the like have no meaning).
 */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (placeholder: string, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholderNames(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}
