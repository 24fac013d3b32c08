import { type EmulatorState } from '../../state/emulator-state.js';
import { parseAmount } from '../transactions/amount.js';
import { validationError, type ValidationError } from '../errors.js';
import { text, type Params } from '../params.js';
import { PAYMENT_METHOD_ELEMENT } from './xml.js';
import { verifyCard, type Verification } from '../verifications/verification.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { Instrument, PaymentMethodType, VaultedMethod } from '../../state/records.js';

export interface SaveOptions {
  /** `options.verifyCard`: run a verification first and refuse the card if it is declined. */
  verifyCard: boolean;
  /** `options.failOnDuplicatePaymentMethod`: refuse a card number already in the vault. */
  failOnDuplicate: boolean;
  /** `options.failOnDuplicatePaymentMethodForCustomer`: refuse a number this customer already saved. */
  failOnDuplicateForCustomer?: string;
  /** A token the merchant chose (`token`); must not be in use. */
  token?: string;
  /** `options.verificationAmount`: what the verification authorizes (default 0.00). */
  verificationAmount?: string;
  /** `options.verificationMerchantAccountId`: the account the verification runs on. */
  verificationMerchantAccountId?: string;
  /** The 3D Secure result of the nonce being saved, answered with its verification. */
  threeDSecureInfo?: Record<string, unknown>;
}

/** The largest amount a verification may authorize. */
const MAX_VERIFICATION_CENTS = 2147483647;

/** Codes of the verification options' errors: a card's, or an Apple Pay card's. */
const VERIFICATION_CODES = {
  card: {
    negative: '91739',
    format: '91740',
    large: '91752',
    account: '91728',
    typeInvalid: '91757',
    typeUnsupported: '91758',
  },
  applePay: {
    negative: '93535',
    format: '93534',
    large: '93537',
    account: '93540',
    typeInvalid: '93538',
    typeUnsupported: '93543',
  },
} as const;

/**
 * Reads and checks a request's verification options (`verify_card`, `verification_amount`,
 * `verification_merchant_account_id`, `verification_account_type`). Card errors sit under
 * `<scope>/credit-card/options`; an Apple Pay card's under `apple-pay/options`. Choosing credit
 * or debit needs a processor that supports it, which none of the emulated merchant's accounts is.
 */
export function readVerificationOptions(
  state: EmulatorState,
  options: Params,
  instrumentType: PaymentMethodType | undefined,
  scope: readonly string[],
): { verifyCard: boolean; amount?: string; merchantAccountId?: string; errors: ValidationError[] } {
  const verify = options.verify_card === true || options.verify_card === 'true';
  // Only cards and Apple Pay cards are verified; a PayPal account ignores card options.
  if (instrumentType !== undefined && instrumentType !== 'CreditCard' && instrumentType !== 'ApplePayCard') {
    return { verifyCard: false, errors: [] };
  }
  const applePay = instrumentType === 'ApplePayCard';
  const codes = applePay ? VERIFICATION_CODES.applePay : VERIFICATION_CODES.card;
  const where = applePay ? ['apple-pay', 'options'] : [...scope, 'credit-card', 'options'];
  const errors: ValidationError[] = [];
  const rawAmount = text(options, 'verification_amount');
  let amount: string | undefined;
  if (rawAmount !== undefined) {
    if (/^-/.test(rawAmount)) {
      errors.push(
        validationError(where, 'verification_amount', codes.negative, 'Verification amount cannot be negative.'),
      );
    } else {
      const parsed = parseAmount(rawAmount);
      if (!parsed.ok && parsed.code === '81531') {
        amount = '0.00';
      } else if (!parsed.ok && parsed.code === '81528') {
        errors.push(validationError(where, 'verification_amount', codes.large, 'Verification amount is too large.'));
      } else if (!parsed.ok) {
        errors.push(
          validationError(where, 'verification_amount', codes.format, 'Verification amount is an invalid format.'),
        );
      } else if (parsed.cents > MAX_VERIFICATION_CENTS) {
        errors.push(validationError(where, 'verification_amount', codes.large, 'Verification amount is too large.'));
      } else amount = parsed.amount;
    }
  }
  const merchantAccountId = text(options, 'verification_merchant_account_id');
  if (merchantAccountId !== undefined && !hasMerchantAccount(state.merchant, merchantAccountId)) {
    errors.push(
      validationError(
        where,
        'verification_merchant_account_id',
        codes.account,
        'Verification Merchant Account ID is invalid.',
      ),
    );
  }
  const accountType = text(options, 'verification_account_type');
  if (accountType !== undefined) {
    if (accountType !== 'credit' && accountType !== 'debit') {
      // The gateway reports an Apple Pay card's invalid type on `apple-pay` itself, not its options.
      errors.push(
        validationError(
          applePay ? ['apple-pay'] : where,
          'verification_account_type',
          codes.typeInvalid,
          'Verification account type is invalid.',
        ),
      );
    } else {
      errors.push(
        validationError(
          where,
          'verification_account_type',
          codes.typeUnsupported,
          'Verification account type is not supported by this merchant account.',
        ),
      );
    }
  }
  return { verifyCard: verify, amount, merchantAccountId, errors };
}

