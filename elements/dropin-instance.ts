/**
 * Drop-in's instance over a `<payment-dropin>` element: Drop-in's methods, each with its trailing callback,
 * and `on` / `off` with Drop-in's handlers (they get the payload, not a DOM event). `create()` resolves to one,
 * and the React `DropIn` component hands one to `onInstance`: both make it here.
 */
import type { Dropin, DropinHandler, PaymentMethodOptions, PaymentMethodPayload, binData } from './dropin-types.js';
import type { DropinEventName } from './vocabulary/events.js';
import type { PaymentMethodPayload as ElementPayload } from './vocabulary/types.js';
import type { PaymentDropin } from './payment-dropin.js';
import { deliver, trailingCallback } from './trailing-callback.js';

/** What the gateway says of a card it knows nothing about: every field `'Unknown'`. */
function unknownBinData(): binData {
  return {
    commercial: 'Unknown',
    countryOfIssuance: 'Unknown',
    debit: 'Unknown',
    durbinRegulated: 'Unknown',
    healthcare: 'Unknown',
    issuingBank: 'Unknown',
    payroll: 'Unknown',
    prepaid: 'Unknown',
    productId: 'Unknown',
  };
}

/**
 * The element's payload as Drop-in's types describe it. A card of any kind (its details name a `cardType`)
 * always has `binData`: braintree-web leaves it out where the gateway sent none (a saved card listed without it),
 * and then it says `'Unknown'` throughout, as the gateway does for a card it cannot place.
 */
export function dropinPayload(payload: ElementPayload): PaymentMethodPayload {
  const card = typeof payload.details.cardType === 'string';
  const shaped = card && !payload.binData ? { ...payload, binData: unknownBinData() } : payload;
  return shaped as unknown as PaymentMethodPayload;
}

/**
 * Takes the widget off the page, if it is on one, by `removeChild`: old page libraries (Prototype.js) replace
 * `Element.prototype.remove` with code that throws for an element already off the page, and the error a merchant
 * awaits must stay the widget's own.
 */
export function detach(element: Element): void {
  element.parentNode?.removeChild(element);
}

/**
 * Drop-in's instance for `element` (a `<payment-dropin>` that is ready). Its `teardown()` also takes the element off
 * the page when `removeOnTeardown` (create()'s, which put it there, so the container can be used again); a
 * framework that owns the element (React's `DropIn`) keeps it and removes it itself. `onTeardown` hears the
 * merchant's `teardown()` as it is called.
 */
export function dropinInstance(
  element: PaymentDropin,
  { removeOnTeardown = true, onTeardown }: { removeOnTeardown?: boolean; onTeardown?: () => void } = {},
): Dropin {
  // One DOM listener per event and handler, so `off` removes exactly what `on` added.
  const listeners = new Map<string, Map<unknown, EventListener>>();

  function requestPaymentMethod(first?: unknown, second?: unknown): Promise<PaymentMethodPayload> | undefined {
    const callbackFirst = typeof first === 'function';
    const given = trailingCallback<PaymentMethodPayload>(
      callbackFirst ? first : second,
      'requestPaymentMethod(options, callback)',
    );
    if (given.kind === 'refused') return Promise.reject(given.error);
    const options = (callbackFirst ? undefined : first) as PaymentMethodOptions | undefined;
    const promise = element.requestPaymentMethod(options).then(dropinPayload);
    if (given.kind === 'none') return promise;
    deliver(promise, given.callback);
    return undefined;
  }

  function teardown(callback?: unknown): Promise<void> | undefined {
    const given = trailingCallback<void>(callback, 'teardown(callback)');
    if (given.kind === 'refused') return Promise.reject(given.error);
    onTeardown?.();
    const promise = removeOnTeardown ? element.teardown().finally(() => detach(element)) : element.teardown();
    if (given.kind === 'none') return promise;
    deliver(promise, given.callback);
    return undefined;
  }

  const instance = {
    element,
    requestPaymentMethod,
    isPaymentMethodRequestable: () => element.isPaymentMethodRequestable(),
    clearSelectedPaymentMethod: () => element.clearSelectedPaymentMethod(),
    updateConfiguration: (property, key, value) => element.updateConfiguration(property, key, value),
    getAvailablePaymentOptions: () => element.getAvailablePaymentOptions(),
    teardown,
    on(event: DropinEventName, handler: DropinHandler<DropinEventName>): void {
      let byHandler = listeners.get(event);
      if (!byHandler) listeners.set(event, (byHandler = new Map()));
      if (byHandler.has(handler)) return;
      const listener: EventListener = (e) => {
        const detail: unknown = (e as CustomEvent).detail;
        // Drop-in calls the handlers of the events that carry nothing with no argument at all.
        if (detail === null || (typeof detail === 'object' && Object.keys(detail).length === 0)) {
          (handler as () => void)();
        } else handler(detail as never);
      };
      byHandler.set(handler, listener);
      element.addEventListener(event, listener);
    },
    off(event: DropinEventName, handler: DropinHandler<DropinEventName>): void {
      const listener = listeners.get(event)?.get(handler);
      if (!listener) return;
      element.removeEventListener(event, listener);
      listeners.get(event)!.delete(handler);
    },
  } as Dropin;
  return instance;
}
