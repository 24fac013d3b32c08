/**
 * Drop-in's resolution of an error into the sheet message: the provider hands over whatever braintree-web threw,
 * and this decides which translation (or the developer message) the shopper sees.
 */
import { assertNever } from './assert-never.js';
import { DEVELOPER_ERROR, ERROR_KEYS, MESSAGES } from './messages.js';

/** What a reported error resolves to: a translation key, or the untranslated developer message. */
export type ResolvedError =
  { readonly kind: 'key'; readonly key: string } | { readonly kind: 'developer'; readonly message: string };

/** Turns a braintree-web error code such as HOSTED_FIELDS_FAILED_TOKENIZATION into hostedFieldsFailedTokenization. */
export function camelCaseErrorCode(code: string): string {
  return code.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The string `code` of a braintree-web error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Decides which message key an error shows, given which keys the current translations have. */
export function resolveErrorKey(error: unknown, hasKey: (key: string) => boolean): ResolvedError {
  if (typeof error === 'string' && hasKey(error)) {
    return { kind: 'key', key: error };
  }
  const code = errorCode(error);
  if (code !== undefined) {
    const key = `${camelCaseErrorCode(code)}Error`;
    return { kind: 'key', key: hasKey(key) ? key : ERROR_KEYS.generic };
  }
  if (error === DEVELOPER_ERROR) {
    return { kind: 'developer', message: MESSAGES.developerError };
  }
  return { kind: 'key', key: ERROR_KEYS.generic };
}

/** The text to show for an error, given the merged translation strings. */
export function resolveErrorMessage(error: unknown, strings: Readonly<Record<string, string>>): string {
  const resolved = resolveErrorKey(error, (key) => Object.prototype.hasOwnProperty.call(strings, key));
  if (resolved.kind === 'developer') {
    return resolved.message;
  }
  return strings[resolved.key] ?? strings[ERROR_KEYS.generic] ?? '';
}

/** Venmo codes that mean the shopper backed out; they are not errors. */
export const IGNORABLE_VENMO_CODES: readonly string[] = Object.freeze(['VENMO_APP_CANCELED', 'VENMO_DESKTOP_CANCELED']);

/** Whether a Venmo tokenize error is the shopper cancelling (ignored, no message). */
export function isIgnorableVenmoError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && IGNORABLE_VENMO_CODES.includes(code);
}

/** What to do with an error from a wallet session. */
export type WalletErrorDecision =
  | { readonly kind: 'ignore'; readonly analytics?: string }
  | { readonly kind: 'show'; readonly error: unknown; readonly analytics?: string; readonly logToConsole: boolean };

/** Wallets whose sessions report errors through the model. */
export type WalletOption = 'applePay' | 'googlePay' | 'venmo' | 'paypal' | 'paypalCredit';

function statusCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const value = (error as { statusCode?: unknown }).statusCode;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * Google Pay's DEVELOPER_ERROR is a merchant misconfiguration (logged, shown as the developer message); CANCELED is
 * the shopper closing the sheet (only counted); Venmo's cancel codes are ignored; everything else is shown.
 */
export function classifyWalletError(option: WalletOption, error: unknown): WalletErrorDecision {
  switch (option) {
    case 'googlePay': {
      const status = statusCode(error);
      if (status === 'DEVELOPER_ERROR') {
        return { kind: 'show', error: DEVELOPER_ERROR, logToConsole: true };
      }
      if (status === 'CANCELED') {
        return { kind: 'ignore', analytics: 'googlepay.loadPaymentData.canceled' };
      }
      if (status !== undefined) {
        return { kind: 'show', error, analytics: 'googlepay.loadPaymentData.failed', logToConsole: false };
      }
      return { kind: 'show', error, logToConsole: false };
    }
    case 'venmo':
      return isIgnorableVenmoError(error) ? { kind: 'ignore' } : { kind: 'show', error, logToConsole: false };
    case 'applePay':
    case 'paypal':
    case 'paypalCredit':
      return { kind: 'show', error, logToConsole: false };
    default:
      return assertNever(option);
  }
}
