import { randomBytes, randomUUID } from 'node:crypto';
import { applePayInstrument, googlePayInstrument, venmoInstrument } from '../card/instrument.js';
import type { TransactionDetails } from '../server-api/transactions/details.js';

/** The merchant the emulator plays. Its keys are fixed so tests and the demo can name them. */
export interface Merchant {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  tokenizationKey: string;
  /** Gateway challenges the card form must collect. */
  challenges: Array<'cvv' | 'postal_code'>;
  supportedCardTypes: string[];
  threeDSecureEnabled: boolean;
  paypalEnabled: boolean;
  venmoEnabled: boolean;
  applePayEnabled: boolean;
  googlePayEnabled: boolean;
  currencyIsoCode: string;
  /** Further merchant accounts of this merchant a transaction may name (the merchant id is always one). */
  merchantAccountIds: string[];
  /** Custom fields the merchant has set up; a sale naming any other is refused. */
  customFields: string[];
  /** Advertise GraphQL card tokenization (`tokenize_credit_cards`); false makes braintree-web use REST. */
  graphQLTokenization: boolean;
  /**
   * Duplicate transaction checking's window in seconds; 0 (the emulated merchant's default, like the
   * merchant of Braintree's own SDK test suite) turns it off. A new Braintree account has it on, at 30.
   */
  duplicateCheckWindowSeconds: number;
}

export const DEFAULT_MERCHANT: Merchant = {
  merchantId: 'emulated_merchant',
  publicKey: 'emulated_public_key',
  privateKey: 'emulated_private_key',
  tokenizationKey: 'sandbox_emulated_emulated_merchant',
  challenges: ['cvv', 'postal_code'],
  supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay', 'Maestro'],
  threeDSecureEnabled: true,
  paypalEnabled: true,
  venmoEnabled: true,
  applePayEnabled: true,
  googlePayEnabled: true,
  currencyIsoCode: 'USD',
  graphQLTokenization: true,
  merchantAccountIds: [],
  customFields: [],
  duplicateCheckWindowSeconds: 0,
};

/** Whether a transaction or verification may name this merchant account: the merchant id or one of its accounts. */
export function hasMerchantAccount(merchant: Merchant, id: string): boolean {
  return id === merchant.merchantId || merchant.merchantAccountIds.includes(id);
}

export type PaymentMethodType = 'CreditCard' | 'PayPalAccount' | 'ApplePayCard' | 'VenmoAccount' | 'AndroidPayCard';

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

export type TransactionStatus =
  | 'authorized'
  | 'submitted_for_settlement'
  | 'settling'
  | 'settlement_pending'
  | 'settlement_confirmed'
  | 'settlement_declined'
  | 'settled'
  | 'processor_declined'
  | 'failed'
  | 'gateway_rejected'
  | 'voided';

/** One entry of a transaction's status history, as the gateway reports it. */
export interface TransactionStatusEvent {
  status: TransactionStatus;
  amount: string;
  timestamp: number;
}

export interface Transaction {
  id: string;
  /** A sale charges; a credit (a refund, or `transaction.credit`) pays back. */
  type: 'sale' | 'credit';
  /** For a refund: the sale it pays back. */
  refundedTransactionId?: string;
  /** For a sale: its refunds, oldest first. */
  refundIds?: string[];
  /** For an authorization settled in parts: the transactions that settle each part. */
  partialSettlementTransactionIds?: string[];
  /** For one part of a partial settlement: the authorization it settles. */
  authorizedTransactionId?: string;
  status: TransactionStatus;
  amount: string;
  currencyIsoCode: string;
  merchantAccountId: string;
  orderId?: string;
  customerId?: string;
  paymentMethodToken?: string;
  /** `token` when the sale named a saved method, `full_information` when it brought the instrument. */
  createdUsing?: 'token' | 'full_information';
  deviceData?: string;
  /** The shopping cart or platform that sent the sale (`channel`). */
  channel?: string;
  /** What the processor added to its answer, when it is not the decline itself. */
  additionalProcessorResponse?: string;
  /** A recurring charge (`recurring`, or a `transaction_source` of `recurring` / `recurring_first`). */
  recurring?: boolean;
  /** The 3D Secure result the paying nonce carried. */
  threeDSecureInfo?: Record<string, unknown>;
  /** Line items, level 2 and 3 data, custom fields, descriptor and addresses, as the sale gave them. */
  details?: TransactionDetails;
  instrument: Instrument;
  processorResponseCode: string;
  processorResponseText: string;
  processorResponseType: 'approved' | 'soft_declined' | 'hard_declined';
  gatewayRejectionReason?: string;
  /** Six characters the processor gives an approved authorization. */
  processorAuthorizationCode?: string;
  /** Every status the transaction has had, oldest first. */
  statusHistory?: TransactionStatusEvent[];
  cvvResponseCode: string;
  avsPostalCodeResponseCode: string;
  avsStreetAddressResponseCode: string;
  createdAt: number;
  updatedAt: number;
}

export interface AnalyticsRecord {
  url: string;
  body: unknown;
  receivedAt: number;
}

function randomDigits(length: number): string {
  let out = String(1 + (randomBytes(1)[0]! % 9));
  while (out.length < length) out += String(randomBytes(1)[0]! % 10);
  return out;
}

