import { validateCard } from '../../client-api/card-tokenization.js';
import { cardInstrument } from '../../card/instrument.js';
import { PAYMENT_METHOD_KINDS } from '../../payment-method-types.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { validationError, type ValidationError } from '../errors.js';
import { lookupNonce, nonceError, type NonceUse } from './lookup.js';
import { text, type Params } from '../../params.js';
import type { AddressFields, Instrument, VaultedMethod } from '../../state/records.js';

/** Where the payment instrument of a request comes from, once resolved (nothing used yet). */
export interface ResolvedInstrument {
  instrument: Instrument;
  /** Set when the request named a saved method (its token, or a nonce made from it). */
  vaulted?: VaultedMethod;
  /** The token the client asked the saved method to get, if it asked. */
  requestedToken?: string;
  /** The billing address a card was tokenized with (not one saved yet). */
  billingAddress?: AddressFields;
  /** Uses up the nonce, if one was given: call it once the request will succeed. */
  use(): void;
}

export type InstrumentSource = { ok: true; source?: ResolvedInstrument } | { ok: false; errors: ValidationError[] };

/** True when `number` passes the Luhn (mod 10) check every card number must pass. */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return /^\d+$/.test(number) && sum % 10 === 0;
}

/**
 * A nonce's instrument, or the gateway's error for a nonce it does not know or that was used, or for a card whose
 * number fails the Luhn check (Braintree's `fake-luhn-invalid-nonce`: refused on the card's number, as a raw card is).
 */
function fromNonce(state: EmulatorState, nonce: string, use: NonceUse): InstrumentSource {
  const found = lookupNonce(state, nonce);
  if (!found.ok) return { ok: false, errors: [nonceError(use, found)] };
  const { instrument, vaulted, requestedToken, billingAddress } = found;
  const number = instrument.type === 'CreditCard' ? instrument.secret?.number : undefined;
  if (number !== undefined && !luhnValid(number)) {
    return {
      ok: false,
      errors: [validationError(RAW_CARD_SCOPE[use], 'number', '81715', 'Credit card number is invalid.')],
    };
  }
  return { ok: true, source: { instrument, vaulted, requestedToken, billingAddress, use: found.use } };
}

/** Raw card fields, checked as the gateway checks them. */
function fromRawCard(state: EmulatorState, card: Params, number: string, use: NonceUse): InstrumentSource {
  const problems = rawCardErrors(state, card, use);
  if (problems.length > 0) return { ok: false, errors: problems };
  const networkToken = use === 'transaction' ? readNetworkToken(card) : undefined;
  if (networkToken && !networkToken.ok) return { ok: false, errors: [networkToken.error] };
  const instrument = cardInstrument({
    number,
    expirationDate: text(card, 'expiration_date'),
    expirationMonth: text(card, 'expiration_month'),
    expirationYear: text(card, 'expiration_year'),
    cvv: text(card, 'cvv'),
    cardholderName: text(card, 'cardholder_name'),
    postalCode: text((card.billing_address ?? {}) as Params, 'postal_code'),
  });
  if (networkToken) instrument.networkToken = networkToken.token;
  return { ok: true, source: { instrument, use: () => undefined } };
}

type NetworkTokenRead =
  { ok: true; token: NonNullable<Instrument['networkToken']> } | { ok: false; error: ValidationError };

/**
 * A sale's `credit_card.network_tokenization_attributes` (Bring Your Own Token: the card's number and expiry are a
 * network token's): the cryptogram is required, the e-commerce indicator and token requestor id are optional.
 */
function readNetworkToken(card: Params): NetworkTokenRead | undefined {
  const attributes = card.network_tokenization_attributes;
  if (attributes === undefined || attributes === null || typeof attributes !== 'object') return undefined;
  const given = attributes as Params;
  const cryptogram = text(given, 'cryptogram');
  if (!cryptogram) {
    return {
      ok: false,
      error: validationError(
        RAW_CARD_SCOPE.transaction,
        'network_tokenization_attributes',
        '81762',
        'Cryptogram is required for network tokenization attributes.',
      ),
    };
  }
  return {
    ok: true,
    token: {
      cryptogram,
      ecommerceIndicator: text(given, 'ecommerce_indicator'),
      tokenRequestorId: text(given, 'token_requestor_id'),
    },
  };
}

/**
 * Resolves `payment_method_nonce`; or raw card fields the server SDK may send (`number`,
 * `expiration_date`/`_month`/`_year`, `cvv`, `cardholder_name`); or, in a sale or a customer request,
 * another type's raw fields in `request` (an Apple Pay card the merchant decrypted, say). `source` is
 * absent when the request carried none of them.
 */
export function resolveInstrument(
  state: EmulatorState,
  nonce: string | undefined,
  card: Params,
  use: NonceUse,
  request: Params = {},
): InstrumentSource {
  if (nonce) return fromNonce(state, nonce, use);
  const number = text(card, 'number');
  if (number) return fromRawCard(state, card, number, use);
  for (const kind of PAYMENT_METHOD_KINDS) {
    const raw = kind.readRaw?.(request, use);
    if (raw) return { ok: true, source: { ...raw, use: () => undefined } };
  }
  return { ok: true };
}

/** Where raw card errors sit for each use: under the transaction's or customer's `credit-card`. */
const RAW_CARD_SCOPE: Readonly<Record<NonceUse, readonly string[]>> = {
  transaction: ['transaction', 'credit-card'],
  customer: ['customer', 'credit-card'],
  'payment-method': ['credit-card'],
};

/**
 * The gateway's checks of raw card fields (number, expiration, CVV), every error at once. The
 * server API does not apply the card form's CVV and postal code challenges.
 */
function rawCardErrors(state: EmulatorState, card: Params, use: NonceUse): ValidationError[] {
  const challenges = state.merchant.challenges;
  state.merchant.challenges = [];
  try {
    return validateCard(state, {
      number: text(card, 'number'),
      expirationDate: text(card, 'expiration_date'),
      expirationMonth: text(card, 'expiration_month'),
      expirationYear: text(card, 'expiration_year'),
      cvv: text(card, 'cvv'),
      cardholderName: text(card, 'cardholder_name'),
    }).map((p) =>
      validationError(
        RAW_CARD_SCOPE[use],
        // A missing expiration is reported on `expiration_date`, whichever form was expected.
        p.code === '81709'
          ? 'expiration_date'
          : p.path[p.path.length - 1]!.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        p.code,
        p.message,
      ),
    );
  } finally {
    state.merchant.challenges = challenges;
  }
}

/** A saved method named by `payment_method_token`, or the gateway's error for a token it does not know. */
export function resolveToken(state: EmulatorState, token: string): InstrumentSource {
  const method = state.vault.get(token);
  if (!method) {
    return {
      ok: false,
      errors: [validationError(['transaction'], 'payment_method_token', '91518', 'Payment method token is invalid.')],
    };
  }
  return { ok: true, source: { instrument: method.instrument, vaulted: method, use: () => undefined } };
}
