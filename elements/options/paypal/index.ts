import { ERROR_KEYS, MESSAGES } from '../../model/messages.js';
import type { PaymentOptionDefinition } from '../option.js';
import { PAYPAL_READ_ONLY_KEYS, PAYPAL_SETUP_TIMEOUT_MS } from './settings.js';

/** Loaded only on pages that offer PayPal or PayPal Credit (braintree-web's paypal-checkout with it). */
const load = () => import('./paypal-option.js').then((m) => m.paypalModule);

/** PayPal: the shopper pays with PayPal's own button; `requestPaymentMethod` on its sheet says so. */
export const paypal = {
  id: 'paypal',
  settingsValue: 'objectOrFalse',
  methodType: 'PayPalAccount',
  labelKey: 'PayPal',
  request: 'ownButton',
  ownButtonErrorKey: ERROR_KEYS.paypalButtonMustBeUsed,
  policyPart: 'PayPal',
  setupTimeoutMs: PAYPAL_SETUP_TIMEOUT_MS,
  setupTimeoutError: MESSAGES.paypalConnectionFailed,
  readOnlyKeys: PAYPAL_READ_ONLY_KEYS,
  isConfigured: (options, gateway) => Boolean(options.paypal) && gateway.paypalEnabled,
  load,
} as const satisfies PaymentOptionDefinition<'paypal'>;

/** PayPal Credit: PayPal's second flavour, with its own button and settings (`paypalCredit`). */
export const paypalCredit = {
  id: 'paypalCredit',
  settingsValue: 'objectOrFalse',
  methodType: 'PayPalAccount',
  labelKey: 'PayPal Credit',
  request: 'ownButton',
  ownButtonErrorKey: ERROR_KEYS.paypalButtonMustBeUsed,
  policyPart: 'PayPal',
  setupTimeoutMs: PAYPAL_SETUP_TIMEOUT_MS,
  setupTimeoutError: MESSAGES.paypalConnectionFailed,
  readOnlyKeys: PAYPAL_READ_ONLY_KEYS,
  isConfigured: (options, gateway) => Boolean(options.paypalCredit) && gateway.paypalEnabled,
  load,
} as const satisfies PaymentOptionDefinition<'paypalCredit'>;
