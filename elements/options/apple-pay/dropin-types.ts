/**
 * Drop-in's type names for Apple Pay (`@types/braintree-web-drop-in`'s), added to `payment-dropin/create`'s
 * types.
 */
import type { binData, PaymentMethodPayloadBase } from '../../vocabulary/dropin-shapes.js';
import type { ApplePayOptions } from './settings.js';

declare module '../../vocabulary/dropin-shapes.js' {
  interface DropinCreateOptions {
    /** Apple Pay: off unless configured; `{displayName, paymentRequest, buttonStyle, applePaySessionVersion}`. */
    applePay?: applePayCreateOptions | false | undefined;
  }
  interface DropinPaymentMethodPayloads {
    ApplePayCard: applePayPaymentMethodPayload;
  }
}

/** Drop-in's `applePay` option. */
export type applePayCreateOptions = ApplePayOptions;

/** Apple's answer to the payment sheet (`ApplePayPaymentAuthorizedEvent.payment`). */
export interface ApplePayPayment {
  token: { paymentData: unknown; paymentMethod: Record<string, unknown>; transactionIdentifier: string };
  billingContact?: Record<string, unknown> | undefined;
  shippingContact?: Record<string, unknown> | undefined;
}

/** A card paid with Apple Pay: its payload, with Apple's own answer in `details.rawPaymentData`. */
export interface applePayPaymentMethodPayload extends PaymentMethodPayloadBase<'ApplePayCard'> {
  details: {
    cardType: string;
    cardHolderName: string;
    dpanLastTwo: string;
    rawPaymentData: ApplePayPayment;
    [key: string]: unknown;
  };
  description: string;
  binData: binData;
}
