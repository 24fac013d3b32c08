import cardValidator from 'card-validator';
import type { BinData, Instrument } from '../state/records.js';

/** card-validator's type names → the gateway's card type names. */
const GATEWAY_CARD_TYPES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  elo: 'Elo',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
  mir: 'Mir',
};

/** The gateway's name for a card number's brand, or 'Unknown'. */
export function cardTypeOf(number: string): string {
  const card = cardValidator.number(number).card;
  return (card && GATEWAY_CARD_TYPES[card.type]) ?? 'Unknown';
}

type Indicator = Exclude<keyof BinData, 'issuingBank' | 'countryOfIssuance' | 'productId'>;

/**
 * Braintree's card type indicator test numbers: each answers "Yes" for one indicator (or a named
 * issuing bank / country), the "No" card answers "No" for every indicator, the "Unknown" card
 * "Unknown" for everything.
 */
const INDICATOR_CARDS: Readonly<Record<string, Indicator | 'issuingBank' | 'countryOfIssuance' | 'No' | 'Unknown'>> = {
  '4111111111111210': 'prepaid',
  '4229989900000002': 'prepaidReloadable',
  '4111111111131010': 'commercial',
  '4111111114101010': 'payroll',
  '4111111510101010': 'healthcare',
  '4111161010101010': 'durbinRegulated',
  '4117101010101010': 'debit',
  '4229989800000003': 'business',
  '4229989700000004': 'consumer',
  '4229989100000000': 'corporate',
  '4229989500000006': 'purchase',
  '4111111141010101': 'issuingBank',
  '4111111111121102': 'countryOfIssuance',
  '4111111111310101': 'No',
  '4111111111112101': 'Unknown',
};

const INDICATORS: readonly Indicator[] = [
  'prepaid',
  'prepaidReloadable',
  'healthcare',
  'debit',
  'durbinRegulated',
  'commercial',
  'payroll',
  'business',
  'consumer',
  'corporate',
  'purchase',
];

export function binDataFor(number: string): BinData {
  const indicator = INDICATOR_CARDS[number];
  if (indicator === 'No' || indicator === 'Unknown') {
    const all = Object.fromEntries(INDICATORS.map((name) => [name, indicator])) as Record<Indicator, string>;
    return {
      ...all,
      issuingBank: 'Unknown',
      countryOfIssuance: 'Unknown',
      productId: indicator === 'No' ? 'MSB' : 'Unknown',
    };
  }
  const debit = indicator === 'debit' || number.startsWith('4000056655665556') || number.startsWith('5200828282828210');
  const prepaid = indicator === 'prepaid' || number.startsWith('4500600000000061');
  const flags = Object.fromEntries(INDICATORS.map((name) => [name, indicator === name ? 'Yes' : 'Unknown'])) as Record<
    Indicator,
    string
  >;
  return {
    ...flags,
    prepaid: prepaid ? 'Yes' : 'No',
    debit: debit ? 'Yes' : 'No',
    issuingBank: indicator === 'issuingBank' ? 'NETWORK ONLY' : 'Emulated Bank',
    countryOfIssuance: 'USA',
    // The payroll and healthcare test cards carry their card products' ids.
    productId: indicator === 'payroll' ? 'MSA' : indicator === 'healthcare' ? 'J3' : 'Unknown',
  };
}

export interface CardInput {
  number: string;
  expirationMonth?: string;
  expirationYear?: string;
  expirationDate?: string;
  cvv?: string;
  postalCode?: string;
  cardholderName?: string;
}

/** Splits `MM/YY`, `MM/YYYY`, `MM / YY` into month and four-digit year. */
export function splitExpiration(input: CardInput): { month: string; year: string } {
  let month = input.expirationMonth ?? '';
  let year = input.expirationYear ?? '';
  if (input.expirationDate) {
    const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expirationDate);
    if (m) {
      month = m[1]!;
      year = m[2]!;
    }
  }
  if (year.length === 2) year = `20${year}`;
  return { month: month.padStart(2, '0'), year };
}

export function cardInstrument(input: CardInput): Instrument {
  const number = input.number.replace(/\D/g, '');
  const { month, year } = splitExpiration(input);
  const lastFour = number.slice(-4);
  return {
    type: 'CreditCard',
    description: `ending in ${number.slice(-2)}`,
    details: {
      bin: number.slice(0, 6),
      lastTwo: number.slice(-2),
      lastFour,
      cardType: cardTypeOf(number),
      expirationMonth: month,
      expirationYear: year,
      cardholderName: input.cardholderName ?? null,
    },
    binData: binDataFor(number),
    secret: { number, cvv: input.cvv, postalCode: input.postalCode, expirationMonth: month, expirationYear: year },
  };
}
