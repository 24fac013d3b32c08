/** `scheduler.yield()`, where the browser has it (Chromium 129 and later). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/** One channel for the page, made on first use; each message wakes the one caller that sent it, in order. */
let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * A task of its own for each caller, through a message channel (timers may be replaced in tests, and a
 * zero-delay timer may be clamped to 4 ms): callers that wait at once resume one per task, in the order they
 * asked, as with `scheduler.yield()`, so work split across them never lands back in one task.
 */
export function nextTask(): Promise<void> {
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
 * else a message-channel task: timers may be replaced in tests, and a zero-delay timer may be clamped to 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
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
