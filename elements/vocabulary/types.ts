/**
 * The closed vocabulary of <payment-dropin>: ids, statuses and the shapes of payment methods and merchant options.
 * Pure types, shared by the model, the provider and the element.
 */

/**
 * Each way to pay, by its id, with the type of its merchant settings (`DropinOptions[id]`). Empty here: each
 * option's definition (`options/<folder>/index.ts`) adds its own entry by declaration merging, e.g.
 * `declare module '../../vocabulary/types.js' { interface PaymentOptionSettings { venmo: boolean | VenmoOptions } }`.
 * The element names the registry's `RegisteredOptions`, so every program that reads the element's types reads those
 * declarations too.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each option's definition
export interface PaymentOptionSettings {}

/** The ways to pay a merchant can offer (the registry's ids); closed so a missing case is a compile error. */
export type PaymentOptionId = keyof PaymentOptionSettings;

/** Every view the panel can show; the public `changeActiveView` event carries these ids. */
export type ViewId = 'methods' | 'options' | 'delete-confirmation' | PaymentOptionId;

/** What every payment option shares and none owns: 3D Secure and the data collector (not options). */
export type ServiceName = 'threeDSecure' | 'dataCollector';

/** Everything that starts asynchronously and gates startup: the payment options and the services. */
export type DependencyName = PaymentOptionId | ServiceName;

/** Lifecycle of one dependency; startup waits until none is `initializing`. */
export type DependencyStatus = 'initializing' | 'done' | 'failed' | 'not-enabled';

/**
 * The gateway's payment method type names, as braintree-web and the vault manager report them: each option's
 * definition adds the type it tokenizes to (`interface PaymentMethodTypes { VenmoAccount: true }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each option's definition
export interface PaymentMethodTypes {}

/** The gateway's payment method type names, as braintree-web and the vault manager report them. */
export type PaymentMethodType = keyof PaymentMethodTypes;

/**
 * Payment options whose settings `updateConfiguration` may change after creation: each such option's
 * definition adds itself (`interface UpdatableOptions { applePay: true }`) and says `updatable: true`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the options' definitions
export interface UpdatableOptions {}

/** Options whose configuration can change after creation (Drop-in's `updateConfiguration`). */
export type UpdatableProperty = keyof UpdatableOptions | 'threeDSecure';

/** Card brand ids as hosted fields reports them in `cards[].type`. */
export type HostedCardType =
  | 'visa'
  | 'master-card'
  | 'american-express'
  | 'diners-club'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'elo'
  | 'hiper'
  | 'hipercard';

/** The hosted card fields the card sheet can show. */
export type HostedFieldName = 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';

/** Bin data as braintree-web returns it; kept open because the gateway adds fields. */
export interface BinData {
  readonly [key: string]: unknown;
}

/** Details vary by type; the named ones are those the widget reads. */
export interface PaymentMethodDetails {
  readonly lastFour?: string;
  readonly lastTwo?: string;
  readonly cardType?: string;
  readonly bin?: string;
  readonly email?: string;
  readonly username?: string;
  readonly isNetworkTokenized?: boolean;
  readonly rawPaymentData?: unknown;
  readonly [key: string]: unknown;
}

/** A payment method as the widget holds it (tokenized, returned from a wallet, or fetched from the vault). */
export interface PaymentMethod {
  readonly nonce: string;
  readonly details: PaymentMethodDetails;
  readonly type: PaymentMethodType;
  readonly vaulted?: boolean;
  readonly description?: string;
  /** Wallet payloads (Apple Pay, Google Pay) carry the wallet's raw response here until formatted. */
  readonly rawPaymentData?: unknown;
  readonly liabilityShifted?: boolean;
  readonly liabilityShiftPossible?: boolean;
  readonly threeDSecureInfo?: unknown;
  readonly deviceData?: string;
  readonly binData?: BinData;
  /** Vault manager: the customer's default method. */
  readonly default?: boolean;
  /** Vault manager: used by a subscription, so it cannot be deleted. */
  readonly hasSubscription?: boolean;
}

/** Exactly what `requestPaymentMethod` resolves to (as in Drop-in): optional keys are present only when known. */
export interface PaymentMethodPayload {
  readonly nonce: string;
  readonly details: PaymentMethodDetails;
  readonly type: PaymentMethodType;
  readonly vaulted?: boolean;
  readonly description?: string;
  readonly liabilityShifted?: boolean;
  readonly liabilityShiftPossible?: boolean;
  readonly threeDSecureInfo?: unknown;
  readonly deviceData?: string;
  readonly binData?: BinData;
}

