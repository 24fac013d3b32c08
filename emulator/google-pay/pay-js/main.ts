/**
 * A stand-in for Google's Pay API script (`pay.js`): `google.payments.api.PaymentsClient` with
 * `isReadyToPay`, `createButton`, `prefetchPaymentData` and `loadPaymentData`. The sheet's
 * outcome comes from the emulator that served this script (its wallet outcome control). A page
 * that already has Google's own script keeps it.
 */

const SHEET_PATH = '/gp/p/emulator/payment-data';

const script = document.currentScript as HTMLScriptElement | null;
const emulatorOrigin = new URL(script?.src ?? window.location.href).origin;

type Json = Record<string, unknown>;

/** Rejections carry Google's `PaymentsError` shape. */
function paymentsError(statusCode: string, statusMessage: string): Json {
  return { statusCode, statusMessage };
}

/** Button types Google documents; `short` and `plain` show the logo alone. */
const BUTTON_TYPES = ['book', 'buy', 'checkout', 'donate', 'order', 'pay', 'plain', 'subscribe', 'long', 'short'];
const LABELS: Readonly<Record<string, string>> = {
  book: 'Book with Google Pay',
  buy: 'Buy with Google Pay',
  checkout: 'Checkout with Google Pay',
  donate: 'Donate with Google Pay',
  order: 'Order with Google Pay',
  pay: 'Pay with Google Pay',
  subscribe: 'Subscribe with Google Pay',
  long: 'Buy with Google Pay',
};

function hasCardMethod(request: Json): boolean {
  if (request.apiVersion === 2) {
    const methods = request.allowedPaymentMethods;
    return Array.isArray(methods) && methods.some((m) => (m as Json | null)?.type === 'CARD');
  }
  const methods = request.allowedPaymentMethods;
  return Array.isArray(methods) && (methods.includes('CARD') || methods.includes('TOKENIZED_CARD'));
}

class PaymentsClient {
  private readonly environment: string;
  private sheetOpen = false;

  constructor(options: Json = {}) {
    const environment = options.environment ?? 'TEST';
    if (environment !== 'TEST' && environment !== 'PRODUCTION')
      throw new Error('PaymentsClient: environment must be TEST or PRODUCTION.');
    this.environment = environment;
  }

  isReadyToPay(request: Json): Promise<Json> {
    if (typeof request !== 'object' || request === null)
      return Promise.reject(paymentsError('DEVELOPER_ERROR', 'isReadyToPay needs a request.'));
    const ready = hasCardMethod(request);
    return Promise.resolve(
      request.existingPaymentMethodRequired === true
        ? { result: ready, paymentMethodPresent: ready }
        : { result: ready },
    );
  }

  prefetchPaymentData(_request: Json): void {
    // Nothing to warm up: the stand-in's sheet is a single request to the emulator.
  }

  createButton(options: Json = {}): HTMLElement {
    if (typeof options.onClick !== 'function') throw new Error('createButton: onClick is required.');
    const type =
      typeof options.buttonType === 'string' && BUTTON_TYPES.includes(options.buttonType) ? options.buttonType : 'buy';
    const color = options.buttonColor === 'white' ? 'white' : 'black';
    const wrapper = document.createElement('div');
    wrapper.className = 'gpay-button-fill';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `gpay-button ${color} ${type}`;
    button.setAttribute('aria-label', LABELS[type] ?? 'Google Pay');
    button.dataset.buttonType = type;
    // The visible words are the accessible name (the real button draws its logo, with the same name).
    button.textContent = LABELS[type] ?? 'Google Pay';
    Object.assign(button.style, {
      minWidth: type === 'short' || type === 'plain' ? '90px' : '160px',
      minHeight: '40px',
      borderRadius: '4px',
      border: color === 'white' ? '1px solid #3c4043' : '0',
      background: color === 'white' ? '#fff' : '#000',
      color: color === 'white' ? '#3c4043' : '#fff',
      font: '500 14px/1 system-ui, sans-serif',
      cursor: 'pointer',
      width: options.buttonSizeMode === 'fill' ? '100%' : 'auto',
    });
    const onClick = options.onClick as (event: Event) => void;
    button.addEventListener('click', (event) => onClick(event));
    wrapper.append(button);
    return wrapper;
  }

  async loadPaymentData(request: Json): Promise<Json> {
    if (this.sheetOpen) throw paymentsError('DEVELOPER_ERROR', 'A Google Pay sheet is already open.');
    if (typeof request !== 'object' || request === null)
      throw paymentsError('DEVELOPER_ERROR', 'loadPaymentData needs a request.');
    if (request.environment !== undefined && request.environment !== this.environment)
      throw paymentsError(
        'DEVELOPER_ERROR',
        `The request is for ${String(request.environment)}, the client for ${this.environment}.`,
      );
    this.sheetOpen = true;
    try {
      const response = await fetch(`${emulatorOrigin}${SHEET_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw paymentsError('INTERNAL_ERROR', `The Google Pay stand-in got HTTP ${response.status}.`);
      const answer = (await response.json()) as { paymentData?: Json; error?: Json };
      if (answer.error) throw answer.error;
      return answer.paymentData!;
    } catch (error) {
      if (error instanceof Error) throw paymentsError('INTERNAL_ERROR', error.message);
      throw error;
    } finally {
      this.sheetOpen = false;
    }
  }
}

const host = window as unknown as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } };
host.google ??= {};
host.google.payments ??= {};
host.google.payments.api ??= {};
host.google.payments.api.PaymentsClient ??= PaymentsClient;

export {};
