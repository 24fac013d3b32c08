/**
 * What the guides' example tests (MIGRATING.md's, the package README's) share: waiting for the widget an example puts
 * on the page, and loading an example's module as a page loads one.
 */
import type { PaymentDropin } from '../../../elements/payment-dropin.js';

/** How long an example's widget or module may take (setup on a loaded machine, a module's top-level `await`). */
const EXAMPLE_TIMEOUT_MS = 30_000;

/**
 * The widget an example puts in `fixture`, once it is ready. Listened for before the example runs: `ready` bubbles
 * from the element to the page. A timeout says what the page logged (`problems`).
 */
export function widgetReady(fixture: HTMLElement, problems: readonly string[]): Promise<PaymentDropin> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the example's widget never got ready; ${problems.join('; ') || 'nothing was logged'}`)),
      EXAMPLE_TIMEOUT_MS,
    );
    fixture.addEventListener(
      'ready',
      (event) => {
        clearTimeout(timer);
        const el = event.target as PaymentDropin;
        void el.updateComplete.then(() => resolve(el));
      },
      { once: true },
    );
  });
}

/**
 * Loads a module the examples' plugin serves, as a page loads one: a `<script type="module">` in `fixture` (a dynamic
 * `import()` of a computed URL would pull Vite's client into the page). An error it throws as it runs (its top-level
 * `await` included) is the page's `error` event, which the tests keep in `problems`.
 */
export function loadModule(fixture: HTMLElement, path: string, problems: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = path;
    const timer = setTimeout(
      () => reject(new Error(`${path} never finished loading; ${problems.join('; ')}`)),
      EXAMPLE_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`${path} did not load`));
    });
    fixture.append(script);
  });
}
