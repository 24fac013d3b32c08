/**
 * Locale resolution and the treatment of merchant strings. The wording itself lives in `elements/i18n/`;
 * this only decides which locale id and which characters are safe.
 */
import {
  ASCII_MASK_CHARACTER,
  DEFAULT_LOCALE,
  LOCALE_ALIASES,
  LOCALES,
  UTF8_MASK_CHARACTER,
  type LocaleId,
} from '../vocabulary/constants.js';

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** Whether a string is one of the 34 locale ids exactly. */
export function isLocaleId(value: unknown): value is LocaleId {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

/**
 * The translation locale for a merchant's `locale`: an exact id, else its language's default region
 * (`de_AT` and `de` give `de_DE`), else English. Hyphens and any letter case are accepted, so
 * `navigator.language` works as is.
 */
export function resolveLocale(locale: unknown): LocaleId {
  if (typeof locale !== 'string' || locale.trim() === '') {
    return DEFAULT_LOCALE;
  }
  // Any letter case: some browsers report `pt-br`.
  const [language = '', region = ''] = locale.trim().split(/[-_]/);
  const exact = `${language.toLowerCase()}_${region.toUpperCase()}`;
  if (isLocaleId(exact)) {
    return exact;
  }
  return LOCALE_ALIASES[language.toLowerCase()] ?? DEFAULT_LOCALE;
}

/** The language tag of the locale a merchant's `locale` resolves to (`ar_EG` gives `ar-EG`), for `lang`. */
export function languageTag(locale: unknown): string {
  return resolveLocale(locale).replace('_', '-');
}

/**
 * A merchant string as plain text. It is never markup: every view renders strings through Lit's
 * text bindings, which escape them once, so `<` shows as `<` (escaping here too would show `&lt;`).
 */
export function sanitizeTranslation(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every merchant translation as plain text; non-string values become empty strings, as in Drop-in. */
export function sanitizeTranslations(translations: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof translations !== 'object' || translations === null) {
    return result;
  }
  for (const [key, value] of Object.entries(translations)) {
    result[key] = sanitizeTranslation(value);
  }
  return result;
}

/** Whether the page's `document.characterSet` can show the bullet mask character. */
export function isUtf8Charset(charset: string | null | undefined): boolean {
  return typeof charset === 'string' && charset.toLowerCase() === 'utf-8';
}

/** The mask character (card placeholders, "ending in") for a page charset. */
export function maskCharacter(charset: string | null | undefined): string {
  return isUtf8Charset(charset) ? UTF8_MASK_CHARACTER : ASCII_MASK_CHARACTER;
}

/** The "ending in" text with its bullets replaced by `*` where the charset cannot show them. */
export function endingInForCharset(endingIn: string, charset: string | null | undefined): string {
  return isUtf8Charset(charset) ? endingIn : endingIn.split(UTF8_MASK_CHARACTER).join(ASCII_MASK_CHARACTER);
}

/** Inputs of `mergeStrings`: English backfill, the locale's strings, the merchant's overrides and the page charset. */
export interface StringSources {
  readonly english: Readonly<Record<string, string>>;
  readonly localized?: Readonly<Record<string, string>>;
  readonly merchant?: unknown;
  readonly charset: string | null | undefined;
}

/** The strings the views use: English, overlaid by the locale, the charset rule, then sanitised merchant strings. */
export function mergeStrings(sources: StringSources): Record<string, string> {
  const strings: Record<string, string> = { ...sources.english, ...(sources.localized ?? {}) };
  if (typeof strings.endingIn === 'string') {
    strings.endingIn = endingInForCharset(strings.endingIn, sources.charset);
  }
  return { ...strings, ...sanitizeTranslations(sources.merchant) };
}
