/**
 * The one error type the widget rejects with and reports in its `error` events, so a merchant's
 * code tests `kind` instead of guessing at shapes:
 * - `validation`: the merchant's options, or the shopper's input (a card field empty or invalid);
 * - `setup`: the widget could not start (authorization refused, every option failed, …);
 * - `provider`: braintree-web or a payment provider failed (tokenization, 3D Secure, PayPal);
 * - `canceled`: the widget was torn down or removed before it was ready, or while `requestPaymentMethod()` waited.
 * The message is the shopper-safe text Drop-in uses; the specific reason is in `cause`.
 */
export type PaymentDropinErrorKind = 'validation' | 'setup' | 'provider' | 'canceled';

export class PaymentDropinError extends Error {
  /**
   * On the prototype, not set on each error: a page that froze `Error.prototype` (a hardening script, SES's lockdown)
   * makes its `name` read-only, and setting `name` on an error then throws, hiding this error and its cause.
   */
  override get name(): 'PaymentDropinError' {
    return 'PaymentDropinError';
  }
  readonly kind: PaymentDropinErrorKind;
  /** braintree-web's error code when the reason came from it (e.g. `HOSTED_FIELDS_FIELDS_INVALID`). */
  readonly code?: string;
  /** braintree-web's error type (`CUSTOMER`, `MERCHANT`, `NETWORK`, `INTERNAL`, `UNKNOWN`). */
  readonly type?: string;

  constructor(
    message: string,
    options: { kind: PaymentDropinErrorKind; cause?: unknown; code?: string; type?: string },
  ) {
    // Error reads `cause` from the options it is given.
    super(message, options.cause === undefined ? undefined : options);
    this.kind = options.kind;
    const reason = options.cause as { code?: unknown; type?: unknown } | null | undefined;
    // Each given, or else the reason's when it is a string.
    for (const key of ['code', 'type'] as const) {
      const value = options[key] ?? reason?.[key];
      if (typeof value === 'string') (this as { [K in typeof key]?: string })[key] = value;
    }
  }

  /**
   * The braintree-web error behind this one (its `code`, `type` and `details`), when braintree-web gave the reason:
   * `cause`, also under the name Drop-in's errors carry it by, so a merchant's Drop-in code that reads it still works.
   * A shopper closing 3D Secure's challenge counts (`ThreeDSecureCanceledError`, shaped like braintree-web's errors,
   * with its `THREEDS_CARDINAL_SDK_CANCELED`).
   */
  get _braintreeWebError(): Error | undefined {
    const cause: unknown = this.cause;
    return cause instanceof Error && (cause.name === 'BraintreeError' || cause.name === 'ThreeDSecureCanceledError')
      ? cause
      : undefined;
  }

  /**
   * What `JSON.stringify` writes (a merchant's error log): the name and the message, which an error keeps out of its
   * own enumerable properties, as well as `kind`, `code` and `type`. Drop-in's errors serialise with their message.
   */
  toJSON(): object {
    return { ...this, name: this.name, message: this.message };
  }
}

/** `error` as a PaymentDropinError: itself when it is one, otherwise wrapped with `message` and `kind`. */
export function asPaymentDropinError(
  error: unknown,
  fallback: { message: string; kind: PaymentDropinErrorKind },
): PaymentDropinError {
  if (error instanceof PaymentDropinError) return error;
  return new PaymentDropinError(fallback.message, { kind: fallback.kind, cause: error });
}
