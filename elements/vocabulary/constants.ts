/**
 * Drop-in 1.40.2's business constants, each named for its meaning. Delays are milliseconds; the element owns the timers.
 */
import type { HostedCardType } from './types.js';

/** The Drop-in release whose behaviour we match; also sent in analytics metadata and the stylesheet path. */
export const DROPIN_VERSION = '1.40.2';
/** Analytics integration id, so gateway dashboards count us as Drop-in. */
export const INTEGRATION = 'dropin2';
/** Prefix the element adds to every analytics kind the model emits. */
export const ANALYTICS_PREFIX = 'web.dropin.';
/** Analytics are best effort: give up after this long. */
export const ANALYTICS_REQUEST_TIMEOUT_MS = 2000;
/** How often startup checks whether every dependency has settled. */
export const DEPENDENCY_READY_POLL_MS = 200;
/** Pause after the active payment method changes, so the sheet's closing transition can play. */
export const CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS = 200;
/** Keep the loading indicator after a deletion so the views can settle behind it. */
export const DELETION_LOADER_HIDE_DELAY_MS = 500;
/** A label click focuses its iframe late, so the empty-field check runs again after this. */
export const BLUR_EMPTY_RECHECK_MS = 150;
/** Focus the first card field after the sheet is shown, once the iframe can take focus. */
export const CARD_FOCUS_DELAY_MS = 50;
/** Cardholder names must be shorter than 256 characters. */
export const CARDHOLDER_NAME_MAX_LENGTH = 255;
/** 3D Secure challenge window size when the merchant gives none ('03' = 500x600). */
export const DEFAULT_ACS_WINDOW_SIZE = '03';
/** 3D Secure frame size in CSS pixels. */
export const THREE_D_SECURE_FRAME_SIZE = { width: 400, height: 400 } as const;
/** Expiration date format shown and placeholder. */
export const EXPIRATION_DATE_FORMAT = 'MM/YY';
/** CVV length for most brands. */
export const CVV_DIGITS = 3;
/** CVV (CID) length for American Express. */
export const AMEX_CVV_DIGITS = 4;
/** The card number placeholder is this many groups of four mask characters. */
export const CARD_NUMBER_PLACEHOLDER_GROUPS = 4;
/** Mask character on UTF-8 pages. */
export const UTF8_MASK_CHARACTER = '•';
/** Mask character where the page charset cannot show a bullet. */
export const ASCII_MASK_CHARACTER = '*';
/** Path of Drop-in's stylesheet under the gateway's assets URL. */
export const DROPIN_STYLESHEET_PATH = `web/dropin/${DROPIN_VERSION}/css/dropin.css`;

/** Card brands the widget recognises, by the gateway's display name (also the translation key). */
export const CARD_BRANDS = /* @__PURE__ */ Object.freeze([
  'Visa',
  'MasterCard',
  'American Express',
  'Diners Club',
  'Discover',
  'JCB',
  'UnionPay',
  'Maestro',
  'Elo',
  'Hiper',
  'Hipercard',
] as const);

/** A recognised card brand's display name. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * braintree-web's hosted-fields card types, in `CARD_BRANDS`' order: each names the brand at its place. The record
 * type below makes the compiler point at a type left out.
 */
const HOSTED_TYPES = [
  'visa',
  'master-card',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
  'elo',
  'hiper',
  'hipercard',
] as const satisfies readonly HostedCardType[];

/** Display name (and translation key) of each hosted-fields brand. */
export const CARD_BRAND_BY_HOSTED_TYPE: Readonly<Record<HostedCardType, CardBrand>> = Object.freeze(
  Object.fromEntries(HOSTED_TYPES.map((type, index) => [type, CARD_BRANDS[index]!])) as Record<
    (typeof HOSTED_TYPES)[number],
    CardBrand
  >,
);

/**
 * Gateway name that must be in `supportedCardTypes` for a hosted-fields brand to be accepted: the brand's own, but
 * Diners Club has no entry of its own in the gateway configuration: it is accepted on the Discover network.
 */
