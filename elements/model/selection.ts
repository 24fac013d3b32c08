/**
 * What the shopper chooses and sees: a method added or picked, an option picked, the views and "other ways to pay",
 * the selection cleared, and the sheet's error.
 */
import { analyticsKind } from './payment-methods.js';
import { availableOptions, initialViewId } from './selectors.js';
import {
  addMethod,
  canShow,
  changeActiveMethod,
  methodsOf,
  navigateToInitialView,
  requestRefresh,
  setView,
  toggleOtherWaysToPay,
} from './navigation.js';
import type { ActionOf } from './state.js';
import { analytics, emit, reportError, type Tx } from './transaction.js';

/** The actions of selection and navigation. */
export type SelectionAction = ActionOf<
  | 'paymentMethodAdded'
  | 'paymentMethodSelected'
  | 'paymentOptionSelected'
  | 'viewRequested'
  | 'otherWaysToPayToggled'
  | 'activeMethodDelayElapsed'
  | 'selectionCleared'
  | 'errorReported'
>;

/** Applies one action of selection or navigation. Actions that do not fit the state change nothing. */
export function applySelection(tx: Tx, action: SelectionAction): void {
  const { s } = tx;
  const ready = s.phase === 'ready';
  switch (action.type) {
    case 'paymentMethodAdded':
      if (ready && !s.editMode) addMethod(tx, action.method, false);
      return;
    case 'paymentMethodSelected':
      return methodSelected(tx, action.nonce);
    case 'paymentOptionSelected':
      return optionSelected(tx, action.option);
    case 'viewRequested':
      if (ready && !s.editMode && canShow(s, action.viewId)) setView(tx, action.viewId);
      return;
    case 'otherWaysToPayToggled':
      if (ready && !s.editMode) toggleOtherWaysToPay(tx);
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
    case 'errorReported':
      if (ready) reportError(tx, action.error);
      return;
  }
}

/** A method tapped outside edit mode becomes the active one (in edit mode the vault's reducer takes the tap). */
function methodSelected(tx: Tx, nonce: string): void {
  const { s } = tx;
  if (s.phase !== 'ready' || s.deletion !== null) {
    return;
  }
  const method = methodsOf(tx).find((candidate) => candidate.nonce === nonce);
  if (method === undefined) {
    return;
  }
  if (method.vaulted === true) {
    analytics(tx, `vaulted-${analyticsKind(method.type, s.config.catalogue)}.select`);
  }
  changeActiveMethod(tx, method);
}

function optionSelected(tx: Tx, option: ActionOf<'paymentOptionSelected'>['option']): void {
  const { s } = tx;
  if (s.phase !== 'ready' || s.editMode || !availableOptions(s).includes(option) || s.dependencies[option] !== 'done') {
    return;
  }
  setView(tx, option);
  emit(tx, { name: 'paymentOptionSelected', detail: { paymentOption: option } });
  analytics(tx, `selected.${option}`);
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
  if (s.savedMethods.length === 0) {
    navigateToInitialView(tx);
  } else {
    requestRefresh(tx, 'clear');
  }
}
