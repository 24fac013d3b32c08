import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { clearFaults, fault } from '../support/emulator.js';
import { fillCard, frameOf, q, typeInto, waitForView } from '../dropin/dropin-harness.js';
import { checkoutForm, entriesNow, removeForm } from './form-harness.js';

const NAMED = { name: 'payment_method_nonce' };

/** The card fields the hosted fields report empty, from their next `card:empty` events. */
function emptied(el: HTMLElement, fields: string[]): Promise<void> {
  const left = new Set(fields);
  return new Promise((resolve) => {
    const listener = (event: Event): void => {
      left.delete((event as CustomEvent<{ emittedBy: string }>).detail.emittedBy);
      if (left.size > 0) return;
      el.removeEventListener('card:empty', listener);
      resolve();
    };
    el.addEventListener('card:empty', listener);
  });
}

describe('<payment-dropin> in a form that is reset or disabled', () => {
  afterEach(async () => {
    await clearFaults();
    await removeForm();
  });

  describe('form.reset()', () => {
    it('clears the card fields', async () => {
      const { el, form } = await checkoutForm({ attributes: { ...NAMED, required: '' } });
      await fillCard(el);
      expect(el.matches(':valid')).to.equal(true);
      const cleared = emptied(el, ['number', 'expirationDate', 'cvv', 'postalCode']);
      form.reset();
      await cleared;
      await waitUntil(() => !el.isPaymentMethodRequestable(), 'still requestable');
      await el.updateComplete;
      expect(el.matches(':invalid')).to.equal(true);
      expect(el.matches(':state(user-invalid)')).to.equal(false);
    });

    it('abandons the submission held for a request under way: the card the shopper cleared is not posted', async () => {
      const { el, form, pay, posts } = await checkoutForm({ attributes: NAMED });
      await fillCard(el);
      await fault({ route: 'tokenize', delayMs: 1500 });
      const started = oneEvent(el, 'paymentMethodRequestStart');
      const ended = oneEvent(el, 'paymentMethodRequestEnd');
      pay.click();
      await started;
      form.reset();
      await ended;
      await aTimeout(300);
      expect(posts).to.deep.equal([]);
    });

    it('clears the selection: a tokenized card is no longer chosen, and the card form comes back', async () => {
      const { el, form, pay, posts } = await checkoutForm({ attributes: NAMED });
      await fillCard(el);
      pay.click();
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
      await waitForView(el, 'methods');
      expect(el.isPaymentMethodRequestable()).to.equal(true);
      form.reset();
      await waitForView(el, 'card');
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      expect(entriesNow(form)).to.deep.equal({});
    });
  });

  describe('a disabled fieldset', () => {
    it("disables the widget's buttons and card fields, and enables them again", async () => {
      const { el, fieldset } = await checkoutForm({
        attributes: NAMED,
        options: { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } },
        fieldset: true,
      });
      await waitForView(el, 'options');
      const option = q<HTMLButtonElement>(el, '[data-option="card"]')!;
      fieldset!.disabled = true;
      await el.updateComplete;
      expect(el.matches(':disabled')).to.equal(true);
      expect(q(el, '.panel')!.inert).to.equal(true);
      option.focus();
      expect(el.shadowRoot!.activeElement).to.equal(null);
      fieldset!.disabled = false;
      await el.updateComplete;
      expect(q(el, '.panel')!.inert).to.equal(false);
      option.focus();
      expect(el.shadowRoot!.activeElement).to.equal(option);
    });

    it('leaves the form alone while disabled: a submission goes through without asking the widget', async () => {
      const { el, fieldset, pay, posts } = await checkoutForm({
        attributes: { ...NAMED, required: '' },
        fieldset: true,
      });
      fieldset!.disabled = true;
      await el.updateComplete;
      pay.click();
      expect(posts).to.deep.equal([{ action: 'pay' }]);
    });

    it('disabled while its request runs: drops the held submission, never posting the form without the payment', async () => {
      const { el, fieldset, pay, posts } = await checkoutForm({ attributes: NAMED, fieldset: true });
      await fillCard(el);
      el.addEventListener('paymentMethodRequestStart', () => (fieldset!.disabled = true), { once: true });
      const ended = oneEvent(el, 'paymentMethodRequestEnd');
      pay.click();
      await ended;
      await aTimeout(300);
      expect(posts).to.deep.equal([]);
      // Enabled again, the next submit pays.
      fieldset!.disabled = false;
      await el.updateComplete;
      pay.click();
      await waitUntil(() => posts.length === 1, 'not posted', { timeout: 10_000 });
      expect(posts[0]).to.have.property('payment_method_nonce');
    });

    it('takes the card fields out of reach while disabled, and gives them back', async () => {
      const { el, fieldset } = await checkoutForm({ attributes: NAMED, fieldset: true });
      const frame = frameOf(el, 'number')!;
      fieldset!.disabled = true;
      await el.updateComplete;
      frame.focus();
      expect(document.activeElement).to.not.equal(frame);
      fieldset!.disabled = false;
      await el.updateComplete;
      const typed = oneEvent(el, 'card:notEmpty');
      await typeInto(el, 'number', '4111');
      await typed;
    });
  });
});
