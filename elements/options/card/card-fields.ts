import hostedFields from 'braintree-web/hosted-fields/index.js';
import type { Client } from 'braintree-web/client/index.js';
import type {
  HostedFields,
  HostedFieldsEvent,
  HostedFieldsField,
  HostedFieldsTokenizePayload,
  HostedFieldsBinPayload,
} from 'braintree-web/hosted-fields';

export type { HostedFields, HostedFieldsEvent, HostedFieldsTokenizePayload, HostedFieldsBinPayload };

/** The card sheet's fields, in braintree-web's names. */
export type CardFieldName = 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';

/** The hosted-fields events the widget re-fires as `card:<name>`. */
export const CARD_EVENTS = [
  'binAvailable',
  'blur',
  'cardTypeChange',
  'empty',
  'focus',
  'inputSubmitRequest',
  'notEmpty',
  'validityChange',
] as const;
export type CardEventName = (typeof CARD_EVENTS)[number];

export interface CardFieldsSetup {
  client: Client;
  /** One container per field, usually inside the widget's shadow root. */
  fields: Partial<Record<CardFieldName, HostedFieldsField>>;
  /** Styles passed into the frames (braintree-web's whitelisted properties only), or a class name per selector. */
  styles: Record<string, Record<string, string> | string>;
}

/** Creates the hosted card fields: each field an iframe from the gateway's assets host. */
export function createCardFields(setup: CardFieldsSetup): Promise<HostedFields> {
  return hostedFields.create({
    client: setup.client,
    fields: setup.fields as Parameters<typeof hostedFields.create>[0]['fields'],
    styles: setup.styles,
  });
}

/** The part of braintree-web's message bus (framebus) that `releaseBusSubscriptions` reads. */
interface MessageBus {
  readonly channel?: unknown;
  readonly isDestroyed?: unknown;
  readonly listeners?: unknown;
  off?: unknown;
}

interface BusListener {
  readonly eventName: string;
  readonly originalHandler: unknown;
}

/**
 * Drops the hosted fields' subscriptions on braintree-web's message bus; call it just before `teardown()`.
 * framebus's own teardown marks the bus destroyed before it unsubscribes, so its `off()` returns at once and the
 * subscriptions stay in the module's table for the life of the page, each holding the torn-down hosted fields,
 * their client and the gateway configuration. Unsubscribing first, through the bus's public `off()`, lets all of
 * that be collected. A bus of another shape (a later braintree-web) is left alone. Returns how many it dropped.
 */
export function releaseBusSubscriptions(fields: HostedFields): number {
  const bus = (fields as unknown as { _bus?: MessageBus })._bus;
  if (!bus || bus.isDestroyed !== false || typeof bus.off !== 'function' || !Array.isArray(bus.listeners)) return 0;
  const prefix = typeof bus.channel === 'string' && bus.channel ? `${bus.channel}:` : '';
  const off = bus.off as (eventName: string, handler: unknown) => boolean;
  let dropped = 0;
  for (const listener of [...(bus.listeners as BusListener[])]) {
    if (typeof listener?.eventName !== 'string' || !listener.eventName.startsWith(prefix)) continue;
    if (off.call(bus, listener.eventName.slice(prefix.length), listener.originalHandler)) dropped += 1;
  }
  return dropped;
}

/**
 * Lets a tokenization that is under way when the fields are torn down end as a rejection; call it once `teardown()`
 * has ended. braintree-web's teardown turns each of the instance's methods into one that throws, and a
 * tokenization's failed answer calls one of them (`_attachInvalidFieldContainersToError`) before it rejects: the
 * answer then throws in the message handler, an uncaught error on the merchant's page, and `tokenize()` never
 * settles. Frames in the page's process (Safari's, most Android Chrome's) answer a tokenization cut short as they
 * are taken off the page, which is after teardown has begun.
 */
export function letLateTokenizationReject(fields: HostedFields): void {
  (fields as unknown as { _attachInvalidFieldContainersToError: unknown })._attachInvalidFieldContainersToError = () =>
    undefined;
}
