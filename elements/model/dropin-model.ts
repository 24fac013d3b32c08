/**
 * The widget's state machine. `reduce(state, action)` returns the next state and the effects the element must
 * perform (events, analytics, timers, provider calls, error display). It never touches the DOM, braintree-web or
 * the clock: delays are `schedule` effects whose action the element dispatches when the time is up.
 */
import { assertNever } from '../vocabulary/assert-never.js';
import type { PaymentOptionDefinition } from '../vocabulary/option-definition.js';
import { ERROR_KEYS } from '../vocabulary/messages.js';
import { analyticsKind, filterSavedMethods, orderSavedMethods } from './payment-methods.js';
import { availableOptions, canEditMethods, computeRequestable, initialViewId } from './selectors.js';
import type {
  DropinAction,
  DropinEffect,
  DropinState,
  Transition,
  WalletOutcome,
  WalletSessionOption,
} from './state.js';
import {
  addMethod,
  afterSavedMethods,
  canShow,
  changeActiveMethod,
  dropStaleActiveMethod,
  enterEditMode,
  finishDeletion,
  leaveEditMode,
  methodsOf,
  navigateToInitialView,
  removeMethodLocally,
  requestDeletion,
  requestRefresh,
  sendToDefaultView,
  setView,
  toggleOtherWaysToPay,
} from './navigation.js';
import { applyAppSwitch, applySetupAction, classifyOptionError } from './setup.js';
import { analytics, clearError, emit, reportError, type Tx } from './transaction.js';

export * from './state.js';
export * from './selectors.js';
export { classifyOptionError, start } from './setup.js';

// ---------------------------------------------------------------------------------------------------------------
// Transitions

function isReady(state: DropinState): boolean {
  return state.phase === 'ready';
}

