/**
 * The records the emulator keeps, in the gateway's own terms: payment instruments, nonces, saved
 * methods, customers and their addresses.
 */
export type PaymentMethodType =
  | 'CreditCard'
  | 'PayPalAccount'
  | 'ApplePayCard'
  | 'VenmoAccount'
  | 'AndroidPayCard'
  | 'SEPADebitAccount'
  | 'LocalPayment';

export interface BinData {
  prepaid: string;
  healthcare: string;
  debit: string;
  durbinRegulated: string;
  commercial: string;
  payroll: string;
  prepaidReloadable: string;
  business: string;
  consumer: string;
  corporate: string;
  purchase: string;
  issuingBank: string;
  countryOfIssuance: string;
  productId: string;
}

/**
 * A payment instrument as the client API describes it. `secret` holds what only the gateway
 * knows (the full number, CVV, postal code): it is never put in an answer to the browser.
 */
export interface Instrument {
  type: PaymentMethodType;
  description: string;
  details: Record<string, unknown>;
  binData?: BinData;
  /** A PayPal account approved for one payment only: it can be charged, never vaulted. */
  oneTimeUse?: boolean;
  /** A PayPal order's recipient contact (PayPal's contact module), when the account came with one. */
  recipient?: { email: string; phone: { countryCode: string; nationalNumber: string } };
  /** The gateway rejection a static test nonce stands for, before any processor (Venmo's `token_issuance`). */
  sandboxRejection?: string;
  /**
   * The gateway rejection a static test nonce stands for when the merchant's advanced fraud tools are on (Kount's
   * `fraud`, `fake-gateway-rejected-kount-nonce`); without them the card is an ordinary one.
   */
  fraudToolsRejection?: 'fraud';
  /**
   * A card the merchant brought as a network token of its own (Bring Your Own Token: the token's number and
   * expiry, with its `network_tokenization_attributes`), which the sale is processed with.
   */
  networkToken?: { cryptogram: string; ecommerceIndicator?: string; tokenRequestorId?: string };
  secret?: { number?: string; cvv?: string; postalCode?: string; expirationMonth?: string; expirationYear?: string };
}

export interface NonceRecord {
  nonce: string;
  instrument: Instrument;
  consumed: boolean;
  createdAt: number;
  /** Set when the nonce stands for a vaulted method. */
  vaultToken?: string;
  /** The token the saved method should get when this nonce is vaulted (the client asked for it). */
  requestedToken?: string;
  /** Set by a 3DS lookup/authentication. */
  threeDSecureInfo?: Record<string, unknown>;
  /** The billing address the card was tokenized with: a card saved from the nonce keeps it. */
  billingAddress?: AddressFields;
}

export interface VaultedMethod {
  token: string;
  customerId: string;
  instrument: Instrument;
  isDefault: boolean;
  hasSubscription: boolean;
  createdAt: number;
  /** The card's billing address: one of the customer's addresses (the same object). */
  billingAddress?: StoredAddress;
}

/** The fields of an address, as the gateway names them. */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street_address',
  'extended_address',
  'locality',
  'region',
  'postal_code',
  'country_name',
  'country_code_alpha2',
  'country_code_alpha3',
  'country_code_numeric',
  'phone_number',
] as const;

export type AddressFields = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

/** An address a customer keeps (a saved card's billing address is one). */
export interface StoredAddress {
  id: string;
  customerId: string;
  fields: Partial<Record<string, string>>;
  internationalPhone?: InternationalPhone;
  createdAt: number;
  updatedAt: number;
}

export interface Customer {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  phone?: string;
  internationalPhone?: InternationalPhone;
  /** Values of the custom fields the merchant set up. */
  customFields?: Record<string, string>;
  createdAt: number;
}

/** A phone number split as the gateway keeps it: the country calling code and the national number. */
export interface InternationalPhone {
  countryCode?: string;
  nationalNumber?: string;
}

export interface AnalyticsRecord {
  url: string;
  body: unknown;
  receivedAt: number;
}
