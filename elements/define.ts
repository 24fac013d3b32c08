import { PaymentDropin } from './payment-dropin.js';

/** Registers `<payment-dropin>` once, however many bundles import this module. */
if (!customElements.get('payment-dropin')) customElements.define('payment-dropin', PaymentDropin);

export { PaymentDropin };

declare global {
  interface HTMLElementTagNameMap {
    'payment-dropin': PaymentDropin;
  }
}
