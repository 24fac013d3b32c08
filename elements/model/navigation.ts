/**
 * The view rules every concern's reducer shares: Drop-in's primary view rules, and the default and initial views.
 * Adding a method and changing the active one are `method-changes.ts`; the shopper's choices on the lists are in
 * `choosing.ts`.
 */
import { CARD_FOCUS_DELAY_MS } from '../vocabulary/constants.js';
import { hasMultipleOptions, initialViewId, isSheet, paymentMethods } from './selectors.js';
import { analytics, clearError, emit, type Tx } from './transaction.js';
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
