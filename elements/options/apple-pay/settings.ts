/**
 * Apple Pay's own settings rules and browser check: pure (the browser's answers come in as data), so
 * the model, the element and the option's module share them.
 */
import type { BrowserFacts, DropinOptions } from '../../vocabulary/types.js';

/** The merchant's `applePay` settings (Drop-in's option of that name). */
export interface ApplePayOptions {
  readonly displayName?: string;
  readonly paymentRequest?: Readonly<Record<string, unknown>>;
  readonly buttonStyle?: string;
  readonly applePaySessionVersion?: number;
  readonly [key: string]: unknown;
}

/** Apple Pay JS version required when the merchant names none. */
export const DEFAULT_APPLE_PAY_SESSION_VERSION = 2;

/** Apple Pay JS version to require. */
export function applePaySessionVersion(options: Pick<DropinOptions, 'applePay'>): number {
  const applePay = options.applePay as ApplePayOptions | false | undefined;
  return (applePay && applePay.applePaySessionVersion) || DEFAULT_APPLE_PAY_SESSION_VERSION;
}

/** Apple Pay JS as a page has it (`window.ApplePaySession`). */
interface ApplePaySessionClass {
  supportsVersion?(version: number): boolean;
  canMakePayments?(): boolean;
}

/** Apple Pay runs in a secure context with an `ApplePaySession` that supports the version and has a card. */
export function applePaySupportedByBrowser(browser: BrowserFacts, options: Pick<DropinOptions, 'applePay'>): boolean {
  const session = browser.global.ApplePaySession as ApplePaySessionClass | undefined;
  return (
    browser.secureContext &&
    Boolean(session?.supportsVersion?.(applePaySessionVersion(options))) &&
    Boolean(session?.canMakePayments?.())
  );
}
