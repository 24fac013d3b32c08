/**
 * The servers' clock for tests that must get past an attempt's end without waiting for it: the wall clock, `ahead`
 * ms ahead (a test moves `ahead`; its timers are real ones).
 */
export function aheadClock(): {
  ahead: number;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
} {
  const clock = {
    ahead: 0,
    now: () => Date.now() + clock.ahead,
    setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  };
  return clock;
}

/** The servers answer a shopper within 1.5 s and the SDK waits 3 s: an attempt can make a sale until 6 s after it began. */
export const PAST_ANY_ATTEMPT_MS = 2 * 3000 + 1;
