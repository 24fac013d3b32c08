/**
 * The hosted-fields frame protocol of braintree-web 3.x, as its outer side
 * (`braintree-web/hosted-fields/external/hosted-fields.js`, `shared/constants.js`) speaks it.
 * Names and limits are protocol facts; this module holds no behaviour.
 */

/** Field keys the merchant may configure, with the input name and the default hidden label. */
export const FIELDS = {
  number: { name: 'credit-card-number', label: 'Credit Card Number', autocomplete: 'cc-number' },
  cvv: { name: 'cvv', label: 'CVV', autocomplete: 'cc-csc' },
  expirationDate: { name: 'expiration', label: 'Expiration Date', autocomplete: 'cc-exp' },
  expirationMonth: { name: 'expiration-month', label: 'Expiration Month', autocomplete: 'cc-exp-month' },
  expirationYear: { name: 'expiration-year', label: 'Expiration Year', autocomplete: 'cc-exp-year' },
  postalCode: { name: 'postal-code', label: 'Postal Code', autocomplete: 'billing postal-code' },
  cardholderName: { name: 'cardholder-name', label: 'Cardholder Name', autocomplete: 'cc-name' },
} as const;

export type FieldKey = keyof typeof FIELDS;

export function isFieldKey(value: unknown): value is FieldKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FIELDS, value);
}

/** `defaultMaxLengths` of the outer side (unformatted characters). */
export const DEFAULT_MAX_LENGTHS = {
  number: 19,
  postalCode: 8,
  expirationDate: 7,
  expirationMonth: 2,
  expirationYear: 4,
  cvv: 3,
} as const;

/** Cardholder names must be shorter than 256 characters (as in Drop-in). */
export const CARDHOLDER_NAME_MAX_LENGTH = 255;

/** Years after the current one that an expiration year may name (`maxExpirationYearAge`). */
export const MAX_EXPIRATION_YEAR_AGE = 19;

/** Digits reported by `binAvailable` unless the merchant asks for 8. */
export const DEFAULT_BIN_LENGTH = 6;

/** braintree-web gives up on a request after this long. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Header braintree-web sends with GraphQL requests. */
export const BRAINTREE_GRAPHQL_VERSION = '2018-05-10';

/** Prefix of every frame name: `braintree-hosted-field-<fieldKey>`. */
export const FRAME_NAME_PREFIX = 'braintree-hosted-field-';

/** Bus events (each sent on the channel `<componentId>:hosted-fields:<NAME>`). */
export const EVENTS = {
  ADD_CLASS: 'hosted-fields:ADD_CLASS',
  BIN_AVAILABLE: 'hosted-fields:BIN_AVAILABLE',
  CARD_FORM_ENTRY_HAS_BEGUN: 'hosted-fields:CARD_FORM_ENTRY_HAS_BEGUN',
  CLEAR_FIELD: 'hosted-fields:CLEAR_FIELD',
  FRAME_READY: 'hosted-fields:FRAME_READY',
  INPUT_EVENT: 'hosted-fields:INPUT_EVENT',
  READY_FOR_CLIENT: 'hosted-fields:READY_FOR_CLIENT',
  REMOVE_ATTRIBUTE: 'hosted-fields:REMOVE_ATTRIBUTE',
  REMOVE_CLASS: 'hosted-fields:REMOVE_CLASS',
  SET_ATTRIBUTE: 'hosted-fields:SET_ATTRIBUTE',
  SET_MESSAGE: 'hosted-fields:SET_MESSAGE',
  SET_MONTH_OPTIONS: 'hosted-fields:SET_MONTH_OPTIONS',
  TOKENIZATION_REQUEST: 'hosted-fields:TOKENIZATION_REQUEST',
  TRIGGER_INPUT_FOCUS: 'hosted-fields:TRIGGER_INPUT_FOCUS',
} as const;

/** `type` of an INPUT_EVENT: the name the outer side emits to the merchant. */
export type InputEventType =
  'focus' | 'blur' | 'empty' | 'notEmpty' | 'validityChange' | 'cardTypeChange' | 'inputSubmitRequest';

