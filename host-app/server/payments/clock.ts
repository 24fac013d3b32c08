/**
 * Time as the payment code sees it: the real clock in the server, a hand-moved one in tests, so
 * that deadlines and the reconciler's schedule are tested without waiting.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Resolves after `ms` on `clock`. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}

export class Timeout extends Error {}

/** `promise`, or a `Timeout` rejection after `ms` on `clock` (the promise itself goes on). */
export function within<T>(clock: Clock, promise: Promise<T>, ms: number): Promise<T> {
  let timer: unknown;
  const limit = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), Math.max(0, ms));
  });
  return Promise.race([promise, limit]).finally(() => clock.clearTimeout(timer));
}
