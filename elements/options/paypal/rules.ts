/**
 * PayPal's rules for the locale it is handed and for vaulting, pure. Apart from the settings file because a
 * definition's imports land in the main chunk: these load only where they are used.
 */
import type { LocaleId } from '../../model/constants.js';
import { isLocaleId } from '../../model/locale.js';
import type { PayPalOptions } from './settings.js';

/** The locale handed to PayPal, which accepts only full ids it knows (no aliases). */
export function paypalLocale(locale: unknown): LocaleId | undefined {
  return isLocaleId(locale) ? locale : undefined;
}

/** How a PayPal authorisation is tokenized: whether to tell the gateway not to vault, and whether it was vaulted. */
export interface PayPalVaultRule {
  /** Pass `vault: false` to `tokenizePayment`. */
  readonly sendVaultFalse: boolean;
  /** Mark the resulting method `vaulted: true`. */
  readonly markVaulted: boolean;
}

/** The vault flow saves the account for signed-in customers unless the merchant set `vault.vaultPayPal: false`. */
export function paypalVaultRule(options: PayPalOptions | undefined, isGuestCheckout: boolean): PayPalVaultRule {
  const shouldNotVault = options?.vault?.vaultPayPal === false;
  return {
    sendVaultFalse: shouldNotVault,
    markVaulted: !shouldNotVault && options?.flow === 'vault' && !isGuestCheckout,
  };
}
