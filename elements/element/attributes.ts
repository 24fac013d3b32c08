import { OPTION_IDS } from '../options/registry.js';
import type { Clock } from '../options/kit/option.js';
import { contentChanged } from './option-changes.js';

export type { Clock };

/** The browser's timers. */
export const realClock: Clock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Options that are objects or arrays in attributes are JSON. */
export const jsonAttribute = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
};

/** `express` alone (or `="true"`) is every wallet, `="false"` none, and a JSON array names the wallets. */
export const expressAttribute = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    if (value === '' || value === 'true') return true;
    return jsonAttribute.fromAttribute(value);
  },
};

/** `attr="false"` means false; present otherwise means true; absent leaves the default. */
export const booleanAttribute = {
  fromAttribute(value: string | null): boolean | undefined {
    return value === null ? undefined : value !== 'false';
  },
};

/**
 * Drop-in's option names that are also element properties (the `options` object holds them all). The payment
 * options come from the registry: a new option is a property of its id with nothing to add here.
 */
export const OPTION_PROPERTIES = [
  'authorization',
  'locale',
  'translations',
  'paymentOptionPriority',
  ...OPTION_IDS,
  'threeDSecure',
  'dataCollector',
  'vaultManager',
  'preselectVaultedPaymentMethod',
  'showDefaultPaymentMethodFirst',
  'hiddenVaultedPaymentMethodTypes',
  'express',
] as const;

/**
 * Each payment option's element property: set as an object or `false`, never read from an attribute, compared
 * by content (an equal object made anew is no change).
 */
export const OPTION_ID_PROPERTIES = Object.fromEntries(
  OPTION_IDS.map((id) => [id, { attribute: false, hasChanged: contentChanged }]),
);

/** The widget's colour theme. */
export type Theme = 'light' | 'dark' | 'auto';

/**
 * The scheme to draw in. `auto` (and anything unknown) follows the page's `color-scheme` where
 * it names one scheme, and the system's preference where it names both or none.
 */
export function resolveTheme(theme: unknown, facts: { pageScheme: string; systemDark: boolean }): 'light' | 'dark' {
  if (theme === 'light' || theme === 'dark') return theme;
  const words = facts.pageScheme.toLowerCase().split(/\s+/);
  const dark = words.includes('dark');
  const light = words.includes('light');
  if (dark && !light) return 'dark';
  if (light && !dark) return 'light';
  return facts.systemDark ? 'dark' : 'light';
}

/** Locales written right to left (Arabic, Hebrew), as `ar_EG`, `he-IL`, `ar`… */
export function readsRightToLeft(locale: unknown): boolean {
  return typeof locale === 'string' && /^(ar|he|iw)(?:[_-]|$)/i.test(locale.trim());
}
