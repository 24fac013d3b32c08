/**
 * The widget's state machine. `reduce(state, action)` returns the next state and the effects the element must
 * perform (events, analytics, timers, provider calls, error display). It never touches the DOM, braintree-web or
 * the clock: delays are `schedule` effects whose action the element dispatches when the time is up.
 */
import {
  ANALYTICS_KIND_BY_TYPE,
  CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS,
  DELETION_LOADER_HIDE_DELAY_MS,
  DEPENDENCY_READY_POLL_MS,
  PAYMENT_METHOD_TYPE_BY_OPTION,
  PAYPAL_SETUP_TIMEOUT_MS,
  CARD_FOCUS_DELAY_MS,
} from './constants.js';
import { assertNever } from './assert-never.js';
import { classifyWalletError } from './errors.js';
import { ERROR_KEYS, MESSAGES } from './messages.js';
import { cardOptions } from './options.js';
import { filterSavedMethods, hiddenVaultedTypes, orderSavedMethods } from './payment-methods.js';
import type {
  DependencyName,
  DependencyStatus,
  DropinOptions,
  PaymentMethod,
  PaymentMethodType,
  PaymentOptionId,
  UpdatableProperty,
  ViewId,
} from './types.js';

/** Static facts the model is started with; computed once from the options, the gateway and the authorization. */
export interface ModelConfig {
  /** Offered options in priority order (the result of `resolvePaymentOptionPriority`); never empty. */
  readonly supportedOptions: readonly PaymentOptionId[];
  readonly isGuestCheckout: boolean;
  /** The merchant enabled deleting saved methods. */
  readonly vaultManager: boolean;
  readonly preselectVaultedPaymentMethod: boolean;
  readonly showDefaultPaymentMethodFirst: boolean;
  /** Saved types never listed (always-hidden wallets plus the merchant's). */
  readonly hiddenVaultedTypes: readonly PaymentMethodType[];
  readonly threeDSecure: boolean;
  readonly dataCollector: boolean;
  /** Field focused when the card sheet opens. */
  readonly cardFirstField: 'cardholderName' | 'number';
}

/** Builds the model's configuration from validated options and the resolved facts. */
export function createModelConfig(
  options: DropinOptions,
  supportedOptions: readonly PaymentOptionId[],
  isGuestCheckout: boolean,
): ModelConfig {
  return {
    supportedOptions: [...supportedOptions],
    isGuestCheckout,
    vaultManager: options.vaultManager === true,
    preselectVaultedPaymentMethod: options.preselectVaultedPaymentMethod !== false,
    showDefaultPaymentMethodFirst: options.showDefaultPaymentMethodFirst !== false,
    hiddenVaultedTypes: hiddenVaultedTypes(options.hiddenVaultedPaymentMethodTypes),
    threeDSecure: Boolean(options.threeDSecure),
    dataCollector: Boolean(options.dataCollector),
    cardFirstField: cardOptions(options)?.cardholderName ? 'cardholderName' : 'number',
  };
}

/** Where the widget is in its life. */
export type Phase = 'initializing' | 'ready' | 'failed' | 'torn-down';

/** Wallets whose button opens a session that must not be opened twice. */
export type WalletSessionOption = 'applePay' | 'venmo' | 'googlePay';

/** The requestable truth right now (what `isPaymentMethodRequestable` answers). */
export interface RequestableSnapshot {
  readonly isRequestable: boolean;
  readonly type?: PaymentMethodType;
  /** Nonce of the selected method; absent for a complete card form (not yet tokenized). */
  readonly nonce?: string;
  readonly paymentMethodIsSelected: boolean;
}

/** An app-switch result (Venmo) that arrived before setup finished. */
export type AppSwitchResult =
  { readonly kind: 'payload'; readonly method: PaymentMethod } | { readonly kind: 'error'; readonly error: unknown };

/** A deletion after the shopper said yes. */
export interface DeletionProgress {
  readonly nonce: string;
  readonly step: 'deleting' | 'refreshing';
  readonly failed: boolean;
  readonly error?: unknown;
}

