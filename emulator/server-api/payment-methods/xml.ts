import { createHash } from 'node:crypto';
import type { Verification } from '../verifications/verification.js';
import { storedAddressXml } from '../addresses/address.js';
import { XmlArray, objectXml, type XmlObject } from '../xml.js';
import type { Instrument, PaymentMethodType, VaultedMethod } from '../../state/records.js';

/** The element a saved method of each type is answered in (what `PaymentMethodParser` looks for). */
export const PAYMENT_METHOD_ELEMENT: Readonly<Record<PaymentMethodType, string>> = {
  CreditCard: 'credit-card',
  PayPalAccount: 'paypal-account',
  ApplePayCard: 'apple-pay-card',
  VenmoAccount: 'venmo-account',
  AndroidPayCard: 'android-pay-card',
};

const CARD_LOGOS: Readonly<Record<string, string>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'american_express',
  Discover: 'discover',
  JCB: 'jcb',
  Maestro: 'maestro',
  'Diners Club': 'diners_club',
  UnionPay: 'unionpay',
};

function logo(name: string): string {
  return `https://assets.braintreegateway.com/payment_method_logo/${name}.png?environment=sandbox`;
}

/** A text detail of an instrument, whoever built it (the client API may add fields of its own). */
export function detail(instrument: Instrument, key: string): string | null {
  const value = instrument.details[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function cardLogo(cardType: string | null): string {
  return logo(CARD_LOGOS[cardType ?? ''] ?? 'unknown');
}

function isExpired(month: string | null, year: string | null, now = new Date()): boolean {
  if (!month || !year) return false;
  const y = Number(year);
  const m = Number(month);
  return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1);
}

/** Same card number, same identifier: how the gateway lets merchants spot duplicates. */
export function uniqueNumberIdentifier(number: string | undefined): string | null {
  return number ? createHash('sha256').update(number).digest('hex').slice(0, 32) : null;
}

function binDataXml(instrument: Instrument): XmlObject {
  const bin = instrument.binData;
  return {
    prepaid: bin?.prepaid ?? 'Unknown',
    healthcare: bin?.healthcare ?? 'Unknown',
    debit: bin?.debit ?? 'Unknown',
    'durbin-regulated': bin?.durbinRegulated ?? 'Unknown',
    commercial: bin?.commercial ?? 'Unknown',
    payroll: bin?.payroll ?? 'Unknown',
    'prepaid-reloadable': bin?.prepaidReloadable ?? 'Unknown',
    business: bin?.business ?? 'Unknown',
    consumer: bin?.consumer ?? 'Unknown',
    corporate: bin?.corporate ?? 'Unknown',
    purchase: bin?.purchase ?? 'Unknown',
    'issuing-bank': bin?.issuingBank ?? 'Unknown',
    'country-of-issuance': bin?.countryOfIssuance ?? 'Unknown',
    'product-id': bin?.productId ?? 'Unknown',
  };
}

/** The card fields shared by a saved card and a transaction's `<credit-card>`. */
export function cardFields(instrument: Instrument, token: string | null): XmlObject {
  const cardType = detail(instrument, 'cardType');
  const month = detail(instrument, 'expirationMonth');
  const year = detail(instrument, 'expirationYear');
  return {
    token,
    bin: detail(instrument, 'bin'),
    'last-4': detail(instrument, 'lastFour'),
    'card-type': cardType,
    'expiration-month': month,
    'expiration-year': year,
    'customer-location': 'US',
    'cardholder-name': detail(instrument, 'cardholderName'),
    'image-url': cardLogo(cardType),
    'unique-number-identifier': uniqueNumberIdentifier(instrument.secret?.number),
    ...binDataXml(instrument),
    'venmo-sdk': false,
    expired: isExpired(month, year),
    'is-network-tokenized': false,
  };
}

export function payPalFields(instrument: Instrument, token: string | null): XmlObject {
  const payer = (instrument.details.payerInfo ?? {}) as Record<string, unknown>;
  const email = detail(instrument, 'email') ?? (typeof payer.email === 'string' ? payer.email : null);
  return {
    token,
    email,
    'payer-id': typeof payer.payerId === 'string' ? payer.payerId : null,
    'image-url': logo('paypal'),
  };
}

export function applePayFields(instrument: Instrument, token: string | null): XmlObject {
  const cardType = detail(instrument, 'cardType');
  return {
    token,
    'card-type': cardType ? `Apple Pay - ${cardType}` : null,
    // A device token (DPAN) unless the wallet gave a merchant token (MPAN).
    'is-device-token': instrument.details.isDeviceToken !== false,
    'merchant-token-identifier': detail(instrument, 'merchantTokenIdentifier'),
    'source-card-last4': detail(instrument, 'sourceCardLast4'),
    'last-4': detail(instrument, 'lastFour'),
    bin: detail(instrument, 'bin'),
    'expiration-month': detail(instrument, 'expirationMonth') ?? '12',
    'expiration-year': detail(instrument, 'expirationYear') ?? String(new Date().getFullYear() + 5),
    'cardholder-name': detail(instrument, 'cardholderName'),
    'payment-instrument-name': detail(instrument, 'paymentInstrumentName'),
    'source-description': instrument.description,
    'image-url': logo('apple_pay'),
    ...binDataXml(instrument),
  };
}

export function googlePayFields(instrument: Instrument, token: string | null): XmlObject {
  const cardType = detail(instrument, 'cardType');
  const lastFour = detail(instrument, 'lastFour');
  return {
    token,
    'virtual-card-type': cardType,
    'virtual-card-last-4': lastFour,
    'source-card-type': cardType,
    'source-card-last-4': detail(instrument, 'sourceCardLast4') ?? lastFour,
    'source-description': instrument.description,
    bin: detail(instrument, 'bin'),
    'expiration-month': detail(instrument, 'expirationMonth') ?? '12',
    'expiration-year': detail(instrument, 'expirationYear') ?? String(new Date().getFullYear() + 5),
    'google-transaction-id': 'emulated-google-transaction',
    'is-network-tokenized': instrument.details.isNetworkTokenized === true,
    'image-url': logo('android_pay_card'),
    ...binDataXml(instrument),
  };
}

export function venmoFields(instrument: Instrument, token: string | null): XmlObject {
  return {
    token,
    username: detail(instrument, 'username'),
    'venmo-user-id': detail(instrument, 'venmoUserId'),
    'source-description': instrument.description,
    'image-url': logo('venmo'),
  };
}

/** The type's own fields of an instrument. */
export function instrumentFields(instrument: Instrument, token: string | null): XmlObject {
  switch (instrument.type) {
    case 'CreditCard':
      return cardFields(instrument, token);
    case 'PayPalAccount':
      return payPalFields(instrument, token);
    case 'ApplePayCard':
      return applePayFields(instrument, token);
    case 'AndroidPayCard':
      return googlePayFields(instrument, token);
    case 'VenmoAccount':
      return venmoFields(instrument, token);
    default: {
      const never: never = instrument.type;
      throw new Error(`Unhandled payment method type ${String(never)}`);
    }
  }
}

/** The gateway's global id: base64 of `<kind>_<id>`, without padding. */
export function globalId(kind: string, id: string): string {
  return Buffer.from(`${kind}_${id}`).toString('base64url');
}

/** A card verification, in the element the SDK exposes as `verification`. */
export function verificationXml(
  verification: Verification,
  merchantAccountId: string,
  currencyIsoCode: string,
): XmlObject {
  const created = new Date(verification.createdAt);
  return {
    id: verification.id,
    status: verification.status,
    amount: verification.amount,
    'currency-iso-code': currencyIsoCode,
    'merchant-account-id': verification.merchantAccountId ?? merchantAccountId,
    'processor-response-code': verification.processorResponseCode,
    'processor-response-text': verification.processorResponseText,
    'processor-response-type': verification.processorResponseType,
    'cvv-response-code': verification.cvvResponseCode,
    'avs-error-response-code': null,
    'avs-postal-code-response-code': verification.avsPostalCodeResponseCode,
    'avs-street-address-response-code': verification.avsStreetAddressResponseCode,
    'gateway-rejection-reason': null,
    'created-at': created,
    'updated-at': created,
    'credit-card': verification.instrument.type === 'CreditCard' ? cardFields(verification.instrument, null) : null,
    billing: { 'postal-code': verification.instrument.secret?.postalCode ?? null },
    'three-d-secure-info': objectXml(verification.threeDSecureInfo ?? null),
    ...(verification.ani
      ? {
          'ani-first-name-response-code': verification.ani.firstName,
          'ani-last-name-response-code': verification.ani.lastName,
        }
      : {}),
  };
}

/**
 * A saved method as `payment_methods/any/<token>` and the customer's lists answer it.
 * `verification` is the one just run when the method was saved with `verifyCard`.
 */
export function paymentMethodXml(
  method: VaultedMethod,
  context: { merchantAccountId: string; currencyIsoCode: string; verification?: Verification },
): XmlObject {
  const created = new Date(method.createdAt);
  const verifications = context.verification
    ? [verificationXml(context.verification, context.merchantAccountId, context.currencyIsoCode)]
    : [];
  return {
    ...instrumentFields(method.instrument, method.token),
    'customer-id': method.customerId,
    default: method.isDefault,
    'created-at': created,
    'updated-at': created,
    subscriptions: new XmlArray('subscription', []),
    ...(method.instrument.type === 'CreditCard' || method.instrument.type === 'ApplePayCard'
      ? { verifications: new XmlArray('verification', verifications) }
      : {}),
    ...(method.instrument.type === 'PayPalAccount'
      ? {
          'billing-agreement-id': `B-${method.token.toUpperCase()}`,
          'is-channel-initiated': null,
          'revoked-at': null,
          'funding-source-description': 'PayPal Balance',
          'edit-paypal-vault-id': `EDIT-${method.token.toUpperCase()}`,
        }
      : {}),
    ...(method.instrument.type === 'CreditCard'
      ? { 'billing-address': method.billingAddress ? storedAddressXml(method.billingAddress) : null }
      : {}),
    'global-id': globalId('paymentmethod', method.token),
  };
}