/** Applies one action. Unknown-state actions (wrong phase, unknown nonce, unavailable view) change nothing. */
function apply(tx: Tx, action: DropinAction): void {
  const { s } = tx;
  switch (action.type) {
    case 'dependencyStarted':
    case 'dependencyReady':
    case 'dependencyFailed':
    case 'dependencyNotEnabled':
    case 'setupPollTick':
      applySetupAction(tx, action);
      return;
    case 'savedMethodsLoaded': {
      const filtered = filterSavedMethods(
        action.methods,
        s.config.supportedOptions,
        s.config.hiddenVaultedTypes,
        s.config.catalogue,
      );
      s.savedMethods = s.config.isGuestCheckout
        ? []
        : orderSavedMethods(filtered, s.config.showDefaultPaymentMethodFirst);
      // Methods vaulted during this session now come back from the server with their own nonces.
      s.addedMethods = s.addedMethods.filter((method) => method.vaulted !== true);
      s.savedMethodsLoaded = true;
      afterSavedMethods(tx);
      return;
    }
    case 'savedMethodsLoadFailed':
      tx.effects.push({
        kind: 'log',
        level: 'warn',
        message: 'Saved payment methods could not be fetched.',
        error: action.error,
      });
      s.savedMethodsLoaded = true;
      afterSavedMethods(tx);
      return;
    case 'paymentMethodAdded':
      if (isReady(s) && !s.editMode) {
        addMethod(tx, action.method, false);
      }
      return;
    case 'paymentMethodSelected': {
      if (!isReady(s) || s.deletion !== null) {
        return;
      }
      const method = methodsOf(tx).find((candidate) => candidate.nonce === action.nonce);
      if (method === undefined) {
        return;
      }
      if (s.editMode) {
        requestDeletion(tx, method);
        return;
      }
      if (method.vaulted === true) {
        analytics(tx, `vaulted-${analyticsKind(method.type, s.config.catalogue)}.select`);
      }
      changeActiveMethod(tx, method);
      return;
    }
    case 'paymentOptionSelected': {
      const option = action.option;
      if (!isReady(s) || s.editMode || !availableOptions(s).includes(option) || s.dependencies[option] !== 'done') {
        return;
      }
      setView(tx, option);
      emit(tx, { name: 'paymentOptionSelected', detail: { paymentOption: option } });
      analytics(tx, `selected.${option}`);
      return;
    }
    case 'preselectRequested':
      if (isReady(s) && !s.editMode && s.deletion === null) {
        sendToDefaultView(tx);
      }
      return;
    case 'viewRequested':
      if (isReady(s) && !s.editMode && canShow(s, action.viewId)) {
        setView(tx, action.viewId);
      }
      return;
    case 'otherWaysToPayToggled':
      if (isReady(s) && !s.editMode) {
        toggleOtherWaysToPay(tx);
      }
      return;
    case 'activeMethodDelayElapsed':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (!isReady(s) || s.editMode || s.pendingDeletion !== null) {
        return;
      }
      setView(tx, methodsOf(tx).length > 0 ? 'methods' : initialViewId(s));
      return;
    case 'editModeEntered':
      if (canEditMethods(s) && !s.editMode && s.deletion === null) {
        enterEditMode(tx);
      }
      return;
    case 'editModeLeft':
      if (isReady(s) && s.editMode && s.pendingDeletion === null) {
        leaveEditMode(tx);
      }
      return;
    case 'deleteRequested': {
      if (!isReady(s) || !s.editMode || s.deletion !== null) {
        return;
      }
      const method = methodsOf(tx).find((candidate) => candidate.nonce === action.nonce);
      if (method !== undefined) {
        requestDeletion(tx, method);
      }
      return;
    }
    case 'deleteDeclined':
      if (isReady(s) && s.pendingDeletion !== null && s.deletion === null) {
        s.pendingDeletion = null;
        setView(tx, 'methods');
      }
      return;
    case 'deleteConfirmed': {
      const method = s.pendingDeletion;
      if (!isReady(s) || method === null || s.deletion !== null) {
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
      return;
    }
    case 'deleteSucceeded':
      if (s.deletion?.step === 'deleting') {
        removeMethodLocally(tx, s.deletion.nonce);
        s.deletion = { ...s.deletion, step: 'refreshing' };
        requestRefresh(tx, 'deletion');
      }
      return;
    case 'deleteFailed':
      if (s.deletion?.step === 'deleting') {
        s.deletion = { ...s.deletion, step: 'refreshing', failed: true, error: action.error };
        requestRefresh(tx, 'deletion');
      }
      return;
    case 'deletionLoaderElapsed':
      s.deletionLoaderHeld = false;
      return;
    case 'selectionCleared':
      if (!isReady(s) || s.deletion !== null) {
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
      return;
    case 'configurationUpdated': {
      const property = action.property;
      if (!isReady(s) || property === 'threeDSecure' || !availableOptions(s).includes(property)) {
        return;
      }
      const type = (s.config.catalogue[property] as PaymentOptionDefinition).method.type;
      s.addedMethods = s.addedMethods.filter((method) => method.type !== type || method.vaulted === true);
      dropStaleActiveMethod(tx);
      navigateToInitialView(tx);
      return;
    }
    case 'cardValidityChanged':
      s.cardFormComplete = action.isComplete;
      return;
    case 'cardTokenizationStarted':
      if (isReady(s)) {
        s.cardBusy = true;
        s.userActionBlocked = true;
        clearError(tx);
      }
      return;
    case 'cardSubmitInvalid':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (isReady(s)) {
        reportError(tx, ERROR_KEYS.fieldsInvalid);
      }
      return;
    case 'cardTokenizationFailed':
      s.cardBusy = false;
      s.userActionBlocked = false;
      if (isReady(s)) {
        reportError(tx, action.error);
      }
      return;
    case 'requestableRecomputed':
      return;
    case 'errorReported':
      if (isReady(s)) {
        reportError(tx, action.error);
      }
      return;
    case 'errorCleared':
      clearError(tx);
      return;
    case 'userActionPrevented':
      s.userActionBlocked = true;
      return;
    case 'userActionAllowed':
      s.userActionBlocked = false;
      return;
    case 'walletSessionRequested': {
      const option = action.option;
      const session = (s.config.catalogue[option] as PaymentOptionDefinition).session;
      if (!session || !isReady(s) || s.walletSessions[option] || s.dependencies[option] !== 'done') {
        return;
      }
      s.walletSessions = { ...s.walletSessions, [option]: true };
      if (session.blocksOtherActions) {
        s.userActionBlocked = true;
      }
      clearError(tx);
      tx.effects.push({ kind: 'startWalletSession', option });
      return;
    }
    case 'walletSessionEnded':
      endWalletSession(tx, action.option, action.outcome);
      return;
    case 'appSwitchReturned':
      if (s.phase === 'initializing') {
        s.appSwitch = { option: action.option, ...action.result };
      } else if (isReady(s)) {
        applyAppSwitch(tx, action.option, action.result, false);
      }
      return;
    case 'verificationStarted':
      s.verifying = true;
      return;
    case 'verificationFinished':
      s.verifying = false;
      return;
    case 'requestSucceeded':
      analytics(tx, `request-payment-method.${analyticsKind(action.method.type, s.config.catalogue)}`);
      return;
    case 'requestFailed':
      analytics(tx, 'request-payment-method.error');
      return;
    case 'teardownRequested':
      return;
    default:
      assertNever(action);
  }
}

function endWalletSession(tx: Tx, option: WalletSessionOption, outcome: WalletOutcome): void {
  const { s } = tx;
  if (!s.walletSessions[option]) {
    return;
  }
  s.walletSessions = { ...s.walletSessions, [option]: false };
  if ((s.config.catalogue[option] as PaymentOptionDefinition).session?.blocksOtherActions) {
    s.userActionBlocked = false;
  }
  if (!isReady(s)) {
    return;
  }
  switch (outcome.kind) {
    case 'tokenized':
      addMethod(tx, outcome.method, false);
      return;
    case 'canceled':
      return;
    case 'failed': {
      const decision = classifyOptionError(s.config.catalogue[option], outcome.error);
      if (decision.analytics !== undefined) {
        analytics(tx, decision.analytics);
      }
      if (decision.kind === 'show') {
        if (decision.logToConsole) {
          tx.effects.push({ kind: 'log', level: 'error', message: `${option} error`, error: outcome.error });
        }
        reportError(tx, decision.error);
      }
      return;
    }
    default:
      assertNever(outcome);
  }
}

/** Recomputes the requestable flag and announces it when it (or the selected nonce) changed after setup. */
function syncRequestable(tx: Tx): void {
  const { s } = tx;
  const frozen = s.activeView === 'card' && s.cardBusy && s.phase === 'ready';
  const next = frozen ? s.requestable : computeRequestable(s);
  s.requestable = next;
  if (s.phase !== 'ready') {
    return;
  }
  const last = s.lastEmitted;
  const changed = next.isRequestable !== last.requestable || (next.isRequestable && next.nonce !== last.nonce);
  if (!changed) {
    return;
  }
  s.lastEmitted = next.isRequestable ? { requestable: true, nonce: next.nonce } : { requestable: false };
  if (next.isRequestable && next.type !== undefined) {
    emit(tx, {
      name: 'paymentMethodRequestable',
      detail: { type: next.type, paymentMethodIsSelected: next.paymentMethodIsSelected },
    });
  } else {
    emit(tx, { name: 'noPaymentMethodRequestable' });
  }
}

function isLoading(state: DropinState): boolean {
  return (
    state.phase === 'initializing' ||
    state.deletion !== null ||
    state.deletionLoaderHeld ||
    state.pendingRefresh === 'clear' ||
    state.verifying
  );
}

/** The model's single entry point: the next state and the effects to perform, in order. */
export function reduce(state: DropinState, action: DropinAction): Transition {
  if (state.phase === 'torn-down') {
    return { state, effects: [] };
  }
  if (action.type === 'teardownRequested') {
    return { state: { ...state, phase: 'torn-down', loading: false }, effects: [{ kind: 'cancelAllTimers' }] };
  }
  if (state.phase === 'failed') {
    return { state, effects: [] };
  }
  const tx: Tx = { s: { ...state }, effects: [] };
  apply(tx, action);
  syncRequestable(tx);
  tx.s.loading = isLoading(tx.s);
  return { state: tx.s, effects: tx.effects };
}

/** Applies several actions in turn (tests, and the element's batching), concatenating their effects. */
export function reduceAll(state: DropinState, actions: readonly DropinAction[]): Transition {
  let current = state;
  const effects: DropinEffect[] = [];
  for (const action of actions) {
    const next = reduce(current, action);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}
