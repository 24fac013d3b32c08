/**
 * Setup, as the state machine sees it: the starting state, each payment option and each service (3D Secure, the
 * data collector) starting, then ready, failed or not enabled after all, and the poll that ends setup once nothing
 * is pending. An option's time-out is its owner's (setup/option-instances.ts), which reports it as the option's
 * failure. Pure, like the rest of the model.
 */
import { DEPENDENCY_READY_POLL_MS } from '../vocabulary/constants.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type {
  DependencyName,
  DependencyStatus,
  PaymentMethodType,
  PaymentOptionId,
  ServiceName,
} from '../vocabulary/types.js';
import { sendToDefaultView } from './navigation.js';
import { analyticsKind } from './payment-methods.js';
import { NO_REQUESTABLE, availableOptions, disabledOptions } from './selectors.js';
import type { ActionOf, DropinEffect, DropinState, ModelConfig, Transition } from './state.js';
import { analytics, partOf, type Tx } from './transaction.js';

/** The actions of setup. */
export type SetupAction = ActionOf<
  'optionReady' | 'optionFailed' | 'optionNotEnabled' | 'serviceReady' | 'serviceFailed' | 'setupPollTick'
>;

/** The services payments depend on, in the order they start. */
const SERVICES: readonly ServiceName[] = ['threeDSecure', 'dataCollector'];

/** What a service's failure does: 3D Secure fails setup; the data collector is only the developer's business. */
const SERVICE_FAILED: { readonly [Service in ServiceName]: (tx: Tx, error: unknown) => void } = {
  threeDSecure: (tx, error) => {
    if (tx.s.phase === 'initializing') failSetup(tx, MESSAGES.threeDSecureSetupFailed, error);
  },
  dataCollector: (tx, error) => {
    // Fraud data is optional: the widget works without it, so only tell the developer.
    tx.effects.push({ kind: 'log', level: 'log', message: MESSAGES.dataCollectorSetupFailed, error });
    analytics(tx, 'data-collector.setup-failed');
  },
};

/** Builds the starting state and the effects that kick off setup (options, services, saved methods, the poll). */
export function start(config: ModelConfig): Transition {
  // In the catalogue's order (the order they start in), whatever the options list's order.
  const options = (Object.keys(config.catalogue) as PaymentOptionId[]).filter((option) =>
    config.supportedOptions.includes(option),
  );
  const services = SERVICES.filter((service) => config[service]);
  const dependencies = {} as Record<DependencyName, DependencyStatus>;
  for (const name of [...Object.keys(config.catalogue), ...SERVICES] as DependencyName[]) {
    dependencies[name] =
      (options as DependencyName[]).includes(name) || (services as DependencyName[]).includes(name)
        ? 'initializing'
        : 'not-enabled';
  }
  // The options start from the state itself (`initializing`), read by their owner; the services by effect.
  const effects: DropinEffect[] = services.map((service): DropinEffect => ({ kind: 'startService', service }));
  if (!config.isGuestCheckout) {
    effects.push({ kind: 'fetchSavedMethods', defaultFirst: config.showDefaultPaymentMethodFirst });
  }
  effects.push(pollEffect());
  return { state: startingState(config, dependencies), effects };
}

function startingState(config: ModelConfig, dependencies: Record<DependencyName, DependencyStatus>): DropinState {
  return {
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
    verified: null,
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
}

/** Applies one action of setup. */
export function applySetup(tx: Tx, action: SetupAction): void {
  switch (action.type) {
    case 'optionReady':
      settle(tx, action.option, 'done');
      return;
    case 'optionNotEnabled':
      settle(tx, action.option, 'not-enabled');
      return;
    case 'optionFailed':
      settle(tx, action.option, 'failed', action.error);
      return;
    case 'serviceReady':
      settle(tx, action.service, 'done');
      return;
    case 'serviceFailed':
      if (settle(tx, action.service, 'failed', action.error)) SERVICE_FAILED[action.service](tx, action.error);
      return;
    case 'setupPollTick':
      poll(tx);
      return;
  }
}

/** A dependency still starting settles (first answer wins); false when it had settled already. */
function settle(tx: Tx, name: DependencyName, status: DependencyStatus, error?: unknown): boolean {
  const { s } = tx;
  if (s.dependencies[name] !== 'initializing') {
    return false;
  }
  s.dependencies = { ...s.dependencies, [name]: status };
  if (status === 'failed') {
    s.dependencyErrors = { ...s.dependencyErrors, [name]: error };
  }
  return true;
}

function pollEffect(): DropinEffect {
  return { kind: 'schedule', timer: 'setupPoll', delayMs: DEPENDENCY_READY_POLL_MS, action: { type: 'setupPollTick' } };
}

/** Drop-in's poll: setup ends once nothing is starting and the saved methods are in. */
function poll(tx: Tx): void {
  const { s } = tx;
  if (s.phase !== 'initializing') {
    return;
  }
  if (!s.savedMethodsLoaded || Object.values(s.dependencies).includes('initializing')) {
    tx.effects.push(pollEffect());
    return;
  }
  completeSetup(tx);
}

function failSetup(tx: Tx, message: string, cause?: unknown): void {
  tx.s.phase = 'failed';
  analytics(tx, 'load-error');
  tx.effects.push({ kind: 'cancelAllTimers' });
  tx.effects.push(cause === undefined ? { kind: 'setupFailed', message } : { kind: 'setupFailed', message, cause });
}

function completeSetup(tx: Tx): void {
  const { s } = tx;
  const options = availableOptions(s);
  if (!options.some((id) => s.dependencies[id] === 'done')) {
    // What went wrong, as the cause: the one option's own error, or every option's together.
    const errors = options.map((id) => s.dependencyErrors[id]);
    failSetup(tx, MESSAGES.allPaymentOptionsFailed, errors.length > 1 ? new AggregateError(errors) : errors[0]);
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
    // Only a wallet's return sets it, so the wallets' part is here.
    partOf(tx, 'wallets').applyAppSwitch(tx, appSwitch.option, appSwitch, true);
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
