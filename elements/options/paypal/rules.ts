/**
 * PayPal's rules for the locale it is handed and for vaulting, pure, and the ones its provider applies. Apart
 * from the settings file because a definition's imports land in the main chunk: these load only with PayPal.
 */
import type { PayPalOptions } from './settings.js';

/** The locale handed to PayPal's script, which accepts only full ids such as `fr_FR` (no aliases such as `fr`). */
export function paypalLocale(locale: unknown): string | undefined {
  return typeof locale === 'string' && /^[a-z]{2}_[A-Z]{2}$/.test(locale) ? locale : undefined;
}

/** How a PayPal authorisation is tokenized. */
export interface PayPalVaultRule {
  /** Ask the gateway to save the account (`vault` of `tokenizePayment`), and mark the method `vaulted: true`. */
  readonly vault: boolean;
}

/**
 * The vault flow saves the account for signed-in customers unless the merchant set `vault.vaultPayPal: false`;
 * guests and the checkout flow never save.
 */
export function paypalVaultRule(options: PayPalOptions | undefined, isGuestCheckout: boolean): PayPalVaultRule {
  return { vault: options?.flow === 'vault' && !isGuestCheckout && options?.vault?.vaultPayPal !== false };
}
