/** A transition in progress: the state being built and the effects collected, with the helpers every transition uses. */
import type { ModelEvent } from '../vocabulary/events.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { computeRequestable } from './selectors.js';
import type {
  AppSwitchResult,
  ChoosingAction,
  PayingAction,
  DropinAction,
  DropinEffect,
  DropinState,
  TimerName,
  VaultAction,
  WalletAction,
} from './state.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The concerns a page may not need, each a reducer of its own that the element loads with what needs it: a card-only
 * page of a guest never downloads them. Saved methods, edit mode and deletion (`vault.ts`) come with a customer or the
 * vault manager; the wallets' sessions and app switches (`wallets.ts`) with a wallet; the shopper's choices on the
 * lists (`choosing.ts`) with the lists; what a payment does to the state (`paying.ts`) with the payment's code, which
 * every page fetches once it is ready.
 */
export interface LazyParts {
  readonly vault: { apply(tx: Tx, action: VaultAction): void };
  readonly paying: { apply(tx: Tx, action: PayingAction): void };
  readonly choosing: { apply(tx: Tx, action: ChoosingAction): void };
  readonly wallets: {
    apply(tx: Tx, action: WalletAction): void;
    applyAppSwitch(tx: Tx, option: PaymentOptionId, result: AppSwitchResult, immediate: boolean): void;
  };
}

export type LazyPartName = keyof LazyParts;

/**
 * Thrown by `reduce` when an action needs a concern that was not handed to it. The transition is dropped whole
 * (nothing of it escaped: the state it built is a copy), so the caller loads that part and reduces the action again.
 */
export class PartNotLoaded extends Error {
  constructor(readonly part: LazyPartName) {
    // No `name` of its own: setting one throws where the page froze Error.prototype, and it is caught by its class.
    super(`The model's ${part} part is not loaded.`);
  }
}

export interface Tx {
  readonly s: Mutable<DropinState>;
  readonly effects: DropinEffect[];
  /** The concerns loaded so far. */
  readonly parts: Partial<LazyParts>;
}

/** A concern that loads on demand, or `PartNotLoaded` when it has not. */
export function partOf<Name extends LazyPartName>(tx: Tx, name: Name): LazyParts[Name] {
  const part = tx.parts[name];
  if (!part) throw new PartNotLoaded(name);
  return part;
}

export function emit(tx: Tx, event: ModelEvent): void {
  tx.effects.push({ kind: 'emit', event });
}

export function analytics(tx: Tx, event: string): void {
  tx.effects.push({ kind: 'analytics', event });
}

export function schedule(tx: Tx, timer: TimerName, delayMs: number, action: DropinAction): void {
  tx.effects.push({ kind: 'schedule', timer, delayMs, action });
}

/** Clears the sheet error (the panel draws the state: nothing else is to be done). */
export function clearError(tx: Tx): void {
  tx.s.sheetError = null;
}

export function reportError(tx: Tx, error: unknown): void {
  tx.s.sheetError = { error };
  tx.effects.push({ kind: 'showError', error });
}

/** Recomputes the requestable flag and announces it when it (or the selected nonce) changed after setup. */
export function syncRequestable(tx: Tx): void {
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
