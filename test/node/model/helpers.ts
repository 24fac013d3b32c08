import { createModelConfig } from './catalogue.js';
import {
  reduce as reduceWith,
  reduceAll as reduceAllWith,
  start,
  type LoadedParts,
  type DropinAction,
  type DropinEffect,
  type DropinState,
  type Transition,
} from '../../../elements/model/dropin-model.js';
import { choosingPart } from '../../../elements/model/choosing.js';
import { payingPart } from '../../../elements/model/paying.js';
import { vaultPart } from '../../../elements/model/vault.js';
import { walletsPart } from '../../../elements/model/wallets.js';
import type {
  DropinOptions,
  PaymentMethod,
  PaymentMethodType,
  PaymentOptionId,
} from '../../../elements/vocabulary/types.js';
import type { ModelEvent } from '../../../elements/vocabulary/events.js';

/**
 * Every concern, as the element has them once a page with saved methods, wallets and the lists loaded them, and the
 * payment's code (every page fetches it once ready).
 */
export const ALL_PARTS: LoadedParts = {
  vault: vaultPart,
  wallets: walletsPart,
  choosing: choosingPart,
  paying: payingPart,
};

/** The model's `reduce` with every part loaded. */
export function reduce(state: DropinState, action: DropinAction, parts: LoadedParts = ALL_PARTS): Transition {
  return reduceWith(state, action, parts);
}

function reduceAll(state: DropinState, actions: readonly DropinAction[]): Transition {
  return reduceAllWith(state, actions, ALL_PARTS);
}

/** A payment method with sensible details for its type. */
export function method(
  nonce: string,
  type: PaymentMethodType = 'CreditCard',
  extra: Partial<PaymentMethod> = {},
): PaymentMethod {
  const details =
    type === 'CreditCard'
      ? { lastFour: nonce.slice(-4).padStart(4, '0'), cardType: 'Visa', bin: '411111' }
      : type === 'PayPalAccount'
        ? { email: `${nonce}@example.com` }
        : type === 'VenmoAccount'
          ? { username: `@${nonce}` }
          : {};
  return { nonce, type, details, ...extra };
}

/** Setup inputs for `boot`. */
export interface BootOptions {
  readonly options?: Partial<DropinOptions>;
  readonly supported?: readonly PaymentOptionId[];
  readonly guest?: boolean;
  readonly saved?: readonly PaymentMethod[];
  /** Dependencies that fail instead of becoming ready. */
  readonly failing?: readonly PaymentOptionId[];
}

/** Starts the model and runs it through a successful (or failing) setup. */
export function boot(input: BootOptions = {}): Transition {
  const supported = input.supported ?? ['card'];
  const config = createModelConfig(
    { authorization: 'auth', ...(input.options ?? {}) } as DropinOptions,
    supported,
    input.guest ?? false,
  );
  const started = start(config);
  const actions: DropinAction[] = [];
  for (const id of supported) {
    actions.push(
      input.failing?.includes(id)
        ? { type: 'optionFailed', option: id, error: new Error(`${id} broke`) }
        : { type: 'optionReady', option: id },
    );
  }
  if (config.threeDSecure) actions.push({ type: 'serviceReady', service: 'threeDSecure' });
  if (config.dataCollector) actions.push({ type: 'serviceReady', service: 'dataCollector' });
  if (!config.isGuestCheckout) actions.push({ type: 'savedMethodsLoaded', methods: input.saved ?? [] });
  actions.push({ type: 'setupPollTick' });
  const booted = reduceAll(started.state, actions);
  return { state: booted.state, effects: [...started.effects, ...booted.effects] };
}

/** Applies actions to a state. */
export function run(state: DropinState, ...actions: DropinAction[]): Transition {
  return reduceAll(state, actions);
}

/** The public events among effects, by name. */
export function events(effects: readonly DropinEffect[]): string[] {
  return effects
    .filter((e): e is Extract<DropinEffect, { kind: 'emit' }> => e.kind === 'emit')
    .map((e) => e.event.name);
}

/** The public events among effects, whole. */
export function eventObjects(effects: readonly DropinEffect[]): ModelEvent[] {
  return effects.filter((e): e is Extract<DropinEffect, { kind: 'emit' }> => e.kind === 'emit').map((e) => e.event);
}

/** Analytics kinds among effects. */
export function analytics(effects: readonly DropinEffect[]): string[] {
  return effects
    .filter((e): e is Extract<DropinEffect, { kind: 'analytics' }> => e.kind === 'analytics')
    .map((e) => e.event);
}

/** Effects of one kind. */
export function ofKind<K extends DropinEffect['kind']>(
  effects: readonly DropinEffect[],
  kind: K,
): Extract<DropinEffect, { kind: K }>[] {
  return effects.filter((e): e is Extract<DropinEffect, { kind: K }> => e.kind === kind);
}

/** Runs the action a `schedule` effect carries, as the element does when the timer fires. */
export function fire(transition: Transition, timer: string): Transition {
  const scheduled = ofKind(transition.effects, 'schedule').filter((e) => e.timer === timer);
  const last = scheduled[scheduled.length - 1];
  if (last === undefined) {
    throw new Error(`no ${timer} scheduled in ${JSON.stringify(transition.effects)}`);
  }
  return reduce(transition.state, last.action);
}
