import { expect, waitUntil } from '@open-wc/testing';
import { setupScriptTag } from '../../../elements/script-tag.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard } from './dropin-harness.js';

/** A form posting into a hidden frame (the test page stays), holding an inert script tag. */
function page(
  attributes: Record<string, string>,
  { inForm = true } = {},
): { form: HTMLFormElement; script: HTMLScriptElement } {
  const sink = document.createElement('iframe');
  sink.name = 'script-tag-sink';
  sink.hidden = true;
  const form = document.createElement('form');
  form.action = '/__emulator/state';
  form.method = 'get';
  form.target = sink.name;
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  (inForm ? form : document.body).append(script);
  document.body.append(sink, form);
  return { form, script };
}

describe('<payment-dropin> script-tag integration', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('form, iframe[name="script-tag-sink"], body > script')) node.remove();
  });

  it('refuses a script tag without the authorization attribute', async () => {
    const { script } = page({ 'data-locale': 'en_US' });
    const error = await setupScriptTag(script).catch((e: Error) => e);
    // Drop-in 1.40.2's words, verbatim (no full stop), so a migrating page's handling still matches.
    expect((error as Error).message).to.equal(
      'Authorization not found in data-braintree-dropin-authorization attribute',
    );
  });

  it('refuses a script tag outside a form', async () => {
    const { script } = page({ 'data-braintree-dropin-authorization': TOKENIZATION_KEY }, { inForm: false });
    const error = await setupScriptTag(script).catch((e: Error) => e);
    expect((error as Error).message).to.equal('No form found for script tag integration.');
  });

  it('renders where the tag stands with its data options, and submits the form with the nonce', async () => {
    const { form, script } = page({
      'data-braintree-dropin-authorization': TOKENIZATION_KEY,
      'data-card.cardholder-name.required': 'true',
    });
    const dropin = await setupScriptTag(script);
    const el = form.querySelector<PaymentDropin>('payment-dropin')!;
    expect(el.nextElementSibling ?? el.parentElement!.nextElementSibling).to.equal(script);
    expect(el.shadowRoot!.querySelector('[data-field="cardholderName"]')!.hasAttribute('hidden')).to.equal(false);
    let submitted = 0;
    const submit = form.submit.bind(form);
    form.submit = () => {
      submitted += 1;
      submit();
    };
    await fillCard(el, { cardholderName: 'Ada Lovelace' });
    form.requestSubmit();
    await waitUntil(() => submitted === 1, 'the form was never submitted', { timeout: 5000 });
    const nonce = form.querySelector<HTMLInputElement>('input[name="payment_method_nonce"]')!;
    expect(nonce.type).to.equal('hidden');
    expect(nonce.value).to.match(/^tokencc_/);
    await dropin.teardown();
  });

  it('holds a submit made before the widget is ready: the form is not sent without a nonce', async () => {
    const { form, script } = page({ 'data-braintree-dropin-authorization': TOKENIZATION_KEY });
    const setup = setupScriptTag(script);
    // Pressed at once, while the widget is still being made: nothing may leave, and nothing is asked of the widget.
    const sent: boolean[] = [];
    const watch = (event: Event): void => {
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', watch);
    try {
      form.requestSubmit();
      const dropin = await setup;
      expect(sent).to.deep.equal([false]);
      expect(form.querySelector('input[name="payment_method_nonce"]')).to.equal(null);
      await dropin.teardown();
    } finally {
      document.removeEventListener('submit', watch);
    }
  });
});
