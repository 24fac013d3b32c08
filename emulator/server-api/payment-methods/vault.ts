import type { AvsInput } from '../../card/checks.js';
import { kindOf } from '../../payment-method-types.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import type { Instrument, VaultedMethod } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { verifyCard, type Verification } from '../verifications/verification.js';

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
  /** The billing address the card is saved with, for the verification's AVS response codes. */
  billing?: AvsInput;
}

/** Why a method may not be saved: validation errors, or a declined verification (422 with `<verification>`). */
export type SaveCheck =
  | { ok: true; verification?: Verification }
  | { ok: false; errors: ValidationError[] }
  | { ok: false; errors: []; verification: Verification };

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
  const kind = kindOf(instrument.type);
  const element = kind.element;
  if (options.token && state.vault.has(options.token)) {
    return {
      ok: false,
      errors: [validationError([...scope, element], 'token', kind.tokenInUseCode, 'Token is in use.')],
    };
  }
  if (instrument.oneTimeUse && kind.oneTimeUseRefusal) {
    const { code, message } = kind.oneTimeUseRefusal;
    return { ok: false, errors: [validationError([...scope, element], 'base', code, message)] };
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
      { merchant: state.merchant, billing: options.billing },
    );
    if (verification && options.threeDSecureInfo) verification.threeDSecureInfo = options.threeDSecureInfo;
    if (verification) state.verifications.set(verification.id, verification);
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
    return [validationError(scope, 'token', kindOf(method.instrument.type).tokenInUseCode, 'Token is in use.')];
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