function id(length = 8): string {
  return randomBytes(length).toString('hex').slice(0, length);
}

/** Everything the emulator remembers. `reset()` makes it new. */
export class EmulatorState {
  merchant: Merchant;
  customers = new Map<string, Customer>();
  vault = new Map<string, VaultedMethod>();
  nonces = new Map<string, NonceRecord>();
  transactions = new Map<string, Transaction>();
  addresses = new Map<string, StoredAddress>();
  analytics: AnalyticsRecord[] = [];

  private readonly initialMerchant: Merchant;

  constructor(merchant: Partial<Merchant> = {}) {
    this.initialMerchant = { ...DEFAULT_MERCHANT, ...merchant };
    this.merchant = { ...this.initialMerchant };
  }

  /** Changes merchant settings (not its ids or keys) until the next reset. */
  configureMerchant(settings: Partial<Merchant>): void {
    const { merchantId: _m, publicKey: _p, privateKey: _k, tokenizationKey: _t, ...rest } = settings;
    Object.assign(this.merchant, rest);
  }

  reset(): void {
    Object.assign(this.merchant, this.initialMerchant);
    this.customers.clear();
    this.vault.clear();
    this.nonces.clear();
    this.transactions.clear();
    this.addresses.clear();
    this.analytics = [];
  }

  /** A fresh single-use nonce for an instrument (the shape of Braintree's sandbox nonces). */
  createNonce(instrument: Instrument, extra: Partial<NonceRecord> = {}): NonceRecord {
    const nonce = `tokencc_${id(2)}_${id(6)}_${id(6)}_${id(6)}_${id(3)}`;
    const record: NonceRecord = { nonce, instrument, consumed: false, createdAt: Date.now(), ...extra };
    this.nonces.set(nonce, record);
    return record;
  }

  /**
   * Takes a nonce for use: it must exist and not have been used. Returns the record or the
   * reason it is refused, in the gateway's words.
   */
  consumeNonce(nonce: string): { ok: true; record: NonceRecord } | { ok: false; code: string; message: string } {
    const record = this.nonces.get(nonce);
    if (!record) return { ok: false, code: '91565', message: 'Unknown payment_method_nonce.' };
    if (record.consumed)
      return { ok: false, code: '93107', message: 'Cannot use a payment_method_nonce more than once.' };
    record.consumed = true;
    return { ok: true, record };
  }

  createCustomer(fields: Omit<Customer, 'id' | 'createdAt'> & { id?: string }): Customer {
    // The gateway's own customer ids are nine digits.
    const customer: Customer = { ...fields, id: fields.id || randomDigits(9), createdAt: Date.now() };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** Saves an instrument for a customer. The first method of a customer becomes the default. */
  vaultInstrument(
    customerId: string,
    instrument: Instrument,
    options: { makeDefault?: boolean; hasSubscription?: boolean; token?: string } = {},
  ): VaultedMethod {
    const existing = this.methodsOf(customerId);
    const method: VaultedMethod = {
      token: options.token ?? id(7),
      customerId,
      instrument,
      isDefault: existing.length === 0 || options.makeDefault === true,
      hasSubscription: options.hasSubscription ?? false,
      createdAt: Date.now() + this.vault.size, // strictly increasing, so creation order is stable
    };
    if (method.isDefault) for (const other of existing) other.isDefault = false;
    this.vault.set(method.token, method);
    return method;
  }

  /** A customer's saved methods in creation order, or default first. */
  methodsOf(customerId: string, defaultFirst = false): VaultedMethod[] {
    const methods = [...this.vault.values()]
      .filter((m) => m.customerId === customerId)
      .sort((a, b) => a.createdAt - b.createdAt);
    if (!defaultFirst) return methods;
    return [...methods.filter((m) => m.isDefault), ...methods.filter((m) => !m.isDefault)];
  }

  /** Deletes a saved method; a new default is chosen when the default goes. */
  deleteVaulted(token: string): boolean {
    const method = this.vault.get(token);
    if (!method) return false;
    this.vault.delete(token);
    if (method.isDefault) {
      const next = this.methodsOf(method.customerId)[0];
      if (next) next.isDefault = true;
    }
    return true;
  }

  newAddressId(): string {
    let next = id(6);
    while (this.addresses.has(next)) next = id(6);
    return next;
  }

  newTransactionId(): string {
    return id(8);
  }

  newUuid(): string {
    return randomUUID();
  }
}

export type WalletKind = 'ApplePayCard' | 'AndroidPayCard' | 'VenmoAccount';

/**
 * A single-use nonce for a wallet payment, as the wallet's client-side flow would hand it to the
 * merchant: `transaction.sale` with it gives `apple_pay_details`, `android_pay_details` (Google
 * Pay) or `venmo_account_details` (with the username). `cardType`/`lastFour` apply to the card
 * wallets, `username` to Venmo.
 */
export function mintWalletNonce(
  state: EmulatorState,
  kind: WalletKind,
  details: { cardType?: string; lastFour?: string; username?: string } = {},
): string {
  const instrument =
    kind === 'ApplePayCard'
      ? applePayInstrument(details.cardType, details.lastFour)
      : kind === 'AndroidPayCard'
        ? googlePayInstrument(details.cardType, details.lastFour)
        : venmoInstrument(details.username ?? 'venmojoe');
  return state.createNonce(instrument).nonce;
}
