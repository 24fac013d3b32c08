/**
 * The one fixed wait of the browser tests.
 *
 * Tests wait on events and state (`oneEvent`, `waitUntil`, `el.updateComplete`, the emulator's control state, the
 * setup moments in `setup-moments.ts`), and the widget's own delays run on its injected `clock`. Some tests' point
 * is that something does NOT happen: a second sheet adds no payment method, a widget that was unmounted draws
 * nothing later, a callback is not called twice. No event says "nothing"; the only proof is a window of time in
 * which it could have happened and did not. Those tests, and only those, wait here, so every such bound is named
 * and found in one place.
 */

/**
 * Resolves after `ms` of letting the page run, for a test that then checks that nothing happened meanwhile. Choose
 * `ms` long enough for the thing to have happened if the behaviour were broken (and say why beside the call).
 */
export function nothingHappensWithin(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What a promise did within a bound: its `value` or its `error`, or `'pending'` if it had not settled. */
export type Settlement<T> = { value?: T; error?: unknown } | 'pending';

/**
 * `promise`'s outcome as soon as it settles, or `'pending'` when it has not settled within `ms`: for tests whose
 * point is that a promise always settles (it returns at once when it does; the bound only ends a broken run).
 */
export function settledWithin<T>(promise: Promise<T>, ms: number): Promise<Settlement<T>> {
  return Promise.race([
    promise.then(
      (value): Settlement<T> => ({ value }),
      (error: unknown): Settlement<T> => ({ error }),
    ),
    nothingHappensWithin(ms).then((): Settlement<T> => 'pending'),
  ]);
}