/** Why a method may not be saved: validation errors, or a declined verification (422 with `<verification>`). */
export type SaveCheck =
  | { ok: true; verification?: Verification }
  | { ok: false; errors: ValidationError[] }
  | { ok: false; errors: []; verification: Verification };

/** Codes for a token already in use, by the element the method is answered in. */
const TOKEN_IN_USE: Readonly<Record<PaymentMethodType, string>> = {
  CreditCard: '91719',
  PayPalAccount: '92906',
  ApplePayCard: '93503',
  AndroidPayCard: '91719',
  VenmoAccount: '91719',
};

/**
 * Checks whether an instrument may be saved. `scope` is where the request's errors go:
 * `[]` under payment method create (errors sit under `credit-card`), `['customer']` under
 * customer create (`customer` → `credit-card`).
 */
export function checkSave(
  state: EmulatorState,
  instrument: Instrument,
  options: SaveOptions,
  scope: readonly string[],
): SaveCheck {
  const element = PAYMENT_METHOD_ELEMENT[instrument.type];
  if (options.token && state.vault.has(options.token)) {
    return {
      ok: false,
      errors: [validationError([...scope, element], 'token', TOKEN_IN_USE[instrument.type], 'Token is in use.')],
    };
  }
  if (instrument.type === 'PayPalAccount' && instrument.oneTimeUse) {
    return {
      ok: false,
      errors: [validationError([...scope, element], 'base', '82902', 'Cannot vault one-time use PayPal Account.')],
    };
  }
  const number = instrument.secret?.number;
  if (options.failOnDuplicate && instrument.type === 'CreditCard' && number) {
    const duplicate = [...state.vault.values()].some((m) => m.instrument.secret?.number === number);
    if (duplicate) {
      return {
        ok: false,
        errors: [validationError([...scope, element], 'number', '81724', 'Duplicate card exists in the vault.')],
      };
    }
  }
  if (options.failOnDuplicateForCustomer && instrument.type === 'CreditCard' && number) {
    const duplicate = state
      .methodsOf(options.failOnDuplicateForCustomer)
      .some((m) => m.instrument.secret?.number === number);
    if (duplicate) {
      return {
        ok: false,
        errors: [
          validationError(
            [...scope, element],
            'number',
            '81763',
            'Duplicate card exists in the vault for the customer.',
          ),
        ],
      };
    }
  }
  if (options.verifyCard) {
    const verification = verifyCard(
      instrument,
      state.newTransactionId(),
      options.verificationAmount,
      options.verificationMerchantAccountId,
    );
    if (verification && options.threeDSecureInfo) verification.threeDSecureInfo = options.threeDSecureInfo;
    if (verification && verification.status !== 'verified') return { ok: false, errors: [], verification };
    return { ok: true, verification };
  }
  return { ok: true };
}

/**
 * Gives a saved method a new token the merchant chose, or the gateway's error when another
 * method already has it (the code depends on the method's type).
 */
export function changeToken(
  state: EmulatorState,
  method: VaultedMethod,
  token: string | undefined,
  scope: readonly string[],
): ValidationError[] {
  if (!token || token === method.token) return [];
  if (state.vault.has(token)) {
    return [validationError(scope, 'token', TOKEN_IN_USE[method.instrument.type], 'Token is in use.')];
  }
  state.vault.delete(method.token);
  method.token = token;
  state.vault.set(token, method);
  return [];
}

/** Makes a saved method its customer's default (and no other). */
export function makeDefault(state: EmulatorState, method: VaultedMethod): void {
  for (const other of state.methodsOf(method.customerId)) other.isDefault = other.token === method.token;
}

/** Saves an instrument for a customer (a copy, so later changes to a nonce's record do not leak in). */
export function save(
  state: EmulatorState,
  customerId: string,
  instrument: Instrument,
  options: { makeDefault?: boolean; token?: string },
): VaultedMethod {
  return state.vaultInstrument(customerId, structuredClone(instrument), options);
}