/** Attributes `setAttribute`/`removeAttribute` may touch, and the kind of value each takes. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, 'boolean' | 'string'>> = {
  'aria-invalid': 'boolean',
  'aria-required': 'boolean',
  disabled: 'boolean',
  placeholder: 'string',
};

/** CSS properties a merchant's `styles` may set inside the frame (`allowedStyles`). */
export const ALLOWED_STYLES: ReadonlySet<string> = new Set([
  '-moz-appearance',
  '-moz-box-shadow',
  '-moz-osx-font-smoothing',
  '-moz-tap-highlight-color',
  '-moz-transition',
  '-webkit-appearance',
  '-webkit-box-shadow',
  '-webkit-font-smoothing',
  '-webkit-tap-highlight-color',
  '-webkit-text-fill-color',
  '-webkit-transition',
  'appearance',
  'box-shadow',
  'color',
  'direction',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-variant-alternates',
  'font-variant-caps',
  'font-variant-east-asian',
  'font-variant-ligatures',
  'font-variant-numeric',
  'font-weight',
  'letter-spacing',
  'line-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'opacity',
  'outline',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'text-align',
  'text-shadow',
  'transition',
]);

/** Billing address keys `tokenize({billingAddress})` may add (`allowedBillingAddressFields`). */
export const ALLOWED_BILLING_ADDRESS_FIELDS: ReadonlySet<string> = new Set([
  'company',
  'countryCodeNumeric',
  'countryCodeAlpha2',
  'countryCodeAlpha3',
  'countryName',
  'extendedAddress',
  'locality',
  'region',
  'firstName',
  'lastName',
  'postalCode',
  'streetAddress',
]);

/** One field's options as the merchant gave them (`hostedFields.create({fields})`). */
export interface FieldOptions {
  placeholder?: string;
  type?: string;
  internalLabel?: string;
  formatInput?: boolean;
  maskInput?: boolean | { character?: string; showLastFour?: boolean };
  select?: boolean | { options?: string[] };
  maxCardLength?: number;
  maxlength?: number;
  minlength?: number;
  prefill?: string;
  rejectUnsupportedCards?: boolean;
  supportedCardBrands?: Record<string, boolean>;
}

/** Style rules: selector → property → value (class-name strings are resolved by the outer side). */
export type MerchantStyles = Record<string, unknown>;

/** The reply to FRAME_READY: the merchant's `create` options, containers removed. */
export interface MerchantConfiguration {
  fields: Partial<Record<FieldKey, FieldOptions>>;
  styles?: MerchantStyles;
  preventAutofill?: boolean;
  binVerificationLength?: number;
}

/** The reply to READY_FOR_CLIENT: `client.toJSON()`, i.e. the client's configuration. */
export interface ClientConfiguration {
  authorization?: string;
  authorizationType?: 'TOKENIZATION_KEY' | 'CLIENT_TOKEN';
  authorizationFingerprint?: string;
  analyticsMetadata?: Record<string, unknown>;
  gatewayConfiguration: {
    environment?: string;
    clientApiUrl?: string;
    graphQL?: { url?: string; features?: string[] };
    creditCards?: { supportedCardTypes?: string[] };
    [key: string]: unknown;
  };
}

/** Per-field state the outer side keeps and re-emits to the merchant. */
export interface FieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

/** A possible card brand, as the outer side's `cards` array carries it. */
export interface CardSummary {
  niceType: string;
  type: string;
  code: { name: string; size: number };
  supported: boolean;
}

/** INPUT_EVENT data. The outer side adds each field's container and emits `type` with `merchantPayload`. */
export interface InputEventData {
  type: InputEventType;
  merchantPayload: {
    cards: CardSummary[];
    emittedBy: FieldKey;
    fields: Partial<Record<FieldKey, FieldState>>;
  };
}

/** `tokenize(options)` as the merchant passed it. */
export interface TokenizeOptions {
  vault?: boolean;
  fieldsToTokenize?: string[];
  cardholderName?: string;
  billingAddress?: Record<string, unknown>;
  authenticationInsight?: { merchantAccountId?: string };
}

/** What `tokenize()` resolves with. */
export interface TokenizePayload {
  nonce: string;
  details: {
    bin: string;
    cardType: string;
    lastFour: string;
    lastTwo: string;
    expirationMonth: string;
    expirationYear: string;
    cardholderName: string | null;
  };
  description: string;
  type: 'CreditCard';
  binData: Record<string, string>;
  authenticationInsight?: { regulationEnvironment: string };
}

/** The plain object the outer side turns into a `BraintreeError` (`new BraintreeError(err)`). */
export interface BraintreeErrorLike {
  name: 'BraintreeError';
  type: 'CUSTOMER' | 'MERCHANT' | 'NETWORK' | 'INTERNAL' | 'UNKNOWN';
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** TOKENIZATION_REQUEST's reply: `[error]` or `[null, payload]`. */
export type TokenizeReply = [BraintreeErrorLike] | [null, TokenizePayload];
