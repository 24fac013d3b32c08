import { PaymentDropin } from './payment-dropin.js';

/** Said when the page registered an element of its own under our name: every `<payment-dropin>` is then the page's. */
export const NAME_TAKEN = '<payment-dropin>: the page already defines payment-dropin as another element.';

/** Registers `<payment-dropin>` once, however many bundles import this module (each copy's class works alike). */
const defined = customElements.get('payment-dropin');
if (!defined) customElements.define('payment-dropin', PaymentDropin);
else if (!('requestPaymentMethod' in defined.prototype)) console.error(NAME_TAKEN);

export { PaymentDropin };

declare global {
  interface HTMLElementTagNameMap {
    'payment-dropin': PaymentDropin;
  }
}