export const GATEWAY_CARD_TYPE_BY_HOSTED_TYPE: Readonly<Record<HostedCardType, string>> = /* @__PURE__ */ Object.freeze(
  {
    ...CARD_BRAND_BY_HOSTED_TYPE,
    'diners-club': 'Discover',
  },
);

/** Order of the brand icons in the card sheet's header. */
export const CARD_ICON_ORDER: readonly HostedCardType[] = /* @__PURE__ */ Object.freeze([
  'visa',
  'master-card',
  'unionpay',
  'american-express',
  'jcb',
  'elo',
  'hiper',
  'hipercard',
  'diners-club',
  'discover',
  'maestro',
]);

/**
 * Icons never shown in the card sheet: Elo, Hiper and Hipercard have no artwork of their own, and the gateway
 * cannot say whether Diners Club is really supported.
 */
export const HIDDEN_CARD_ICONS: readonly HostedCardType[] = /* @__PURE__ */ Object.freeze([
  'elo',
  'hiper',
  'hipercard',
  'diners-club',
]);

/** The 34 locales that have translations. */
export const LOCALES = /* @__PURE__ */ Object.freeze([
  'ar_EG',
  'cs_CZ',
  'da_DK',
  'de_DE',
  'el_GR',
  'en_AU',
  'en_GB',
  'en_IN',
  'en_US',
  'es_ES',
  'es_XC',
  'fi_FI',
  'fr_CA',
  'fr_FR',
  'fr_XC',
  'he_IL',
  'hu_HU',
  'id_ID',
  'it_IT',
  'ja_JP',
  'ko_KR',
  'nl_NL',
  'no_NO',
  'pl_PL',
  'pt_BR',
  'pt_PT',
  'ru_RU',
  'sk_SK',
  'sv_SE',
  'th_TH',
  'zh_CN',
  'zh_HK',
  'zh_TW',
  'zh_XC',
] as const);

/** One of the 34 supported locale ids. */
export type LocaleId = (typeof LOCALES)[number];

/** The locale used when none is given or none matches. */
export const DEFAULT_LOCALE: LocaleId = 'en_US';

/**
 * Two-letter language codes and the regional locale each stands for: the first of `LOCALES` in that language, but
 * English is en_US, French fr_FR and Portuguese pt_PT; Norwegian Bokmål (`nb`) is no_NO too.
 */
export const LOCALE_ALIASES: Readonly<Record<string, LocaleId>> = Object.freeze({
  ...Object.fromEntries([...LOCALES].reverse().map((locale) => [locale.slice(0, 2), locale])),
  en: 'en_US',
  fr: 'fr_FR',
  pt: 'pt_PT',
  nb: 'no_NO',
});

/**
 * Hosted-field defaults inside braintree-web. braintree-web owns them; they are recorded here so the
 * emulator's frame page and the tests agree with the library.
 */
export const HOSTED_FIELDS_LIBRARY_DEFAULTS = /* @__PURE__ */ Object.freeze({
  numberMaxLength: 19,
  postalCodeMaxLength: 8,
  expirationDateMaxLength: 7,
  expirationMonthMaxLength: 2,
  expirationYearMaxLength: 4,
  cvvMaxLength: 3,
  maxExpirationYearAge: 19,
  requestTimeoutMs: 60000,
  setupTimeoutMs: 60000,
  retriesForFailedRequests: 1,
});

/** Wallet payment-context polling inside braintree-web, recorded for the emulator. */
export const WALLET_POLLING_LIBRARY_DEFAULTS = /* @__PURE__ */ Object.freeze({
  mobilePollingIntervalMs: 250,
  expiryThresholdMs: 300000,
  desktopPollingIntervalMs: 1000,
  completionDelayMs: 2000,
  maxRetryCount: 3,
});

/** Third-party wallet payment-context statuses the widget may see. */
export const WALLET_CONTEXT_STATUSES = /* @__PURE__ */ Object.freeze([
  'CREATED',
  'SCANNED',
  'APPROVED',
  'CANCELED',
  'FAILED',
  'EXPIRED',
] as const);
