/**
 * Drop-in's type names for cards (`@types/braintree-web-drop-in`'s), added to `payment-dropin/create`'s types.
 */
import type { binData, PaymentMethodPayloadBase, VerifiedPayloadFields } from '../../vocabulary/dropin-shapes.js';
import type { CardOptions } from '../../vocabulary/types.js';

declare module '../../vocabulary/dropin-shapes.js' {
  interface DropinCreateOptions {
    /** `false` disables cards; `{cardholderName, overrides, vault, clearFieldsAfterTokenization}`. */
    card?: boolean | cardCreateOptions | undefined;
  }
  interface DropinPaymentMethodPayloads {
    CreditCard: cardPaymentMethodPayload;
  }
}

/** Drop-in's `card` option in object form. */
export type cardCreateOptions = CardOptions;

/** A card's payload: entered in the card form (tokenized by braintree-web) or saved in the vault. */
export interface cardPaymentMethodPayload extends PaymentMethodPayloadBase<'CreditCard'>, VerifiedPayloadFields {
  details: {
    bin: string;
    cardType: string;
    expirationMonth: string;
    expirationYear: string;
    cardholderName: string;
    lastFour: string;
    lastTwo: string;
    [key: string]: unknown;
  };
  /** "ending in 11". */
  description?: string | undefined;
  binData: binData;
}
