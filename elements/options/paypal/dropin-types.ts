/**
 * Drop-in's type names for PayPal and PayPal Credit (`@types/braintree-web-drop-in`'s), added to
 * `payment-dropin/create`'s types.
 */
import type { PaymentMethodPayloadBase } from '../../vocabulary/dropin-shapes.js';
import type { PayPalOptions } from './settings.js';

declare module '../../vocabulary/dropin-shapes.js' {
  interface DropinCreateOptions {
    /** PayPal: off unless configured; `{flow, amount, currency, buttonStyle, vault, …}`. */
    paypal?: paypalCreateOptions | false | undefined;
    /** PayPal Credit: off unless configured; the same settings as `paypal`. */
    paypalCredit?: paypalCreateOptions | false | undefined;
  }
  interface DropinPaymentMethodPayloads {
    PayPalAccount: paypalPaymentMethodPayload;
  }
}

/** Drop-in's `paypal` and `paypalCredit` options. */
export type paypalCreateOptions = PayPalOptions;

/** A postal address as PayPal gives it. */
export interface Address {
  recipientName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
}

/** A PayPal account's payload (PayPal or PayPal Credit). */
export interface paypalPaymentMethodPayload extends PaymentMethodPayloadBase<'PayPalAccount'> {
  details: {
    email: string;
    payerId: string;
    firstName: string;
    lastName: string;
    countryCode?: string | undefined;
    phone?: string | undefined;
    shippingAddress?: Address | undefined;
    billingAddress?: Address | undefined;
    [key: string]: unknown;
  };
}
