/**
 * The view and method rules every concern's reducer shares: Drop-in's primary view rules, the default and initial
 * views, the active method and adding a method. The shopper's choices on the lists are in `choosing.ts`.
 */
import { CARD_FOCUS_DELAY_MS, CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS } from '../vocabulary/constants.js';
import { hasMultipleOptions, initialViewId, isSheet, paymentMethods } from './selectors.js';
import { analytics, clearError, emit, schedule, type Tx } from './transaction.js';
import type { PaymentMethod, ViewId } from '../vocabulary/types.js';

export function methodsOf(tx: Tx): readonly PaymentMethod[] {
  return paymentMethods(tx.s);
}

/** Shows a view: Drop-in's setPrimaryView (toggle rules, error cleared, card focus, changeActiveView). */
export function setView(tx: Tx, view: ViewId): void {
  const { s } = tx;
  const previous = s.activeView;
  s.activeView = view;
  s.otherOptionsVisible = false;
  if (view === 'options') {
    s.toggleVisible = false;
  } else if (view === 'methods') {
    s.toggleVisible = !s.editMode;
  } else if (isSheet(view)) {
    s.toggleVisible = !s.editMode && (methodsOf(tx).length > 0 || hasMultipleOptions(s));
  }
  if (previous !== view) {
    emit(tx, { name: 'changeActiveView', detail: { previousViewId: previous, newViewId: view } });
    if (view === 'card') {
      tx.effects.push({ kind: 'focusCardField', field: s.config.cardFirstField, delayMs: CARD_FOCUS_DELAY_MS });
    }
  }
  clearError(tx);
}

/** Drop-in's default view: first saved method preselected (or the list), else options, else the only sheet. */
export function sendToDefaultView(tx: Tx): void {
  const methods = methodsOf(tx);
  const first = methods[0];
  if (first !== undefined) {
    if (tx.s.config.preselectVaultedPaymentMethod) {
      // Drop-in names this event after cards whatever the method's type; kept so dashboards keep counting.
      analytics(tx, 'vaulted-card.preselect');
      tx.s.activeMethod = first;
    }
    setView(tx, 'methods');
    return;
  }
  setView(tx, initialViewId(tx.s));
}

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
