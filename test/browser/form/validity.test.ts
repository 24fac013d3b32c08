import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import {
  clickAt,
  fieldError,
  fillCard,
  frameOf,
  q,
  sheetError,
  typeInto,
  waitForView,
} from '../dropin/dropin-harness.js';
import { checkoutForm, removeForm } from './form-harness.js';

const REQUIRED = { name: 'payment_method_nonce', required: '' };
const PAYPAL = { paypal: { flow: 'checkout' as const, amount: '10.00', currency: 'USD' } };

describe('<payment-dropin required> in a plain form', () => {
  afterEach(async () => {
    sinon.restore();
    await removeForm();
  });

  it("is missing its value until a card can be requested, in the card form's own words", async () => {
    const { el } = await checkoutForm({ attributes: REQUIRED });
    expect(el.matches(':invalid')).to.equal(true);
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal('Enter the card number.');
    await typeInto(el, 'number', '4111111111111111');
    await waitUntil(() => el.validationMessage === 'Enter the expiration date.', 'the message stayed on the number', {
      timeout: 5000,
    });
    await fillCard(el, { number: '' });
    await waitUntil(() => el.matches(':valid'), 'still invalid');
    expect(el.validity.valid).to.equal(true);
  });

  it('posts nothing for an empty card: submitting shows the field errors and focuses the first invalid field', async () => {
    const { el, pay, posts } = await checkoutForm({ attributes: REQUIRED });
    const request = sinon.spy(el, 'requestPaymentMethod');
    expect(el.matches(':state(user-invalid)')).to.equal(false);
    await clickAt(pay);
    await waitUntil(() => fieldError(el, 'number') === 'Enter the card number.', 'no field error shown');
    expect(fieldError(el, 'expirationDate')).to.equal('Enter the expiration date.');
    expect(sheetError(el)).to.equal('Some card details need attention. Check them and try again.');
    await waitUntil(() => document.activeElement === frameOf(el, 'number'), 'the card number did not get focus');
    expect(el.matches(':state(user-invalid)')).to.equal(true);
    expect(posts).to.have.length(0);
    expect(request.called).to.equal(false);
  });

  it('is missing its value from its first drawing, before its form code has loaded: an early submit posts nothing', async () => {
    const { el, pay, posts } = await checkoutForm({ attributes: REQUIRED, waitForReady: false });
    pay.click();
    expect(posts).to.deep.equal([]);
    expect(el.matches(':invalid')).to.equal(true);
    expect(el.validationMessage).to.equal('Loading payment options');
  });

  it('shows as user-invalid after a submit that another invalid field before it stopped', async () => {
    const { el, form, pay } = await checkoutForm({ attributes: REQUIRED });
    const email = document.createElement('input');
    email.type = 'email';
    email.required = true;
    email.name = 'email';
    email.setAttribute('aria-label', 'Email');
    form.prepend(email);
    await clickAt(pay);
    await waitUntil(() => document.activeElement === email, 'the browser did not focus the first invalid field');
    await el.updateComplete;
    expect(email.matches(':user-invalid')).to.equal(true);
    expect(el.matches(':state(user-invalid)')).to.equal(true);
  });

  it('shows nothing on a silent checkValidity()', async () => {
    const { el, form } = await checkoutForm({ attributes: REQUIRED });
    expect(form.checkValidity()).to.equal(false);
    await el.updateComplete;
    expect(fieldError(el, 'number')).to.equal('');
    expect(el.matches(':state(user-invalid)')).to.equal(false);
  });

  it('pays once the card is complete', async () => {
    const { el, pay, posts } = await checkoutForm({ attributes: REQUIRED });
    await fillCard(el);
    pay.click();
    await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
    expect(posts[0]!.payment_method_nonce).to.match(/^tokencc_/);
  });

  describe('without validation, as HTML posts a required field empty', () => {
    it('a formnovalidate button posts an empty card without a payment, and the widget is not asked', async () => {
      const { el, form, posts } = await checkoutForm({ attributes: REQUIRED });
      const save = document.createElement('button');
      save.name = 'action';
      save.value = 'save';
      save.formNoValidate = true;
      save.textContent = 'Save for later';
      form.append(save);
      const request = sinon.spy(el, 'requestPaymentMethod');
      save.click();
      expect(posts).to.deep.equal([{ action: 'save' }]);
      expect(request.called).to.equal(false);
    });

    it("a novalidate form with an empty card: the page's own submit handler hears the submission", async () => {
      const { form, pay, posts } = await checkoutForm({ attributes: REQUIRED });
      form.noValidate = true;
      const handler = sinon.spy();
      form.addEventListener('submit', handler);
      pay.click();
      expect(handler.calledOnce).to.equal(true);
      expect(posts).to.deep.equal([{ action: 'pay' }]);
    });

    it('a novalidate form with a complete card still pays', async () => {
      const { el, form, pay, posts } = await checkoutForm({ attributes: REQUIRED });
      form.noValidate = true;
      await fillCard(el);
      pay.click();
      await waitUntil(() => posts.length === 1, 'not submitted', { timeout: 10_000 });
      expect(posts[0]!.payment_method_nonce).to.match(/^tokencc_/);
    });
  });

  describe('with several ways to pay', () => {
    it('asks the shopper to choose one, and reportValidity() says so in the list and focuses its first choice', async () => {
      const { el, form } = await checkoutForm({ attributes: REQUIRED, options: PAYPAL });
      await waitForView(el, 'options');
      expect(el.validationMessage).to.equal('To continue, choose a way to pay.');
      expect(form.reportValidity()).to.equal(false);
      await el.updateComplete;
      expect(sheetError(el, 'options')).to.equal('To continue, choose a way to pay.');
      expect(el.shadowRoot!.activeElement).to.equal(q(el, '[data-view="options"] [data-option="card"]'));
      await expect(form).to.be.accessible();
    });

    it("says PayPal's own button pays, on PayPal's sheet", async () => {
      const { el } = await checkoutForm({ attributes: REQUIRED, options: PAYPAL });
      await waitForView(el, 'options');
      q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
      await waitForView(el, 'paypal');
      await waitUntil(() => el.validationMessage === 'To continue, select the PayPal button.', 'no PayPal prompt');
    });
  });
});
