/**
 * Browser-side helpers for the wallet stand-ins the emulator serves: their scripts, and the
 * control that decides what the shopper does on each wallet's next sheet.
 */

export type WalletOutcome = 'approve' | 'cancel' | 'error' | 'no-active-card';

/** Decides what the wallet's next sheet does (used once). */
export async function nextWalletOutcome(
  wallet: 'apple-pay' | 'google-pay' | 'venmo',
  outcome: WalletOutcome,
): Promise<void> {
  const response = await fetch(`/__emulator/wallets/${wallet}/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`The wallet control answered ${response.status}: ${await response.text()}`);
}

/** The ApplePaySession stand-in, on Braintree's assets host (mapped to the emulator). */
export const APPLE_PAY_SESSION_SCRIPT =
  'https://assets.braintreegateway.com/web/emulator/apple-pay/apple-pay-session.js';
/** The Google Pay API stand-in, where Google serves pay.js (mapped to the emulator). */
export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

/** Adds a classic script and waits for it to run. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

export async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error & { code?: string },
  );
}
