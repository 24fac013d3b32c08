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
import { DROPIN_EVENT_NAMES, type DropinEvent, type DropinEventName } from '../vocabulary/events.js';
import type { DropinOptions } from '../vocabulary/types.js';

export type { PaymentDropinElement };
export type { DropinEvent, DropinEventDetails, DropinEventName } from '../vocabulary/events.js';
export type { PaymentMethodPayload } from '../payment-dropin.js';
export type { DropinOptions } from '../vocabulary/types.js';
export { PaymentDropinError, type PaymentDropinErrorKind } from '../vocabulary/errors.js';
// braintree-web-drop-in-react's component, for its users: `import DropIn from 'payment-dropin/react'`.
export {
  default,
  default as DropIn,
  type DropInOptions,
  type DropInProps,
  type IDropInProps,
  type Options,
} from './drop-in.js';
export type { Dropin } from '../dropin-types.js';

/** A word of an event's name as it reads in its prop (`3ds` reads `ThreeDS`). */
type PropWord<S extends string> = S extends '3ds' ? 'ThreeDS' : Capitalize<S>;
/** An event's words, capitalized and joined (`card:binAvailable` → `CardBinAvailable`). */
type PropWords<S extends string> = S extends `${infer Head}:${infer Rest}`
  ? `${PropWord<Head>}${PropWords<Rest>}`
  : S extends `${infer Head}-${infer Rest}`
    ? `${PropWord<Head>}${PropWords<Rest>}`
    : PropWord<S>;

/** The React prop of an event: `on` and its words (`3ds:customer-canceled` → `onThreeDSCustomerCanceled`). */
export type EventPropName<K extends string> = `on${PropWords<K>}`;

function propOf(name: string): string {
  const words = name.split(/[:-]/).map((word) => (word === '3ds' ? 'ThreeDS' : word[0]!.toUpperCase() + word.slice(1)));
  return `on${words.join('')}`;
}

/** The React prop for each element event (every event of the table has one), e.g. `card:binAvailable` → `onCardBinAvailable`. */
export const DROPIN_EVENT_PROPS = Object.fromEntries(DROPIN_EVENT_NAMES.map((name) => [propOf(name), name])) as {
  readonly [K in DropinEventName as EventPropName<K>]: K;
};

type EventProps = typeof DROPIN_EVENT_PROPS;

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
