import { randomBytes, randomUUID } from 'node:crypto';
import { publicInstrument } from '../instruments/public-instrument.js';
import { applePayInstrument } from './instrument.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { Merchant } from '../state/merchant.js';
import type { NonceRecord } from '../state/records.js';

/** The card the stand-in wallet holds, per network Apple Pay names. */
const WALLET_CARDS: Readonly<Record<string, { cardType: string; lastFour: string }>> = {
  visa: { cardType: 'Visa', lastFour: '1111' },
  mastercard: { cardType: 'MasterCard', lastFour: '4444' },
  amex: { cardType: 'American Express', lastFour: '0005' },
  discover: { cardType: 'Discover', lastFour: '1117' },
};

/** What the emulated wallet seals into a payment token's `data` (Apple encrypts it; we only encode it). */
interface SealedCard {
  emulated: true;
  network: string;
  /** False for the "error" outcome: a token the gateway cannot open. */
  readable: boolean;
}

export const APPLE_PAY_NOT_ENABLED_MESSAGE = 'Apple Pay is not enabled for this merchant account.';
export const APPLE_PAY_TOKEN_INVALID_MESSAGE = 'Apple Pay payment token could not be decrypted.';

/** The first network both the merchant and the stand-in wallet support, or Visa. */
function walletNetwork(requested: unknown): string {
  const networks = Array.isArray(requested) ? requested.map((n) => String(n).toLowerCase()) : [];
  return networks.find((n) => WALLET_CARDS[n]) ?? 'visa';
}

/**
 * A payment token as `ApplePayPaymentAuthorizedEvent.payment.token` carries it, for the card the
 * stand-in wallet holds: `paymentData` (EC_v1 shape), `paymentMethod`, `transactionIdentifier`.
 */
export function walletPaymentToken(supportedNetworks: unknown, readable: boolean): Record<string, unknown> {
  const network = walletNetwork(supportedNetworks);
  const card = WALLET_CARDS[network]!;
  const sealed: SealedCard = { emulated: true, network, readable };
  return {
    paymentData: {
      version: 'EC_v1',
      data: Buffer.from(JSON.stringify(sealed)).toString('base64'),
      signature: randomBytes(32).toString('base64'),
      header: {
        ephemeralPublicKey: randomBytes(65).toString('base64'),
        publicKeyHash: randomBytes(32).toString('base64'),
        transactionId: randomBytes(32).toString('hex'),
      },
    },
    paymentMethod: { displayName: `${card.cardType} ${card.lastFour}`, network: card.cardType, type: 'debit' },
    transactionIdentifier: randomBytes(32).toString('hex').toUpperCase(),
  };
}

/**
 * An Apple merchant session, as Apple's `paymentSession` answers a merchant validation: the
 * opaque object the page hands to `completeMerchantValidation`.
 */
export function merchantSession(merchant: Merchant, input: Record<string, unknown>): Record<string, unknown> {
  const now = Date.now();
  return {
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
    domainName: input.domainName,
    displayName: typeof input.displayName === 'string' ? input.displayName : merchant.merchantId,
    signature: randomBytes(64).toString('base64'),
    operationalAnalyticsIdentifier: `${merchant.merchantId}:${randomUUID()}`,
    retries: 0,
    pspId: randomBytes(32).toString('hex').toUpperCase(),
  };
}

export type TokenOutcome = { ok: true; record: NonceRecord } | { ok: false; message: string };

function openPaymentData(encoded: unknown): SealedCard | undefined {
  if (typeof encoded !== 'string') return undefined;
  try {
    const paymentData = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
    if (paymentData.version !== 'EC_v1' || typeof paymentData.data !== 'string') return undefined;
    const sealed = JSON.parse(Buffer.from(paymentData.data, 'base64').toString('utf8')) as SealedCard;
    return sealed.emulated === true && typeof sealed.network === 'string' ? sealed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST …/payment_methods/apple_payment_tokens` with braintree-web's body
 * (`applePaymentToken.paymentData` base64-encoded JSON): a token the stand-in wallet sealed
 * becomes an `ApplePayCard` nonce a sale can use.
 */
export function tokenizeApplePayment(state: EmulatorState, body: unknown): TokenOutcome {
  if (!state.merchant.applePayEnabled) return { ok: false, message: APPLE_PAY_NOT_ENABLED_MESSAGE };
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const token = (
    typeof b.applePaymentToken === 'object' && b.applePaymentToken !== null ? b.applePaymentToken : {}
  ) as Record<string, unknown>;
  const sealed = openPaymentData(token.paymentData);
  if (!sealed || !sealed.readable || !WALLET_CARDS[sealed.network])
    return { ok: false, message: APPLE_PAY_TOKEN_INVALID_MESSAGE };
  const card = WALLET_CARDS[sealed.network]!;
  return { ok: true, record: state.createNonce(applePayInstrument(card.cardType, card.lastFour)) };
}

/** `applePayCards[0]` of the answer, the fields braintree-web hands on as the tokenize payload. */
export function restApplePayCard(record: NonceRecord): Record<string, unknown> {
  const { type, description, details, binData } = publicInstrument(record.instrument);
  return {
    type,
    nonce: record.nonce,
    description,
    consumed: false,
    details: { ...details, cardHolderName: null },
    ...(binData ? { binData } : {}),
  };
}
