/**
 * What a change of options after setup calls for (see option-changes.ts): nothing, `updateConfiguration` calls, or a
 * restart. Loaded the first time an option changes after setup.
 */
import { readOnlyKeys } from '../model/options.js';
import type { ReadOptions } from '../model/read-options.js';
import type { UpdatableProperty } from '../vocabulary/types.js';
import { OPTIONS, UPDATABLE_PROPERTIES } from '../options/registry.js';

/** Options the element applies as it draws, with no restart. */
const APPLIED_LIVE = new Set(['theme']);

/** A content fingerprint: key order ignored, functions reduced to their presence, cycles cut. */
export function fingerprint(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'function') return '[function]';
    if (typeof v === 'bigint') return `${v}n`;
    if (v === undefined) return '[undefined]';
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    const out = Array.isArray(v)
      ? v.map(walk)
      : Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, walk((v as Record<string, unknown>)[k])]),
        );
    seen.delete(v);
    return out;
  };
  return JSON.stringify(walk(value)) ?? '';
}

const UPDATABLE = new Set<string>(UPDATABLE_PROPERTIES);

function isEnabledObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The part of the options that cannot change in place: everything but `authorization` (compared on its own)
 * and what is applied live; of the updatable options only whether they are on (an object) or off, and the keys
 * they cannot update.
 */
export function fixedPart(options: Readonly<Record<string, unknown>>): string {
  const fixed: Record<string, unknown> = {};
  for (const name of Object.keys(options)) {
    if (name === 'authorization' || APPLIED_LIVE.has(name)) continue;
    const value = options[name];
    if (!UPDATABLE.has(name) || !isEnabledObject(value)) fixed[name] = value;
    else
      fixed[name] = {
        on: true,
        ...Object.fromEntries(readOnlyKeys(name as UpdatableProperty, OPTIONS).map((key) => [key, value[key]])),
      };
  }
  return fingerprint(fixed);
}

export interface ConfigurationUpdate {
  property: UpdatableProperty;
  key: string;
  value: unknown;
}

/**
 * The `updateConfiguration` calls that turn the previous options' updatable parts into the next ones: one per
 * key whose content changed (a removed key is set to `undefined`). Options turned on or off are not here: their
 * fixed part changes.
 */
export function configurationUpdates(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): ConfigurationUpdate[] {
  const updates: ConfigurationUpdate[] = [];
  for (const property of UPDATABLE_PROPERTIES) {
    const was = before[property];
    const is = after[property];
    if (was === is || !isEnabledObject(was) || !isEnabledObject(is)) continue;
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (readOnlyKeys(property, OPTIONS).includes(key)) continue;
      if (fingerprint(was[key]) !== fingerprint(is[key])) updates.push({ property, key, value: is[key] });
    }
  }
  return updates;
}

/** What a change of options calls for. */
export type OptionChange =
  | { readonly kind: 'none' }
  | { readonly kind: 'update'; readonly updates: readonly ConfigurationUpdate[] }
  | { readonly kind: 'restart' };

/**
 * What to do when the options read from the element went from `applied` (read at setup, with the in-place
 * updates since) to `next`. Options that could not be read (a throwing getter, a wrong type) restart, so the
 * setup fails again with what is wrong now, or succeeds once it is fixed.
 */
export function planOptionChange(applied: ReadOptions, next: ReadOptions): OptionChange {
  if (!applied.ok || !next.ok)
    return !applied.ok && !next.ok && applied.reason === next.reason ? { kind: 'none' } : { kind: 'restart' };
  const before = applied.options;
  const after = next.options;
  if (before.authorization !== after.authorization || fixedPart(before) !== fixedPart(after))
    return { kind: 'restart' };
  const updates = configurationUpdates(before, after);
  return updates.length ? { kind: 'update', updates } : { kind: 'none' };
}

/** What applying a change needs of the widget's session (its own, by shape: the session imports this module). */
export interface PlanningSession {
  readonly started: boolean;
  /** A restart is under way (it reads the options afresh). */
  readonly restarting: boolean;
  /** The options the running setup uses. */
  applied: ReadOptions | undefined;
  /** The message of the failure that ended setup ('' while none did). */
  readonly failureMessage: string;
  readonly setup: { readonly options: unknown } | undefined;
  startIfReady(): void;
  restart(): Promise<void>;
}

/** The element whose options changed: its options as they are now, and its `updateConfiguration`. */
export interface PlanningElement {
  read(): ReadOptions;
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void;
}

/** Applies the element's changed options to its session: nothing, `updateConfiguration` calls, or a restart. */
export function applyOptionChange(session: PlanningSession, element: PlanningElement): void {
  // Torn down meanwhile: the options are read afresh when it starts again.
  if (!session.started) return session.startIfReady();
  if (session.restarting || !session.applied) return;
  const next = element.read();
  const change = planOptionChange(session.applied, next);
  if (change.kind === 'none') return;
  // A setup that failed, or has no options yet, starts again with what is there now.
  if (change.kind === 'restart' || session.failureMessage || !session.setup?.options) {
    void session.restart();
    return;
  }
  session.applied = next;
  for (const { property, key, value } of change.updates) element.updateConfiguration(property, key, value);
}
