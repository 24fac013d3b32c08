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
