import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DropinAction, TimerName } from '../model/dropin-model.js';
import type { Clock } from '../element/attributes.js';

/**
 * The model's named timers (`schedule` / `cancel` effects), run on the element's clock. The clock is
 * read at each call, so a test may swap it after setup. Removal from the page cancels them all.
 */
export class TimerController implements ReactiveController {
  private readonly timers = new Map<TimerName, unknown>();

  constructor(
    host: ReactiveControllerHost,
    private readonly clock: () => Clock,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    // The element tears down (and cancels) on a real removal; a move within the page keeps timers.
  }

  /** Runs `fire(action)` after `delayMs`, replacing a timer of the same name. */
  schedule(timer: TimerName, delayMs: number, action: DropinAction, fire: (action: DropinAction) => void): void {
    this.cancel(timer);
    const handle = this.clock().setTimeout(() => {
      this.timers.delete(timer);
      fire(action);
    }, delayMs);
    this.timers.set(timer, handle);
  }

  cancel(timer: TimerName): void {
    if (!this.timers.has(timer)) return;
    this.clock().clearTimeout(this.timers.get(timer));
    this.timers.delete(timer);
  }

  cancelAll(): void {
    for (const timer of [...this.timers.keys()]) this.cancel(timer);
  }
}
