/** Venmo's own error rules: pure; its module applies them, so they load with the option. */
import { errorCode } from '../../model/errors.js';
import type { WalletErrorDecision } from '../../vocabulary/option-definition.js';

/** The merchant's `venmo` settings (Drop-in's option of that name). */
export interface VenmoOptions {
  readonly allowNewBrowserTab?: boolean;
  readonly [key: string]: unknown;
}

/** Venmo codes that mean the shopper backed out; they are not errors. */
export const IGNORABLE_VENMO_CODES: readonly string[] = /* @__PURE__ */ Object.freeze([
  'VENMO_APP_CANCELED',
  'VENMO_DESKTOP_CANCELED',
]);

/** Whether a Venmo tokenize error is the shopper cancelling (ignored, no message). */
export function isIgnorableVenmoError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && IGNORABLE_VENMO_CODES.includes(code);
}

/** Venmo's cancel codes are ignored; every other error is shown. */
export function classifyVenmoError(error: unknown): WalletErrorDecision {
  return isIgnorableVenmoError(error) ? { kind: 'ignore' } : { kind: 'show', error, logToConsole: false };
}
