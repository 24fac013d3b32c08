import { PaymentDropinError } from 'payment-dropin/errors';

/**
 * The widget rejects and reports with one error class, `PaymentDropinError`, whose `kind` says
 * what happened; the form decides on that and nothing else:
 * - `validation`: the shopper's own entry (an empty or invalid card field, nothing selected). The
 *   widget shows it beside its fields, so the product adds no banner and reports nothing.
 * - `canceled`: the widget was torn down or removed before it was ready (the form unmounted): not
 *   an error anyone needs to hear about.
 * - anything else (`setup`, `provider`, or a value that is not the widget's): an error report. The
 *   widget has shown it to the shopper (its own alert, in their language), so the product adds no banner.
 */
export function isValidationError(error: unknown): boolean {
  return error instanceof PaymentDropinError && error.kind === 'validation';
}

export function isCanceled(error: unknown): boolean {
  return error instanceof PaymentDropinError && error.kind === 'canceled';
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
  cause?: unknown;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

/** What an error report carries: plain strings, never card data (the widget's errors hold none). */
export interface ErrorSummary {
  name: string;
  message: string;
  code?: string;
  type?: string;
  /** The cause's own message: the widget's errors carry Drop-in's general words, the specific reason is here. */
  reason?: string;
}

export function summarizeError(error: unknown): ErrorSummary {
  const e = asErrorLike(error);
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const reason = text(asErrorLike(e.cause).message);
  return {
    name: text(e.name) ?? (error instanceof Error ? error.constructor.name : typeof error),
    message: text(e.message) ?? String(error),
    ...(text(e.code) ? { code: text(e.code) } : {}),
    ...(text(e.type) ? { type: text(e.type) } : {}),
    ...(reason ? { reason } : {}),
  };
}
