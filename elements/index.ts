/**
 * `payment-dropin`: the element class, its events and its option types. Importing this module
 * registers nothing; import `payment-dropin/define` to register `<payment-dropin>`, or
 * `payment-dropin/create` for Drop-in's `create()`.
 */
export { PaymentDropin, type Clock } from './payment-dropin.js';
export { PaymentDropinError, type PaymentDropinErrorKind } from './vocabulary/errors.js';
export {
  DropinEvent,
  EVENT_ALIASES,
  type AliasEvent,
  type DropinEventAlias,
  type DropinEventDetails,
  type DropinEventName,
  type RequestableType,
} from './vocabulary/events.js';
export type {
  BinData,
  CardFieldOverrides,
  CardOptions,
  CardholderNameOptions,
  DataCollectorOptions,
  DropinOptions,
  HostedCardType,
  HostedFieldName,
  PaymentMethod,
  PaymentMethodDetails,
  PaymentMethodPayload,
  PaymentMethodType,
  PaymentOptionId,
  ThreeDSecureOptions,
  UpdatableProperty,
  ViewId,
} from './vocabulary/types.js';
// The payment options' settings types by name (public API; every option's settings are typed in DropinOptions).
export type { ApplePayOptions } from './options/apple-pay/settings.js';
export type { GooglePayOptions } from './options/google-pay/settings.js';
export type { PayPalOptions } from './options/paypal/settings.js';
export type { VenmoOptions } from './options/venmo/settings.js';
