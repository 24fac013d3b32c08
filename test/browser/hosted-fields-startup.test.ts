/**
 * Regression tests for focus and keys at the moment a hosted-fields form appears.
 *
 * A merchant (and `<payment-dropin>`) typically keeps the card fields hidden until
 * `hostedFields.create()` resolves, then shows them. A shopper who clicks into a field right then
 * hits a frame the browser has not drawn yet: Chromium cannot route the click into the frame, so it
 * lands on the `<iframe>` element in the page, which focuses the frame and at once takes the focus
 * back. The page still shows the iframe as its active element and braintree-web has reported
 * `focus`, but the keys that follow went to the page and were lost. Focus can also reach a frame
 * before its input exists (braintree-web resolves `create()` before the frames build their inputs).
 *
 * The frame must put focus given to it at any moment on its input, and no keystroke typed after
 * braintree-web's `focus` event must be lost.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import braintreeClient from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';
import type { HostedFields, HostedFieldsHostedFieldsFieldName as FieldName } from 'braintree-web/hosted-fields';
import type { Client } from 'braintree-web/client';
import { fillCard, frameHasFocus, mountDropin, unmountAll as unmountDropins } from './dropin/dropin-harness.js';
import { nextEvent } from './hosted-fields-harness.js';
import { resetEmulator, tokenizationKey } from './support/emulator.js';

const FIELDS: FieldName[] = ['number', 'expirationDate', 'cvv', 'postalCode'];
const CARD: Record<string, string> = {
  number: '4111111111111111',
  expirationDate: '1230',
  cvv: '123',
  postalCode: '12345',
};
const RUNS = 6;

interface Form {
  client: Client;
  instance: HostedFields;
  host: HTMLElement;
}

const forms: Form[] = [];

/**
 * Starts hosted fields in a new host, hidden unless `visible`; `created` resolves with
 * `create()`, and the form is not shown then (the test shows it).
 */
function startForm({ visible = false } = {}): { host: HTMLElement; created: Promise<Form> } {
  const host = document.createElement('div');
  host.hidden = !visible;
  document.body.append(host);
  const fields: Record<string, { container: HTMLElement }> = {};
  for (const field of FIELDS) {
    const container = document.createElement('div');
    container.style.height = '40px';
    container.style.width = '320px';
    container.style.margin = '8px';
    host.append(container);
    fields[field] = { container };
  }
  const created = (async () => {
    const client = await braintreeClient.create({ authorization: tokenizationKey() });
    const instance = await hostedFields.create({ client, fields: fields as never });
    const form = { client, instance, host };
    forms.push(form);
    return form;
  })();
  return { host, created };
}

async function teardownForms(): Promise<void> {
  for (const { instance, client, host } of forms.splice(0)) {
    await Promise.resolve()
      .then(() => instance.teardown())
      .catch(() => undefined);
    await Promise.resolve()
      .then(() => (client as unknown as { teardown(): Promise<void> }).teardown())
      .catch(() => undefined);
    host.remove();
  }
}

function frameOf(host: HTMLElement, field: FieldName): HTMLIFrameElement {
  const frame = host.querySelector<HTMLIFrameElement>(`iframe[name="braintree-hosted-field-${field}"]`);
  if (!frame) throw new Error(`no frame for ${field}`);
  return frame;
}

/** Records braintree-web's focus, blur and validity events, for failure messages. */
function recordEvents(instance: HostedFields): string[] {
  const log: string[] = [];
  for (const name of ['focus', 'blur', 'notEmpty', 'validityChange'] as const) {
    instance.on(name, (event) => {
      const state = event.fields[event.emittedBy];
      log.push(`${name}:${event.emittedBy}(${state.isValid ? 'valid' : state.isEmpty ? 'empty' : 'invalid'})`);
    });
  }
  return log;
}

