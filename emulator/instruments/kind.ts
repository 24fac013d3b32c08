import type { BrowserAccess, GatewayUrls } from '../authorization.js';
import type { Merchant } from '../state/merchant.js';
import type { Instrument, PaymentMethodType, VaultedMethod } from '../state/records.js';
import type { Transaction } from '../state/transaction.js';
import type { SettlementResponse } from '../sandbox-values.js';

/**
 * What the gateway does differently for one payment method type (a card, a PayPal account, an Apple Pay
 * card, a Google Pay card, a Venmo account, a SEPA direct debit account): the names of its XML elements and
 * lists, its own fields, its codes, its static test nonces, its block of the client configuration, how a
 * sale treats it. Each type keeps its kind in its own folder; `payment-method-types.ts` lists them, and the
 * gateway's resources ask it instead of naming a type. Everything here is plain data or a pure function of the records.
 */
export interface PaymentMethodKind<Type extends PaymentMethodType = PaymentMethodType, Seed = unknown> {
  /** The gateway's name of the type, on every record (`AndroidPayCard`). */
  readonly type: Type;
  /** The element a saved method of this type is answered in, and that its customer's list holds. */
  readonly element: string;
  /** The customer's list of saved methods of this type (`android-pay-cards`); none for a type never saved. */
  readonly customerList?: string;
  /** A transaction's `payment-instrument-type` when paid with one (`android_pay_card`). */
  readonly transactionType: string;
  /** Its own fields, as a saved method of this type answers them. */
  fields(instrument: Instrument, token: string | null): XmlFields;
  /** Fields only a saved method carries (beside the ones every saved method has). */
  savedFields?(method: VaultedMethod): XmlFields;
  /** The elements a transaction paid with it carries, beside an empty `<credit-card>`. */
  transactionElements(txn: Transaction): XmlFields;
  /** The code of "Token is in use." when a new saved method of this type asks for a taken token. */
  readonly tokenInUseCode: string;
  /** Its codes for an unknown or used nonce when a customer is created with one (the card's otherwise). */
  readonly customerNonceCodes?: NonceCodes;
  /** Present for the types the gateway verifies before it saves them. */
  readonly verification?: VerificationRules;
  /** Why one approved for a single payment cannot be saved. */
  readonly oneTimeUseRefusal?: { readonly code: string; readonly message: string };
  /** What makes two of them "the same" to duplicate transaction checking; none for a type it does not cover. */
  duplicateIdentity?(instrument: Instrument): string | undefined;
  /** Braintree's static test nonces of this type: reusable, each a fresh instrument. */
  readonly staticNonces: Readonly<Record<string, () => Instrument>>;
  /** A saved method of this type for the control API's seeded customers, or what is wrong with the request. */
  seed(method: Seed): Instrument | string;
  /** Its blocks of the client configuration, REST and GraphQL. */
  readonly configuration?: ConfigurationBlocks;
  /** An instrument a server API request gives as raw fields (not a nonce), if it gives one of this type. */
  readRaw?(params: Readonly<Record<string, unknown>>, use: RawUse): RawInstrument | undefined;
  /** A sale settles at once (`settling`) instead of waiting for the batch (`submitted_for_settlement`). */
  readonly settlesAtOnce?: boolean;
  /** The processor's decline code for an amount (in cents) this type alone declines. */
  processorDecline?(cents: number): string | undefined;
  /**
   * What settling a transaction of this type for an amount (in cents) gives, when the type has its own sandbox
   * settlement amounts or texts; without it, `settlementResponseForAmount` decides.
   */
  settlementResponse?(cents: number): SettlementResponse | undefined;
  /** What a sale (or its settlement) tells this type's network, read from the request. */
  readSaleDetails?(params: Readonly<Record<string, unknown>>): Readonly<Record<string, string>> | undefined;
  /** Line item fields this type lets be longer than a card processor does, with its limits. */
  readonly lineItemLengths?: Readonly<Record<string, number>>;
  /** Transaction search fields of this type only, each read from a transaction paid with it. */
  readonly searchFields?: Readonly<Record<string, (txn: Transaction) => string | undefined>>;
}

/** The fields of an XML element, in the gateway's dashed names; a nested object is a child element. */
export interface XmlFields {
  [element: string]: XmlField;
}
export type XmlField = string | number | boolean | null | undefined | XmlFields;

export interface NonceCodes {
  /** The element the errors sit under (`credit-card`). */
  readonly scope: string;
  readonly unknown: string;
  readonly consumed: string;
}

/** How the gateway verifies a type before saving it: where its options are, where their errors go, their codes. */
export interface VerificationRules {
  /** Where a customer request gives this type's options (`credit_card`, `apple_pay_card`). */
  readonly paramsField: string;
  readonly codes: Readonly<
    Record<'negative' | 'format' | 'large' | 'account' | 'typeInvalid' | 'typeUnsupported', string>
  >;
  /** Where its option errors sit, for a request whose errors sit under `scope`. */
  optionsScope(scope: readonly string[]): string[];
  /** Where an invalid verification account type is reported. */
  typeInvalidScope(scope: readonly string[]): string[];
  /** Options a customer request may not give with it, each with the error the gateway answers. */
  readonly refusedOptions?: ReadonlyArray<RefusedOption>;
}

export interface RefusedOption {
  readonly field: string;
  readonly scope: readonly string[];
  readonly attribute: string;
  readonly code: string;
  readonly message: string;
}

/** What the client configuration's blocks are made from: the merchant, and how the browser reaches the emulator. */
export interface ConfigurationContext {
  merchant: Merchant;
  access: BrowserAccess;
  urls: GatewayUrls;
}

export interface ConfigurationBlocks {
  /** Keys of `GET …/client_api/v1/configuration` (what braintree-web keeps as `gatewayConfiguration`). */
  rest(context: ConfigurationContext): Record<string, unknown>;
  /** Keys of GraphQL's `clientConfiguration`, null when the merchant does not accept the type. */
  graphQL(context: ConfigurationContext): Record<string, unknown>;
}

/** Which server API request reads raw fields: a sale, a customer's create or update, or a saved method's create. */
export type RawUse = 'transaction' | 'customer' | 'payment-method';

export interface RawInstrument {
  instrument: Instrument;
  /** The token the request asked the saved method to get. */
  requestedToken?: string;
}
