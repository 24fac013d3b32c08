import { LitElement, html } from 'lit';

/** What `requestPaymentMethod()` resolves to (SPEC §3; the model's PaymentMethodPayload). */
export interface PaymentMethodPayload {
  nonce: string;
  type: string;
  details: Record<string, unknown>;
  vaulted?: boolean;
  description?: string;
  deviceData?: string;
  binData?: Record<string, unknown>;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: Record<string, unknown>;
}

/**
 * `<payment-dropin>`: PUBLIC API STUB (being implemented). The host app may code against it.
 *
 * Attributes/properties: `authorization` (required), `locale`, `payment-option-priority` (JSON),
 * `vault-manager`, `preselect-vaulted-payment-method`, … and the property `options` taking every
 * Drop-in merchant option at once.
 *
 * @fires ready - setup finished
 * @fires error - setup failed (detail `{error, message}`)
 * @fires paymentMethodRequestable - detail `{type, paymentMethodIsSelected}`
 * @fires noPaymentMethodRequestable
 */
export class PaymentDropin extends LitElement {
  static override properties = {
    authorization: { type: String },
    locale: { type: String },
  };

  authorization?: string;
  locale?: string;

  /** Tokenizes the card form, or returns the selected saved method. */
  requestPaymentMethod(): Promise<PaymentMethodPayload> {
    return Promise.reject(new Error('No payment method is available.'));
  }

  isPaymentMethodRequestable(): boolean {
    return false;
  }

  clearSelectedPaymentMethod(): void {}

  updateConfiguration(_property: string, _key: string, _value: unknown): void {}

  getAvailablePaymentOptions(): string[] {
    return [];
  }

  /** Removes everything the widget set up; rejects with the last error seen. */
  teardown(): Promise<void> {
    return Promise.resolve();
  }

  override render() {
    return html``;
  }
}
