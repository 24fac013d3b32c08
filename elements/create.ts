import './define.js';
import type { DropinEvent, DropinEventDetails, DropinEventName } from './events.js';
import { PaymentDropinError, asPaymentDropinError } from './errors.js';
import { MESSAGES } from './model/messages.js';
import { readOptions } from './model/read-options.js';
import { validateContainer, validateOptions } from './model/options.js';
import type { DropinOptions, PaymentMethodPayload, PaymentOptionId, UpdatableProperty } from './model/types.js';
import type { PaymentDropin } from './payment-dropin.js';

export { PaymentDropinError, type PaymentDropinErrorKind } from './errors.js';

type Callback<T> = (error: Error | null, result?: T) => void;

/** What `create()` resolves to: Drop-in's instance API, backed by a `<payment-dropin>` element. */
export interface Dropin {
  /** The element itself, for merchants who want DOM events or styling hooks. */
  readonly element: PaymentDropin;
  requestPaymentMethod(options?: { threeDSecure?: Record<string, unknown> }): Promise<PaymentMethodPayload>;
  requestPaymentMethod(callback: Callback<PaymentMethodPayload>): void;
  requestPaymentMethod(
    options: { threeDSecure?: Record<string, unknown> },
    callback: Callback<PaymentMethodPayload>,
  ): void;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  updateConfiguration(property: UpdatableProperty, key: string, value: unknown): void;
  getAvailablePaymentOptions(): PaymentOptionId[];
  teardown(callback?: Callback<void>): Promise<void>;
  on<K extends DropinEventName>(event: K, handler: (detail: DropinEventDetails[K]) => void): void;
  off<K extends DropinEventName>(event: K, handler: (detail: DropinEventDetails[K]) => void): void;
}

/** Settles a promise into a Drop-in style callback when one is given. */
function settle<T>(promise: Promise<T>, callback?: Callback<T>): Promise<T> {
  if (callback) {
    promise.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }
  return promise;
}

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
    // Empty as Drop-in means it: nothing but whitespace text inside.
    isEmpty: isElement
      ? [...(node as Element).childNodes].every(
          (child) => child.nodeType === Node.TEXT_NODE && !child.textContent?.trim(),
        )
      : false,
  });
  return message ?? (node as Element);
}

/**
 * Drop-in's `create(options[, callback])`: checks the options, renders `<payment-dropin>` into
 * the container and resolves once it is ready. A merchant migrating from Drop-in changes the
 * import and nothing else.
 */
export function create(options: DropinOptions, callback?: Callback<Dropin>): Promise<Dropin> {
  return settle(createDropin(options), callback);
}

async function createDropin(options: DropinOptions): Promise<Dropin> {
  // Read once, into plain data: a hostile options object cannot throw later or change under us.
  const read = readOptions(options);
  if (!read.ok) throw new PaymentDropinError(read.message, { kind: 'validation', cause: new TypeError(read.reason) });
  const checked = validateOptions(read.options);
  if (!checked.ok) throw new PaymentDropinError(checked.message, { kind: 'validation' });
  const container = resolveContainer(checked.options);
  if (typeof container === 'string') throw new PaymentDropinError(container, { kind: 'validation' });

  const element = document.createElement('payment-dropin');
  const {
    container: _c,
    selector: _s,
    ...widgetOptions
  } = checked.options as DropinOptions & { container?: unknown; selector?: unknown };
  element.options = widgetOptions;
  const ready = new Promise<void>((resolve, reject) => {
    const onReady = (): void => {
      cleanup();
      resolve();
    };
    // Every way setup can end arrives here as `ready` or `error`: failure, a teardown or a removal
    // from the page before ready (kind 'canceled'). A new authorization restarts and waits on.
    const onError = (event: Event): void => {
      cleanup();
      reject(
        asPaymentDropinError((event as DropinEvent<'error'>).detail?.error, {
          message: MESSAGES.createFailed,
          kind: 'setup',
        }),
      );
    };
    const cleanup = (): void => {
      element.removeEventListener('ready', onReady);
      element.removeEventListener('error', onError);
    };
    element.addEventListener('ready', onReady);
    element.addEventListener('error', onError);
  });
  container.append(element);
  try {
    await ready;
  } catch (error) {
    element.remove();
    throw error;
  }

  const handlers = new Map<(detail: never) => void, EventListener>();
  const dropin: Dropin = {
    element,
    requestPaymentMethod(
      optionsOrCallback?: { threeDSecure?: Record<string, unknown> } | Callback<PaymentMethodPayload>,
      maybeCallback?: Callback<PaymentMethodPayload>,
    ) {
      const cb = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
      const opts = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
      const promise = settle(element.requestPaymentMethod(opts), cb);
      if (cb) promise.catch(() => undefined);
      return (cb ? undefined : promise) as Promise<PaymentMethodPayload>;
    },
    isPaymentMethodRequestable: () => element.isPaymentMethodRequestable(),
    clearSelectedPaymentMethod: () => element.clearSelectedPaymentMethod(),
    updateConfiguration: (property, key, value) => element.updateConfiguration(property, key, value),
    getAvailablePaymentOptions: () => element.getAvailablePaymentOptions(),
    teardown(cb) {
      const promise = element.teardown().finally(() => element.remove());
      if (cb) promise.catch(() => undefined);
      return settle(promise, cb);
    },
    on(event, handler) {
      const listener: EventListener = (e) => handler((e as CustomEvent).detail);
      handlers.set(handler as (detail: never) => void, listener);
      element.addEventListener(event, listener);
    },
    off(event, handler) {
      const listener = handlers.get(handler as (detail: never) => void);
      if (listener) element.removeEventListener(event, listener);
      handlers.delete(handler as (detail: never) => void);
    },
  };
  return dropin;
}
