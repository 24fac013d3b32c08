/**
 * What the hosted classic script puts on the page's global object: Drop-in's `braintree.dropin` (`create`,
 * `VERSION`), added to whatever `braintree` already holds, and `window.paymentDropin`. Apart from the script's
 * own file so a test can install it on an object of its own, with the module build loaded its own way.
 */
import type { CreateCallback, Dropin, Options } from '../dropin-types.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import type { HostedModule, PaymentDropinGlobal } from './global-types.js';
import { DROPIN_VERSION } from '../vocabulary/constants.js';
import { MESSAGES } from '../vocabulary/messages.js';
import { deliver, trailingCallback } from '../trailing-callback.js';

/** The global object, as far as this needs it. */
export interface GlobalTarget {
  paymentDropin?: PaymentDropinGlobal;
  braintree?: unknown;
}

/** Where problems are reported (the console; a test's own list). */
export type Report = (message: string, ...details: unknown[]) => void;

/** `create(options[, callback])` that waits for the module build, then creates with it. */
function hostedCreate(loaded: Promise<HostedModule>, name: string) {
  function create(options: Options, callback: CreateCallback): void;
  function create(options: Options): Promise<Dropin>;
  function create(options: Options, callback?: unknown): Promise<Dropin> | void {
    const given = trailingCallback<Dropin>(callback, `${name}(options, callback)`, MESSAGES.createFailed);
    if (given.kind === 'refused') return Promise.reject(given.error);
    const created = loaded.then(
      (hosted) => hosted.create(options),
      (error: unknown) => {
        throw new PaymentDropinError(MESSAGES.createFailed, { kind: 'setup', cause: error });
      },
    );
    if (given.kind === 'none') return created;
    deliver(created, given.callback);
  }
  return create;
}

/**
 * Defines `paymentDropin` and `braintree.dropin` on `target`, once: a second copy of the script changes
 * nothing. An existing `braintree` keeps everything it holds; a `braintree.dropin` that is already there
 * (Drop-in's own script on the same page) is left as it is, with a warning.
 */
export function installGlobals(target: GlobalTarget, load: () => Promise<HostedModule>, report: Report): void {
  // Only the global object's own properties count: an element with an id (`<img id="paymentDropin">`) is reachable
  // as `window.paymentDropin` too, and markup a page lets through must not stop the widget or take its place.
  const own = <Key extends keyof GlobalTarget>(key: Key): GlobalTarget[Key] =>
    Object.hasOwn(target, key) ? target[key] : undefined;
  if (own('paymentDropin')) return;
  const loaded = load();
  // Nothing else may notice: a page with only the script-tag integration would show nothing, silently.
  loaded.catch((error: unknown) => report('<payment-dropin>: the module build beside the script did not load.', error));
  const paymentDropin: PaymentDropinGlobal = {
    create: hostedCreate(loaded, 'paymentDropin.create'),
    VERSION: DROPIN_VERSION,
    loaded,
  };
  target.paymentDropin = paymentDropin;
  const dropin = { create: hostedCreate(loaded, 'braintree.dropin.create'), VERSION: DROPIN_VERSION };
  const existing = own('braintree');
  if (existing === undefined) {
    target.braintree = { dropin };
  } else if ((typeof existing !== 'object' && typeof existing !== 'function') || existing === null) {
    report('<payment-dropin>: window.braintree is not an object; braintree.dropin is not defined.', existing);
  } else if ('dropin' in existing) {
    report(
      '<payment-dropin>: braintree.dropin is already defined (is Drop-in loaded on this page too?) and is left as ' +
        'it is; window.paymentDropin.create is this package.',
    );
  } else {
    try {
      Object.defineProperty(existing, 'dropin', {
        value: dropin,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } catch (error) {
      report('<payment-dropin>: braintree.dropin could not be added to window.braintree.', error);
    }
  }
}
