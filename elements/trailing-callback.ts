/**
 * Drop-in's calling convention for asynchronous methods (braintree-web's `wrap-promise`): a function as the last
 * argument is a Node-style callback, called with `(error)` or `(null, result)`, and the method then returns
 * nothing; without one it returns a promise. Unlike Drop-in, which ignores a last argument that is not a function
 * and returns a promise nobody awaits, a value that is neither a function nor absent is refused with a clear error.
 */
import { PaymentDropinError } from './vocabulary/errors.js';

/** A Node-style callback: the error, or `null` and the result. */
export type NodeCallback<T> = (error: PaymentDropinError | null, result: T) => void;

/** What a trailing callback argument turned out to be. */
export type TrailingCallback<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'callback'; readonly callback: NodeCallback<T> }
  | { readonly kind: 'refused'; readonly error: PaymentDropinError };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'object') return `an object (${Object.prototype.toString.call(value)})`;
  return `${typeof value} ${String(value)}`;
}

/**
 * Reads the argument in a callback's place: absent (`undefined` or `null`) is no callback, a function is the
 * callback, anything else is refused with a `validation` error that names the call and what was given: in
 * `cause` under `message` (Drop-in's words, where it has some for the call), or as the message itself.
 */
export function trailingCallback<T>(value: unknown, call: string, message?: string): TrailingCallback<T> {
  if (value === undefined || value === null) return { kind: 'none' };
  if (typeof value === 'function') return { kind: 'callback', callback: value as NodeCallback<T> };
  const reason = `${call}: the callback must be a function, not ${describe(value)}.`;
  const error = message
    ? new PaymentDropinError(message, { kind: 'validation', cause: new TypeError(reason) })
    : new PaymentDropinError(reason, { kind: 'validation' });
  return { kind: 'refused', error };
}

/**
 * Hands a promise's outcome to a callback, once. An error the callback itself throws is the merchant's: it is
 * reported as an uncaught error from its own task (with its stack), never swallowed, never a rejection.
 */
export function deliver<T>(promise: Promise<T>, callback: NodeCallback<T>): void {
  // `(error)` alone or `(null, result)`, as Drop-in calls back: a page may count the arguments.
  const call = (...args: [PaymentDropinError] | [null, T]): void => {
    try {
      (callback as (...given: typeof args) => void)(...args);
    } catch (thrown) {
      setTimeout(() => {
        throw thrown;
      }, 0);
    }
  };
  promise.then(
    (result) => call(null, result),
    // The promises handed here reject with a PaymentDropinError (teardown: with the last error it saw, as is).
    (error: unknown) => call(error as PaymentDropinError),
  );
}
