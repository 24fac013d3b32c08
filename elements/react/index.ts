'use client';

/**
 * `<PaymentDropin>` for React: `<payment-dropin>` wrapped with `@lit/react`.
 *
 * Every property of the element is a prop (`authorization`, `locale`, …); every event the element
 * fires is an `onX` prop receiving the element's typed `DropinEvent` (read `event.detail`); a `ref`
 * gives the element itself, for `requestPaymentMethod()`, `teardown()` and the other methods.
 *
 * The wrapper adds no behaviour: the element owns setup and tears itself down when React removes it,
 * so unmounting (StrictMode's rehearsal included) needs nothing from here.
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

export type { PaymentDropinElement };
export type { DropinEvent, DropinEventDetails, DropinEventName } from '../events.js';
export type { PaymentMethodPayload } from '../payment-dropin.js';

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

export const PaymentDropin = createComponent({
  react: React,
  tagName: 'payment-dropin',
  elementClass: PaymentDropinElement,
  events: DROPIN_EVENT_PROPS as unknown as TypedEvents,
  displayName: 'PaymentDropin',
});

/** Props of `<PaymentDropin>`: the element's properties, the `onX` event props, `ref`. */
export type PaymentDropinProps = React.ComponentProps<typeof PaymentDropin>;
