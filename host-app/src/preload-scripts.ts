import { nextTask } from './next-task.js';
import { paymentFormScripts } from './page-contract.js';

/**
 * How many preloads are asked for in one task. Inserting a module preload starts its request there and then, about
 * a millisecond of a phone's main thread each (the checkout names 17 scripts: one task of 60–90 ms at 4× CPU on
 * the phone's trace); a few at a time, each few in a task of its own, the page answers input between them, and
 * the requests still start within a few milliseconds of each other.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * Asks for the payment form's scripts the page names (its `payment-form-scripts` meta) all at once, as
 * module preloads: they download side by side instead of one after the other as each imports the next,
 * and the imports that follow find them loaded. The first few (React and the mount, which the page names
 * first) are asked for at once, the others in the tasks that follow; resolves once all are.
 */
export async function preloadPaymentFormScripts(doc: Document = document): Promise<void> {
  const scripts = paymentFormScripts(doc);
  for (let start = 0; start < scripts.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of scripts.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
  }
}
