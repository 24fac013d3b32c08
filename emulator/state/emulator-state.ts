import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_MERCHANT, type Merchant } from './merchant.js';
import type {
  AddressFields,
  AnalyticsRecord,
  Customer,
  Instrument,
  InternationalPhone,
  NonceRecord,
  StoredAddress,
  VaultedMethod,
} from './records.js';
import type { Transaction } from './transaction.js';
import type { ThreeDSecureAuthentication, Verification } from './verification.js';

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
  /** Every card verification run (`verify_card`, `creditCardVerification.create`), by id, for `find`. */
  verifications = new Map<string, Verification>();
  /** The testing gateway's 3D Secure authentications, by id, for the sales that name them. */
  threeDSecureAuthentications = new Map<string, ThreeDSecureAuthentication>();
  analytics: AnalyticsRecord[] = [];
  /**
   * What client tokens' fingerprints are signed with: made for each emulator, kept across resets (a token made before
   * a reset still reads). Not the merchant's private key, which is published: with it any page could sign a
   * fingerprint naming any customer and read their saved methods through the client API.
   */
  readonly fingerprintSecret = randomBytes(32).toString('hex');

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
    this.verifications.clear();
    this.threeDSecureAuthentications.clear();
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

  /** Keeps an address for a customer (a card's billing address is one of its customer's addresses). */
  addAddress(customerId: string, fields: AddressFields, internationalPhone?: InternationalPhone): StoredAddress {
    const now = Date.now();
    const address: StoredAddress = {
      internationalPhone,
      id: this.newAddressId(),
      customerId,
      fields: { ...fields },
      createdAt: now,
      updatedAt: now,
    };
    this.addresses.set(address.id, address);
    return address;
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
