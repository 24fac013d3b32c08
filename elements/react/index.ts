'use client';

/**
 * `<PaymentDropin>` for React: `<payment-dropin>` wrapped with `@lit/react`.
 *
 * Every Drop-in option is a prop typed as the option is (`authorization`, `locale`, `paypal`, …, or
 * all at once as `options`); every event the element fires is an `onX` prop receiving the element's
 * typed `DropinEvent` (read `event.detail`); a `ref` gives the element itself, for
 * `requestPaymentMethod()`, `teardown()` and the other methods.
 *
 * The element owns setup, applies option changes itself (in place through `updateConfiguration` where
 * Drop-in can, by a clean restart otherwise) and tears itself down when React removes it, so this
 * wrapper only maps props: options to properties, `onX` props to event listeners.
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
  onPaymentMethodRequestStart: 'paymentMethodRequestStart',
  onPaymentMethodRequestEnd: 'paymentMethodRequestEnd',
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
  displayName: 'PaymentDropin',
});

/** The Drop-in options that are props of `<PaymentDropin>` (the container is the element itself). */
type OptionName = Exclude<keyof DropinOptions, 'container' | 'selector'>;

/** Each Drop-in option as a prop, typed as the option (the container is the element itself). */
type OptionPropTypes = { [K in OptionName]?: DropinOptions[K] } & { options?: Partial<DropinOptions> };

/** What the element reads out as a form field; never a prop. */
type FormFieldReadings = 'form' | 'validity' | 'validationMessage' | 'willValidate';

/**
 * Props of `<PaymentDropin>`: the options, the `onX` event props, HTML attributes, `ref`, and in a `<form>` its
 * field's `name`, `deviceDataName`, `vaultedName` and `required`.
 */
export type PaymentDropinProps = Omit<
  React.ComponentProps<typeof Element>,
  OptionName | 'options' | 'ref' | FormFieldReadings
> &
  OptionPropTypes;

/** `<payment-dropin>` as a React component; its `ref` is the element. */
export const PaymentDropin = Element as unknown as React.ForwardRefExoticComponent<
  PaymentDropinProps & React.RefAttributes<PaymentDropinElement>
>;
