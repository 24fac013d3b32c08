import * as React from 'react';
import { createComponent } from '@lit/react';
import { ReactiveElement } from 'lit';
import { FormControl, type FormSurface } from '../../../../elements/controllers/form-control.js';
import { DROPIN_EVENT_PROPS, type PaymentDropin, type PaymentMethodPayload } from '../../../../elements/react/index.js';
import { PaymentDropinError } from 'payment-dropin/errors';

/** A widget with nothing to show: no card form, no views (its form control's view of it). */
const NO_WIDGET: FormSurface = {
  facts: () => ({ ready: true, decision: { kind: 'tokenizeCard' } }),
  t: (key) => key,
  validationAnchor: () => undefined,
  reportInvalid: () => undefined,
  clearCardFields: () => Promise.resolve(),
  setDisabled: () => undefined,
};

/**
 * A stand-in for `<payment-dropin>` with its public API and no setup of its own, for tests of the
 * product form: the test fires the widget's events on it and stubs `requestPaymentMethod`. It is a
 * field of its form as the widget is, with the widget's own form control (given a `name`).
 */
export class StubDropin extends ReactiveElement {
  static formAssociated = true;
  static override properties = {
    authorization: { type: String },
    name: { type: String },
    deviceDataName: { type: String, attribute: 'device-data-name' },
    vaultedName: { type: String, attribute: 'vaulted-name' },
    required: { type: Boolean },
  };

  authorization?: string;
  name?: string;
  deviceDataName?: string;
  vaultedName?: string;
  required?: boolean;
  private readonly internals = this.attachInternals();
  private formControl: FormControl | undefined;

  protected override willUpdate(): void {
    if (this.name && !this.formControl) this.formControl = new FormControl(this, NO_WIDGET, this.internals);
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.formControl?.formAssociated(form);
  }

  formResetCallback(): void {
    this.formControl?.formReset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formControl?.formDisabled(disabled);
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
