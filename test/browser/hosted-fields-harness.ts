/**
 * Helpers for the hosted-fields browser tests: mount braintree-web's hosted fields (the real,
 * unmodified library) on our emulator's frame, type into them, and look inside them through the
 * emulator's inspector page.
 */
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';
import type {
  HostedFields,
  HostedFieldsEvent,
  HostedFieldsHostedFieldsFieldName as FieldName,
} from 'braintree-web/hosted-fields';
import { clientToken } from './support/emulator.js';

export type { FieldName };

/** What `tokenize()` rejects with (a BraintreeError). */
export interface TokenizeError {
  name: string;
  code: string;
  type: string;
  message: string;
  details?: { invalidFieldKeys?: string[]; invalidFields?: Record<string, HTMLElement> };
}

/** How the inspector page describes a field. */
export type { FieldDescription } from '../../emulator/hosted-fields/frame/frame-hook.js';
import type { FieldDescription } from '../../emulator/hosted-fields/frame/frame-hook.js';

export interface Mounted {
  client: Client;
  instance: HostedFields;
  host: HTMLElement;
  containers: Partial<Record<FieldName, HTMLElement>>;
  componentId: string;
}

export type HostedFieldsEventName =
  'focus' | 'blur' | 'empty' | 'notEmpty' | 'validityChange' | 'cardTypeChange' | 'inputSubmitRequest';

export const ASSETS = 'https://assets.braintreegateway.com';
export const FULL_FORM: FieldName[] = ['number', 'cvv', 'expirationDate', 'postalCode'];
const mounted: Mounted[] = [];

export interface MountOptions {
  authorization?: string;
  fields?: FieldName[];
  shadow?: boolean;
  fieldOptions?: Partial<Record<FieldName, Record<string, unknown>>>;
  styles?: Record<string, Record<string, string>>;
  binVerificationLength?: 6 | 8;
}

/** Mounts hosted fields in a fresh host element (inside a shadow root when asked). */
export async function mount(options: MountOptions = {}): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const root: ParentNode = options.shadow ? host.attachShadow({ mode: 'open' }) : host;
  const containers: Partial<Record<FieldName, HTMLElement>> = {};
  const fields: Record<string, Record<string, unknown>> = {};
  for (const field of options.fields ?? FULL_FORM) {
    const container = document.createElement('div');
    container.style.height = '40px';
    container.style.width = '320px';
    root.append(container);
    containers[field] = container;
    fields[field] = { container, ...(options.fieldOptions?.[field] ?? {}) };
  }
  const client = await braintreeClient.create({ authorization: options.authorization ?? (await clientToken()) });
  const instance = await hostedFields.create({
    client,
    fields: fields as never,
    ...(options.styles ? { styles: options.styles } : {}),
    ...(options.binVerificationLength ? { binVerificationLength: options.binVerificationLength } : {}),
  });
  const frame = host.querySelector('iframe');
  if (!frame) throw new Error('hostedFields.create() put no iframe in the host');
  const componentId = new URL(frame.src).hash.slice(1);
  const result = { client, instance, host, containers, componentId };
  mounted.push(result);
  return result;
}

/** Tears down everything `mount` made (use in `afterEach`). */
export async function unmountAll(): Promise<void> {
  for (const { instance, client, host } of mounted.splice(0)) {
    // A test may have torn the instance down already; braintree-web then throws synchronously.
    await Promise.resolve()
      .then(() => instance.teardown())
      .catch(() => undefined);
    await Promise.resolve()
      .then(() => (client as unknown as { teardown(): Promise<void> }).teardown())
      .catch(() => undefined);
    host.remove();
  }
}

/** Resolves with the next `name` event that `accept` accepts. */
export function nextEvent(
  instance: HostedFields,
  name: HostedFieldsEventName,
  accept: (event: HostedFieldsEvent) => boolean = () => true,
): Promise<HostedFieldsEvent> {
  return new Promise((resolve) => {
    const handler = (event: HostedFieldsEvent): void => {
      if (!accept(event)) return;
      instance.off(name, handler as never);
      resolve(event);
    };
    instance.on(name, handler as never);
  });
}

/** Focuses a field through braintree-web, as a merchant would, then types real keystrokes. */
export async function typeInto(instance: HostedFields, field: FieldName, text: string): Promise<void> {
  await instance.focus(field);
  await waitUntil(() => instance.getState().fields[field].isFocused, `${field} never took focus`, { timeout: 5000 });
  await sendKeys({ type: text });
}

/** Types a whole card into the full form and waits until every field is valid. */
export async function fillCard(
  instance: HostedFields,
  card: { number: string; cvv: string; expirationDate?: string; postalCode?: string },
): Promise<void> {
  await typeInto(instance, 'number', card.number);
  await typeInto(instance, 'cvv', card.cvv);
  await typeInto(instance, 'expirationDate', card.expirationDate ?? '1230');
  await typeInto(instance, 'postalCode', card.postalCode ?? '12345');
  await waitUntil(
    () => FULL_FORM.every((field) => instance.getState().fields[field].isValid),
    'the card form never became valid',
    { timeout: 5000 },
  );
}

export async function rejection(promise: Promise<unknown>): Promise<TokenizeError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as TokenizeError,
  );
}

/**
 * Asks the emulator's inspector page (same origin as the frames) how the fields render. The
 * test page cannot look inside the cross-origin frames itself.
 */
export async function describeFields(componentId: string): Promise<Partial<Record<FieldName, FieldDescription>>> {
  const inspector = document.createElement('iframe');
  inspector.src = `${ASSETS}/web/3.144.0/html/hosted-fields-inspector.html`;
  inspector.style.display = 'none';
  const loaded = new Promise((resolve) => inspector.addEventListener('load', resolve, { once: true }));
  document.body.append(inspector);
  try {
    await loaded;
    const requestId = Math.random().toString(36).slice(2);
    const answer = new Promise<FieldDescription[]>((resolve) => {
      const listen = (event: MessageEvent): void => {
        const data = event.data as { type?: string; requestId?: string; fields?: FieldDescription[] };
        if (event.origin !== ASSETS || data?.type !== 'braintree-emulator:hosted-fields-described') return;
        if (data.requestId !== requestId) return;
        window.removeEventListener('message', listen);
        resolve(data.fields ?? []);
      };
      window.addEventListener('message', listen);
    });
    inspector.contentWindow!.postMessage(
      { type: 'braintree-emulator:inspect-hosted-fields', requestId, componentId },
      ASSETS,
    );
    const fields = await answer;
    return Object.fromEntries(fields.map((field) => [field.field, field]));
  } finally {
    inspector.remove();
  }
}

/** Waits until the inspector's description of a field satisfies `accept`; returns it. */
export async function waitForField(
  componentId: string,
  field: FieldName,
  accept: (description: FieldDescription) => boolean,
  message = `the ${field} frame never rendered as expected`,
): Promise<FieldDescription> {
  let last: FieldDescription | undefined;
  await waitUntil(
    async () => {
      last = (await describeFields(componentId))[field];
      return last !== undefined && accept(last);
    },
    message,
    { timeout: 5000, interval: 100 },
  );
  return last!;
}
