/**
 * The checkout demo's settings, read from and written to the page's address so that a link
 * reproduces what the page shows (who pays is not among them: only the sign-in form changes that):
 *
 * | parameter | values | default |
 * | --- | --- | --- |
 * | `locale` | one of the widget's 34 locales, e.g. `de_DE`, `ar_EG` | `en_US` |
 * | `theme` | `light`, `dark`, `auto` (the system's scheme) | `auto` |
 * | `wallets` | `0` turns PayPal, PayPal Credit, Venmo, Apple Pay and Google Pay off | on |
 * | `express` | `1` draws the wallets' own buttons in a row above the ways to pay (with the wallets on) | off |
 * | `vaultManager` | `1` lets a signed-in shopper delete saved methods | off |
 * | `threeDSecure` | `1` verifies cards with 3D Secure before paying | off |
 */
import { DEFAULT_AMOUNT, parseAmount } from '../money.js';

/** The widget's locales, each with its name in its own language (for the demo's picker). */
export const DEMO_LOCALES = {
  ar_EG: 'العربية (مصر)',
  cs_CZ: 'Čeština',
  da_DK: 'Dansk',
  de_DE: 'Deutsch',
  el_GR: 'Ελληνικά',
  en_AU: 'English (Australia)',
  en_GB: 'English (United Kingdom)',
  en_IN: 'English (India)',
  en_US: 'English (United States)',
  es_ES: 'Español (España)',
  es_XC: 'Español (Latinoamérica)',
  fi_FI: 'Suomi',
  fr_CA: 'Français (Canada)',
  fr_FR: 'Français (France)',
  fr_XC: 'Français (international)',
  he_IL: 'עברית',
  hu_HU: 'Magyar',
  id_ID: 'Bahasa Indonesia',
  it_IT: 'Italiano',
  ja_JP: '日本語',
  ko_KR: '한국어',
  nl_NL: 'Nederlands',
  no_NO: 'Norsk',
  pl_PL: 'Polski',
  pt_BR: 'Português (Brasil)',
  pt_PT: 'Português (Portugal)',
  ru_RU: 'Русский',
  sk_SK: 'Slovenčina',
  sv_SE: 'Svenska',
  th_TH: 'ไทย',
  zh_CN: '简体中文',
  zh_HK: '繁體中文（香港）',
  zh_TW: '繁體中文（台灣）',
  zh_XC: '中文（国际）',
} as const;

export type DemoLocale = keyof typeof DEMO_LOCALES;
export type DemoTheme = 'light' | 'dark' | 'auto';

/** The language tag of each locale, for the `lang` of its name in the picker. */
export function languageTag(locale: DemoLocale): string {
  return locale.replace('_', '-');
}

export interface DemoSettings {
  locale: DemoLocale;
  theme: DemoTheme;
  wallets: boolean;
  express: boolean;
  vaultManager: boolean;
  threeDSecure: boolean;
}

export const DEFAULT_SETTINGS: Readonly<DemoSettings> = {
  locale: 'en_US',
  theme: 'auto',
  wallets: true,
  express: false,
  vaultManager: false,
  threeDSecure: false,
};

function one(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function flag(value: unknown, fallback: boolean): boolean {
  const text = one(value);
  return text === '1' ? true : text === '0' ? false : fallback;
}

function isLocale(value: string | undefined): value is DemoLocale {
  return value !== undefined && Object.hasOwn(DEMO_LOCALES, value);
}

/** The settings a query asks for; anything unknown or malformed keeps its default. */
export function readSettings(query: Record<string, unknown>): DemoSettings {
  const locale = one(query.locale);
  const theme = one(query.theme);
  return {
    locale: isLocale(locale) ? locale : DEFAULT_SETTINGS.locale,
    theme: theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : DEFAULT_SETTINGS.theme,
    wallets: flag(query.wallets, DEFAULT_SETTINGS.wallets),
    express: flag(query.express, DEFAULT_SETTINGS.express),
    vaultManager: flag(query.vaultManager, DEFAULT_SETTINGS.vaultManager),
    threeDSecure: flag(query.threeDSecure, DEFAULT_SETTINGS.threeDSecure),
  };
}

/**
 * The checkout's address for an amount and settings: only what differs from the defaults, in a
 * fixed order, so equal states give equal links.
 */
export function checkoutAddress(amount: string, settings: DemoSettings): string {
  const query = new URLSearchParams();
  if (amount !== DEFAULT_AMOUNT) query.set('amount', amount);
  return address(query, settings);
}

/** The checkout form's field that carries the settings to the pages after the payment. */
export const SETTINGS_FIELD = 'demo_settings';

/**
 * The way back to an order (after a decline or a refused payment) with the settings the shopper paid
 * under: the same language, theme and ways to pay.
 */
export function orderAddress(orderId: string, settings: DemoSettings): string {
  return address(new URLSearchParams({ order: orderId }), settings);
}

/**
 * The settings that differ from the defaults, as a query (no amount): what the checkout
 * form posts along, so the pages after the payment can lead back to the same state.
 */
export function settingsQuery(settings: DemoSettings): string {
  return address(new URLSearchParams(), settings).replace(/^\/\??/, '');
}

function address(query: URLSearchParams, settings: DemoSettings): string {
  if (settings.locale !== DEFAULT_SETTINGS.locale) query.set('locale', settings.locale);
  if (settings.theme !== DEFAULT_SETTINGS.theme) query.set('theme', settings.theme);
  if (settings.wallets !== DEFAULT_SETTINGS.wallets) query.set('wallets', settings.wallets ? '1' : '0');
  if (settings.express !== DEFAULT_SETTINGS.express) query.set('express', settings.express ? '1' : '0');
  if (settings.vaultManager !== DEFAULT_SETTINGS.vaultManager)
    query.set('vaultManager', settings.vaultManager ? '1' : '0');
  if (settings.threeDSecure !== DEFAULT_SETTINGS.threeDSecure)
    query.set('threeDSecure', settings.threeDSecure ? '1' : '0');
  const text = query.toString();
  return text ? `/?${text}` : '/';
}

/**
 * Where sign-in and sign-out go back to: our own checkout only, rebuilt from what it asks for
 * (so nothing else can ride along).
 */
export function returnAddress(target: string): string {
  let url: URL;
  try {
    url = new URL(target, 'http://checkout.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://checkout.invalid' || url.pathname !== '/') return '/';
  const query = Object.fromEntries(url.searchParams);
  return checkoutAddress(parseAmount(query.amount) ?? DEFAULT_AMOUNT, readSettings(query));
}
