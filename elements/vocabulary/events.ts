/**
 * Every event `<payment-dropin>` fires, one entry each in `DROPIN_EVENTS`: Drop-in's name, its detail's type,
 * whether the model decides it, and, in the entry's comment, what it means. Everything else follows from the table:
 * the detail types (`DropinEventDetails`), the event class (`DropinEvent`), `HTMLElementEventMap` under both names,
 * the hyphenated names (`EVENT_ALIASES`), the model's event union (`ModelEvent`), the React `onX` props
 * (react/index.ts), Drop-in's `on()` payloads (dropin-types.ts) and the Custom Elements Manifest's events (the build
 * reads the comments). Adding an event is adding its entry here, and its strings where it shows any.
 */
import type { HostedFieldsBinPayload, HostedFieldsEvent } from 'braintree-web/hosted-fields';
import type { PaymentDropinError } from './errors.js';
import type { PaymentMethodType, PaymentOptionId, ViewId } from './types.js';

/** The payment method types a requestable payment can be. */
export type RequestableType = PaymentMethodType;

/** No detail (`{}`). */
type None = Record<string, never>;

/**
 * One entry: whether the event bubbles (and crosses shadow roots). Its detail's type, who decides it, and the
 * detail as the model makes it (where more precise than the public type) ride on the entry's type only.
 */
interface EventEntry<Detail, Decider extends 'model' | 'element', ModelDetail> {
  readonly bubbles: boolean;
  /** `preventDefault()` means something (the form control's request start). */
  readonly cancelable?: boolean;
  /** Never set at run time: it carries the types. */
  readonly types?: { readonly detail: Detail; readonly decider: Decider; readonly modelDetail: ModelDetail };
}

/** An event the element or a payment option fires. */
function fired<Detail>(bubbles = true): EventEntry<Detail, 'element', Detail> {
  return { bubbles };
}

/** A bubbling event the element fires whose `preventDefault()` says no to what it announces. */
function cancelable<Detail>(): EventEntry<Detail, 'element', Detail> {
  return { bubbles: true, cancelable: true };
}

/** An event the model decides; `ModelDetail` is its detail as the model makes it, where that is more precise. */
function decided<Detail, ModelDetail = Detail>(): EventEntry<Detail, 'model', ModelDetail> {
  return { bubbles: true };
}

/** The events, in the order the manifest and the React props list them. */
export const DROPIN_EVENTS = {
  /** setup finished; the widget is usable (not in Drop-in, whose `create` promise resolves instead) */
  ready: fired<None>(),
  /**
   * setup failed, or a teardown or removal canceled it before ready (`error.kind`); `detail: {error, message}`, the
   * shopper-safe message (`error.cause` has the reason); the panel is cleared. It stays on the element: an event of
   * this name reaching `window` looks like an uncaught script error to global error handlers.
   */
  error: fired<{ error: PaymentDropinError; message: string }>(false),
  /** `detail: {type, paymentMethodIsSelected}`, after setup, once per change */
  paymentMethodRequestable: decided<{ type: RequestableType; paymentMethodIsSelected: boolean }>(),
  /** after setup, when nothing can be requested any more */
  noPaymentMethodRequestable: decided<None>(),
  /** `detail: {paymentOption}`: the shopper picked a way to pay in the options list */
  paymentOptionSelected: decided<{ paymentOption: string }, { paymentOption: PaymentOptionId }>(),
  /** `detail: {previousViewId, newViewId}`: the panel changed view (view ids as in Drop-in) */
  changeActiveView: decided<
    { previousViewId: string; newViewId: string },
    { previousViewId: ViewId | null; newViewId: ViewId }
  >(),
  /** braintree-web's hosted-fields payload */
  'card:binAvailable': fired<HostedFieldsBinPayload>(),
  /** braintree-web's hosted-fields payload */
  'card:blur': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:cardTypeChange': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:empty': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:focus': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:inputSubmitRequest': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:notEmpty': fired<HostedFieldsEvent>(),
  /** braintree-web's hosted-fields payload */
  'card:validityChange': fired<HostedFieldsEvent>(),
  /** the shopper closed the 3D Secure challenge */
  '3ds:customer-canceled': fired<None>(),
  /** the 3D Secure challenge is shown */
  '3ds:authentication-modal-render': fired<None>(),
  /** the 3D Secure challenge closed */
  '3ds:authentication-modal-close': fired<None>(),
  /**
   * the element, a form field (it has a `name`), held its form's submission and is about to ask itself for the
   * payment method; `preventDefault()` leaves the submission stopped and asks nothing (not in Drop-in)
   */
  paymentMethodRequestStart: cancelable<None>(),
  /**
   * that request ended: without `error` the element submits the form again at once, with the payment as its value;
   * with it (as `requestPaymentMethod()` rejects) the form stays unsent and the widget shows what to do (not in
   * Drop-in)
   */
  paymentMethodRequestEnd: fired<{ error?: PaymentDropinError }>(),
};

