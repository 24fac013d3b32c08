/**
 * The shopper's choices on the lists: a saved or added method picked, an option picked from the options list, a view
 * asked for, and "other ways to pay". These come only from the lists (the methods and the options list, the link to
 * the other ways), so this part loads with the lists' code: a card-only page that shows neither never downloads it.
 */
import { analyticsKind } from './payment-methods.js';
import { availableOptions, hasMultipleOptions, isSheet, paymentMethods } from './selectors.js';
import { changeActiveMethod } from './method-changes.js';
import { methodsOf, setView } from './navigation.js';
import type { ActionOf, ChoosingAction, DropinState } from './state.js';
import { analytics, emit, type LazyParts, type Tx } from './transaction.js';
import type { ViewId } from '../vocabulary/types.js';

/** The part the lists' code brings (handed to `reduce`). */
export const choosingPart: LazyParts['choosing'] = { apply: applyChoosing };

/** Applies one of the shopper's choices. Choices that do not fit the state change nothing. */
export function applyChoosing(tx: Tx, action: ChoosingAction): void {
  const { s } = tx;
  const ready = s.phase === 'ready';
  switch (action.type) {
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

function canShow(state: DropinState, view: ViewId): boolean {
  switch (view) {
    case 'methods':
      return paymentMethods(state).length > 0;
    case 'options':
      return hasMultipleOptions(state);
    case 'delete-confirmation':
      return false;
    default:
      // A sheet: its option is offered and set up.
      return availableOptions(state).includes(view) && state.dependencies[view] === 'done';
  }
}

/** "Choose another way to pay": from a sheet back to the list (with the options under it), or open the options. */
function toggleOtherWaysToPay(tx: Tx): void {
  const { s } = tx;
  const hasMethods = methodsOf(tx).length > 0;
  const options = availableOptions(s);
  if (!hasMultipleOptions(s)) {
    const only = options[0];
    // Drop-in hides the toggle here and strands the shopper on the sheet; going back to the list is kept possible.
    if (isSheet(s.activeView) && hasMethods) {
      setView(tx, 'methods');
    } else if (only !== undefined) {
      setView(tx, only);
    }
    return;
  }
  if (isSheet(s.activeView)) {
    if (!hasMethods) {
      setView(tx, 'options');
      return;
    }
    setView(tx, 'methods');
  }
  s.toggleVisible = false;
  s.otherOptionsVisible = true;
}
