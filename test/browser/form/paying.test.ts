import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { PaymentMethodPayload } from '../../../elements/vocabulary/types.js';
import { clearFaults, clientToken, fault } from '../support/emulator.js';
import { clickAt, clickInto, fieldError, fillCard, frameOf, sheetError, typeInto } from '../dropin/dropin-harness.js';
import { checkoutForm, entriesNow, formEvents, removeForm } from './form-harness.js';

const NAMES = {
  name: 'payment_method_nonce',
  'device-data-name': 'payment_method_device_data',
  'vaulted-name': 'use_vaulted_card',
};

describe('<payment-dropin> in a plain form', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
    await removeForm();
  });

  describe('without a name', () => {
    it('changes nothing: the form posts at once, with no payment, and the widget is never asked', async () => {
      const { el, pay, posts } = await checkoutForm({ attributes: { required: '' } });
      const request = sinon.spy(el, 'requestPaymentMethod');
      expect(el.matches(':invalid')).to.equal(false);
      pay.click();
      expect(posts).to.deep.equal([{ action: 'pay' }]);
      expect(request.called).to.equal(false);
    });
  });

  describe('with a name', () => {
    it('is accessible, and its form posts no payment before one is requested', async () => {
      const { form } = await checkoutForm({ attributes: NAMES });
      await expect(form).to.be.accessible();
      expect(entriesNow(form)).to.deep.equal({});
    });

    it('holds the submission, asks for the card, and submits once more with the payment and the same submitter', async () => {
      const { el, pay, posts } = await checkoutForm({ attributes: NAMES, options: { dataCollector: true } });
      const events = formEvents(el);
      const request = sinon.spy(el, 'requestPaymentMethod');
      await fillCard(el);
      await clickAt(pay);
      await waitUntil(() => posts.length === 1, 'the form was not submitted with the payment', { timeout: 10_000 });
      const payload = (await request.firstCall.returnValue) as PaymentMethodPayload;
      expect(posts[0]).to.deep.equal({
        payment_method_nonce: payload.nonce,
        payment_method_device_data: payload.deviceData,
        use_vaulted_card: '0',
        action: 'pay',
      });
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(JSON.parse(posts[0]!.payment_method_device_data!)).to.have.property('correlation_id');
      expect(events).to.deep.equal([{ name: 'start' }, { name: 'end', error: undefined }]);
    });

    it("posts the submitter's name and value when the page disabled it on paymentMethodRequestStart", async () => {
      const { el, pay, posts } = await checkoutForm({ attributes: { name: 'nonce' } });
      await fillCard(el);
      el.addEventListener('paymentMethodRequestStart', () => (pay.disabled = true));
      pay.click();
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
      expect(posts[0]).to.include({ action: 'pay' });
      expect(posts[0]).to.have.property('nonce');
    });

    it('keeps no value after the submission that carried it', async () => {
      const { el, form, pay, posts } = await checkoutForm({ attributes: { name: 'nonce' } });
      await fillCard(el);
      pay.click();
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
      expect(posts[0]).to.have.property('nonce');
      expect(posts[0]).to.have.property('device_data', '');
      expect(entriesNow(form)).to.deep.equal({});
    });

    it('makes one request and one post for a double click, and ignores a third click while it asks', async () => {
      const { el, pay, posts } = await checkoutForm({ attributes: NAMES });
      const request = sinon.spy(el, 'requestPaymentMethod');
      await fillCard(el);
      // The gateway answers the tokenization a second late: every click below lands while the widget asks.
      await fault({ route: 'tokenize', delayMs: 1000 });
      const started = oneEvent(el, 'paymentMethodRequestStart');
      pay.click();
      pay.click();
      await started;
      await clickAt(pay);
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
      expect(request.callCount).to.equal(1);
      expect(posts).to.have.length(1);
    });

    it('does nothing on Enter in a card field, as HTML, in a form with no submit button and two text fields', async () => {
      const { el, form, pay, posts } = await checkoutForm({ attributes: NAMES });
      pay.remove();
      for (const name of ['first', 'last']) {
        const input = document.createElement('input');
        input.name = name;
        input.setAttribute('aria-label', name);
        form.append(input);
      }
      const request = sinon.spy(el, 'requestPaymentMethod');
      await fillCard(el);
      const enter = oneEvent(el, 'card:inputSubmitRequest');
      await sendKeys({ press: 'Enter' });
      await enter;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(posts).to.deep.equal([]);
      expect(request.called).to.equal(false);
    });

    it('submits when Enter is pressed in a card field, through the default button', async () => {
      const { el, posts } = await checkoutForm({ attributes: NAMES });
      await fillCard(el);
      await clickInto(el, 'postalCode');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => posts.length === 1, 'Enter did not submit', { timeout: 10_000 });
      expect(posts[0]).to.include({ action: 'pay' });
      expect(posts[0]!.payment_method_nonce).to.match(/^tokencc_/);
    });

    it('asks nothing when the page cancels paymentMethodRequestStart, and the submission stays stopped', async () => {
      const { el, pay, posts } = await checkoutForm({ attributes: NAMES });
      const request = sinon.spy(el, 'requestPaymentMethod');
      await fillCard(el);
      const started = oneEvent(el, 'payment-method-request-start');
      el.addEventListener('payment-method-request-start', (event) => event.preventDefault(), { once: true });
      pay.click();
      expect((await started).defaultPrevented).to.equal(true);
      expect(request.called).to.equal(false);
      expect(posts).to.have.length(0);
      // The next submission is held and paid as usual.
      pay.click();
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
    });

    describe('when the request fails', () => {
      it('posts nothing, says why in its end event, shows the error in the widget, and pays on the next try', async () => {
        const { el, pay, posts } = await checkoutForm({ attributes: NAMES });
        const events = formEvents(el);
        await fillCard(el);
        await fault({ route: 'tokenize', status: 500 });
        const ended = oneEvent(el, 'paymentMethodRequestEnd');
        pay.click();
        expect((await ended).detail.error?.kind).to.equal('provider');
        await waitUntil(() => sheetError(el) !== '', 'the widget showed no error');
        expect(posts).to.have.length(0);
        expect(events.map((e) => e.name)).to.deep.equal(['start', 'end']);
        pay.click();
        await waitUntil(() => posts.length === 1, 'the retry was not submitted', { timeout: 10_000 });
      });
    });

    describe('when the card is incomplete (no `required`: the submission is held, and the request fails validation)', () => {
      it('moves focus from Pay to the first card field to fix, the number of an empty card', async () => {
        const { el, pay, posts } = await checkoutForm({ attributes: NAMES });
        const ended = oneEvent(el, 'paymentMethodRequestEnd');
        await clickAt(pay);
        expect((await ended).detail.error?.kind).to.equal('validation');
        await waitUntil(() => document.activeElement === frameOf(el, 'number'), 'focus stayed on Pay', {
          timeout: 5000,
        });
        expect(fieldError(el, 'number')).to.equal('Enter the card number.');
        expect(posts).to.have.length(0);
      });

      it('moves focus to the expiration date when the number is typed and the rest is not', async () => {
        const { el, pay } = await checkoutForm({ attributes: NAMES });
        await typeInto(el, 'number', '4111111111111111');
        const ended = oneEvent(el, 'paymentMethodRequestEnd');
        await clickAt(pay);
        expect((await ended).detail.error?.kind).to.equal('validation');
        await waitUntil(() => document.activeElement === frameOf(el, 'expirationDate'), 'focus stayed on Pay', {
          timeout: 5000,
        });
      });
    });

    describe('with 3D Secure', () => {
      it('posts the verified nonce, with the liability shift, as requestPaymentMethod gives it', async () => {
        const { el, pay, posts } = await checkoutForm({
          attributes: { ...NAMES, authorization: await clientToken() },
          options: { threeDSecure: { amount: '10.00' } },
        });
        const request = sinon.spy(el, 'requestPaymentMethod');
        await fillCard(el, { number: '4000000000001000' });
        pay.click();
        await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 15_000 });
        const payload = (await request.firstCall.returnValue) as PaymentMethodPayload;
        expect(payload.liabilityShifted).to.equal(true);
        expect(posts[0]!.payment_method_nonce).to.equal(payload.nonce);
      });
    });
  });
});
