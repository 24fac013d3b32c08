/// <reference types="googlepay" preserve="true" />
/**
 * Drop-in's type names for Google Pay (`@types/braintree-web-drop-in`'s), added to `payment-dropin/create`'s
 * types. Google's own types (`google.payments.api`, from `@types/googlepay`) give the request and the answer.
 */
import type { binData, PaymentMethodPayloadBase, VerifiedPayloadFields } from '../../vocabulary/dropin-shapes.js';

declare module '../../vocabulary/dropin-shapes.js' {
  interface DropinCreateOptions {
    /** Google Pay: off unless configured; `{merchantId, googlePayVersion, transactionInfo, button}`. */
    googlePay?: googlePayCreateOptions | false | undefined;
  }
  interface DropinPaymentMethodPayloads {
    AndroidPayCard: googlePayPaymentMethodPayload;
  }
}

/**
 * Drop-in's `googlePay` option. Google's types for the transaction and the button, so a handler such as
 * `button.onClick` is typed; other keys go to braintree-web's Google Pay request as they are.
 */
export interface googlePayCreateOptions {
  merchantId?: string | undefined;
  googlePayVersion?: number | undefined;
  transactionInfo?: google.payments.api.TransactionInfo | undefined;
  button?: google.payments.api.ButtonOptions | undefined;
  [key: string]: unknown;
}

/** A card paid with Google Pay: its payload, with Google's own answer in `details.rawPaymentData`. */
export interface googlePayPaymentMethodPayload
  extends PaymentMethodPayloadBase<'AndroidPayCard'>, VerifiedPayloadFields {
  details: {
    cardType: string;
    lastFour: string;
    lastTwo: string;
    isNetworkTokenized: boolean;
    bin: string;
    rawPaymentData: google.payments.api.PaymentData;
    [key: string]: unknown;
  };
  description?: string | undefined;
  binData: binData;
}
