/**
 * The shapes Drop-in's type names are built on, which each payment option extends from its own folder
 * (`options/<id>/dropin-types.ts`, by declaration merging): its `create()` setting and the payloads of the types it
 * makes. `payment-dropin/create` (dropin-types.ts) exports them with the rest of Drop-in's names.
 */
import type { ThreeDSecureInfo } from 'braintree-web/three-d-secure';
import type { PaymentMethodType } from './types.js';

/**
 * Each payment option's setting in Drop-in's terms, by the option's id (`card?: boolean | cardCreateOptions`).
 * Empty here: each option's `dropin-types.ts` adds its entry.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each option's Drop-in types
export interface DropinCreateOptions {}

/** A field of `binData`, as the gateway reports it. */
export type BinDataValue = 'Yes' | 'No' | 'Unknown';

/** What the gateway knows of a card from its first digits (`'Unknown'` where it knows nothing). */
export interface binData {
  commercial: BinDataValue;
  countryOfIssuance: string;
  debit: BinDataValue;
  durbinRegulated: BinDataValue;
  healthcare: BinDataValue;
  issuingBank: string;
  payroll: BinDataValue;
  prepaid: BinDataValue;
  productId: string;
  [key: string]: unknown;
}

/**
 * Each payment method type's payload, by the gateway's type name (`CreditCard: cardPaymentMethodPayload`).
 * Empty here: each option's `dropin-types.ts` adds the payloads of the types it makes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each option's Drop-in types
export interface DropinPaymentMethodPayloads {}

/** What every payload has, whatever its type. */
export interface PaymentMethodPayloadBase<Type extends PaymentMethodType> {
  nonce: string;
  type: Type;
  /** Present when known: whether the method was saved to the customer's vault. */
  vaulted?: boolean | undefined;
  /** With a data collector: the device data to send with the transaction. */
  deviceData?: string | undefined;
}

/** A payload that 3D Secure may have verified (cards; Google Pay cards that are not network tokenized). */
export interface VerifiedPayloadFields {
  /** Present when 3D Secure ran: whether liability shifted to the issuer. */
  liabilityShifted?: boolean | undefined;
  /** Present when 3D Secure ran: whether liability could have shifted. */
  liabilityShiftPossible?: boolean | undefined;
  threeDSecureInfo?: ThreeDSecureInfo | undefined;
}
