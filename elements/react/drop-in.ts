'use client';

/**
 * `<DropIn>`: `braintree-web-drop-in-react`'s component (1.2.1), for its users to switch by changing the import
 * (`import DropIn from 'payment-dropin/react'`). The same props: `options` (Drop-in's, without a container),
 * `onInstance(instance)` once the widget is ready, with Drop-in's instance (`requestPaymentMethod()`, `on`,
 * `teardown`, … made by the same adapter as `create()`'s), `onError(error)` when setup fails (or `options` has no
 * authorization when it mounts, or `onInstance` throws), and `onNoPaymentMethodRequestable()`,
 * `onPaymentMethodRequestable(payload)`, `onPaymentOptionSelected(payload)` with Drop-in's payloads (not DOM events).
 * Its types have the original's names too (`IDropInProps`, `Options`, `DropIn` for what a ref holds: `{ instance }`).
 *
 * It renders `<payment-dropin>` itself and listens to it; the element owns setup and tears itself down when
 * React removes it, so unmounting (StrictMode's rehearsal included) needs nothing here. Options changed after
 * mount (compared by content) are handed to the element, which applies them as it applies any change of its
 * `options`, until the merchant's `instance.teardown()`: after it, as with the original, the widget stays gone.
 *
 * ```tsx
 * let instance: Dropin | undefined;
 * <DropIn options={{ authorization: clientToken }} onInstance={(i) => (instance = i)} />
 * // on Buy: const { nonce } = await instance!.requestPaymentMethod();
 * ```
 */
import * as React from 'react';
import '../define.js';
import type { PaymentDropin as PaymentDropinElement } from '../define.js';
import { dropinInstance } from '../dropin-instance.js';
import type {
  Dropin,
  Options as CreateOptions,
  PaymentMethodRequestablePayload,
  PaymentOptionSelectedPayload,
} from '../dropin-types.js';
import { PaymentDropinError, asPaymentDropinError } from '../vocabulary/errors.js';
import type { DropinEvent } from '../vocabulary/events.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { DropinOptions } from '../vocabulary/types.js';

/** Drop-in's options, without a container: the component is where the widget goes. */
export type DropInOptions = Omit<CreateOptions, 'container' | 'selector'>;
/** The original's name for them. */
export type Options = DropInOptions;

/**
 * What a ref on `<DropIn>` holds, as the original's component did: Drop-in's instance, once `onInstance` had it.
 * (The type shares the component's name, so `createRef<DropIn>()` reads as it did.)
 */
interface DropIn {
  readonly instance: Dropin | undefined;
}

/** `<DropIn>`'s props, as `braintree-web-drop-in-react` 1.2.1 has them. */
export interface DropInProps {
  options: DropInOptions;
  /** @deprecated As in `braintree-web-drop-in-react`: put it in `options`, which wins. */
  preselectVaultedPaymentMethod?: boolean;
  /** Called once, with Drop-in's instance, when the widget is ready. */
  onInstance?: (instance: Dropin) => void;
  /**
   * Called when setup fails, with the `PaymentDropinError` (Drop-in's message; the reason in `cause`); also when the
   * options have no authorization as the component mounts, and with what `onInstance` threw. Typed as the original
   * types it, so its merchants' handlers (naming braintree-web's `BraintreeError`, or nothing) still compile.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the original's type: see above
  onError?: (error: any) => void;
  onNoPaymentMethodRequestable?: () => void;
  onPaymentMethodRequestable?: (payload: PaymentMethodRequestablePayload) => void;
  onPaymentOptionSelected?: (payload: PaymentOptionSelectedPayload) => void;
  /** A ref gets `{ instance }`, as the original's component instance gave it. */
  ref?: React.Ref<DropIn>;
}

/** The original's name for them. */
export type IDropInProps = DropInProps;

/** Elements that have been ready, told apart for as long as they live (see below). */
const readied = new WeakSet<Element>();

