/** The Prioritized Task Scheduling API, where the browser has it (`postTask` Chromium 94, `yield` 129 and later). */
interface TaskScheduler {
  postTask(callback: () => void): Promise<void>;
  yield(): Promise<void>;
}

const taskScheduler = (): Partial<TaskScheduler> | undefined =>
  (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;

/** One channel for the page, made on first use; each message wakes the one caller that sent it, in order. */
let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * A task of its own for each caller: callers that wait at once resume one per task, in the order they asked, as with
 * `scheduler.yield()`, so work split across them never lands back in one task. `scheduler.postTask()` where there is
 * one, else a message channel (timers may be replaced in tests, and a zero-delay timer may be clamped to 4 ms).
 * `postTask` costs less the first time: `requestPaymentMethod()` asks for its next task in the task whose message
 * sends the card frames the tokenization, and Chromium forwards a message to a frame of another site only once that
 * task has ended. Making the page's message channel there took a quarter of a millisecond of it (bench trace).
 */
export function nextTask(): Promise<void> {
  const scheduler = taskScheduler();
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined);
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(undefined);
  });
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input between
 * the widget's setup steps instead of running them as one long task. `scheduler.yield()` where there is
 * one (the rest of the setup then goes ahead of other queued work, so ready comes no later than it must),
 * else `nextTask()`.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = taskScheduler();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
}

/** What `requestIdleCallback` is, where the browser has it (not Safari). */
type IdleCallbacks = (callback: () => void, options: { timeout: number }) => number;

/**
 * Resolves once the page next has nothing to do (`requestIdleCallback`), at the latest after `timeoutMs`; where the
 * browser has no idle callbacks, in a task of its own.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: IdleCallbacks }).requestIdleCallback;
  if (typeof idle !== 'function') return nextTask();
  return new Promise((resolve) => void idle(() => resolve(), { timeout: timeoutMs }));
}

/**
 * Resolves just before the browser draws its next frame (an animation frame): what asks for it within one frame goes
 * on together, once. A hidden page draws no frames, so there it resolves within 100 ms instead; a shown page waits for
 * its frame however slow (on a busy page a time-out would split one frame's work in two).
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      done = true;
      resolve();
    };
    const whileHidden = (): void => {
      if (done) return;
      if (document.visibilityState === 'hidden') finish();
      else setTimeout(whileHidden, 100);
    };
    requestAnimationFrame(finish);
    setTimeout(whileHidden, 100);
  });
}