/** The whole widget state. Render from it; never mutate it. */
export interface DropinState {
  readonly config: ModelConfig;
  readonly phase: Phase;
  readonly dependencies: Readonly<Record<DependencyName, DependencyStatus>>;
  /** Errors of failed dependencies (first failure wins), for the console. */
  readonly dependencyErrors: Readonly<Partial<Record<DependencyName, unknown>>>;
  readonly savedMethodsLoaded: boolean;
  /** Vaulted methods from the server, filtered and ordered. */
  readonly savedMethods: readonly PaymentMethod[];
  /** Methods added in this session (tokenized card, wallets), newest first; shown above saved ones. */
  readonly addedMethods: readonly PaymentMethod[];
  readonly activeMethod: PaymentMethod | null;
  /** Null until setup completes. */
  readonly activeView: ViewId | null;
  /** "Choose another way to pay". */
  readonly toggleVisible: boolean;
  /** The options list shown under the saved methods after the toggle. */
  readonly otherOptionsVisible: boolean;
  readonly editMode: boolean;
  /** The method the delete confirmation is about. */
  readonly pendingDeletion: PaymentMethod | null;
  readonly deletion: DeletionProgress | null;
  /** A saved-methods refresh is under way, and why. */
  readonly pendingRefresh: 'clear' | 'deletion' | null;
  /** The loading indicator stays up this long after a deletion. */
  readonly deletionLoaderHeld: boolean;
  /** 3D Secure verification is running. */
  readonly verifying: boolean;
  /** Show the loading indicator (derived from the flags above). */
  readonly loading: boolean;
  /** Cover the panel so nothing can be clicked (tokenizing, wallet session). */
  readonly userActionBlocked: boolean;
  readonly cardFormComplete: boolean;
  /** Card tokenization under way: validity changes must not flip the requestable flag. */
  readonly cardBusy: boolean;
  readonly walletSessions: Readonly<Record<WalletSessionOption, boolean>>;
  readonly requestable: RequestableSnapshot;
  /** The last requestable state announced by an event; the next event fires only when this changes. */
  readonly lastEmitted: { readonly requestable: boolean; readonly nonce?: string };
  /** The sheet error (unresolved; the element turns it into text with `resolveErrorMessage`). */
  readonly sheetError: { readonly error: unknown } | null;
  readonly appSwitch: ({ readonly option: PaymentOptionId } & AppSwitchResult) | null;
}

