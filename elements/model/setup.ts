/**
 * Setup, as the state machine sees it: the starting state, each dependency (the payment options, 3D Secure, the
 * data collector) starting, finishing, failing or timing out, and the poll that ends setup once nothing is pending.
 * Pure, like the rest of the model.
 */
import { DEPENDENCY_READY_POLL_MS } from '../vocabulary/constants.js';
import type { PaymentOptionDefinition, WalletErrorDecision } from '../vocabulary/option-definition.js';
import { MESSAGES } from '../vocabulary/messages.js';
import { addMethod, sendToDefaultView, setView } from './navigation.js';
import { analyticsKind } from './payment-methods.js';
import { NO_REQUESTABLE, availableOptions, disabledOptions } from './selectors.js';
import type {
  AppSwitchResult,
  DropinAction,
  DropinEffect,
  DropinState,
  ModelConfig,
  TimerName,
  Transition,
} from './state.js';
import { analytics, reportError, schedule, type Tx } from './transaction.js';
import type { DependencyName, DependencyStatus, PaymentMethodType, PaymentOptionId } from '../vocabulary/types.js';

/** The actions that belong to setup. */
export type SetupAction = Extract<
  DropinAction,
  { type: 'dependencyStarted' | 'dependencyReady' | 'dependencyFailed' | 'dependencyNotEnabled' | 'setupPollTick' }
>;

/** Every payment option the catalogue lists, then the two services payments depend on. */
function dependencyNames(config: ModelConfig): DependencyName[] {
  return [...(Object.keys(config.catalogue) as PaymentOptionId[]), 'threeDSecure', 'dataCollector'];
}

/** Builds the starting state and the effects that kick off setup (dependencies, saved methods, the poll). */
export function start(config: ModelConfig): Transition {
  const dependencies = {} as Record<DependencyName, DependencyStatus>;
  const names = dependencyNames(config);
  for (const name of names) {
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
    walletSessions: {},
    requestable: NO_REQUESTABLE,
    lastEmitted: { requestable: false },
    sheetError: null,
    appSwitch: null,
  };
  const effects: DropinEffect[] = names
    .filter((name) => dependencies[name] === 'initializing')
    .map((name) => ({ kind: 'startDependency', name }));
  if (!config.isGuestCheckout) {
    effects.push({ kind: 'fetchSavedMethods', defaultFirst: config.showDefaultPaymentMethodFirst });
  }
  effects.push(pollEffect());
  return { state, effects };
}

function pollEffect(): DropinEffect {
  return { kind: 'schedule', timer: 'setupPoll', delayMs: DEPENDENCY_READY_POLL_MS, action: { type: 'setupPollTick' } };
}

function failSetup(tx: Tx, message: string, cause?: unknown): void {
  tx.s.phase = 'failed';
  analytics(tx, 'load-error');
  tx.effects.push({ kind: 'cancelAllTimers' });
  tx.effects.push(cause === undefined ? { kind: 'setupFailed', message } : { kind: 'setupFailed', message, cause });
}

/** What an option's failed session or app switch means: its definition decides; by default it is shown. */
export function classifyOptionError(option: PaymentOptionDefinition, error: unknown): WalletErrorDecision {
  return option.classifyError?.(error) ?? { kind: 'show', error, logToConsole: false };
}

export function applyAppSwitch(tx: Tx, option: PaymentOptionId, result: AppSwitchResult, immediate: boolean): void {
  if (result.kind === 'payload') {
    addMethod(tx, result.method, immediate);
    return;
  }
  if (classifyOptionError(tx.s.config.catalogue[option], result.error).kind === 'ignore') {
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
      analytics(tx, `vaulted-${analyticsKind(method.type, s.config.catalogue)}.appear`);
    }
  }
}

function isOptionId(name: DependencyName): name is PaymentOptionId {
  return name !== 'threeDSecure' && name !== 'dataCollector';
}

/** The option's setup time-out, when its definition gives one (PayPal: 30 s). */
function setupTimeout(
  name: DependencyName,
  config: ModelConfig,
): { timer: TimerName; ms: number; error: string } | null {
  if (!isOptionId(name)) {
    return null;
  }
  const { setupTimeoutMs, setupTimeoutError } = config.catalogue[name] as PaymentOptionDefinition;
  return setupTimeoutMs === undefined
    ? null
    : { timer: `${name}SetupTimeout`, ms: setupTimeoutMs, error: setupTimeoutError ?? MESSAGES.developerError };
}

/** Applies one setup action. */
export function applySetupAction(tx: Tx, action: SetupAction): void {
  const { s } = tx;
  switch (action.type) {
    case 'dependencyStarted': {
      const timeout = setupTimeout(action.name, s.config);
      if (timeout !== null && s.dependencies[action.name] === 'initializing') {
        schedule(tx, timeout.timer, timeout.ms, { type: 'dependencyFailed', name: action.name, error: timeout.error });
      }
      return;
    }
    case 'dependencyReady': {
      if (s.dependencies[action.name] !== 'initializing') {
        return;
      }
      s.dependencies = { ...s.dependencies, [action.name]: 'done' };
      const timeout = setupTimeout(action.name, s.config);
      if (timeout !== null) {
        tx.effects.push({ kind: 'cancel', timer: timeout.timer });
      }
      return;
    }
    case 'dependencyFailed': {
      if (s.dependencies[action.name] !== 'initializing') {
        return;
      }
      s.dependencies = { ...s.dependencies, [action.name]: 'failed' };
      s.dependencyErrors = { ...s.dependencyErrors, [action.name]: action.error };
      const timeout = setupTimeout(action.name, s.config);
      if (timeout !== null) {
        tx.effects.push({ kind: 'cancel', timer: timeout.timer });
        // The option's one time-out is this one: a setup still running when it fails is stopped.
        if (isOptionId(action.name)) {
          tx.effects.push({ kind: 'stopDependency', name: action.name, reason: timeout.error });
        }
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
  }
}
