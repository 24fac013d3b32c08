import type { Instrument } from '../state/records.js';
import type { XmlFields } from './kind.js';

/** A text detail of an instrument, whoever built it (the client API may add fields of its own). */
export function detail(instrument: Instrument, key: string): string | null {
  const value = instrument.details[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The gateway's logo of a payment method, by its file name (`visa`, `apple_pay`). */
export function logo(name: string): string {
  return `https://assets.braintreegateway.com/payment_method_logo/${name}.png?environment=sandbox`;
}

/** The card's bin data as a saved method answers it: `Unknown` for what the instrument does not say. */
export function binDataXml(instrument: Instrument): XmlFields {
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

/** The expiry fields of a wallet card, which Braintree answers even when the wallet did not give them. */
export function walletExpiry(instrument: Instrument): XmlFields {
  return {
    'expiration-month': detail(instrument, 'expirationMonth') ?? '12',
    'expiration-year': detail(instrument, 'expirationYear') ?? String(new Date().getFullYear() + 5),
  };
}

/**
 * What makes two wallet cards "the same" to duplicate transaction checking. The emulated wallets' device
 * numbers are not kept: their card's type, last four and expiry stand in.
 */
export function walletCardIdentity(instrument: Instrument): string {
  const d = instrument.details;
  const cardType = String(d.cardType ?? d.sourceCardType ?? '');
  const lastFour = String(d.last4 ?? d.lastFour ?? d.sourceCardLast4 ?? '');
  return `${instrument.type}:${cardType}:${lastFour}:${String(d.expirationMonth ?? '')}/${String(d.expirationYear ?? '')}`;
}