/** Every input the model understands. */
export type DropinAction =
  /** The provider began setting a dependency up (starts PayPal's 30 s timeout). */
  | { readonly type: 'dependencyStarted'; readonly name: DependencyName }
  | { readonly type: 'dependencyReady'; readonly name: DependencyName }
  | { readonly type: 'dependencyFailed'; readonly name: DependencyName; readonly error: unknown }
  /** The option turned out not to be available after all. */
  | { readonly type: 'dependencyNotEnabled'; readonly name: DependencyName }
  /** Scheduled every 200 ms until startup settles. */
  | { readonly type: 'setupPollTick' }
  | { readonly type: 'savedMethodsLoaded'; readonly methods: readonly PaymentMethod[] }
  | { readonly type: 'savedMethodsLoadFailed'; readonly error: unknown }
  /** A tokenized card or a wallet payload. */
  | { readonly type: 'paymentMethodAdded'; readonly method: PaymentMethod }
  /** The shopper tapped a method in the list (in edit mode: asks to delete it). */
  | { readonly type: 'paymentMethodSelected'; readonly nonce: string }
  /** The shopper chose an option in the options list. */
  | { readonly type: 'paymentOptionSelected'; readonly option: PaymentOptionId }
  /** Go to the default view, preselecting the first saved method when allowed. */
  | { readonly type: 'preselectRequested' }
  /** Navigate to a view (ignored when the view is not available). */
  | { readonly type: 'viewRequested'; readonly viewId: ViewId }
  /** "Choose another way to pay". */
  | { readonly type: 'otherWaysToPayToggled' }
  /** Scheduled 200 ms after the active method changed. */
  | { readonly type: 'activeMethodDelayElapsed' }
  | { readonly type: 'editModeEntered' }
  | { readonly type: 'editModeLeft' }
  | { readonly type: 'deleteRequested'; readonly nonce: string }
  | { readonly type: 'deleteDeclined' }
  | { readonly type: 'deleteConfirmed' }
  | { readonly type: 'deleteSucceeded' }
  | { readonly type: 'deleteFailed'; readonly error: unknown }
  /** Scheduled 500 ms after a deletion finished. */
  | { readonly type: 'deletionLoaderElapsed' }
  /** `clearSelectedPaymentMethod()`. */
  | { readonly type: 'selectionCleared' }
  /** `updateConfiguration(property, key, value)`; the element updates the provider's copy itself. */
  | { readonly type: 'configurationUpdated'; readonly property: UpdatableProperty }
  | { readonly type: 'cardValidityChanged'; readonly isComplete: boolean }
  | { readonly type: 'cardTokenizationStarted' }
  /** Submit found invalid fields (the card form shows per-field errors). */
  | { readonly type: 'cardSubmitInvalid' }
  | { readonly type: 'cardTokenizationFailed'; readonly error: unknown }
  | { readonly type: 'requestableRecomputed' }
  | { readonly type: 'errorReported'; readonly error: unknown }
  | { readonly type: 'errorCleared' }
  | { readonly type: 'userActionPrevented' }
  | { readonly type: 'userActionAllowed' }
  /** A wallet button was pressed. */
  | { readonly type: 'walletSessionRequested'; readonly option: WalletSessionOption }
  | { readonly type: 'walletSessionEnded'; readonly option: WalletSessionOption; readonly outcome: WalletOutcome }
  /** The page came back from the Venmo app with a result. */
  | { readonly type: 'appSwitchReturned'; readonly option: PaymentOptionId; readonly result: AppSwitchResult }
  | { readonly type: 'verificationStarted' }
  | { readonly type: 'verificationFinished' }
  /** `requestPaymentMethod` resolved (for analytics). */
  | { readonly type: 'requestSucceeded'; readonly method: PaymentMethod }
  /** `requestPaymentMethod` rejected (for analytics). */
  | { readonly type: 'requestFailed' }
  | { readonly type: 'teardownRequested' };

