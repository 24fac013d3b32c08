import { nextTask } from '../options/kit/next-task.js';

/**
 * While `requestPaymentMethod()` hands the merchant its payload, the widget's own follow-up work (drawing the
 * panel with the added method, analytics requests) waits for the next task: the merchant's code gets the nonce
 * first, and the panel is drawn before the browser paints. What the model decided, and the events it fired,
 * do not wait.
 */
export class Settling {
  #hold: Promise<void> | undefined;

  /** Follow-up work waits from now until the next task. */
  start(): void {
    this.#hold ??= nextTask().then(() => {
      this.#hold = undefined;
    });
  }

  /** Settles when follow-up work may run again; undefined while nothing waits. */
  get pending(): Promise<void> | undefined {
    return this.#hold;
  }

  /** Runs `work` now, or at the next task while a payload is being handed over. */
  run(work: () => void): void {
    if (this.#hold) void this.#hold.then(work);
    else work();
  }
}
