/**
 * Drop-in's resolution of an error into the sheet message: the provider hands over whatever braintree-web threw,
 * and this decides which translation (or the developer message) the shopper sees.
 */
import { DEVELOPER_ERROR, ERROR_KEYS, MESSAGES } from '../vocabulary/messages.js';

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

/** The text to show for an error, given the widget's strings (`string(key)`: undefined for a key it lacks). */
export function resolveErrorMessage(error: unknown, string: (key: string) => string | undefined): string {
  const resolved = resolveErrorKey(error, (key) => string(key) !== undefined);
  if (resolved.kind === 'developer') {
    return resolved.message;
  }
  return string(resolved.key) ?? string(ERROR_KEYS.generic) ?? '';
}
