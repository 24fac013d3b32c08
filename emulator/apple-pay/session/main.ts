/**
 * A stand-in for Safari's `ApplePaySession`, for browsers that have none. It plays the sheet the
 * way Safari does — merchant validation, then payment authorization or cancel — and asks the
 * emulator that served it what the shopper does (see the emulator's wallet outcome control).
 * A browser that has a real `ApplePaySession` keeps it.
 */

const SHEET_PATH = '/web/emulator/apple-pay/sheet';
const ACTIVE_CARD_PATH = '/web/emulator/apple-pay/active-card';
/** The newest Apple Pay JS version the stand-in speaks. */
const LATEST_VERSION = 14;
const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

const script = document.currentScript as HTMLScriptElement | null;
const emulatorOrigin = new URL(script?.src ?? window.location.href).origin;

type Handler = ((event: Record<string, unknown>) => void) | null;

async function ask(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulatorOrigin}${path}`, init);
  if (!response.ok) throw new Error(`The Apple Pay stand-in could not reach the emulator (${response.status}).`);
  return (await response.json()) as Record<string, unknown>;
}

class EmulatedApplePaySession extends EventTarget {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;

  static supportsVersion(version: number): boolean {
    return Number.isInteger(version) && version >= 1 && version <= LATEST_VERSION;
  }

  static canMakePayments(): boolean {
    return window.isSecureContext;
  }

  static async canMakePaymentsWithActiveCard(merchantIdentifier: string): Promise<boolean> {
    if (typeof merchantIdentifier !== 'string' || !merchantIdentifier)
      throw new TypeError('canMakePaymentsWithActiveCard needs the merchant identifier.');
    const answer = await ask(ACTIVE_CARD_PATH);
    return answer.canMakePaymentsWithActiveCard === true;
  }

  onvalidatemerchant: Handler = null;
  onpaymentauthorized: Handler = null;
  oncancel: Handler = null;
  onpaymentmethodselected: Handler = null;
  onshippingcontactselected: Handler = null;
  onshippingmethodselected: Handler = null;

  private readonly request: Record<string, unknown>;
  private state: 'new' | 'validating' | 'authorizing' | 'done' = 'new';

  constructor(version: number, request: Record<string, unknown>) {
    super();
    if (!EmulatedApplePaySession.supportsVersion(version))
      throw new TypeError(`Apple Pay JS version ${String(version)} is not supported.`);
    if (typeof request !== 'object' || request === null) throw new TypeError('A payment request is required.');
    for (const field of ['countryCode', 'currencyCode', 'supportedNetworks', 'merchantCapabilities', 'total']) {
      if (!(field in request)) throw new TypeError(`The payment request has no ${field}.`);
    }
    this.request = request;
  }

  begin(): void {
    if (this.state !== 'new') throw new Error('This Apple Pay session has already begun.');
    this.state = 'validating';
    queueMicrotask(() => this.onvalidatemerchant?.({ validationURL: VALIDATION_URL }));
  }

  completeMerchantValidation(merchantSession: unknown): void {
    if (this.state !== 'validating') throw new Error('No merchant validation is pending.');
    if (typeof merchantSession !== 'object' || merchantSession === null) {
      this.finish(true);
      return;
    }
    this.state = 'authorizing';
    ask(SHEET_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supportedNetworks: this.request.supportedNetworks,
        requiredShippingContactFields: this.request.requiredShippingContactFields,
        requiredBillingContactFields: this.request.requiredBillingContactFields,
      }),
    })
      .then((sheet) => {
        if (this.state !== 'authorizing') return;
        if (sheet.outcome === 'cancel') this.finish(true);
        else {
          const { shippingContact, billingContact } = sheet;
          // Safari's ApplePayPayment: the token, and the contacts the request required.
          const payment = { token: sheet.token, ...(shippingContact ? { shippingContact } : {}) };
          this.onpaymentauthorized?.({ payment: billingContact ? { ...payment, billingContact } : payment });
        }
      })
      .catch(() => this.finish(true));
  }

  completePayment(status: unknown): void {
    if (this.state !== 'authorizing') throw new Error('No payment authorization is pending.');
    void status;
    this.finish(false);
  }

  abort(): void {
    this.finish(false);
  }

  private finish(canceled: boolean): void {
    if (this.state === 'done') return;
    this.state = 'done';
    if (canceled) this.oncancel?.({});
  }
}

const host = window as unknown as { ApplePaySession?: unknown };
if (!host.ApplePaySession) host.ApplePaySession = EmulatedApplePaySession;

export {};
