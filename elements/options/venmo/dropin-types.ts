/**
 * Drop-in's type names for Venmo (`@types/braintree-web-drop-in`'s), added to `payment-dropin/create`'s types.
 */
import type { PaymentMethodPayloadBase } from '../../vocabulary/dropin-shapes.js';
import type { VenmoOptions } from './settings.js';

declare module '../../vocabulary/dropin-shapes.js' {
  interface DropinCreateOptions {
    /** Venmo: on unless `false` (when the gateway takes it); `{allowNewBrowserTab, …}` configures it. */
    venmo?: boolean | venmoCreateOptions | undefined;
  }
  interface DropinPaymentMethodPayloads {
    VenmoAccount: venmoPaymentMethodPayload;
  }
}

/** Drop-in's `venmo` option in object form. */
export type venmoCreateOptions = VenmoOptions;

/** A Venmo account's payload. */
export interface venmoPaymentMethodPayload extends PaymentMethodPayloadBase<'VenmoAccount'> {
  details: { username: string; [key: string]: unknown };
}
