import type { HostedFieldsBinPayload, HostedFieldsEvent } from './provider/card-fields.js';

/** The payment method types a requestable payment can be. */
export type RequestableType = 'CreditCard' | 'PayPalAccount' | 'ApplePayCard' | 'VenmoAccount' | 'AndroidPayCard';

/** Detail of every event `<payment-dropin>` fires, by event name (Drop-in's names). */
export interface DropinEventDetails {
  /** A payment method can now be requested; `paymentMethodIsSelected` when one is already chosen. */
  paymentMethodRequestable: { type: RequestableType; paymentMethodIsSelected: boolean };
  /** No payment method can be requested any more. */
  noPaymentMethodRequestable: Record<string, never>;
  /** The shopper picked a way to pay in the options list. */
  paymentOptionSelected: { paymentOption: string };
  /** The panel changed view (view ids as in Drop-in). */
  changeActiveView: { previousViewId: string; newViewId: string };
  'card:binAvailable': HostedFieldsBinPayload;
  'card:blur': HostedFieldsEvent;
  'card:cardTypeChange': HostedFieldsEvent;
  'card:empty': HostedFieldsEvent;
  'card:focus': HostedFieldsEvent;
  'card:inputSubmitRequest': HostedFieldsEvent;
  'card:notEmpty': HostedFieldsEvent;
  'card:validityChange': HostedFieldsEvent;
  '3ds:customer-canceled': Record<string, never>;
  '3ds:authentication-modal-render': Record<string, never>;
  '3ds:authentication-modal-close': Record<string, never>;
  /** Setup finished; the widget is usable. Not in Drop-in (its `create` promise resolves instead). */
  ready: Record<string, never>;
  /** Setup failed, or an error the merchant should know of. The message is the shopper-safe text. */
  error: { error: Error; message: string };
}

export type DropinEventName = keyof DropinEventDetails;

/**
 * One typed event class for all of them. They bubble and cross shadow roots, so hosts can
 * listen anywhere, except `error`: an event of that name reaching `window` looks like an
 * uncaught script error to global error handlers (error trackers, test runners), so it stays
 * on the element.
 */
export class DropinEvent<K extends DropinEventName> extends CustomEvent<DropinEventDetails[K]> {
  constructor(type: K, detail: DropinEventDetails[K]) {
    const bubbles = type !== 'error';
    super(type, { detail, bubbles, composed: bubbles });
  }
}

declare global {
  interface HTMLElementEventMap {
    paymentMethodRequestable: DropinEvent<'paymentMethodRequestable'>;
    noPaymentMethodRequestable: DropinEvent<'noPaymentMethodRequestable'>;
    paymentOptionSelected: DropinEvent<'paymentOptionSelected'>;
    changeActiveView: DropinEvent<'changeActiveView'>;
    'card:binAvailable': DropinEvent<'card:binAvailable'>;
    'card:blur': DropinEvent<'card:blur'>;
    'card:cardTypeChange': DropinEvent<'card:cardTypeChange'>;
    'card:empty': DropinEvent<'card:empty'>;
    'card:focus': DropinEvent<'card:focus'>;
    'card:inputSubmitRequest': DropinEvent<'card:inputSubmitRequest'>;
    'card:notEmpty': DropinEvent<'card:notEmpty'>;
    'card:validityChange': DropinEvent<'card:validityChange'>;
    '3ds:customer-canceled': DropinEvent<'3ds:customer-canceled'>;
    '3ds:authentication-modal-render': DropinEvent<'3ds:authentication-modal-render'>;
    '3ds:authentication-modal-close': DropinEvent<'3ds:authentication-modal-close'>;
    ready: DropinEvent<'ready'>;
    // `error` stays out: every element already has a native `error` event (ErrorEvent). Listen
    // with `el.addEventListener('error', (e) => (e as DropinEvent<'error'>).detail)`.
  }
}
