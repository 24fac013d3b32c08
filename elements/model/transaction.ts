/** A transition in progress: the state being built and the effects collected, with the helpers every transition uses. */
import type { DropinAction, DropinEffect, DropinEvent, DropinState, TimerName } from './state.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Tx {
  readonly s: Mutable<DropinState>;
  readonly effects: DropinEffect[];
}

export function emit(tx: Tx, event: DropinEvent): void {
  tx.effects.push({ kind: 'emit', event });
}

export function analytics(tx: Tx, event: string): void {
  tx.effects.push({ kind: 'analytics', event });
}

export function schedule(tx: Tx, timer: TimerName, delayMs: number, action: DropinAction): void {
  tx.effects.push({ kind: 'schedule', timer, delayMs, action });
}

export function clearError(tx: Tx): void {
  if (tx.s.sheetError !== null) {
    tx.s.sheetError = null;
    tx.effects.push({ kind: 'clearError' });
  }
}

export function reportError(tx: Tx, error: unknown): void {
  tx.s.sheetError = { error };
  tx.effects.push({ kind: 'showError', error });
}
