/**
 * The part of Apple Pay JS's `ApplePaySession` the widget uses: Safari's own, or a stand-in the page
 * includes for browsers that have none (the emulator serves one).
 */
export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

export interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  canMakePaymentsWithActiveCard(merchantIdentifier: string): Promise<boolean>;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The page's `ApplePaySession`, if it has one. */
export function pageApplePaySession(): ApplePaySessionClass | undefined {
  return (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
}

/** Whether this page can run Apple Pay JS at `version`: a secure context and a session that supports it. */
export function applePaySupported(version: number): boolean {
  const Session = pageApplePaySession();
  if (!Session || !window.isSecureContext) return false;
  try {
    return Session.supportsVersion(version) && Session.canMakePayments();
  } catch {
    return false;
  }
}
