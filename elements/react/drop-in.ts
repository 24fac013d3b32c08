'use client';

/**
 * `<DropIn>`: `braintree-web-drop-in-react`'s component (1.2.1), for its users to switch by changing the import
 * (`import DropIn from 'payment-dropin/react'`). The same props: `options` (Drop-in's, without a container),
 * `onInstance(instance)` once the widget is ready, with Drop-in's instance (`requestPaymentMethod()`, `on`,
 * `teardown`, … made by the same adapter as `create()`'s), `onError(error)` when setup fails, and
 * `onNoPaymentMethodRequestable()`, `onPaymentMethodRequestable(payload)`, `onPaymentOptionSelected(payload)`
 * with Drop-in's payloads (not DOM events).
 *
 * It renders `<payment-dropin>` itself and listens to it; the element owns setup and tears itself down when
 * React removes it, so unmounting (StrictMode's rehearsal included) needs nothing here. Options changed after
 * mount (compared by content) are handed to the element, which applies them as it applies any change of its
 * `options`.
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
  Options,
  PaymentMethodRequestablePayload,
  PaymentOptionSelectedPayload,
} from '../dropin-types.js';
import { asPaymentDropinError, type PaymentDropinError } from '../vocabulary/errors.js';
import type { DropinEvent } from '../vocabulary/events.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { DropinOptions } from '../vocabulary/types.js';

/** Drop-in's options, without a container: the component is where the widget goes. */
export type DropInOptions = Omit<Options, 'container' | 'selector'>;

/** `<DropIn>`'s props, as `braintree-web-drop-in-react` 1.2.1 has them. */
export interface DropInProps {
  options: DropInOptions;
  /** @deprecated As in `braintree-web-drop-in-react`: put it in `options`, which wins. */
  preselectVaultedPaymentMethod?: boolean;
  /** Called once, with Drop-in's instance, when the widget is ready. */
  onInstance?: (instance: Dropin) => void;
  /** Called when setup fails, with the `PaymentDropinError` (Drop-in's message; the reason in `cause`). */
  onError?: (error: PaymentDropinError) => void;
  onNoPaymentMethodRequestable?: () => void;
  onPaymentMethodRequestable?: (payload: PaymentMethodRequestablePayload) => void;
  onPaymentOptionSelected?: (payload: PaymentOptionSelectedPayload) => void;
}

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

export default function DropIn(props: DropInProps): React.ReactElement {
  const element = React.useRef<PaymentDropinElement | null>(null);
  // The handlers of the latest render, read when an event arrives (a new arrow each render re-binds nothing).
  const latest = React.useRef(props);
  const applied = React.useRef<Partial<DropinOptions> | undefined>(undefined);
  const instance = React.useRef<Dropin | undefined>(undefined);

  React.useLayoutEffect(() => {
    latest.current = props;
    const el = element.current;
    const options = elementOptions(props);
    // Set before the element's first update, so its setup reads them; afterwards only a change by content.
    if (el && !sameContent(applied.current, options)) {
      el.options = options;
      applied.current = options;
    }
  });

  React.useLayoutEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const listeners: Array<[string, EventListener]> = [
      [
        'ready',
        () => {
          // Once per element: a restart (a new authorization) keeps the same instance working.
          if (instance.current) return;
          // React owns the element: the instance's teardown() leaves it for React to remove.
          instance.current = dropinInstance(el, { removeOnTeardown: false });
          latest.current.onInstance?.(instance.current);
        },
      ],
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
    return () => {
      for (const [name, listener] of listeners) el.removeEventListener(name, listener);
    };
  }, []);

  return React.createElement('payment-dropin', { ref: element });
}
