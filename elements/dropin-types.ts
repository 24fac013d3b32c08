/**
 * Drop-in's type names, as `@types/braintree-web-drop-in` exports them and with the same meaning, over this
 * package's own types: code typed against Drop-in compiles against `payment-dropin/create` with its import line
 * changed. Where ours is more precise, it says more, never less: ids are unions (`PaymentOptionId`, `ActiveView`),
 * a payload is a union told apart by its `type`, and a card's payload always carries `binData`.
 *
 * The names are Drop-in's own, lower-case ones included (`cardCreateOptions`, `binData`). Each payment option
 * adds its own names from its folder (`options/<id>/dropin-types.ts`), by declaration merging into the
 * interfaces below, as it adds its settings to `DropinOptions`.
 */
import type { HostedFieldsBinPayload, HostedFieldsEvent } from 'braintree-web/hosted-fields';
import type { PaymentDropinError } from './vocabulary/errors.js';
import type { DropinEventDetails, DropinEventName } from './vocabulary/events.js';
import type {
  DataCollectorOptions,
  DropinOptions,
  PaymentMethodType,
  PaymentOptionId,
  ThreeDSecureOptions,
  UpdatableProperty,
  ViewId,
} from './vocabulary/types.js';
import type { PaymentDropin } from './payment-dropin.js';
import type { DropinCreateOptions, DropinPaymentMethodPayloads } from './vocabulary/dropin-shapes.js';

// The shapes each payment option extends from its own folder, and each option's Drop-in names.
export type {
  BinDataValue,
  DropinCreateOptions,
  DropinPaymentMethodPayloads,
  PaymentMethodPayloadBase,
  VerifiedPayloadFields,
  binData,
} from './vocabulary/dropin-shapes.js';
export type * from './options/card/dropin-types.js';
export type * from './options/paypal/dropin-types.js';
export type * from './options/venmo/dropin-types.js';
export type * from './options/apple-pay/dropin-types.js';
export type * from './options/google-pay/dropin-types.js';

// ---------------------------------------------------------------------------------------------
// Options

/** Where the widget goes: a container (an element, or a selector for one), or Drop-in's older `selector`. */
export type ContainerOption =
  { container: string | Element; selector?: undefined } | { selector: string; container?: undefined };

/**
 * Drop-in's `create()` options: every option `<payment-dropin>` takes (see `DropinOptions`), with each payment
 * option's settings in Drop-in's terms, and where the widget goes.
 */
export type Options = Omit<DropinOptions, 'container' | 'selector' | keyof DropinCreateOptions> &
  DropinCreateOptions &
  ContainerOption;

/** Drop-in's `dataCollector` option in object form. */
export type dataCollectorOptions = DataCollectorOptions;

/** Drop-in's `threeDSecure` option in object form (Drop-in marks it deprecated: pass the amount per request). */
export type threeDSecureOptions = ThreeDSecureOptions;

/** The options whose settings `updateConfiguration` changes after creation. */
export type UpdatableConfigurationOption = UpdatableProperty;

// ---------------------------------------------------------------------------------------------
// Payloads

/** What `requestPaymentMethod()` resolves to: one payload per payment method type, told apart by `type`. */
export type PaymentMethodPayload = DropinPaymentMethodPayloads[keyof DropinPaymentMethodPayloads];

/** `requestPaymentMethod()`'s options: 3D Secure's settings for this payment. */
export interface PaymentMethodOptions {
  threeDSecure?: {
    amount?: string | number;
    challengeRequested?: boolean | undefined;
    exemptionRequested?: boolean | undefined;
    email?: string | undefined;
    mobilePhoneNumber?: string | undefined;
    billingAddress?: object | undefined;
    additionalInformation?: object | undefined;
    [key: string]: unknown;
  };
}

/** `requestPaymentMethod(callback)`'s callback: the error, or `null` and the payload. */
export type RequestPaymentMethodCallback = (error: PaymentDropinError | null, payload: PaymentMethodPayload) => void;

// ---------------------------------------------------------------------------------------------
// Events

/** `paymentMethodRequestable`'s payload. */
export interface PaymentMethodRequestablePayload {
  type: PaymentMethodType;
  paymentMethodIsSelected: boolean;
}

/**
 * `paymentOptionSelected`'s payload as Drop-in's own type names it, so code written against Drop-in's types
 * compiles unchanged: `'card' | 'paypal' | 'paypalCredit'`. Drop-in fires the event for Venmo, Apple Pay and
 * Google Pay too, and so do we: the element's own event (`payment-option-selected`, `DropinEventDetails`) is typed
 * with every option's id.
 */
