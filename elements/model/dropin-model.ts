/**
 * The widget's state machine. `reduce(state, action)` returns the next state and the effects the element must
 * perform (events, analytics, timers, provider calls, error display). It never touches the DOM, braintree-web or
 * the clock: delays are `schedule` effects whose action the element dispatches when the time is up.
 *
 * It is made of small reducers, one per concern, each in its own module and tested on its own: setup
 * (`setup.ts`), selection (`selection.ts`), the shopper's choices on the lists (`choosing.ts`), saved methods with edit
 * mode and deletion (`vault.ts`), the wallets (`wallets.ts`), the card form (`card.ts`) and the payment request
 * (`request.ts`). `reduce` hands each
 * action to its concern, then works out what every concern shares: the requestable flag and the loading indicator.
 *
 * Saved methods, the wallets and the choices on the lists are not imported here: a card-only page of a guest needs
 * none of them, so they are parts the caller loads and hands in (`LazyParts`; `partsFor` says which a setup will need,
 * and the choices come with the lists' code). Nor is what a payment does (`paying.ts`): no page needs it before ready,
 * and it comes with the payment's code, fetched then. An action whose part is
 * missing throws `PartNotLoaded` and changes nothing, so the caller can load the part and reduce it again.
 */
import { assertNever } from '../vocabulary/assert-never.js';
import { availableOptions } from './selectors.js';
import { applySetup } from './setup.js';
import type { DropinAction, DropinEffect, DropinState, ModelConfig, Transition } from './state.js';
import { partOf, reportError, syncRequestable, type LazyPartName, type LazyParts, type Tx } from './transaction.js';

export * from './state.js';
export * from './selectors.js';
export { start } from './setup.js';
export { PartNotLoaded, type LazyPartName, type LazyParts } from './transaction.js';

/** The concerns loaded so far, handed to `reduce`. */
export type LoadedParts = Partial<LazyParts>;

/**
 * The parts a setup will need, to load while it starts: the saved methods' with a customer (they are fetched) or the
 * vault manager (a guest may delete a method added in the page), the wallets' with any option whose own button pays.
 */
export function partsFor(config: ModelConfig): LazyPartName[] {
  const parts: LazyPartName[] = [];
  if (!config.isGuestCheckout || config.vaultManager) parts.push('vault');
  if (config.supportedOptions.some((id) => config.catalogue[id].request === 'ownButton')) parts.push('wallets');
  return parts;
}

/** Hands an action to the reducer of its concern (a flat table; a missing action is a compile error). */
function apply(tx: Tx, action: DropinAction): void {
  switch (action.type) {
    case 'optionReady':
    case 'optionFailed':
    case 'optionNotEnabled':
    case 'serviceReady':
    case 'serviceFailed':
    case 'setupPollTick':
      return applySetup(tx, action);
    // In edit mode a tapped method asks for its deletion (Drop-in): the saved methods' concern takes it.
    case 'paymentMethodSelected':
      return tx.s.editMode
        ? partOf(tx, 'vault').apply(tx, { type: 'deleteRequested', nonce: action.nonce })
        : partOf(tx, 'choosing').apply(tx, action);
    case 'paymentOptionSelected':
    case 'viewRequested':
    case 'otherWaysToPayToggled':
      return partOf(tx, 'choosing').apply(tx, action);
    // What a payment does: its part comes with the payment's code (the actions made there find it loaded).
    case 'paymentMethodAdded':
    case 'activeMethodDelayElapsed':
    case 'selectionCleared':
    case 'cardTokenizationStarted':
    case 'cardSubmitInvalid':
    case 'cardTokenizationFailed':
    case 'verificationStarted':
    case 'verificationFinished':
    case 'methodVerified':
    case 'requestSucceeded':
    case 'requestFailed':
      return partOf(tx, 'paying').apply(tx, action);
    case 'savedMethodsLoaded':
    case 'savedMethodsLoadFailed':
    case 'editModeEntered':
    case 'editModeLeft':
    case 'deleteRequested':
    case 'deleteDeclined':
    case 'deleteConfirmed':
    case 'deleteSucceeded':
    case 'deleteFailed':
    case 'deletionLoaderElapsed':
      return partOf(tx, 'vault').apply(tx, action);
    case 'walletSessionRequested':
    case 'walletSessionEnded':
    case 'appSwitchReturned':
      return partOf(tx, 'wallets').apply(tx, action);
    // Only an offered wallet's settings change the state (3D Secure's are read when a card is verified).
    case 'configurationUpdated':
      return (availableOptions(tx.s) as readonly string[]).includes(action.property)
        ? partOf(tx, 'wallets').apply(tx, action)
        : undefined;
    // The sheet's error needs no part: it shows even when the code that would have paid could not be fetched.
    case 'errorReported':
      if (tx.s.phase === 'ready') reportError(tx, action.error);
      return;
    // Typing: whether the card form is complete (the requestable flag) follows at once, with no part to load.
    case 'cardValidityChanged':
      tx.s.cardFormComplete = action.isComplete;
      return;
    case 'teardownRequested':
      return;
    default:
      assertNever(action);
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

/**
 * The model's single entry point: the next state and the effects to perform, in order. `parts` are the concerns
 * loaded so far; an action that needs another throws `PartNotLoaded`.
 */
export function reduce(state: DropinState, action: DropinAction, parts: LoadedParts): Transition {
  if (state.phase === 'torn-down') {
    return { state, effects: [] };
  }
  if (action.type === 'teardownRequested') {
    return { state: { ...state, phase: 'torn-down', loading: false }, effects: [{ kind: 'cancelAllTimers' }] };
  }
  if (state.phase === 'failed') {
    return { state, effects: [] };
  }
  const tx: Tx = { s: { ...state }, effects: [], parts };
  apply(tx, action);
  syncRequestable(tx);
  tx.s.loading = isLoading(tx.s);
  // An action that changed nothing (Drop-in's poll while setup waits, a tap that does not fit) keeps the state
  // itself, so the element has nothing to draw again.
  return { state: sameState(tx.s, state) ? state : tx.s, effects: tx.effects };
}

/** Every field is the same value (the reducers replace what they change, never edit it in place). */
function sameState(next: DropinState, previous: DropinState): boolean {
  return (Object.keys(next) as Array<keyof DropinState>).every((key) => next[key] === previous[key]);
}

/** Applies several actions in turn (tests, and the element's batching), concatenating their effects. */
export function reduceAll(state: DropinState, actions: readonly DropinAction[], parts: LoadedParts): Transition {
  let current = state;
  const effects: DropinEffect[] = [];
  for (const action of actions) {
    const next = reduce(current, action, parts);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}
