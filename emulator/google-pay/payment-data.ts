import { publicInstrument } from '../instruments/public-instrument.js';
import { googlePayInstrument } from './instrument.js';
import { googleAuthorization } from './kind.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { WalletOutcome } from '../wallet-outcomes.js';

/** The card the stand-in Google Pay wallet holds, per network Google Pay names. */
const WALLET_CARDS: Readonly<Record<string, { cardType: string; lastFour: string }>> = {
  VISA: { cardType: 'Visa', lastFour: '1111' },
  MASTERCARD: { cardType: 'MasterCard', lastFour: '4444' },
  AMEX: { cardType: 'American Express', lastFour: '0005' },
  DISCOVER: { cardType: 'Discover', lastFour: '1117' },
};

/** What `loadPaymentData` resolves with, or the `PaymentsError` it rejects with. */
export type PaymentDataOutcome =
  | { ok: true; paymentData: Record<string, unknown> }
  | { ok: false; error: { statusCode: 'CANCELED' | 'DEVELOPER_ERROR'; statusMessage: string } };

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function developerError(statusMessage: string): PaymentDataOutcome {
  return { ok: false, error: { statusCode: 'DEVELOPER_ERROR', statusMessage } };
}

interface CardRequest {
  version: 1 | 2;
  networks: string[];
  parameters: Json;
}

/** The card method of a Google Pay request (v2 `allowedPaymentMethods`, or v1's top-level fields). */
function cardRequest(request: Json): CardRequest | string {
  if (request.apiVersion === 2) {
    const methods = Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods.map(object) : [];
    const card = methods.find((m) => m.type === 'CARD');
    if (!card) return 'allowedPaymentMethods has no CARD method.';
    const spec = object(card.tokenizationSpecification);
    if (spec.type !== 'PAYMENT_GATEWAY') return 'tokenizationSpecification.type must be PAYMENT_GATEWAY.';
    const networks = object(card.parameters).allowedCardNetworks;
    return {
      version: 2,
      networks: Array.isArray(networks) ? networks.map(String) : [],
      parameters: object(spec.parameters),
    };
  }
  const spec = object(request.paymentMethodTokenizationParameters);
  if (spec.tokenizationType !== 'PAYMENT_GATEWAY')
    return 'paymentMethodTokenizationParameters.tokenizationType must be PAYMENT_GATEWAY.';
  const networks = object(request.cardRequirements).allowedCardNetworks;
  return {
    version: 1,
    networks: Array.isArray(networks) ? networks.map(String) : [],
    parameters: object(spec.parameters),
  };
}

/** The emulated shopper's shipping address, in Google's Address shape. */
const SHIPPING_ADDRESS = {
  name: 'Emulated Shopper',
  address1: '1 Main Street',
  address2: '',
  address3: '',
  locality: 'Chicago',
  administrativeArea: 'IL',
  countryCode: 'US',
  postalCode: '60601',
  sortingCode: '',
};

/**
 * The shopper's choice on the Google Pay sheet for a `loadPaymentData` request: the request is
 * checked as Google checks it (a Braintree gateway and this merchant's Google authorization),
 * then the outcome plays — approve mints an `AndroidPayCard` nonce and hands it back inside the
 * gateway token Braintree gives Google; cancel is `CANCELED`; error is `DEVELOPER_ERROR`.
 */
export function loadPaymentData(state: EmulatorState, input: unknown, outcome: WalletOutcome): PaymentDataOutcome {
  const request = object(input);
  const { merchant } = state;
  if (request.apiVersion !== undefined && request.apiVersion !== 1 && request.apiVersion !== 2)
    return developerError('apiVersion must be 1 or 2.');
  const card = cardRequest(request);
  if (typeof card === 'string') return developerError(card);
  const p = card.parameters;
  if (p.gateway !== 'braintree') return developerError('The tokenization gateway must be "braintree".');
  if (p['braintree:merchantId'] !== merchant.merchantId)
    return developerError('braintree:merchantId does not name this merchant.');
  const authorized =
    p['braintree:authorizationFingerprint'] === googleAuthorization(merchant) ||
    p['braintree:clientKey'] === merchant.tokenizationKey;
  if (!authorized) return developerError('The Braintree Google Pay authorization is not valid for this merchant.');
  if (!merchant.googlePayEnabled) return developerError('Google Pay is not enabled for this Braintree merchant.');
  const network = card.networks.map((n) => n.toUpperCase()).find((n) => WALLET_CARDS[n]);
  if (!network) return developerError('allowedCardNetworks names no network the wallet holds.');

  if (outcome === 'cancel')
    return { ok: false, error: { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' } };
  if (outcome === 'error')
    return developerError('The emulated Google Pay sheet failed, as told by the emulator control.');

  const { cardType, lastFour } = WALLET_CARDS[network]!;
  const record = state.createNonce(googlePayInstrument(cardType, lastFour));
  const { type, description, details, binData } = publicInstrument(record.instrument);
  const token = JSON.stringify({
    androidPayCards: [
      { type, nonce: record.nonce, description, consumed: false, details, ...(binData ? { binData } : {}) },
    ],
  });
  const info = { cardNetwork: network, cardDetails: lastFour };
  const paymentData: Json =
    card.version === 2
      ? {
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: {
            type: 'CARD',
            description: `${cardType} •••• ${lastFour}`,
            info,
            tokenizationData: { type: 'PAYMENT_GATEWAY', token },
          },
        }
      : {
          cardInfo: { ...info, cardDescription: `${cardType} •••• ${lastFour}`, cardClass: 'DEBIT' },
          paymentMethodToken: { tokenizationType: 'PAYMENT_GATEWAY', token },
        };
  if (request.emailRequired === true) paymentData.email = 'shopper@example.com';
  // Google's Address object (the FULL format): what a merchant that asks for shipping gets back from the sheet.
  if (request.shippingAddressRequired === true) paymentData.shippingAddress = SHIPPING_ADDRESS;
  return { ok: true, paymentData };
}
