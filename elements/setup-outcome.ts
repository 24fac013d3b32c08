/**
 * How one setup of a `<payment-dropin>` ends, as a promise: it resolves at `ready` and rejects at `error`
 * (a failure, or a teardown before ready), and also when the element leaves the page before it was ready.
 *
 * The element cancels its own setup when it is removed once setup has started. Removed before that (its
 * container emptied, or itself or an ancestor removed, in the same task that added it), it never starts and
 * fires nothing, so the page is watched here: whichever of the element's roots loses it, the setup is canceled.
 */
import type { DropinEvent } from './vocabulary/events.js';
import { PaymentDropinError, asPaymentDropinError } from './vocabulary/errors.js';
import { MESSAGES } from './vocabulary/messages.js';
import type { PaymentDropin } from './payment-dropin.js';

/** Drop-in has no message for this case; the element uses the same words when torn down before ready. */
export const CANCELED_BEFORE_READY = 'The widget was torn down before it was ready.';

/**
 * Calls `onGone` once `element` is off the page after having been on it: watches the document and every
 * shadow root between it and the element, as they are now.
 */
function watchRemoval(element: Element, onGone: () => void): () => void {
  const observers: MutationObserver[] = [];
  let seen = element.isConnected;
  const check = (): void => {
    if (element.isConnected) seen = true;
    else if (seen) onGone();
  };
  const roots = new Set<Node>([document]);
  for (let node: Node = element; ;) {
    const root = node.getRootNode();
    roots.add(root);
    if (!(root instanceof ShadowRoot)) break;
    node = root.host;
  }
  for (const root of roots) {
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
  }
  return () => {
    for (const observer of observers) observer.disconnect();
  };
}

/**
 * Settles when the element's setup ends (see above). Call it once the element is in its container: the
 * watch starts from where the element is now. Mutation records arrive after the task's own code, so a move
 * within the page (out and back in before then) is not a removal.
 */
export function setupOutcome(element: PaymentDropin): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const finish = (): void => {
      element.removeEventListener('ready', onReady);
      element.removeEventListener('error', onError);
      stopWatching();
    };
    const onReady = (): void => {
      finish();
      resolve();
    };
    const onError = (event: Event): void => {
      finish();
      reject(
        asPaymentDropinError((event as DropinEvent<'error'>).detail?.error, {
          message: MESSAGES.createFailed,
          kind: 'setup',
        }),
      );
    };
    element.addEventListener('ready', onReady);
    element.addEventListener('error', onError);
    const stopWatching = watchRemoval(element, () => {
      finish();
      // Started or not, the element lets go of whatever it holds (a no-op when nothing started).
      element.teardown().catch(() => undefined);
      reject(new PaymentDropinError(CANCELED_BEFORE_READY, { kind: 'canceled' }));
    });
  });
}