/** Clicks at the centre of a field's frame, as a shopper does, then types once braintree-web says `focus`. */
async function clickAndType(form: Form, field: FieldName, text: string): Promise<void> {
  const frame = frameOf(form.host, field);
  const rect = frame.getBoundingClientRect();
  const focused = nextEvent(form.instance, 'focus', (event) => event.emittedBy === field);
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)],
  });
  await focused;
  // braintree-web's own record of the field's focus, from its frame's focus and blur.
  const fieldSaysSo = (): boolean => Boolean(form.instance.getState().fields[field]?.isFocused);
  if (!(await frameHasFocus(frame, fieldSaysSo, { wait: 5000 })))
    throw new Error(`the ${field} frame never took the focus`);
  await sendKeys({ type: text });
}

/** Waits until every field is valid; the failure lists braintree-web's events (read when it fails). */
async function expectValid(form: Form, fields: FieldName[], log: string[]): Promise<void> {
  await waitUntil(() => fields.every((field) => form.instance.getState().fields[field].isValid), 'timed out', {
    timeout: 5000,
  }).catch(() => {
    throw new Error(`not every field of ${fields.join(', ')} took its keys; events: ${log.join(' ')}`);
  });
}

describe('hosted fields at start-up: focus and keys as the form appears', () => {
  beforeEach(resetEmulator);
  afterEach(async () => {
    await resetMouse();
    await teardownForms();
  });

  for (let run = 1; run <= RUNS; run++) {
    it(`a click into the number field the moment the form is shown takes the keys that follow (run ${run})`, async () => {
      const form = await startForm().created;
      form.host.hidden = false;
      const log = recordEvents(form.instance);
      await clickAndType(form, 'number', CARD.number!);
      await expectValid(form, ['number'], log);
      expect(form.instance.getState().cards.map((card) => card.type)).to.deep.equal(['visa']);
      // The later fields, clicked in turn, still work and focus moved on cleanly.
      for (const field of FIELDS.slice(1)) await clickAndType(form, field, CARD[field]!);
      await expectValid(form, FIELDS, log);
      const state = form.instance.getState().fields;
      expect(FIELDS.filter((field) => state[field].isFocused)).to.deep.equal(['postalCode']);
    });
  }

  it('focus given to a frame before its input exists ends up on the input', async () => {
    // Hold back one frame's FRAME_READY so braintree-web cannot configure the form yet; focus the
    // number frame meanwhile (its document has focus, it has no input), then let the form start.
    let held: MessageEvent | undefined;
    let release: (() => void) | undefined;
    const heldBack = new Promise<void>((resolve) => {
      release = resolve;
    });
    let numberReady = false;
    const hold = (event: MessageEvent): void => {
      if (typeof event.data !== 'string' || !event.data.includes('hosted-fields:FRAME_READY')) return;
      if (event.data.includes('"field":"number"')) numberReady = true;
      if (!held && event.data.includes('"field":"cvv"')) {
        held = event;
        event.stopImmediatePropagation();
      }
      if (held && numberReady) release?.();
    };
    window.addEventListener('message', hold, true);
    const { host, created } = startForm({ visible: true });
    try {
      await heldBack;
      const frame = frameOf(host, 'number');
      frame.focus();
      await waitUntil(() => document.activeElement === frame, 'the number frame never took focus', { timeout: 5000 });
    } finally {
      window.removeEventListener('message', hold, true);
    }
    const waiting = held!;
    window.dispatchEvent(
      new MessageEvent('message', { data: waiting.data, origin: waiting.origin, source: waiting.source }),
    );
    const form = await created;
    const { instance } = form;
    const log = recordEvents(instance);
    await waitUntil(() => instance.getState().fields.number.isFocused, 'the number input never took the focus', {
      timeout: 5000,
    }).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}; events: ${log.join(' ')}`);
    });
    await sendKeys({ type: CARD.number! });
    await expectValid(form, ['number'], log);
  });

  describe('<payment-dropin> (fields shown when it fires ready)', () => {
    afterEach(unmountDropins);

    for (let run = 1; run <= RUNS; run++) {
      it(`clicking and typing straight after ready fills the card (run ${run})`, async () => {
        const el = await mountDropin();
        await fillCard(el);
        expect(el.isPaymentMethodRequestable()).to.equal(true);
      });
    }
  });
});