/** `card.cardholderName` in object form. */
export interface CardholderNameOptions {
  readonly required?: boolean;
}

/** Hosted-field overrides; `null` for cvv or postalCode removes the field, as in Drop-in. */
export interface CardFieldOverrides {
  readonly cardholderName?: Readonly<Record<string, unknown>>;
  readonly number?: Readonly<Record<string, unknown>> & {
    readonly supportedCardBrands?: Readonly<Record<string, boolean>>;
  };
  readonly expirationDate?: Readonly<Record<string, unknown>>;
  readonly cvv?: Readonly<Record<string, unknown>> | null;
  readonly postalCode?: Readonly<Record<string, unknown>> | null;
}

/** `card` when it is an object. */
export interface CardOptions {
  readonly cardholderName?: boolean | CardholderNameOptions;
  readonly overrides?: {
    readonly fields?: CardFieldOverrides;
    readonly styles?: Readonly<Record<string, Readonly<Record<string, string>> | string | null>>;
  };
  readonly vault?: {
    /** Show the save-card checkbox (default false). */
    readonly allowVaultCardOverride?: boolean;
    /** Save the card on tokenization (default true); unchecks the box when false. */
    readonly vaultCard?: boolean;
  };
  /** Keep the entered card after tokenization when false (default true). */
  readonly clearFieldsAfterTokenization?: boolean;
}

/** `dataCollector` in object form; the two kinds the script tag can set. */
export interface DataCollectorOptions {
  readonly kount?: boolean;
  readonly paypal?: boolean;
  readonly [key: string]: unknown;
}

/** `threeDSecure` in object form. */
export interface ThreeDSecureOptions {
  readonly amount?: string | number;
  readonly cardinalSDKConfig?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** Each payment option's settings, as the merchant gives them. */
export type PaymentOptionFields = { readonly [Id in PaymentOptionId]?: PaymentOptionSettings[Id] };

/**
 * Every merchant option of Drop-in's create() plus Drop-in's extras; each payment option's settings come from
 * `PaymentOptionSettings`. `container` is `unknown` because the model never touches the DOM: the element
 * checks it and reports the result through `validateContainer`.
 */
export interface DropinOptions extends PaymentOptionFields {
  readonly authorization: string;
  readonly container?: unknown;
  readonly selector?: string;
  readonly locale?: string;
  readonly translations?: Readonly<Record<string, string>>;
  readonly paymentOptionPriority?: readonly PaymentOptionId[];
  readonly dataCollector?: boolean | DataCollectorOptions;
  readonly threeDSecure?: boolean | ThreeDSecureOptions;
  readonly vaultManager?: boolean;
  readonly preselectVaultedPaymentMethod?: boolean;
  readonly showDefaultPaymentMethodFirst?: boolean;
  readonly hiddenVaultedPaymentMethodTypes?: readonly PaymentOptionId[];
  /**
   * Ours, not Drop-in's: the wallets' own buttons in a row above the options list, for a one-tap payment. `true`
   * for every wallet offered (in `paymentOptionPriority`'s order), or the wallets wanted by id.
   */
  readonly express?: boolean | readonly PaymentOptionId[];
  /**
   * Ours, not Drop-in's: the page's Content-Security-Policy nonce, for what third-party scripts
   * inject (PayPal's SDK styles its buttons inline with it). The element's `nonce` attribute works too.
   */
  readonly nonce?: string;
}

/** Facts read from the gateway configuration; plain data so the model never sees braintree-web. */
export interface GatewayFacts {
  /** `creditCards.supportedCardTypes`, gateway names such as 'Visa', 'American Express'. */
  readonly supportedCardTypes: readonly string[];
  /** `challenges`, e.g. ['cvv', 'postal_code']. */
  readonly challenges: readonly string[];
  readonly paypalEnabled: boolean;
  readonly applePayWeb: boolean;
  readonly payWithVenmo: boolean;
  /** Google Pay (the gateway still calls it androidPay). */
  readonly androidPay: boolean;
}

/**
 * What the page says at once, for options whose availability the browser decides before their code loads
 * (Apple Pay: a secure context and an `ApplePaySession`). `global` is the page's global object; tests pass
 * a plain object instead.
 */
export interface BrowserFacts {
  /** https, or localhost, which browsers treat alike. */
  readonly secureContext: boolean;
  readonly global: Readonly<Record<string, unknown>>;
}
