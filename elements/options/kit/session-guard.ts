/**
 * Wallet sheets (Apple Pay, Google Pay, Venmo) must not be opened twice at once: a second press while
 * one is open would throw inside the wallet or open two windows. Each instance keeps one guard.
 */
export interface SessionGuard {
  /** Runs `session` unless one is already in progress; then rejects with `busyError()`. */
  run<T>(session: () => Promise<T>): Promise<T>;
  readonly inProgress: boolean;
}

export function createSessionGuard(busyError: () => Error): SessionGuard {
  let running = false;
  return {
    get inProgress() {
      return running;
    },
    async run<T>(session: () => Promise<T>): Promise<T> {
      if (running) throw busyError();
      running = true;
      try {
        return await session();
      } finally {
        running = false;
      }
    },
  };
}
