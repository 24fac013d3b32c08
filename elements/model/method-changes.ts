/**
 * The method rules the parts that load on demand share (what a payment does, saved methods, the wallets, the choices
 * on the lists): a method added, the active method changed, and the view once the methods change. Setup needs none of
 * them, so they are not in the first download (setup's view rules are `navigation.ts`).
 */
import { CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS } from '../vocabulary/constants.js';
import { initialViewId } from './selectors.js';
import { methodsOf, setView } from './navigation.js';
import { schedule, type Tx } from './transaction.js';
import type { PaymentMethod } from '../vocabulary/types.js';

/** Back to the initial view unless already there, or unless methods remain to choose from (Drop-in). */
export function navigateToInitialView(tx: Tx): void {
  const target = initialViewId(tx.s);
  if (tx.s.activeView === target || methodsOf(tx).length > 0) {
    return;
  }
  setView(tx, target);
}

/** Keeps the active method only while it is still listed. */
export function dropStaleActiveMethod(tx: Tx): void {
  const active = tx.s.activeMethod;
  if (active !== null && !methodsOf(tx).some((method) => method.nonce === active.nonce)) {
    tx.s.activeMethod = null;
  }
}

export function changeActiveMethod(tx: Tx, method: PaymentMethod): void {
  tx.s.activeMethod = method;
  schedule(tx, 'activeMethodDelay', CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS, { type: 'activeMethodDelayElapsed' });
}

export function addMethod(tx: Tx, method: PaymentMethod, immediate: boolean): void {
  const { s } = tx;
  s.addedMethods = s.config.isGuestCheckout
    ? [method]
    : [method, ...s.addedMethods.filter((existing) => existing.nonce !== method.nonce)];
  if (immediate) {
    s.activeMethod = method;
    setView(tx, 'methods');
  } else {
    changeActiveMethod(tx, method);
  }
}

/** Fetches the saved methods again; `reason` says what to do once they are in (vault.ts). */
export function requestRefresh(tx: Tx, reason: 'clear' | 'deletion'): void {
  tx.s.pendingRefresh = reason;
  tx.effects.push({ kind: 'fetchSavedMethods', defaultFirst: tx.s.config.showDefaultPaymentMethodFirst });
}
