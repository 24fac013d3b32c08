import { brandCodes, walletCardTypes, walletNetworks } from '../card/brands.js';
import { binDataXml, detail, logo, walletCardIdentity, walletExpiry } from '../instruments/fields.js';
import type { ConfigurationContext, PaymentMethodKind, XmlFields } from '../instruments/kind.js';
import { section, text } from '../params.js';
import type { Merchant } from '../state/merchant.js';
import type { Instrument } from '../state/records.js';
import { applePayInstrument, rawApplePayInstrument } from './instrument.js';

/** A control API seed of a saved Apple Pay card. */
export interface ApplePaySeed {
  type: 'ApplePayCard';
  cardType?: string;
  lastFour?: string;
}

/** The Apple merchant identifier the merchant registered with Apple Pay, which merchant validation checks. */
export function applePayMerchantIdentifier(merchant: Merchant): string {
  return `merchant.com.emulated.${merchant.merchantId}`;
}

function fields(instrument: Instrument, token: string | null): XmlFields {
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
    ...walletExpiry(instrument),
    'cardholder-name': detail(instrument, 'cardholderName'),
    'payment-instrument-name': detail(instrument, 'paymentInstrumentName'),
    'source-description': instrument.description,
    'image-url': logo('apple_pay'),
    ...binDataXml(instrument),
  };
}

function restConfiguration({ merchant }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.applePayEnabled) return {};
  return {
    applePayWeb: {
      countryCode: 'US',
      currencyCode: merchant.currencyIsoCode,
      merchantIdentifier: applePayMerchantIdentifier(merchant),
      supportedNetworks: walletNetworks(merchant),
    },
  };
}

function graphQLConfiguration({ merchant }: ConfigurationContext): Record<string, unknown> {
  if (!merchant.applePayEnabled) return { applePayWeb: null };
  return {
    applePayWeb: {
      countryCode: 'US',
      currencyCode: merchant.currencyIsoCode,
      merchantIdentifier: applePayMerchantIdentifier(merchant),
      supportedCardBrands: brandCodes(walletCardTypes(merchant)),
    },
  };
}

/** An Apple Pay card: what the gateway does differently for one. */
export const applePay: PaymentMethodKind<'ApplePayCard', ApplePaySeed> = {
  type: 'ApplePayCard',
  element: 'apple-pay-card',
  customerList: 'apple-pay-cards',
  transactionType: 'apple_pay_card',
  fields,
  transactionElements: (txn) => ({ 'apple-pay': fields(txn.instrument, txn.paymentMethodToken ?? null) }),
  tokenInUseCode: '93503',
  customerNonceCodes: { scope: 'apple-pay-card', unknown: '93505', consumed: '93504' },
  // The gateway verifies Apple Pay cards as it does cards; their options and errors sit apart.
  verification: {
    paramsField: 'apple_pay_card',
    codes: {
      negative: '93535',
      format: '93534',
      large: '93537',
      account: '93540',
      typeInvalid: '93538',
      typeUnsupported: '93543',
    },
    optionsScope: () => ['apple-pay', 'options'],
    // The gateway reports an invalid account type on `apple-pay` itself, not its options.
    typeInvalidScope: () => ['apple-pay'],
    refusedOptions: [
      {
        field: 'network_transaction_id',
        scope: ['apple-pay'],
        attribute: 'network_transaction_id_not_allowed',
        code: '93532',
        message: 'Network transaction ID is not allowed for Apple Pay verifications.',
      },
    ],
  },
  duplicateIdentity: walletCardIdentity,
  staticNonces: {
    // A merchant token (MPAN) rather than a device token, with the card it stands for.
    'fake-apple-pay-mpan-nonce': () => {
      const card = applePayInstrument('Visa', '1881');
      return {
        ...card,
        details: {
          ...card.details,
          isDeviceToken: false,
          merchantTokenIdentifier: 'DNITHE302308980427388297',
          sourceCardLast4: '2006',
        },
      };
    },
    'fake-apple-pay-visa-nonce': () => applePayInstrument('Visa', '1881'),
    'fake-apple-pay-mastercard-nonce': () => applePayInstrument('MasterCard', '4444'),
    'fake-apple-pay-amex-nonce': () => applePayInstrument('American Express', '0005'),
  },
  seed: (method) => applePayInstrument(method.cardType, method.lastFour),
  configuration: { rest: restConfiguration, graphQL: graphQLConfiguration },
  // A card the merchant decrypted itself, sent as raw fields in `apple_pay_card`.
  readRaw: (params, use) => {
    if (use === 'payment-method') return undefined;
    const raw = section(params, 'apple_pay_card');
    const number = text(raw, 'number');
    if (!number) return undefined;
    return {
      instrument: rawApplePayInstrument({
        number,
        expirationMonth: text(raw, 'expiration_month'),
        expirationYear: text(raw, 'expiration_year'),
        cardholderName: text(raw, 'cardholder_name'),
      }),
    };
  },
};
