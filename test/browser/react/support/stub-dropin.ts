import * as React from 'react';
import { createComponent } from '@lit/react';
import { DROPIN_EVENT_PROPS, type PaymentDropin, type PaymentMethodPayload } from '../../../../elements/react/index.js';
import { PaymentDropinError } from 'payment-dropin/errors';

/**
 * A stand-in for `<payment-dropin>` with its public API and no setup of its own, for tests of the
 * product form: the test fires the widget's events on it and stubs `requestPaymentMethod`.
 */
export class StubDropin extends HTMLElement {
  #authorization: string | undefined;

  get authorization(): string | undefined {
    return this.#authorization;
  }

  set authorization(value: string | undefined) {
    this.#authorization = value;
  }

  requestPaymentMethod(): Promise<PaymentMethodPayload> {
    return Promise.reject(new PaymentDropinError('No payment method is available.', { kind: 'validation' }));
  }

  isPaymentMethodRequestable(): boolean {
    return false;
  }

  clearSelectedPaymentMethod(): void {}

  teardown(): Promise<void> {
    return Promise.resolve();
  }
}

export const STUB_TAG = 'stub-payment-dropin';
if (!customElements.get(STUB_TAG)) customElements.define(STUB_TAG, StubDropin);

/** The stand-in wrapped exactly as `<PaymentDropin>` is (same event props). */
export const StubPaymentDropin = createComponent({
  react: React,
  tagName: STUB_TAG,
  elementClass: StubDropin,
  events: DROPIN_EVENT_PROPS,
}) as unknown as typeof PaymentDropin;
