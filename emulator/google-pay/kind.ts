import { brandCodes, walletCardTypes, walletNetworks } from '../card/brands.js';
import { binDataXml, detail, logo, walletCardIdentity, walletExpiry } from '../instruments/fields.js';
import type { ConfigurationContext, PaymentMethodKind, XmlFields } from '../instruments/kind.js';
import { PAYPAL_CLIENT_ID } from '../paypal/kind.js';
import type { Merchant } from '../state/merchant.js';
import type { Instrument } from '../state/records.js';
import { googlePayInstrument } from './instrument.js';

const DISPLAY_NAME = 'Emulated Merchant';

/** A control API seed of a saved Google Pay card. */
export interface GooglePaySeed {
  type: 'AndroidPayCard';
  cardType?: string;
  lastFour?: string;
}

/** The Google authorization Braintree gives the merchant's pages (the pay sheet checks it). */
export function googleAuthorization(merchant: Merchant): string {
  return `google_${merchant.merchantId}`;
}

function fields(instrument: Instrument, token: string | null): XmlFields {
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
    ...walletExpiry(instrument),
    'google-transaction-id': 'emulated-google-transaction',
    'is-network-tokenized': instrument.details.isNetworkTokenized === true,
    'image-url': logo('android_pay_card'),
    ...binDataXml(instrument),
  };
}

function restConfiguration({ merchant }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.googlePayEnabled) return {};
  return {
    androidPay: {
      enabled: true,
      displayName: DISPLAY_NAME,
      environment: 'sandbox',
      googleAuthorizationFingerprint: googleAuthorization(merchant),
      // Google Pay may pay through PayPal.
      paypalClientId: PAYPAL_CLIENT_ID,
      supportedNetworks: walletNetworks(merchant),
    },
  };
}

function graphQLConfiguration({ merchant }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.googlePayEnabled) return { googlePay: null };
  return {
    googlePay: {
      displayName: DISPLAY_NAME,
      supportedCardBrands: brandCodes(walletCardTypes(merchant)),
      environment: 'SANDBOX',
      googleAuthorization: googleAuthorization(merchant),
      paypalClientId: PAYPAL_CLIENT_ID,
    },
  };
}

/** A Google Pay card (the gateway still calls it an Android Pay card): what the gateway does differently for one. */
export const googlePay: PaymentMethodKind<'AndroidPayCard', GooglePaySeed> = {
  type: 'AndroidPayCard',
  element: 'android-pay-card',
  customerList: 'android-pay-cards',
  transactionType: 'android_pay_card',
  fields,
  transactionElements: (txn) => ({ 'android-pay-card': fields(txn.instrument, txn.paymentMethodToken ?? null) }),
  tokenInUseCode: '91719',
  duplicateIdentity: walletCardIdentity,
  staticNonces: {
    // The sandbox's Google Pay test cards: a Discover proxy card (virtual 1117, source 1111) and a
    // MasterCard network token (virtual 4444, source 0005).
    'fake-android-pay-nonce': () => googlePayInstrument('Discover', '1117', { sourceCardLast4: '1111' }),
    'fake-android-pay-visa-nonce': () => googlePayInstrument('Visa', '1881'),
    'fake-android-pay-mastercard-nonce': () =>
      googlePayInstrument('MasterCard', '4444', { sourceCardLast4: '0005', isNetworkTokenized: true }),
    'fake-android-pay-amex-nonce': () => googlePayInstrument('American Express', '0005'),
    'fake-android-pay-discover-nonce': () => googlePayInstrument('Discover', '1117', { sourceCardLast4: '1111' }),
  },
  seed: (method) => googlePayInstrument(method.cardType, method.lastFour),
  configuration: { rest: restConfiguration, graphQL: graphQLConfiguration },
};
