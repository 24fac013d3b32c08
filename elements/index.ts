/**
 * `payment-dropin`: the element class, its events and its option types. Importing this module
 * registers nothing; import `payment-dropin/define` to register `<payment-dropin>`, or
 * `payment-dropin/create` for Drop-in's `create()`.
 */
export { PaymentDropin, type Clock } from './payment-dropin.js';
export { PaymentDropinError, type PaymentDropinErrorKind } from './errors.js';
export {
  DropinEvent,
  EVENT_ALIASES,
  type AliasEvent,
  type DropinEventAlias,
  type DropinEventDetails,
  type DropinEventName,
  type RequestableType,
} from './events.js';
export type {
  ApplePayOptions,
  BinData,
  CardFieldOverrides,
  CardOptions,
  CardholderNameOptions,
  DataCollectorOptions,
  DropinOptions,
  GooglePayOptions,
  HostedCardType,
  HostedFieldName,
  PaymentMethod,
  PaymentMethodDetails,
  PaymentMethodPayload,
  PaymentMethodType,
  PaymentOptionId,
  PayPalOptions,
  ThreeDSecureOptions,
  UpdatableProperty,
  VenmoOptions,
  ViewId,
} from './model/types.js';
