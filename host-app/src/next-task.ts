/**
 * Resolves in a task of its own, after what is queued now: the page paints and answers input in between. A timer,
 * so nothing waits behind it while it waits.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
