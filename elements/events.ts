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
  /**
   * The element, a form field (it has a `name`), held its form's submission and is about to ask itself for the
   * payment method. Cancelable: `preventDefault()` leaves the submission stopped and asks nothing. Not in Drop-in.
   */
  paymentMethodRequestStart: Record<string, never>;
  /**
   * That request ended: without `error` the element submits the form again at once, with the payment as its value;
   * with it (as `requestPaymentMethod()` rejects) the form stays unsent and the widget shows what to do. Not in
   * Drop-in.
   */
  paymentMethodRequestEnd: { error?: PaymentDropinError };
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
 * A lower-case, hyphenated name for each of Drop-in's event names that has capitals or a colon, fired right after
 * it with the same detail, so every host binds it with no configuration: Vue hyphenates `@paymentMethodRequestable`
 * on an element it does not know as a custom element, Angular cannot bind `(card:blur)`, Svelte warns on a colon,
 * and HTML attributes are lower case. Each is Drop-in's name with its words joined by hyphens (`card:validityChange`
 * → `card-validity-change`). `ready` and `error` need none.
 */
export const EVENT_ALIASES = {
  paymentMethodRequestable: 'payment-method-requestable',
  noPaymentMethodRequestable: 'no-payment-method-requestable',
  paymentOptionSelected: 'payment-option-selected',
  changeActiveView: 'change-active-view',
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
  paymentMethodRequestStart: 'payment-method-request-start',
  paymentMethodRequestEnd: 'payment-method-request-end',
} as const satisfies { [K in Exclude<DropinEventName, 'ready' | 'error'>]: string };

export type AliasedEventName = keyof typeof EVENT_ALIASES;
export type DropinEventAlias = (typeof EVENT_ALIASES)[AliasedEventName];

/** The hyphenated name of an event, if it has one. */
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
  constructor(type: K, detail: DropinEventDetails[K], init: { cancelable?: boolean } = {}) {
    const bubbles = type !== 'error';
    super(type, { detail, bubbles, composed: bubbles, cancelable: init.cancelable ?? false });
  }
}

/** The alias event: same detail as the event it stands for. */
export type AliasEvent<K extends AliasedEventName> = CustomEvent<DropinEventDetails[K]>;

/** Every alias, typed by the event it stands for (for `HTMLElementEventMap`). */
export type DropinAliasEventMap = { [K in AliasedEventName as (typeof EVENT_ALIASES)[K]]: AliasEvent<K> };

/** Every event by its Drop-in name, typed (for `HTMLElementEventMap`). */
export type DropinEventMap = { [K in Exclude<DropinEventName, 'error'>]: DropinEvent<K> };

// Typed for `addEventListener` on any element, from the tables above: a new event or alias adds itself here.
// `error` stays out: every element already has a native `error` event (ErrorEvent). Listen with
// `el.addEventListener('error', (e) => (e as DropinEvent<'error'>).detail)`.
declare global {
  interface HTMLElementEventMap extends DropinEventMap, DropinAliasEventMap {}
}
