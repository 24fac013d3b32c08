'use client';

/**
 * `<PaymentDropin>` for React: `<payment-dropin>` wrapped with `@lit/react`.
 *
 * Every Drop-in option is a prop typed as the option is (`authorization`, `locale`, `paypal`, …, or
 * all at once as `options`); every event the element fires is an `onX` prop receiving the element's
 * typed `DropinEvent` (read `event.detail`); a `ref` gives the element itself, for
 * `requestPaymentMethod()`, `teardown()` and the other methods.
 *
 * The element owns setup and tears itself down when React removes it, so unmounting (StrictMode's
 * rehearsal included) needs nothing from here. What the wrapper adds is option changes after mount
 * (./option-changes.ts): applied in place through `updateConfiguration` where Drop-in can, otherwise
 * by a clean restart.
 *
 * ```tsx
 * const dropin = useRef<PaymentDropinElement>(null);
 * <PaymentDropin ref={dropin} authorization={token} onPaymentMethodRequestable={(e) => e.detail.type} />
 * ```
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PaymentDropin as PaymentDropinElement } from '../define.js';
import type { DropinEvent, DropinEventName } from '../events.js';
import type { DropinOptions } from '../model/types.js';
import {
  configurationUpdates,
  keepEqualOptions,
  restartKey,
  type KeptOptions,
  type OptionName,
  type OptionProps,
} from './option-changes.js';

export type { PaymentDropinElement };
export type { DropinEvent, DropinEventDetails, DropinEventName } from '../events.js';
export type { PaymentMethodPayload } from '../payment-dropin.js';
export type { DropinOptions } from '../model/types.js';
export { PaymentDropinError, type PaymentDropinErrorKind } from '../errors.js';
// braintree-web-drop-in-react's component, for its users: `import DropIn from 'payment-dropin/react'`.
export { default, default as DropIn, type DropInOptions, type DropInProps } from './drop-in.js';
export type { Dropin } from '../dropin-types.js';

/** The React prop for each element event, e.g. `card:binAvailable` → `onCardBinAvailable`. */
export const DROPIN_EVENT_PROPS = {
  onReady: 'ready',
  onError: 'error',
  onPaymentMethodRequestable: 'paymentMethodRequestable',
  onNoPaymentMethodRequestable: 'noPaymentMethodRequestable',
  onPaymentOptionSelected: 'paymentOptionSelected',
  onChangeActiveView: 'changeActiveView',
  onCardBinAvailable: 'card:binAvailable',
  onCardBlur: 'card:blur',
  onCardCardTypeChange: 'card:cardTypeChange',
  onCardEmpty: 'card:empty',
  onCardFocus: 'card:focus',
  onCardInputSubmitRequest: 'card:inputSubmitRequest',
  onCardNotEmpty: 'card:notEmpty',
  onCardValidityChange: 'card:validityChange',
  onThreeDSCustomerCanceled: '3ds:customer-canceled',
  onThreeDSAuthenticationModalRender: '3ds:authentication-modal-render',
  onThreeDSAuthenticationModalClose: '3ds:authentication-modal-close',
} as const satisfies Record<string, DropinEventName>;

type EventProps = typeof DROPIN_EVENT_PROPS;

// A widget event without a prop is a compile error here.
type UnmappedEvent = Exclude<DropinEventName, EventProps[keyof EventProps]>;
const everyEventMapped: [UnmappedEvent] extends [never] ? true : UnmappedEvent = true;
void everyEventMapped;

/** `@lit/react`'s event map, typed so each `onX` handler receives `DropinEvent<'x'>`. */
type TypedEvents = { [P in keyof EventProps]: EventName<DropinEvent<EventProps[P]>> };

const Element = createComponent({
  react: React,
  tagName: 'payment-dropin',
  elementClass: PaymentDropinElement,
  events: DROPIN_EVENT_PROPS as unknown as TypedEvents,
  displayName: 'PaymentDropinElement',
});

/** Each Drop-in option as a prop, typed as the option (the container is the element itself). */
type OptionPropTypes = { [K in OptionName]?: DropinOptions[K] } & { options?: Partial<DropinOptions> };

/** Props of `<PaymentDropin>`: the options, the `onX` event props, HTML attributes, `ref`. */
export type PaymentDropinProps = Omit<React.ComponentProps<typeof Element>, OptionName | 'options' | 'ref'> &
  OptionPropTypes;

export const PaymentDropin = React.forwardRef<PaymentDropinElement, PaymentDropinProps>(
  function PaymentDropin(props, ref) {
    const element = React.useRef<PaymentDropinElement | null>(null);
    // Equal option objects made anew on a render are handed over as the ones the element already has (and then
    // compare as unchanged by identity below).
    const kept = React.useRef<KeptOptions>(new Map());
    const passed = keepEqualOptions(props as OptionProps, kept.current);
    const key = restartKey(passed);
    const applied = React.useRef({ props: passed, key });
    React.useLayoutEffect(() => {
      const el = element.current;
      // A new key means a new element, which reads every option at its setup.
      if (el && applied.current.key === key) {
        for (const update of configurationUpdates(applied.current.props, passed))
          el.updateConfiguration(update.property, update.key, update.value);
      }
      applied.current = { props: passed, key };
    });
    const setRef = React.useCallback(
      (el: PaymentDropinElement | null) => {
        element.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      },
      [ref],
    );
    return React.createElement(Element, { ...(passed as React.ComponentProps<typeof Element>), key, ref: setRef });
  },
);
