import type { BraintreeErrorLike, FieldKey } from './protocol.js';

type Template = Omit<BraintreeErrorLike, 'name' | 'details'>;

/** The tokenize errors braintree-web documents (`hosted-fields/shared/errors.js`). */
export const TOKENIZE_ERRORS = {
  HOSTED_FIELDS_FIELDS_EMPTY: {
    type: 'CUSTOMER',
    code: 'HOSTED_FIELDS_FIELDS_EMPTY',
    message: 'All fields are empty. Cannot tokenize empty card fields.',
  },
  HOSTED_FIELDS_FIELDS_INVALID: {
    type: 'CUSTOMER',
    code: 'HOSTED_FIELDS_FIELDS_INVALID',
    message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
  },
  HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR: {
    type: 'NETWORK',
    code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
    message: 'A tokenization network error occurred.',
  },
  HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE: {
    type: 'CUSTOMER',
    code: 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE',
    message: "This credit card already exists in the merchant's vault.",
  },
  HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED: {
    type: 'CUSTOMER',
    code: 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
    message: 'CVV verification failed during tokenization.',
  },
  HOSTED_FIELDS_FAILED_TOKENIZATION: {
    type: 'CUSTOMER',
    code: 'HOSTED_FIELDS_FAILED_TOKENIZATION',
    message: 'The supplied card data failed tokenization.',
  },
  /** What braintree-web's client rejects a 403 with; hosted fields pass it on unchanged. */
  CLIENT_AUTHORIZATION_INSUFFICIENT: {
    type: 'MERCHANT',
    code: 'CLIENT_AUTHORIZATION_INSUFFICIENT',
    message: 'The authorization used has insufficient privileges.',
  },
} as const satisfies Record<string, Template>;

export type TokenizeErrorCode = keyof typeof TOKENIZE_ERRORS;

/** Gateway legacy codes with their own hosted-fields error (`tokenizationErrorCodes`). */
export const LEGACY_CODE_ERRORS: Readonly<Record<string, TokenizeErrorCode>> = {
  '81724': 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE',
  '81736': 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
};

export function braintreeError(code: TokenizeErrorCode, details?: Record<string, unknown>): BraintreeErrorLike {
  const template: Template = TOKENIZE_ERRORS[code];
  const error: BraintreeErrorLike = { name: 'BraintreeError', ...template };
  if (details) error.details = details;
  return error;
}

export function fieldsInvalidError(invalidFieldKeys: FieldKey[]): BraintreeErrorLike {
  return braintreeError('HOSTED_FIELDS_FIELDS_INVALID', { invalidFieldKeys });
}
