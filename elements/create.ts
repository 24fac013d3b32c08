/**
 * `payment-dropin/create`: Drop-in's module. `create(options[, callback])`, `VERSION`, a default export holding
 * both (as `import dropin from 'braintree-web-drop-in'` gives them), and every type name Drop-in's types export
 * (`Options`, `Dropin`, `PaymentMethodPayload`, …). A merchant moving from Drop-in changes the import line.
 */
import { NAME_TAKEN } from './define.js';
import { detach, dropinInstance } from './dropin-instance.js';
import type { CreateCallback, Dropin, DropinModule, Options } from './dropin-types.js';
import { PaymentDropinError } from './vocabulary/errors.js';
import { DROPIN_VERSION } from './vocabulary/constants.js';
import { MESSAGES } from './vocabulary/messages.js';
import { validateContainer, validateOptions } from './model/options.js';
import { readOptions } from './model/read-options.js';
import type { DropinOptions } from './vocabulary/types.js';
import { OPTIONS } from './options/registry.js';
import { setupOutcome } from './setup-outcome.js';
import { deliver, trailingCallback } from './trailing-callback.js';

export { PaymentDropinError, type PaymentDropinErrorKind } from './vocabulary/errors.js';
export type * from './dropin-types.js';
export type { PaymentOptionId, ViewId } from './vocabulary/types.js';

/**
 * Said when setup fails on a page that gave arrays a `toJSON` (old Prototype.js versions do): `JSON.stringify([1])`
 * is then the string `"[1]"`, and braintree-web, which copies its configuration and sends its requests through JSON,
 * reads its lists as strings. (Here, not in the element, whose first download has no bytes to spare.)
 */
const ARRAY_TO_JSON =
  '<payment-dropin>: the page defines Array.prototype.toJSON (old Prototype.js versions do): JSON.stringify turns ' +
  "arrays into strings there, which breaks braintree-web's configuration and requests.";

/** The Drop-in version whose behaviour, options and messages this package implements (Drop-in's `VERSION`). */
export const VERSION: string = DROPIN_VERSION;

function resolveContainer(options: DropinOptions): Element | string {
  const raw =
    (options as { container?: unknown; selector?: unknown }).container ?? (options as { selector?: unknown }).selector;
  let node: unknown = raw;
  if (typeof raw === 'string') {
    try {
      node = document.querySelector(raw);
    } catch {
      node = null;
    }
  }
  const isElement = typeof node === 'object' && node !== null && (node as Node).nodeType === Node.ELEMENT_NODE;
  const message = validateContainer({
    found: node !== null && node !== undefined,
    isElement,
    // Empty as Drop-in means it: nothing but whitespace text inside. A widget already there (a second create()
    // on the same container) makes it not empty.
    isEmpty: isElement
      ? [...(node as Element).childNodes].every(
          (child) => child.nodeType === Node.TEXT_NODE && !child.textContent?.trim(),
        )
      : false,
  });
  return message ?? (node as Element);
}

/**
 * Drop-in's `create(options[, callback])`: checks the options, renders `<payment-dropin>` into the container and
 * resolves once it is ready to Drop-in's instance. With a callback it returns nothing and calls it with
 * `(error)` or `(null, instance)`; a callback that is not a function is refused. It always settles: a teardown,
 * or the widget leaving the page (its container emptied or removed) before ready, rejects as `canceled`.
 */
export function create(options: Options, callback: CreateCallback): void;
export function create(options: Options): Promise<Dropin>;
export function create(options: Options, callback?: unknown): Promise<Dropin> | void {
  const given = trailingCallback<Dropin>(callback, 'create(options, callback)', MESSAGES.createFailed);
  if (given.kind === 'refused') return Promise.reject(given.error);
  const created = createDropin(options);
  if (given.kind === 'none') return created;
  deliver(created, given.callback as CreateCallback as (error: PaymentDropinError | null, result: Dropin) => void);
}

async function createDropin(options: Options): Promise<Dropin> {
  // Read once, into plain data: a hostile options object cannot throw later or change under us.
  const read = readOptions(options, OPTIONS);
  if (!read.ok) throw new PaymentDropinError(read.message, { kind: 'validation', cause: new TypeError(read.reason) });
  const checked = validateOptions(read.options, OPTIONS);
  if (!checked.ok) throw new PaymentDropinError(checked.message, { kind: 'validation' });
  const container = resolveContainer(checked.options);
  if (typeof container === 'string') throw new PaymentDropinError(container, { kind: 'validation' });

  const element = document.createElement('payment-dropin');
  // The page's own element under our name would never be ready: create() would wait for ever.
  if (typeof element.requestPaymentMethod !== 'function')
    throw new PaymentDropinError(MESSAGES.createFailed, { kind: 'setup', cause: new Error(NAME_TAKEN) });
  const {
    container: _c,
    selector: _s,
    ...widgetOptions
  } = checked.options as DropinOptions & { container?: unknown; selector?: unknown };
  element.options = widgetOptions;
  container.append(element);
  try {
    await setupOutcome(element);
  } catch (error) {
    detach(element);
    if ((error as PaymentDropinError).kind === 'setup' && 'toJSON' in Array.prototype) console.error(ARRAY_TO_JSON);
    throw error;
  }
  return dropinInstance(element);
}

/** Drop-in's module as one value: `import dropin from 'payment-dropin/create'`, then `dropin.create(…)`. */
const dropin: DropinModule = { create, VERSION };
export default dropin;
