import type { DropinAction, TimerName } from '../model/dropin-model.js';
import type { Clock } from '../options/kit/option.js';

/**
 * One setup's named timers (the model's `schedule` / `cancel` effects), on the element's clock: it is read at each
 * call, so a test may swap it after setup. They all stop when the setup's signal aborts.
 */
export class Timers {
  readonly #timers = new Map<TimerName, unknown>();

  readonly #clock: () => Clock;

  constructor(clock: () => Clock, signal: AbortSignal) {
    this.#clock = clock;
    signal.addEventListener('abort', () => this.cancelAll(), { once: true });
  }

  /** Runs `fire(action)` after `delayMs`, replacing a timer of the same name. */
  schedule(timer: TimerName, delayMs: number, action: DropinAction, fire: (action: DropinAction) => void): void {
    this.cancel(timer);
    const handle = this.#clock().setTimeout(() => {
      this.#timers.delete(timer);
      fire(action);
    }, delayMs);
    this.#timers.set(timer, handle);
  }

  cancel(timer: TimerName): void {
    if (!this.#timers.has(timer)) return;
    this.#clock().clearTimeout(this.#timers.get(timer));
    this.#timers.delete(timer);
  }

  cancelAll(): void {
    for (const timer of [...this.#timers.keys()]) this.cancel(timer);
  }
}
