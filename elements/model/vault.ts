/**
 * The customer's saved methods: their arrival (filtered and ordered), edit mode, and deleting one (confirm, delete,
 * refresh, finish), and which saved methods are listed in what order. A reducer of its own, loaded as a part of the
 * model (`vaultPart`): a guest's page without the vault manager needs none of it.
 */
import { DELETION_LOADER_HIDE_DELAY_MS } from '../vocabulary/constants.js';
import { ERROR_KEYS } from '../vocabulary/messages.js';
import type { OptionCatalogue } from '../vocabulary/option-definition.js';
import type { PaymentMethod, PaymentMethodType, PaymentOptionId } from '../vocabulary/types.js';
import { dropStaleActiveMethod, navigateToInitialView, requestRefresh } from './method-changes.js';
import { methodsOf, sendToDefaultView, setView } from './navigation.js';
import { canEditMethods } from './selectors.js';
import type { ActionOf, VaultAction } from './state.js';
import { analytics, clearError, reportError, schedule, type LazyParts, type Tx } from './transaction.js';

/** The part a page loads with a customer's saved methods or the vault manager (handed to `reduce`). */
export const vaultPart: LazyParts['vault'] = { apply: applyVault };

/** Applies one action of saved methods, edit mode or deletion. */
export function applyVault(tx: Tx, action: VaultAction): void {
  switch (action.type) {
    case 'savedMethodsLoaded':
      return savedMethodsLoaded(tx, action.methods);
    case 'savedMethodsLoadFailed':
      tx.effects.push({
        kind: 'log',
        level: 'warn',
        message: 'Saved payment methods could not be fetched.',
        error: action.error,
      });
      tx.s.savedMethodsLoaded = true;
      return afterSavedMethods(tx);
    case 'editModeEntered':
      if (canEditMethods(tx.s) && !tx.s.editMode && tx.s.deletion === null) enterEditMode(tx);
      return;
    case 'editModeLeft':
      if (tx.s.phase === 'ready' && tx.s.editMode && tx.s.pendingDeletion === null) leaveEditMode(tx);
      return;
    case 'deleteRequested':
      return deleteRequested(tx, action.nonce);
    case 'deleteDeclined':
      if (tx.s.phase === 'ready' && tx.s.pendingDeletion !== null && tx.s.deletion === null) {
        tx.s.pendingDeletion = null;
        setView(tx, 'methods');
      }
      return;
    case 'deleteConfirmed':
      return deleteConfirmed(tx);
    case 'deleteSucceeded':
    case 'deleteFailed':
      return deleteAnswered(tx, action);
    case 'deletionLoaderElapsed':
      tx.s.deletionLoaderHeld = false;
      return;
  }
}

function savedMethodsLoaded(tx: Tx, methods: readonly PaymentMethod[]): void {
  const { s } = tx;
  const { supportedOptions, hiddenVaultedTypes, catalogue } = s.config;
  const filtered = filterSavedMethods(methods, supportedOptions, hiddenVaultedTypes, catalogue);
  s.savedMethods = s.config.isGuestCheckout ? [] : orderSavedMethods(filtered, s.config.showDefaultPaymentMethodFirst);
  // Methods vaulted during this session now come back from the server with their own nonces.
  s.addedMethods = s.addedMethods.filter((method) => method.vaulted !== true);
  s.savedMethodsLoaded = true;
  afterSavedMethods(tx);
}

/** In edit mode, tapping a method asks to delete it (one backing a subscription cannot be). */
export function requestDeletion(tx: Tx, method: PaymentMethod): void {
  if (method.hasSubscription === true) {
    return;
  }
  tx.s.pendingDeletion = method;
  setView(tx, 'delete-confirmation');
}

function deleteRequested(tx: Tx, nonce: string): void {
  const { s } = tx;
  if (s.phase !== 'ready' || !s.editMode || s.deletion !== null) {
    return;
  }
  const method = methodsOf(tx).find((candidate) => candidate.nonce === nonce);
  if (method !== undefined) {
    requestDeletion(tx, method);
  }
}

