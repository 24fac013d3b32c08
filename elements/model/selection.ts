/**
 * What every page's shopper sees: a method added and made active, and the selection cleared. The choices made on the
 * lists (a method or an option picked, "other ways to pay") are `choosing.ts`, a part that loads with the lists.
 */
import { initialViewId } from './selectors.js';
import { addMethod, navigateToInitialView, requestRefresh } from './method-changes.js';
import { methodsOf, setView } from './navigation.js';
import type { ActionOf } from './state.js';
import { syncRequestable, type Tx } from './transaction.js';

/** The actions of selection every page has. */
export type SelectionAction = ActionOf<'paymentMethodAdded' | 'activeMethodDelayElapsed' | 'selectionCleared'>;

/** Applies one action of selection. Actions that do not fit the state change nothing. */
export function applySelection(tx: Tx, action: SelectionAction): void {
  const { s } = tx;
  const ready = s.phase === 'ready';
  switch (action.type) {
    case 'paymentMethodAdded':
      if (ready && !s.editMode) addMethod(tx, action.method, false);
      return;
    case 'activeMethodDelayElapsed':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (ready && !s.editMode && s.pendingDeletion === null) {
        setView(tx, methodsOf(tx).length > 0 ? 'methods' : initialViewId(s));
      }
      return;
    case 'selectionCleared':
      return selectionCleared(tx);
  }
}

function selectionCleared(tx: Tx): void {
  const { s } = tx;
  if (s.phase !== 'ready' || s.deletion !== null) {
    return;
  }
  // Clearing ends a card tokenization still settling (e.g. 3D Secure failed within the change
  // delay): the method that delay would activate is gone, and requestable must not stay frozen.
  s.cardBusy = false;
  s.userActionBlocked = false;
  tx.effects.push({ kind: 'cancel', timer: 'activeMethodDelay' });
  s.addedMethods = [];
  s.activeMethod = null;
  // As Drop-in: nothing is requestable now, said before the view changes.
  syncRequestable(tx);
  if (s.savedMethods.length === 0) {
    navigateToInitialView(tx);
  } else {
    requestRefresh(tx, 'clear');
  }
}
