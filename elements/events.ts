import type { PaymentDropinError } from './errors.js';
import type { PaymentMethodType } from './model/types.js';
import type { HostedFieldsBinPayload, HostedFieldsEvent } from './options/card/card-fields.js';

/** The payment method types a requestable payment can be. */
export type RequestableType = PaymentMethodType;

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
  /**
   * Setup failed, or was canceled by a teardown or removal before ready (`error.kind`). The message
   * is the shopper-safe text; `error.cause` has the reason.
   */
  error: { error: PaymentDropinError; message: string };
}

export type DropinEventName = keyof DropinEventDetails;

/**
 * Colon-free names for Drop-in's `card:` and `3ds:` events, fired right after each of them with
 * the same detail, for templates that cannot bind a name with a colon (Angular's `(card-blur)`,
 * Vue's in-DOM `@card-validity-change`): lower case, words joined by hyphens.
 */
export const EVENT_ALIASES = {
  'card:binAvailable': 'card-bin-available',
  'card:blur': 'card-blur',
  'card:cardTypeChange': 'card-card-type-change',
  'card:empty': 'card-empty',
  'card:focus': 'card-focus',
  'card:inputSubmitRequest': 'card-input-submit-request',
  'card:notEmpty': 'card-not-empty',
  'card:validityChange': 'card-validity-change',
  '3ds:customer-canceled': '3ds-customer-canceled',
  '3ds:authentication-modal-render': '3ds-authentication-modal-render',
  '3ds:authentication-modal-close': '3ds-authentication-modal-close',
} as const satisfies { [K in Extract<DropinEventName, `${string}:${string}`>]: string };

export type AliasedEventName = keyof typeof EVENT_ALIASES;
export type DropinEventAlias = (typeof EVENT_ALIASES)[AliasedEventName];

/** The alias of an event with a colon in its name, if it has one. */
export function aliasOf(name: string): DropinEventAlias | undefined {
  return Object.hasOwn(EVENT_ALIASES, name) ? EVENT_ALIASES[name as AliasedEventName] : undefined;
}

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

/** The alias event: same detail as the event it stands for. */
export type AliasEvent<K extends AliasedEventName> = CustomEvent<DropinEventDetails[K]>;

declare global {
  interface HTMLElementEventMap {
    'card-bin-available': AliasEvent<'card:binAvailable'>;
    'card-blur': AliasEvent<'card:blur'>;
    'card-card-type-change': AliasEvent<'card:cardTypeChange'>;
    'card-empty': AliasEvent<'card:empty'>;
    'card-focus': AliasEvent<'card:focus'>;
    'card-input-submit-request': AliasEvent<'card:inputSubmitRequest'>;
    'card-not-empty': AliasEvent<'card:notEmpty'>;
    'card-validity-change': AliasEvent<'card:validityChange'>;
    '3ds-customer-canceled': AliasEvent<'3ds:customer-canceled'>;
    '3ds-authentication-modal-render': AliasEvent<'3ds:authentication-modal-render'>;
    '3ds-authentication-modal-close': AliasEvent<'3ds:authentication-modal-close'>;
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
