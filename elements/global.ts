/**
 * `payment-dropin/global`: the types of what the hosted script (`payment-dropin.min.js`) defines on `window`,
 * for a page that loads it with a script tag and is type-checked:
 * `/// <reference types="payment-dropin/global" />`, or `"types": ["payment-dropin/global"]` in tsconfig.
 * - `braintree.dropin`: Drop-in's module (`create`, `VERSION`), as Drop-in's `dropin.min.js` defines it; it is
 *   also declared by `payment-dropin/create`, as `@types/braintree-web-drop-in` declares it;
 * - `window.paymentDropin`: the same `create`, and `loaded`, the hosted ES module once it has loaded.
 * This module has no code.
 */
import type { PaymentDropinGlobal } from './hosted/global-types.js';

export type * from './dropin-types.js';
export type { HostedModule, PaymentDropinGlobal } from './hosted/global-types.js';

declare global {
  interface Window {
    paymentDropin?: PaymentDropinGlobal;
  }
}
