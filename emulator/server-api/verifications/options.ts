import type { VerificationRules } from '../../instruments/kind.js';
import { text, type Params } from '../../params.js';
import { kindOf } from '../../payment-method-types.js';
import type { EmulatorState } from '../../state/emulator-state.js';
import { hasMerchantAccount } from '../../state/merchant.js';
import type { PaymentMethodType } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { parseAmount } from '../amount.js';

/** The largest amount a verification may authorize. */
const MAX_VERIFICATION_CENTS = 2147483647;

/** A request's verification options, read and checked. */
export interface VerificationOptions {
  verifyCard: boolean;
  amount?: string;
  merchantAccountId?: string;
  errors: ValidationError[];
}

/** `verification_amount`: at most the gateway's limit; zero is kept as `0.00`. */
function readAmount(
  raw: string | undefined,
  where: readonly string[],
  codes: VerificationRules['codes'],
  attribute = 'verification_amount',
): { amount?: string; errors: ValidationError[] } {
  if (raw === undefined) return { errors: [] };
  const error = (code: string, message: string) => ({
    errors: [validationError(where, attribute, code, message)],
  });
  if (/^-/.test(raw)) return error(codes.negative, 'Verification amount cannot be negative.');
  const parsed = parseAmount(raw);
  if (!parsed.ok && parsed.code === '81531') return { amount: '0.00', errors: [] };
  if (!parsed.ok && parsed.code === '81528') return error(codes.large, 'Verification amount is too large.');
  if (!parsed.ok) return error(codes.format, 'Verification amount is an invalid format.');
  if (parsed.cents > MAX_VERIFICATION_CENTS) return error(codes.large, 'Verification amount is too large.');
  return { amount: parsed.amount, errors: [] };
}

/**
 * `verification_account_type`: choosing credit or debit needs a processor that supports it, which none
 * of the emulated merchant's accounts is; anything else is invalid.
 */
function accountTypeErrors(
  accountType: string | undefined,
  rules: VerificationRules,
  scope: readonly string[],
  attribute = 'verification_account_type',
): ValidationError[] {
  if (accountType === undefined) return [];
  if (accountType !== 'credit' && accountType !== 'debit') {
    return [
      validationError(
        rules.typeInvalidScope(scope),
        attribute,
        rules.codes.typeInvalid,
        'Verification account type is invalid.',
      ),
    ];
  }
  return [
    validationError(
      rules.optionsScope(scope),
      attribute,
      rules.codes.typeUnsupported,
      'Verification account type is not supported by this merchant account.',
    ),
  ];
}

/**
 * Reads and checks a request's verification options (`verify_card`, `verification_amount`,
 * `verification_merchant_account_id`, `verification_account_type`), with the codes and places of the
 * instrument's type (a card's by default): a type the gateway does not verify ignores them.
 */
export function readVerificationOptions(
  state: EmulatorState,
  options: Params,
  instrumentType: PaymentMethodType | undefined,
  scope: readonly string[],
): VerificationOptions {
  const verify = options.verify_card === true || options.verify_card === 'true';
  const rules = kindOf(instrumentType ?? 'CreditCard').verification;
  if (!rules) return { verifyCard: false, errors: [] };
  const where = rules.optionsScope(scope);
  const { amount, errors } = readAmount(text(options, 'verification_amount'), where, rules.codes);
  const merchantAccountId = text(options, 'verification_merchant_account_id');
  if (merchantAccountId !== undefined && !hasMerchantAccount(state.merchant, merchantAccountId)) {
    errors.push(
      validationError(
        where,
        'verification_merchant_account_id',
        rules.codes.account,
        'Verification Merchant Account ID is invalid.',
      ),
    );
  }
  errors.push(...accountTypeErrors(text(options, 'verification_account_type'), rules, scope));
  return { verifyCard: verify, amount, merchantAccountId, errors };
}

/** The codes and places of a verification's own options (`creditCardVerification.create`): `verification.options`. */
const STANDALONE_RULES: VerificationRules = {
  paramsField: 'credit_card',
  codes: {
    negative: '94201',
    format: '94202',
    large: '94207',
    account: '94204',
    typeInvalid: '942184',
    typeUnsupported: '942185',
  },
  optionsScope: () => ['verification', 'options'],
  typeInvalidScope: () => ['verification', 'options'],
};

/**
 * Reads and checks the options of a verification on its own (`creditCardVerification.create`): `amount`,
 * `merchant_account_id` and `account_type`, with the same rules as a vaulting request's `verification_*` options and
 * the verification's own error codes (94201 amount cannot be negative, 94204 merchant account id is invalid, …).
 */
export function readStandaloneVerificationOptions(state: EmulatorState, options: Params): VerificationOptions {
  const where = STANDALONE_RULES.optionsScope([]);
  const { amount, errors } = readAmount(text(options, 'amount'), where, STANDALONE_RULES.codes, 'amount');
  const merchantAccountId = text(options, 'merchant_account_id');
  if (merchantAccountId !== undefined && !hasMerchantAccount(state.merchant, merchantAccountId)) {
    errors.push(validationError(where, 'merchant_account_id', '94204', 'Merchant account id is invalid.'));
  }
  errors.push(...accountTypeErrors(text(options, 'account_type'), STANDALONE_RULES, [], 'account_type'));
  return { verifyCard: true, amount, merchantAccountId, errors };
}