/** Equal by content: plain objects and arrays key by key, anything else (a function, an element) by identity. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const plain = (value: object): boolean =>
    Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) => Object.hasOwn(b, key) && sameContent((a as Record<string, unknown>)[key], (b as never)[key]),
  );
}

/** The options the element gets: the deprecated prop under the merchant's options, as the original merges them. */
function elementOptions(props: DropInProps): Partial<DropinOptions> {
  const { preselectVaultedPaymentMethod } = props;
  return {
    ...(preselectVaultedPaymentMethod === undefined ? {} : { preselectVaultedPaymentMethod }),
    ...(props.options as Partial<DropinOptions>),
  };
}

function DropIn({ ref, ...props }: DropInProps): React.ReactElement {
  const element = React.useRef<PaymentDropinElement | null>(null);
  // The handlers of the latest render, read when an event arrives (a new arrow each render re-binds nothing).
  const latest = React.useRef(props);
  const applied = React.useRef<Partial<DropinOptions> | undefined>(undefined);
  const instance = React.useRef<Dropin | undefined>(undefined);
  // The merchant called instance.teardown(): as with the original, later options do not bring the widget back.
  const tornDown = React.useRef(false);

  React.useImperativeHandle(
    ref,
    () => ({
      get instance() {
        return instance.current;
      },
    }),
    [],
  );

  React.useLayoutEffect(() => {
    latest.current = props;
    const el = element.current;
    const options = elementOptions(props);
    // Set before the element's first update, so its setup reads them; afterwards only a change by content.
    if (el && !tornDown.current && !sameContent(applied.current, options)) {
      el.options = options;
      applied.current = options;
    }
  });

  // As the original, whose create() is refused at once without one; the widget still starts if one comes later.
  // Once per mount: StrictMode runs this effect twice.
  const toldNoAuthorization = React.useRef(false);
  React.useEffect(() => {
    if (toldNoAuthorization.current || elementOptions(latest.current).authorization) return;
    toldNoAuthorization.current = true;
    latest.current.onError?.(new PaymentDropinError(MESSAGES.authorizationRequired, { kind: 'validation' }));
  }, []);

  React.useLayoutEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const announce = (): void => {
      // Once per element: a restart (a new authorization) keeps the same instance working.
      if (instance.current) return;
      // React owns the element: the instance's teardown() leaves it for React to remove.
      instance.current = dropinInstance(el, { removeOnTeardown: false, onTeardown: () => (tornDown.current = true) });
      const { onInstance, onError } = latest.current;
      try {
        onInstance?.(instance.current);
      } catch (error) {
        // The original's one try around create and onInstance hands this to onError too; with none, it is thrown.
        if (!onError) throw error;
        onError(error);
      }
    };
    const listeners: Array<[string, EventListener]> = [
      ['ready', announce],
      [
        'error',
        (event) => {
          const error = asPaymentDropinError((event as DropinEvent<'error'>).detail?.error, {
            message: MESSAGES.createFailed,
            kind: 'setup',
          });
          latest.current.onError?.(error);
        },
      ],
      ['noPaymentMethodRequestable', () => latest.current.onNoPaymentMethodRequestable?.()],
      [
        'paymentMethodRequestable',
        (event) => latest.current.onPaymentMethodRequestable?.((event as CustomEvent).detail),
      ],
      ['paymentOptionSelected', (event) => latest.current.onPaymentOptionSelected?.((event as CustomEvent).detail)],
    ];
    for (const [name, listener] of listeners) el.addEventListener(name, listener);
    // React takes these listeners off while it hides the component (a Suspense fallback, a hidden Activity), and the
    // widget may get ready meanwhile: shown again, it is announced then.
    if (readied.has(el)) announce();
    return () => {
      for (const [name, listener] of listeners) el.removeEventListener(name, listener);
    };
  }, []);

  /** The element as React attaches it: its readiness is noted for as long as it lives, whatever React hides. */
  const attach = React.useCallback((el: PaymentDropinElement | null) => {
    element.current = el;
    if (el && !readied.has(el)) el.addEventListener('ready', () => readied.add(el), { once: true });
  }, []);

  return React.createElement('payment-dropin', { ref: attach });
}

export default DropIn;