/** How a wallet session ended. */
export type WalletOutcome =
  | { readonly kind: 'tokenized'; readonly method: PaymentMethod }
  | { readonly kind: 'canceled' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Public events the element dispatches (Drop-in's names and payloads). */
export type DropinEvent =
  | {
      readonly name: 'paymentMethodRequestable';
      readonly detail: { readonly type: PaymentMethodType; readonly paymentMethodIsSelected: boolean };
    }
  | { readonly name: 'noPaymentMethodRequestable' }
  | { readonly name: 'paymentOptionSelected'; readonly detail: { readonly paymentOption: PaymentOptionId } }
  | {
      readonly name: 'changeActiveView';
      readonly detail: { readonly previousViewId: ViewId | null; readonly newViewId: ViewId };
    };

/** Named timers; scheduling a name that is pending replaces it. */
export type TimerName =
  'setupPoll' | 'activeMethodDelay' | 'deletionLoaderHide' | 'paypalSetupTimeout' | 'paypalCreditSetupTimeout';

/** What the element must do, in order. */
export type DropinEffect =
  | { readonly kind: 'emit'; readonly event: DropinEvent }
  /** Send `web.dropin.` + event. */
  | { readonly kind: 'analytics'; readonly event: string }
  /** After `delayMs`, dispatch `action` (replacing a pending timer of the same name). */
  | { readonly kind: 'schedule'; readonly timer: TimerName; readonly delayMs: number; readonly action: DropinAction }
  | { readonly kind: 'cancel'; readonly timer: TimerName }
  | { readonly kind: 'cancelAllTimers' }
  /** Show the sheet error (resolve with `resolveErrorMessage`). */
  | { readonly kind: 'showError'; readonly error: unknown }
  | { readonly kind: 'clearError' }
  | {
      readonly kind: 'log';
      readonly level: 'error' | 'warn' | 'log';
      readonly message: string;
      readonly error?: unknown;
    }
  /** Start setting up a dependency (create hosted fields, PayPal, 3DS, data collector…). */
  | { readonly kind: 'startDependency'; readonly name: DependencyName }
  /** Fetch saved methods from the vault manager and answer with savedMethodsLoaded / savedMethodsLoadFailed. */
  | { readonly kind: 'fetchSavedMethods'; readonly defaultFirst: boolean }
  /** Delete a vaulted method and answer with deleteSucceeded / deleteFailed. */
  | { readonly kind: 'deleteVaultedMethod'; readonly nonce: string }
  /** Focus a card field once the sheet can take focus. */
  | { readonly kind: 'focusCardField'; readonly field: 'cardholderName' | 'number'; readonly delayMs: number }
  /** Open the wallet's payment sheet; answer with walletSessionEnded. */
  | { readonly kind: 'startWalletSession'; readonly option: WalletSessionOption }
  /** Startup succeeded: resolve `ready`. */
  | { readonly kind: 'setupSucceeded' }
  /** Startup failed: clear the panel and reject with this message. */
  | { readonly kind: 'setupFailed'; readonly message: string; readonly cause?: unknown };

/** A transition's result. */
export interface Transition {
  readonly state: DropinState;
  readonly effects: readonly DropinEffect[];
}

const DEPENDENCY_NAMES: readonly DependencyName[] = [
  'card',
  'paypal',
  'paypalCredit',
  'venmo',
  'applePay',
  'googlePay',
  'threeDSecure',
  'dataCollector',
];

const NO_REQUESTABLE: RequestableSnapshot = { isRequestable: false, paymentMethodIsSelected: false };

/** Builds the starting state and the effects that kick off setup (dependencies, saved methods, the poll). */
export function start(config: ModelConfig): Transition {
  const dependencies = {} as Record<DependencyName, DependencyStatus>;
  for (const name of DEPENDENCY_NAMES) {
    dependencies[name] = 'not-enabled';
  }
  for (const option of config.supportedOptions) {
    dependencies[option] = 'initializing';
  }
  if (config.threeDSecure) {
    dependencies.threeDSecure = 'initializing';
  }
  if (config.dataCollector) {
    dependencies.dataCollector = 'initializing';
  }
  const state: DropinState = {
    config,
    phase: 'initializing',
    dependencies,
    dependencyErrors: {},
    savedMethodsLoaded: config.isGuestCheckout,
    savedMethods: [],
    addedMethods: [],
    activeMethod: null,
    activeView: null,
    toggleVisible: false,
    otherOptionsVisible: false,
    editMode: false,
    pendingDeletion: null,
    deletion: null,
    pendingRefresh: null,
    deletionLoaderHeld: false,
    verifying: false,
    loading: true,
    userActionBlocked: false,
    cardFormComplete: false,
    cardBusy: false,
    walletSessions: { applePay: false, venmo: false, googlePay: false },
    requestable: NO_REQUESTABLE,
    lastEmitted: { requestable: false },
    sheetError: null,
    appSwitch: null,
  };
  const effects: DropinEffect[] = DEPENDENCY_NAMES.filter((name) => dependencies[name] === 'initializing').map(
    (name) => ({ kind: 'startDependency', name }),
  );
  if (!config.isGuestCheckout) {
    effects.push({ kind: 'fetchSavedMethods', defaultFirst: config.showDefaultPaymentMethodFirst });
  }
  effects.push(pollEffect());
  return { state, effects };
}

function pollEffect(): DropinEffect {
  return { kind: 'schedule', timer: 'setupPoll', delayMs: DEPENDENCY_READY_POLL_MS, action: { type: 'setupPollTick' } };
}

// ---------------------------------------------------------------------------------------------------------------
// Selectors

/** Methods in display order: added this session (newest first), then saved. */
export function paymentMethods(state: DropinState): readonly PaymentMethod[] {
  return [...state.addedMethods, ...state.savedMethods];
}

/** Options still offered (`getAvailablePaymentOptions()`): configured ones minus any that turned out not enabled. */
export function availableOptions(state: DropinState): readonly PaymentOptionId[] {
  return state.config.supportedOptions.filter((id) => state.dependencies[id] !== 'not-enabled');
}

/** Options whose setup failed: shown disabled with the developer message. */
export function disabledOptions(state: DropinState): readonly PaymentOptionId[] {
  return availableOptions(state).filter((id) => state.dependencies[id] === 'failed');
}

/** Whether the options list exists (more than one option). */
export function hasMultipleOptions(state: DropinState): boolean {
  return availableOptions(state).length > 1;
}

/** The view to return to: saved methods if any, else the options list, else the only sheet. */
export function initialViewId(state: DropinState): ViewId {
  if (paymentMethods(state).length > 0) {
    return 'methods';
  }
  const options = availableOptions(state);
  return options.length > 1 ? 'options' : (options[0] ?? 'options');
}

/** `isPaymentMethodRequestable()`. */
export function isPaymentMethodRequestable(state: DropinState): boolean {
  return state.requestable.isRequestable;
}

/** Whether the Edit toggle is offered. */
export function canEditMethods(state: DropinState): boolean {
  return state.phase === 'ready' && state.config.vaultManager && paymentMethods(state).length > 0;
}

/** Methods backing a subscription cannot be deleted (shown disabled in edit mode). */
export function isMethodDeletable(state: DropinState, method: PaymentMethod): boolean {
  return state.editMode && method.hasSubscription !== true;
}

function isSheet(view: ViewId | null): view is PaymentOptionId {
  return view !== null && view !== 'methods' && view !== 'options' && view !== 'delete-confirmation';
}

/** The requestable truth for a state (before the card-busy freeze). */
export function computeRequestable(state: DropinState): RequestableSnapshot {
  if (state.phase !== 'ready' || state.editMode || state.pendingDeletion !== null) {
    return NO_REQUESTABLE;
  }
  switch (state.activeView) {
    case 'methods':
      return state.activeMethod
        ? {
            isRequestable: true,
            type: state.activeMethod.type,
            nonce: state.activeMethod.nonce,
            paymentMethodIsSelected: true,
          }
        : NO_REQUESTABLE;
    case 'card':
      return state.cardFormComplete
        ? { isRequestable: true, type: 'CreditCard', paymentMethodIsSelected: false }
        : NO_REQUESTABLE;
    default:
      return NO_REQUESTABLE;
  }
}

/** What `requestPaymentMethod()` must do now. */
export type RequestDecision =
  | { readonly kind: 'tokenizeCard' }
  | { readonly kind: 'returnSelected'; readonly method: PaymentMethod }
  /** Reject with `message`; when `sheetError` is set, dispatch errorReported with it first. */
  | { readonly kind: 'reject'; readonly message: string; readonly sheetError?: string };

/**
 * The card sheet tokenizes; the methods list returns the selection (none in edit mode); PayPal and Venmo insist on
 * their own buttons; any other view has nothing to give.
 */
export function decideRequest(state: DropinState): RequestDecision {
  const reject: RequestDecision = { kind: 'reject', message: MESSAGES.noPaymentMethod };
  if (state.phase !== 'ready') {
    return reject;
  }
  const view = state.activeView;
  switch (view) {
    case 'card':
      return state.cardBusy ? reject : { kind: 'tokenizeCard' };
    case 'paypal':
    case 'paypalCredit':
      return { ...reject, sheetError: ERROR_KEYS.paypalButtonMustBeUsed };
    case 'venmo':
      return { ...reject, sheetError: ERROR_KEYS.venmoButtonMustBeUsed };
    case 'methods':
      return state.editMode || state.activeMethod === null
        ? reject
        : { kind: 'returnSelected', method: state.activeMethod };
    case 'applePay':
    case 'googlePay':
    case 'options':
    case 'delete-confirmation':
    case null:
      return reject;
    default:
      return assertNever(view);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Transitions

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface Tx {
  readonly s: Mutable<DropinState>;
  readonly effects: DropinEffect[];
}

function emit(tx: Tx, event: DropinEvent): void {
  tx.effects.push({ kind: 'emit', event });
}

function analytics(tx: Tx, event: string): void {
  tx.effects.push({ kind: 'analytics', event });
}

function schedule(tx: Tx, timer: TimerName, delayMs: number, action: DropinAction): void {
  tx.effects.push({ kind: 'schedule', timer, delayMs, action });
}

function clearError(tx: Tx): void {
  if (tx.s.sheetError !== null) {
    tx.s.sheetError = null;
    tx.effects.push({ kind: 'clearError' });
  }
}

function reportError(tx: Tx, error: unknown): void {
  tx.s.sheetError = { error };
  tx.effects.push({ kind: 'showError', error });
}

function methodsOf(tx: Tx): readonly PaymentMethod[] {
  return paymentMethods(tx.s);
}

/** Shows a view: Drop-in's setPrimaryView (toggle rules, error cleared, card focus, changeActiveView). */
function setView(tx: Tx, view: ViewId): void {
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
function sendToDefaultView(tx: Tx): void {
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
function navigateToInitialView(tx: Tx): void {
  const target = initialViewId(tx.s);
  if (tx.s.activeView === target || methodsOf(tx).length > 0) {
    return;
  }
  setView(tx, target);
}

/** Keeps the active method only while it is still listed. */
function dropStaleActiveMethod(tx: Tx): void {
  const active = tx.s.activeMethod;
  if (active !== null && !methodsOf(tx).some((method) => method.nonce === active.nonce)) {
    tx.s.activeMethod = null;
  }
}

function changeActiveMethod(tx: Tx, method: PaymentMethod): void {
  tx.s.activeMethod = method;
  schedule(tx, 'activeMethodDelay', CHANGE_ACTIVE_PAYMENT_METHOD_DELAY_MS, { type: 'activeMethodDelayElapsed' });
}

function addMethod(tx: Tx, method: PaymentMethod, immediate: boolean): void {
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

function enterEditMode(tx: Tx): void {
  analytics(tx, 'manager.appeared');
  tx.s.editMode = true;
  setView(tx, 'methods');
  tx.s.toggleVisible = false;
}

function leaveEditMode(tx: Tx): void {
  tx.s.editMode = false;
  clearError(tx);
  if (tx.s.activeView === 'methods') {
    tx.s.toggleVisible = true;
  }
}

function failSetup(tx: Tx, message: string, cause?: unknown): void {
  tx.s.phase = 'failed';
  analytics(tx, 'load-error');
  tx.effects.push({ kind: 'cancelAllTimers' });
  tx.effects.push(cause === undefined ? { kind: 'setupFailed', message } : { kind: 'setupFailed', message, cause });
}

function applyAppSwitch(tx: Tx, option: PaymentOptionId, result: AppSwitchResult, immediate: boolean): void {
  if (result.kind === 'payload') {
    addMethod(tx, result.method, immediate);
    return;
  }
  if (option === 'venmo' && classifyWalletError('venmo', result.error).kind === 'ignore') {
    return;
  }
  if (availableOptions(tx.s).includes(option)) {
    setView(tx, option);
  }
  reportError(tx, result.error);
}

function completeSetup(tx: Tx): void {
  const { s } = tx;
  const options = availableOptions(s);
  if (!options.some((id) => s.dependencies[id] === 'done')) {
    failSetup(tx, MESSAGES.allPaymentOptionsFailed);
    return;
  }
  s.phase = 'ready';
  tx.effects.push({ kind: 'setupSucceeded' });
  analytics(tx, 'appeared');
  for (const id of disabledOptions(s)) {
    tx.effects.push({ kind: 'log', level: 'error', message: MESSAGES.developerError, error: s.dependencyErrors[id] });
  }
  sendToDefaultView(tx);
  const appSwitch = s.appSwitch;
  s.appSwitch = null;
  if (appSwitch !== null) {
    applyAppSwitch(tx, appSwitch.option, appSwitch, true);
    return;
  }
  const seen = new Set<PaymentMethodType>();
  for (const method of s.savedMethods) {
    if (!seen.has(method.type)) {
      seen.add(method.type);
      analytics(tx, `vaulted-${ANALYTICS_KIND_BY_TYPE[method.type]}.appear`);
    }
  }
}

function paypalTimer(name: DependencyName): TimerName | null {
  if (name === 'paypal') {
    return 'paypalSetupTimeout';
  }
  if (name === 'paypalCredit') {
    return 'paypalCreditSetupTimeout';
  }
  return null;
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

function requestRefresh(tx: Tx, reason: 'clear' | 'deletion'): void {
  tx.s.pendingRefresh = reason;
  tx.effects.push({ kind: 'fetchSavedMethods', defaultFirst: tx.s.config.showDefaultPaymentMethodFirst });
}

function isReady(state: DropinState): boolean {
  return state.phase === 'ready';
}

/** Applies one action. Unknown-state actions (wrong phase, unknown nonce, unavailable view) change nothing. */
function apply(tx: Tx, action: DropinAction): void {
  const { s } = tx;
  switch (action.type) {
    case 'dependencyStarted': {
      const timer = paypalTimer(action.name);
      if (timer !== null && s.dependencies[action.name] === 'initializing') {
        schedule(tx, timer, PAYPAL_SETUP_TIMEOUT_MS, {
          type: 'dependencyFailed',
          name: action.name,
          error: MESSAGES.paypalConnectionFailed,
        });
      }
      return;
    }
    case 'dependencyReady': {
      if (s.dependencies[action.name] !== 'initializing') {
        return;
      }
      s.dependencies = { ...s.dependencies, [action.name]: 'done' };
      const timer = paypalTimer(action.name);
      if (timer !== null) {
        tx.effects.push({ kind: 'cancel', timer });
      }
      return;
    }
    case 'dependencyFailed': {
      if (s.dependencies[action.name] !== 'initializing') {
        return;
      }
      s.dependencies = { ...s.dependencies, [action.name]: 'failed' };
      s.dependencyErrors = { ...s.dependencyErrors, [action.name]: action.error };
      const timer = paypalTimer(action.name);
      if (timer !== null) {
        tx.effects.push({ kind: 'cancel', timer });
      }
      if (action.name === 'threeDSecure' && s.phase === 'initializing') {
        failSetup(tx, MESSAGES.threeDSecureSetupFailed, action.error);
      } else if (action.name === 'dataCollector') {
        // Fraud data is optional: the widget works without it, so only tell the developer.
        tx.effects.push({ kind: 'log', level: 'log', message: MESSAGES.dataCollectorSetupFailed, error: action.error });
        analytics(tx, 'data-collector.setup-failed');
      }
      return;
    }
    case 'dependencyNotEnabled':
      if (s.dependencies[action.name] === 'initializing') {
        s.dependencies = { ...s.dependencies, [action.name]: 'not-enabled' };
      }
      return;
    case 'setupPollTick':
      if (s.phase !== 'initializing') {
        return;
      }
      if (!s.savedMethodsLoaded || Object.values(s.dependencies).includes('initializing')) {
        tx.effects.push(pollEffect());
        return;
      }
      completeSetup(tx);
      return;
    case 'savedMethodsLoaded': {
      const filtered = filterSavedMethods(action.methods, s.config.supportedOptions, s.config.hiddenVaultedTypes);
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
        analytics(tx, `vaulted-${ANALYTICS_KIND_BY_TYPE[method.type]}.select`);
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
      const type = PAYMENT_METHOD_TYPE_BY_OPTION[property];
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
      if (!isReady(s) || s.walletSessions[option] || s.dependencies[option] !== 'done') {
        return;
      }
      s.walletSessions = { ...s.walletSessions, [option]: true };
      if (option !== 'applePay') {
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
      analytics(tx, `request-payment-method.${ANALYTICS_KIND_BY_TYPE[action.method.type]}`);
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

function requestDeletion(tx: Tx, method: PaymentMethod): void {
  if (method.hasSubscription === true) {
    return;
  }
  tx.s.pendingDeletion = method;
  setView(tx, 'delete-confirmation');
}

function canShow(state: DropinState, view: ViewId): boolean {
  switch (view) {
    case 'methods':
      return paymentMethods(state).length > 0;
    case 'options':
      return hasMultipleOptions(state);
    case 'delete-confirmation':
      return false;
    case 'card':
    case 'paypal':
    case 'paypalCredit':
    case 'venmo':
    case 'applePay':
    case 'googlePay':
      return availableOptions(state).includes(view) && state.dependencies[view] === 'done';
    default:
      return assertNever(view);
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

function endWalletSession(tx: Tx, option: WalletSessionOption, outcome: WalletOutcome): void {
  const { s } = tx;
  if (!s.walletSessions[option]) {
    return;
  }
  s.walletSessions = { ...s.walletSessions, [option]: false };
  if (option !== 'applePay') {
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
      const decision = classifyWalletError(option, outcome.error);
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
