/** A transition in progress: the state being built and the effects collected, with the helpers every transition uses. */
import type { ModelEvent } from '../vocabulary/events.js';
import type { DropinAction, DropinEffect, DropinState, TimerName } from './state.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Tx {
  readonly s: Mutable<DropinState>;
  readonly effects: DropinEffect[];
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
