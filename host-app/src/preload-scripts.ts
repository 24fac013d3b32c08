import { paymentFormScripts } from './page-contract.js';

/**
 * Asks for the payment form's scripts the page names (its `payment-form-scripts` meta) all at once, as
 * module preloads: they download side by side instead of one after the other as each imports the next,
 * and the imports that follow find them loaded.
 */
export function preloadPaymentFormScripts(doc: Document = document): void {
  for (const href of paymentFormScripts(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
