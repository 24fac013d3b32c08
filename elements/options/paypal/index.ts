import type { PaymentOptionDefinition } from '../../vocabulary/option-definition.js';
import {
  PAYPAL_ACCOUNT,
  PAYPAL_BUTTON_MUST_BE_USED,
  PAYPAL_CONNECTION_FAILED,
  PAYPAL_READ_ONLY_KEYS,
  PAYPAL_SETUP_TIMEOUT_MS,
  type PayPalOptions,
} from './settings.js';

declare module '../../vocabulary/types.js' {
  interface PaymentOptionSettings {
    /** PayPal: off unless configured; `{flow, amount, currency, buttonStyle, vault, …}`. */
    paypal: PayPalOptions | false;
    /** PayPal Credit: off unless configured; the same settings as `paypal`. */
    paypalCredit: PayPalOptions | false;
  }
  interface PaymentMethodTypes {
    PayPalAccount: true;
  }
  interface UpdatableOptions {
    paypal: true;
    paypalCredit: true;
  }
}

/** Where the PayPal SDK, its buttons' frames and images come from. */
const PAYPAL_HOSTS = /(^|\.)paypal\.com$|(^|\.)paypalobjects\.com$/;

/** PayPal: the shopper pays with PayPal's own button; `requestPaymentMethod` on its sheet says so. */
export const paypal = {
  id: 'paypal',
  order: 20,
  settingsValue: 'objectOrFalse',
  method: PAYPAL_ACCOUNT,
  updatable: true,
  labelKey: 'PayPal',
  request: 'ownButton',
  ownButtonErrorKey: PAYPAL_BUTTON_MUST_BE_USED,
  policyPart: 'PayPal',
  policyHosts: PAYPAL_HOSTS,
  setupTimeoutMs: PAYPAL_SETUP_TIMEOUT_MS,
  setupTimeoutError: PAYPAL_CONNECTION_FAILED,
  readOnlyKeys: PAYPAL_READ_ONLY_KEYS,
  isConfigured: (options, gateway) => Boolean(options.paypal) && gateway.paypalEnabled,
} as const satisfies PaymentOptionDefinition<'paypal'>;

/** PayPal Credit: PayPal's second flavour, with its own button and settings (`paypalCredit`). */
export const paypalCredit = {
  ...paypal,
  id: 'paypalCredit',
  order: 30,
  labelKey: 'PayPal Credit',
  isConfigured: (options, gateway) => Boolean(options.paypalCredit) && gateway.paypalEnabled,
} as const satisfies PaymentOptionDefinition<'paypalCredit'>;
