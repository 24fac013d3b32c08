/**
 * Errors from the widget about the shopper's own entry: the widget shows them beside its fields,
 * so the product adds no banner and reports nothing (SPEC §5).
 *
 * - braintree-web's hosted-fields codes for empty or invalid card fields;
 * - an error the widget marks `validation: true`;
 * - "No payment method is available." with no provider error behind it: the answer to an
 *   incomplete form or nothing selected. Drop-in gives the same message for a failed
 *   tokenization too, with braintree-web's error attached (`_braintreeWebError`); an attached
 *   error (also `cause` or `details.originalError`) decides instead.
 */
const VALIDATION_CODES = new Set(['HOSTED_FIELDS_FIELDS_EMPTY', 'HOSTED_FIELDS_FIELDS_INVALID']);
const NO_PAYMENT_METHOD_MESSAGE = 'No payment method is available.';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
  validation?: unknown;
  cause?: unknown;
  braintreeWebError?: unknown;
  _braintreeWebError?: unknown;
  details?: { originalError?: unknown };
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

/** The provider error a wrapper error carries, if any. */
function underlyingError(e: ErrorLike): unknown {
  return e._braintreeWebError ?? e.braintreeWebError ?? e.cause ?? e.details?.originalError;
}

export function isValidationError(error: unknown, depth = 0): boolean {
  const e = asErrorLike(error);
  if (e.validation === true) return true;
  if (typeof e.code === 'string' && VALIDATION_CODES.has(e.code)) return true;
  if (e.message !== NO_PAYMENT_METHOD_MESSAGE) return false;
  const underlying = underlyingError(e);
  return underlying === undefined || (depth < 5 && isValidationError(underlying, depth + 1));
}

/** What an error report carries: plain strings, never card data (the widget's errors hold none). */
export interface ErrorSummary {
  name: string;
  message: string;
  code?: string;
  type?: string;
}

export function summarizeError(error: unknown): ErrorSummary {
  const e = asErrorLike(error);
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    name: text(e.name) ?? (error instanceof Error ? error.constructor.name : typeof error),
    message: text(e.message) ?? String(error),
    ...(text(e.code) ? { code: text(e.code) } : {}),
    ...(text(e.type) ? { type: text(e.type) } : {}),
  };
}
