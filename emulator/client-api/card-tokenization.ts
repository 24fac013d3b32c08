import cardValidator from 'card-validator';
import type { ClientAuthorization, FingerprintClaims } from '../authorization.js';
import { cardInstrument, cardTypeOf } from '../card/instrument.js';
import { publicInstrument } from '../instruments/public-instrument.js';
import { cvvResponseCode, postalCodeResponseCode, PROCESSOR_DECLINED_CARDS } from '../sandbox-values.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { FieldProblem } from './errors.js';
import {
  ADDRESS_FIELDS,
  type AddressFields,
  type Instrument,
  type NonceRecord,
  type VaultedMethod,
} from '../state/records.js';

/** A card as the client API receives it, whichever transport brought it. */
export interface CardTokenizationInput {
  number?: string;
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cvv?: string;
  cardholderName?: string;
  postalCode?: string;
  /** The billing address given with the card (its postal code too), by the gateway's field names. */
  billingAddress?: AddressFields;
  /** `options.validate`: verify (when the client token asks) and vault for the token's customer. */
  validate?: boolean;
}

export type CardTokenizationOutcome =
  { ok: true; record: NonceRecord; vaulted: boolean } | { ok: false; message: string; problems: FieldProblem[] };

/** Braintree's top-level message for card validation errors. */
export const CARD_INVALID_MESSAGE = 'Credit card is invalid';
export const VERIFICATION_FAILED_MESSAGE = 'Credit card verification failed';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The fields of a billing address given as `streetAddress` (REST, GraphQL) or `street_address` (server SDKs). */
function readAddressFields(address: Record<string, unknown>): AddressFields | undefined {
  const fields: AddressFields = {};
  for (const field of ADDRESS_FIELDS) {
    const value = text(address[field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]) ?? text(address[field]);
    if (value !== undefined) fields[field] = value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Reads a REST/GraphQL `creditCard` object (camelCase or snake_case keys, postal code in
 * `billingAddress`). `validateByDefault`: what a request that does not say `validate` means (the
 * REST endpoint vaults for a customer's client token unless told not to; braintree-web always says).
 */
export function readCardInput(card: unknown, options?: unknown, validateByDefault = false): CardTokenizationInput {
  const c = (typeof card === 'object' && card !== null ? card : {}) as Record<string, unknown>;
  const pick = (...keys: string[]): string | undefined => keys.map((k) => text(c[k])).find((v) => v !== undefined);
  const address = (c.billingAddress ?? c.billing_address ?? {}) as Record<string, unknown>;
  const opts = (options ?? c.options ?? {}) as Record<string, unknown>;
  const validate = opts.validate;
  return {
    number: pick('number'),
    expirationDate: pick('expirationDate', 'expiration_date'),
    expirationMonth: pick('expirationMonth', 'expiration_month'),
    expirationYear: pick('expirationYear', 'expiration_year'),
    cvv: pick('cvv'),
    cardholderName: pick('cardholderName', 'cardholder_name'),
    postalCode: text(address.postalCode) ?? text(address.postal_code),
    billingAddress: readAddressFields(address),
    validate: validate === undefined ? validateByDefault : validate === true || validate === 'true',
  };
}

/** Where the expiration lives in the caller's input: `expirationDate` if they sent one. */
function expirationPath(input: CardTokenizationInput, part: 'month' | 'year' | 'date'): string[] {
  if (input.expirationDate !== undefined) return ['creditCard', 'expirationDate'];
  if (part === 'month') return ['creditCard', 'expirationMonth'];
  return ['creditCard', 'expirationYear'];
}

/** Month and four-digit year, or the problems with them. */
function checkExpiration(input: CardTokenizationInput): FieldProblem[] {
  let month = input.expirationMonth?.trim() ?? '';
  let year = input.expirationYear?.trim() ?? '';
  if (input.expirationDate !== undefined) {
    const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expirationDate);
    if (!m) {
      const code = input.expirationDate.trim() === '' ? '81709' : '81710';
      return [
        {
          path: expirationPath(input, 'date'),
          code,
          message: code === '81709' ? 'Expiration date is required.' : 'Expiration date is invalid.',
        },
      ];
    }
    month = m[1]!;
    year = m[2]!;
  }
  if (month === '' && year === '') {
    return [{ path: expirationPath(input, 'date'), code: '81709', message: 'Expiration date is required.' }];
  }
  const problems: FieldProblem[] = [];
  const monthNumber = Number(month);
  if (!/^\d{1,2}$/.test(month) || monthNumber < 1 || monthNumber > 12) {
    problems.push({ path: expirationPath(input, 'month'), code: '81712', message: 'Expiration month is invalid.' });
  }
  if (year.length === 2) year = `20${year}`;
  const yearNumber = Number(year);
  if (!/^\d{4}$/.test(year) || yearNumber < 1975 || yearNumber > 2200) {
    problems.push({
      path: expirationPath(input, 'year'),
      code: '81713',
      message: 'Expiration year is invalid. It must be between 1975 and 2200.',
    });
  }
  // A past date is well formed: the gateway tokenizes and vaults expired cards (it marks them `expired`).
  return problems;
}

/**
 * The checks the gateway makes before it accepts a card: number (Luhn, length, a known brand),
 * expiration well formed, CVV and postal code well formed and present when the merchant challenges them.
 */
export function validateCard(state: EmulatorState, input: CardTokenizationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const merchant = state.merchant;
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  let cardType = 'Unknown';
  if (number === '') {
    problems.push({ path: ['creditCard', 'number'], code: '81714', message: 'Credit card number is required.' });
  } else if (number.length < 12 || number.length > 19) {
    // The gateway checks the length first, whatever the characters ("invalid" is too short).
    problems.push({
      path: ['creditCard', 'number'],
      code: '81716',
      message: 'Credit card number must be 12-19 digits.',
    });
  } else if (!/^\d+$/.test(number)) {
    problems.push({ path: ['creditCard', 'number'], code: '81715', message: 'Credit card number is invalid.' });
  } else if (!cardValidator.number(number).isValid) {
    problems.push({ path: ['creditCard', 'number'], code: '81715', message: 'Credit card number is invalid.' });
  } else {
    cardType = cardTypeOf(number);
  }

  problems.push(...checkExpiration(input));

  const cvv = input.cvv?.trim() ?? '';
  if (cvv === '') {
    if (merchant.challenges.includes('cvv'))
      problems.push({ path: ['creditCard', 'cvv'], code: '81706', message: 'CVV is required.' });
  } else {
    const size = cardType === 'American Express' ? 4 : cardType === 'Unknown' ? undefined : 3;
    if (!/^\d+$/.test(cvv) || (size !== undefined ? cvv.length !== size : cvv.length < 3 || cvv.length > 4)) {
      problems.push({
        path: ['creditCard', 'cvv'],
        code: '81707',
        message: 'CVV must be 4 digits for American Express and 3 digits for other card types.',
      });
    }
  }

  const postalCode = input.postalCode?.trim() ?? '';
  if (postalCode === '') {
    if (merchant.challenges.includes('postal_code')) {
      problems.push({
        path: ['creditCard', 'billingAddress', 'postalCode'],
        code: '81808',
        message: 'Postal code is required.',
      });
    }
  } else if (postalCode.length > 9) {
    problems.push({
      path: ['creditCard', 'billingAddress', 'postalCode'],
      code: '81809',
      message: 'Postal code may contain no more than 9 letter or number characters.',
    });
  } else if (!/^[A-Za-z0-9 -]+$/.test(postalCode)) {
    problems.push({
      path: ['creditCard', 'billingAddress', 'postalCode'],
      code: '81813',
      message: 'Postal code can only contain letters, numbers, spaces, and hyphens.',
    });
  }

  if ((input.cardholderName ?? '').length > 255) {
    problems.push({ path: ['creditCard', 'cardholderName'], code: '81723', message: 'Cardholder name is too long.' });
  }
  return problems;
}

/**
 * The verification the gateway runs when a client token with `verify_card` vaults a card:
 * processor-declined test cards fail, and so do CVV 200 and postal code 20000 (CVV/AVS rules).
 * braintree-web's hosted fields read code 81736 for both CVV and AVS failures.
 */
function verify(
  number: string,
  input: CardTokenizationInput,
): { message: string; problems: FieldProblem[] } | undefined {
  const declined = PROCESSOR_DECLINED_CARDS[number];
  if (declined) return { message: `${VERIFICATION_FAILED_MESSAGE}: ${declined.text} (${declined.code})`, problems: [] };
  if (cvvResponseCode(input.cvv) === 'N') {
    return {
      message: VERIFICATION_FAILED_MESSAGE,
      problems: [{ path: ['creditCard', 'cvv'], code: '81736', message: 'CVV verification failed.' }],
    };
  }
  if (postalCodeResponseCode(input.postalCode) === 'N') {
    return {
      message: VERIFICATION_FAILED_MESSAGE,
      problems: [
        { path: ['creditCard', 'billingAddress'], code: '81736', message: 'Postal code verification failed.' },
      ],
    };
  }
  return undefined;
}

/** A card refused on `creditCard.number`, with the card validation message. */
function refusedNumber(code: string, message: string): CardTokenizationOutcome {
  return { ok: false, message: CARD_INVALID_MESSAGE, problems: [{ path: ['creditCard', 'number'], code, message }] };
}

/**
 * What the gateway checks before it verifies or vaults a card for a client token: a brand the
 * merchant accepts, no duplicate when the token forbids one, the verification when it asks for one.
 * Undefined when the card may go on.
 */
function vaultChecks(
  state: EmulatorState,
  input: CardTokenizationInput,
  instrument: Instrument,
  claims: FingerprintClaims | undefined,
  customerId: string | undefined,
): CardTokenizationOutcome | undefined {
  if (!input.validate) return undefined;
  const number = instrument.secret!.number!;
  const sameCard = (m: VaultedMethod) => m.instrument.type === 'CreditCard' && m.instrument.secret?.number === number;
  // Like the gateway, a brand the merchant account does not accept is refused when the card is
  // verified or vaulted; a plain nonce is refused later, by the transaction (91734).
  if (!state.merchant.supportedCardTypes.includes(instrument.details.cardType as string)) {
    return refusedNumber('81703', 'Credit card type is not accepted by this merchant account.');
  }
  if (claims?.failOnDuplicatePaymentMethod && [...state.vault.values()].some(sameCard)) {
    return refusedNumber('81724', 'Duplicate card exists in the vault.');
  }
  if (customerId && claims?.failOnDuplicatePaymentMethodForCustomer && state.methodsOf(customerId).some(sameCard)) {
    return refusedNumber('81763', 'Duplicate card exists in the vault for the customer.');
  }
  const failure = claims?.verifyCard ? verify(number, input) : undefined;
  return failure ? { ok: false, ...failure } : undefined;
}

/**
 * Tokenizes a card: validates it, and with `validate` and a customer client token, checks for
 * duplicates, verifies and vaults it, with the billing address given. The nonce is single use and keeps
 * the vault token when vaulted, or else the billing address, for the card saved from it later.
 */
export function tokenizeCard(
  state: EmulatorState,
  auth: ClientAuthorization,
  input: CardTokenizationInput,
): CardTokenizationOutcome {
  const problems = validateCard(state, input);
  if (problems.length > 0) return { ok: false, message: CARD_INVALID_MESSAGE, problems };
  const instrument = cardInstrument({
    number: input.number!,
    expirationDate: input.expirationDate,
    expirationMonth: input.expirationMonth,
    expirationYear: input.expirationYear,
    cvv: input.cvv,
    postalCode: input.postalCode,
    cardholderName: input.cardholderName,
  });
  const claims = auth.kind === 'clientToken' ? auth.claims : undefined;
  const customerId = input.validate ? claims?.customerId : undefined;
  const refused = vaultChecks(state, input, instrument, claims, customerId);
  if (refused) return refused;
  const billingAddress = input.billingAddress;
  if (!customerId) return { ok: true, record: state.createNonce(instrument, { billingAddress }), vaulted: false };
  if (!state.customers.has(customerId)) {
    return {
      ok: false,
      message: 'Customer ID is invalid.',
      problems: [{ path: ['creditCard', 'customerId'], code: '91705', message: 'Customer ID is invalid.' }],
    };
  }
  const method = state.vaultInstrument(customerId, instrument, { makeDefault: claims?.makeDefault });
  // The card is saved with the billing address given with it.
  if (billingAddress) method.billingAddress = state.addAddress(customerId, billingAddress);
  return { ok: true, record: state.createNonce(instrument, { vaultToken: method.token }), vaulted: true };
}

/** The REST client API's description of a tokenized card (`creditCards[0]`). */
export function restCreditCard(record: NonceRecord, authenticationInsight: boolean): Record<string, unknown> {
  const { type, description, details, binData } = publicInstrument(record.instrument);
  return {
    type,
    nonce: record.nonce,
    description,
    consumed: false,
    threeDSecureInfo: null,
    details,
    binData,
    ...(authenticationInsight ? { authenticationInsight: { regulationEnvironment: 'unregulated' } } : {}),
  };
}
