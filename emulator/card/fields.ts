import { createHash } from 'node:crypto';
import { binDataXml, detail, logo } from '../instruments/fields.js';
import type { XmlFields } from '../instruments/kind.js';
import type { Instrument } from '../state/records.js';

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

/** The card fields shared by a saved card, a verification's card and a transaction's `<credit-card>`. */
export function cardFields(instrument: Instrument, token: string | null): XmlFields {
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

/** What a transaction paid by another type carries as its `<credit-card>`: the element, empty. */
export const NO_CARD: XmlFields = {
  token: null,
  bin: null,
  'last-4': null,
  'card-type': null,
  'expiration-month': null,
  'expiration-year': null,
  'customer-location': null,
  'cardholder-name': null,
  'image-url': logo('unknown'),
  'unique-number-identifier': null,
};