type Entries = typeof DROPIN_EVENTS;
type TypesOf<K extends DropinEventName> = NonNullable<Entries[K]['types']>;

export type DropinEventName = keyof Entries;

/** Detail of every event `<payment-dropin>` fires, by event name (Drop-in's names). */
export type DropinEventDetails = { [K in keyof Entries]: TypesOf<K>['detail'] };

/** Every event's name, in the table's order. */
export const DROPIN_EVENT_NAMES = Object.keys(DROPIN_EVENTS) as readonly DropinEventName[];

/** Drop-in's name with its words in lower case joined by hyphens: `card:validityChange` → `card-validity-change`. */
type Hyphenated<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends ':' ? '-' : Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Hyphenated<Rest>}`
  : S;

/** The events whose Drop-in name has capitals or a colon (all but `ready` and `error`). */
export type AliasedEventName = { [K in DropinEventName]: Hyphenated<K> extends K ? never : K }[DropinEventName];

function hyphenated(name: string): string {
  return name.replace(/:/g, '-').replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);
}

/**
 * A lower-case, hyphenated name for each of Drop-in's event names that has capitals or a colon, fired right after
 * it with the same detail, so every host binds it with no configuration: Vue hyphenates `@paymentMethodRequestable`
 * on an element it does not know as a custom element, Angular cannot bind `(card:blur)`, Svelte warns on a colon,
 * and HTML attributes are lower case. Each is Drop-in's name with its words joined by hyphens (`card:validityChange`
 * → `card-validity-change`). `ready` and `error` need none.
 */
export const EVENT_ALIASES = Object.fromEntries(
  DROPIN_EVENT_NAMES.filter((name) => hyphenated(name) !== name).map((name) => [name, hyphenated(name)]),
) as { readonly [K in AliasedEventName]: Hyphenated<K> };

export type DropinEventAlias = (typeof EVENT_ALIASES)[AliasedEventName];

/** The hyphenated name of an event, if it has one. */
export function aliasOf(name: string): DropinEventAlias | undefined {
  return Object.hasOwn(EVENT_ALIASES, name) ? EVENT_ALIASES[name as AliasedEventName] : undefined;
}

/**
 * One typed event class for all of them. They bubble and cross shadow roots, so hosts can listen anywhere, except
 * where the table says otherwise (`error`).
 */
export class DropinEvent<K extends DropinEventName> extends CustomEvent<DropinEventDetails[K]> {
  constructor(type: K, detail: DropinEventDetails[K]) {
    const entry: EventEntry<unknown, 'model' | 'element', unknown> = DROPIN_EVENTS[type];
    super(type, { detail, bubbles: entry.bubbles, composed: entry.bubbles, cancelable: entry.cancelable ?? false });
  }
}

/**
 * Fires the event on `target` under its Drop-in name and, where it has one, its hyphenated name (same detail, same
 * bubbling and cancelability). False when a listener of either canceled it.
 */
export function dispatchDropinEvent<K extends DropinEventName>(
  target: EventTarget,
  name: K,
  detail: DropinEventDetails[K],
): boolean {
  const event = new DropinEvent(name, detail);
  let allowed = target.dispatchEvent(event);
  const alias = aliasOf(name);
  if (alias) {
    const init = { detail, bubbles: event.bubbles, composed: event.composed, cancelable: event.cancelable };
    allowed = target.dispatchEvent(new CustomEvent(alias, init)) && allowed;
  }
  return allowed;
}

/** How a part of the widget fires one of its events (the element's; a payment option's through its host). */
export type FireEvent = <K extends DropinEventName>(name: K, detail: DropinEventDetails[K]) => void;

/** The alias event: same detail as the event it stands for. */
export type AliasEvent<K extends AliasedEventName> = CustomEvent<DropinEventDetails[K]>;

/** Every alias, typed by the event it stands for (for `HTMLElementEventMap`). */
export type DropinAliasEventMap = { [K in AliasedEventName as Hyphenated<K>]: AliasEvent<K> };

/** Every event by its Drop-in name, typed (for `HTMLElementEventMap`). */
export type DropinEventMap = { [K in Exclude<DropinEventName, 'error'>]: DropinEvent<K> };

/** The events the model decides (their entries say so). */
export type ModelEventName = {
  [K in DropinEventName]: TypesOf<K>['decider'] extends 'model' ? K : never;
}[DropinEventName];

/** An event the model asks the element to fire, with its detail as the model makes it (none where it has none). */
export type ModelEvent = {
  [K in ModelEventName]: TypesOf<K>['modelDetail'] extends None
    ? { readonly name: K }
    : { readonly name: K; readonly detail: TypesOf<K>['modelDetail'] };
}[ModelEventName];

// Typed for `addEventListener` on any element, from the table: a new event adds itself here, under both names.
// `error` stays out: every element already has a native `error` event (ErrorEvent). Listen with
// `el.addEventListener('error', (e) => (e as DropinEvent<'error'>).detail)`.
declare global {
  interface HTMLElementEventMap extends DropinEventMap, DropinAliasEventMap {}
}