function deleteConfirmed(tx: Tx): void {
  const { s } = tx;
  const method = s.pendingDeletion;
  if (s.phase !== 'ready' || method === null || s.deletion !== null) {
    return;
  }
  if (s.config.isGuestCheckout) {
    // Guests have nothing on the server: the method only lives in this page.
    removeMethodLocally(tx, method.nonce);
    finishDeletion(tx, false);
    return;
  }
  s.deletion = { nonce: method.nonce, step: 'deleting', failed: false };
  tx.effects.push({ kind: 'deleteVaultedMethod', nonce: method.nonce });
}

function deleteAnswered(tx: Tx, action: ActionOf<'deleteSucceeded' | 'deleteFailed'>): void {
  const deletion = tx.s.deletion;
  if (deletion?.step !== 'deleting') {
    return;
  }
  if (action.type === 'deleteSucceeded') {
    removeMethodLocally(tx, deletion.nonce);
    tx.s.deletion = { ...deletion, step: 'refreshing' };
  } else {
    tx.s.deletion = { ...deletion, step: 'refreshing', failed: true, error: action.error };
  }
  requestRefresh(tx, 'deletion');
}

export function enterEditMode(tx: Tx): void {
  analytics(tx, 'manager.appeared');
  tx.s.editMode = true;
  setView(tx, 'methods');
  tx.s.toggleVisible = false;
}

export function leaveEditMode(tx: Tx): void {
  tx.s.editMode = false;
  clearError(tx);
  if (tx.s.activeView === 'methods') {
    tx.s.toggleVisible = true;
  }
}

function finishDeletion(tx: Tx, failed: boolean): void {
  const { s } = tx;
  s.deletion = null;
  s.pendingDeletion = null;
  leaveEditMode(tx);
  dropStaleActiveMethod(tx);
  if (failed && methodsOf(tx).length > 0) {
    enterEditMode(tx);
    reportError(tx, ERROR_KEYS.deletionFailed);
  } else {
    sendToDefaultView(tx);
  }
  s.deletionLoaderHeld = true;
  schedule(tx, 'deletionLoaderHide', DELETION_LOADER_HIDE_DELAY_MS, { type: 'deletionLoaderElapsed' });
}

function removeMethodLocally(tx: Tx, nonce: string): void {
  tx.s.savedMethods = tx.s.savedMethods.filter((method) => method.nonce !== nonce);
  tx.s.addedMethods = tx.s.addedMethods.filter((method) => method.nonce !== nonce);
}

function afterSavedMethods(tx: Tx): void {
  const { s } = tx;
  const reason = s.pendingRefresh;
  s.pendingRefresh = null;
  dropStaleActiveMethod(tx);
  if (reason === 'deletion') {
    finishDeletion(tx, s.deletion?.failed === true);
  } else if (reason === 'clear') {
    navigateToInitialView(tx);
  }
}

/** Saved methods the shopper may use here: of a type an offered option produces and not hidden; marked vaulted. */
export function filterSavedMethods(
  methods: readonly PaymentMethod[],
  supportedOptions: readonly PaymentOptionId[],
  hiddenTypes: readonly PaymentMethodType[],
  catalogue: OptionCatalogue,
): PaymentMethod[] {
  const shown = new Set<PaymentMethodType>();
  for (const option of supportedOptions) {
    const type = catalogue[option].method.type;
    if (!hiddenTypes.includes(type)) {
      shown.add(type);
    }
  }
  return methods.filter((method) => shown.has(method.type)).map((method) => ({ ...method, vaulted: true }));
}

/** Puts the customer's default method first (stable otherwise) unless the merchant turned that off. */
export function orderSavedMethods(methods: readonly PaymentMethod[], defaultFirst: boolean): PaymentMethod[] {
  if (!defaultFirst) {
    return [...methods];
  }
  return [
    ...methods.filter((method) => method.default === true),
    ...methods.filter((method) => method.default !== true),
  ];
}
