import type { Clock } from '../element/attributes.js';
import type { DropinEventDetails, DropinEventName } from '../vocabulary/events.js';
import type {
  DropinAction,
  DropinEffect,
  DropinState,
  WalletOutcome,
  WalletSessionOption,
} from '../model/dropin-model.js';
import type { DependencyName, PaymentOptionId } from '../vocabulary/types.js';
import { sendAnalyticsEvent } from '../provider/analytics.js';
import type { ClientFacts } from '../provider/gateway-client.js';
import type { OptionInstances } from './option-instances.js';
import type { SavedMethods } from './saved-methods.js';
import type { Settling } from '../element/settling.js';
import type { TimerController } from './timers.js';

/** The widget's session as the effect interpreter sees it. */
export interface EffectHost {
  readonly idPrefix: string;
  /** Changes when the widget is torn down or restarted: answers of an old setup are dropped. */
  readonly generation: number;
  readonly model: DropinState | undefined;
  readonly facts: ClientFacts | undefined;
  readonly clock: Clock;
  /** The transition being performed shows the first view after setup. */
  readonly initialView: boolean;
  readonly timers: TimerController;
  readonly instances: OptionInstances;
  readonly savedMethods: SavedMethods;
  /** Analytics wait while `requestPaymentMethod()` hands over its payload. */
  readonly settling: Settling;
  /** Kept for `teardown()`'s rejection. */
  lastError: unknown;
  dispatch(action: DropinAction): void;
  fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void;
  fail(message: string, cause: unknown): void;
  /** Setup finished: fires `ready`. */
  ready(): void;
  /** The setup running now: it starts and stops dependencies. */
  readonly setup:
    | { startDependency(name: DependencyName): Promise<void>; stopOption(id: PaymentOptionId, reason: string): void }
    | undefined;
}

/**
 * Carries out one of the model's effects: the model decides, this does (events, analytics, timers, the
 * console, dependencies, saved methods, focus, wallet sessions, the end of setup). Answers that arrive
 * later go back to the model as actions through `host.dispatch`.
 */
export function interpretEffect(host: EffectHost, effect: DropinEffect): void {
  switch (effect.kind) {
    case 'emit': {
      const event = effect.event;
      // The model's details are the public ones, more precise; except that the first view after setup has no previous
      // one (null), where the public type keeps Drop-in's string.
      host.fire(event.name, ('detail' in event ? event.detail : {}) as never);
      return;
    }
    case 'analytics': {
      const facts = host.facts;
      if (facts) host.settling.run(() => void sendAnalyticsEvent(facts, effect.event, host.idPrefix));
      return;
    }
    case 'schedule':
      host.timers.schedule(effect.timer, effect.delayMs, effect.action, (action) => host.dispatch(action));
      return;
    case 'cancel':
      host.timers.cancel(effect.timer);
      return;
    case 'cancelAllTimers':
      host.timers.cancelAll();
      return;
    case 'showError':
      host.lastError = effect.error;
      return;
    case 'log':
      console[effect.level](
        `<payment-dropin>: ${effect.message}`,
        ...(effect.error === undefined ? [] : [effect.error]),
      );
      return;
    case 'stopDependency':
      host.setup?.stopOption(effect.name, effect.reason);
      return;
    case 'startDependency':
      void host.setup?.startDependency(effect.name);
      return;
    case 'fetchSavedMethods':
      void host.savedMethods.fetch(effect.defaultFirst);
      return;
    case 'deleteVaultedMethod':
      void host.savedMethods.remove(effect.nonce);
      return;
    case 'focusCardField':
      // Only when the shopper navigated here: focusing on page load would steal the page's focus.
      if (!host.initialView)
        host.clock.setTimeout(() => host.instances.get('card')?.focus?.(effect.field), effect.delayMs);
      return;
    case 'startWalletSession':
      void runWalletSession(host, effect.option);
      return;
    case 'setupSucceeded':
      host.ready();
      return;
    case 'setupFailed': {
      // Say why: each failed option's own error goes to the console and into the cause.
      const failures = host.model?.dependencyErrors ?? {};
      for (const [name, error] of Object.entries(failures))
        console.error(`<payment-dropin>: ${name} failed to set up.`, error);
      const cause = effect.cause ?? (Object.keys(failures).length > 0 ? failures : undefined);
      host.fail(effect.message, cause ?? new Error(effect.message));
      return;
    }
  }
}

/** Opens a wallet's payment sheet and hands its outcome to the model. */
async function runWalletSession(host: EffectHost, option: WalletSessionOption): Promise<void> {
  const generation = host.generation;
  const instance = host.instances.get(option);
  const outcome: WalletOutcome = instance?.startSession
    ? await instance.startSession().catch((error: unknown) => ({ kind: 'failed', error }) as const)
    : { kind: 'failed', error: new Error(`${option} is not available in this build.`) };
  if (generation === host.generation) host.dispatch({ type: 'walletSessionEnded', option, outcome });
}