export interface PaymentOptionSelectedPayload {
  paymentOption: Extract<PaymentOptionId, 'card' | 'paypal' | 'paypalCredit'>;
}

/** The views `changeActiveView` names. */
export type ActiveView = ViewId;

/** `changeActiveView`'s payload. */
export interface ChangeActiveViewPayload {
  previousViewId: ActiveView;
  newViewId: ActiveView;
}

/** The card form's events (braintree-web's hosted-fields events, `card:` before their names). */
export type HostedFieldsStateEvents = Extract<DropinEventName, `card:${string}`>;

/** The element's event details, except that an event carrying nothing hands Drop-in's handlers no argument. */
type DropinHandlerArguments = {
  [K in keyof DropinEventDetails]: DropinEventDetails[K] extends Record<string, never> ? void : DropinEventDetails[K];
};

/**
 * What a handler given to `instance.on(event, handler)` receives, by event name: nothing for the events that carry
 * nothing (`noPaymentMethodRequestable`, the `3ds:` ones), as in Drop-in.
 */
export interface DropinPayloads extends Omit<
  DropinHandlerArguments,
  'paymentMethodRequestable' | 'paymentOptionSelected' | 'changeActiveView' | 'card:binAvailable'
> {
  paymentMethodRequestable: PaymentMethodRequestablePayload;
  paymentOptionSelected: PaymentOptionSelectedPayload;
  changeActiveView: ChangeActiveViewPayload;
  'card:binAvailable': HostedFieldsBinPayload;
}

/** A handler of one of the instance's events. */
export type DropinHandler<K extends DropinEventName> = (payload: DropinPayloads[K]) => void;

// ---------------------------------------------------------------------------------------------
// The instance

/** `teardown(callback)`'s callback: the last error teardown saw, or nothing. */
export type TeardownCallback = (error: PaymentDropinError | Error | null | undefined) => void;

/**
 * What `create()` resolves to: Drop-in's instance, backed by a `<payment-dropin>` element. Every method that
 * takes Drop-in's trailing callback returns nothing when given one, and a promise otherwise.
 */
export interface Dropin {
  /** The element itself, for DOM events and styling hooks. Not in Drop-in. */
  readonly element: PaymentDropin;
  requestPaymentMethod(options: PaymentMethodOptions, callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(options?: PaymentMethodOptions): Promise<PaymentMethodPayload>;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  updateConfiguration(property: UpdatableConfigurationOption, key: string, value: unknown): void;
  getAvailablePaymentOptions(): PaymentOptionId[];
  teardown(callback: TeardownCallback): void;
  teardown(): Promise<void>;
  on<K extends DropinEventName>(event: K, handler: DropinHandler<K>): void;
  /**
   * `@types/braintree-web-drop-in` types every `card:` event's handler with braintree-web's `HostedFieldsEvent`,
   * so code written against it compiles here too; `card:binAvailable`'s payload is `{ bin }` all the same.
   */
  on(event: HostedFieldsStateEvents, handler: (event: HostedFieldsEvent) => void): void;
  off<K extends DropinEventName>(event: K, handler: DropinHandler<K>): void;
  off(event: HostedFieldsStateEvents, handler: (event: HostedFieldsEvent) => void): void;
}

/** `create(options, callback)`'s callback: the error, or `null` and the instance. */
export type CreateCallback = (error: PaymentDropinError | null, instance: Dropin | undefined) => void;

/** Drop-in's `create`: with a callback it returns nothing and calls it; without one it returns the promise. */
export interface CreateFunction {
  (options: Options, callback: CreateCallback): void;
  (options: Options): Promise<Dropin>;
}

/** Drop-in's module as a value: what `braintree.dropin` is on a page with the hosted script. */
export interface DropinModule {
  readonly create: CreateFunction;
  /** The Drop-in version whose behaviour, options and messages this package implements. */
  readonly VERSION: string;
}

declare global {
  /**
   * The hosted script (`payment-dropin.min.js`) defines `braintree.dropin`, as Drop-in's `dropin.min.js` does,
   * beside whatever `braintree` already holds (braintree-web's own scripts add theirs there too).
   */
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the global's own shape, as Drop-in's types declare it
  namespace braintree {
    const dropin: DropinModule;
  }
}
