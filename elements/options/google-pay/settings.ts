/**
 * Google Pay's own settings rules and error rules: pure; the definition and the option's module import them (the
 * error rule only the module, so it loads with the option).
 */
import type { WalletErrorDecision } from '../../vocabulary/option-definition.js';
import { DEVELOPER_ERROR } from '../../vocabulary/messages.js';
import type { DropinOptions } from '../../vocabulary/types.js';

/** The merchant's `googlePay` settings (Drop-in's option of that name). */
export interface GooglePayOptions {
  readonly merchantId?: string;
  readonly googlePayVersion?: number;
  readonly transactionInfo?: Readonly<Record<string, unknown>>;
  readonly button?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** Google Pay button type when the merchant names none. */
export const DEFAULT_GOOGLE_PAY_BUTTON_TYPE = 'short';

/** Google Pay button options: short by default, merchant's `googlePay.button` on top. */
export function googlePayButtonOptions(options: Pick<DropinOptions, 'googlePay'>): Record<string, unknown> {
  const googlePay = options.googlePay as GooglePayOptions | false | undefined;
  return { buttonType: DEFAULT_GOOGLE_PAY_BUTTON_TYPE, ...((googlePay && googlePay.button) || {}) };
}

function statusCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const value = (error as { statusCode?: unknown }).statusCode;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * What a failed Google Pay sheet means: DEVELOPER_ERROR is the merchant's misconfiguration (logged, shown
 * as the developer message); CANCELED is the shopper closing the sheet (only counted); any other status
 * is counted and shown; an error without a status is shown.
 */
export function classifyGooglePayError(error: unknown): WalletErrorDecision {
  const status = statusCode(error);
  if (status === 'DEVELOPER_ERROR') return { kind: 'show', error: DEVELOPER_ERROR, logToConsole: true };
  if (status === 'CANCELED') return { kind: 'ignore', analytics: 'googlepay.loadPaymentData.canceled' };
  if (status !== undefined) {
    return { kind: 'show', error, analytics: 'googlepay.loadPaymentData.failed', logToConsole: false };
  }
  return { kind: 'show', error, logToConsole: false };
}
