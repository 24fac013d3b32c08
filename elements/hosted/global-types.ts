/**
 * What the hosted classic script puts on the page's global object, as types (the `payment-dropin/global` entry
 * declares them on `window`). This module has no code.
 */
import type { CreateFunction } from '../dropin-types.js';
import type * as Hosted from './esm.js';

/** The hosted ES module (`payment-dropin.esm.js`), as `window.paymentDropin.loaded` resolves to it. */
export type HostedModule = typeof Hosted;

/** `window.paymentDropin`. */
export interface PaymentDropinGlobal {
  /** Drop-in's `create()`, the same as `braintree.dropin.create`. */
  readonly create: CreateFunction;
  /** The Drop-in version this package implements. */
  readonly VERSION: string;
  /** Resolves with the hosted ES module once it has loaded. */
  readonly loaded: Promise<HostedModule>;
}
