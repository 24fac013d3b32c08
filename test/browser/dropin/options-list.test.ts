import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { resetEmulator } from '../support/emulator.js';
import { activeView, mountDropin, q, record, unmountAll, waitForView } from './dropin-harness.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

function optionIds(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]')].map(
    (b) => b.dataset.option!,
  );
}

describe('<payment-dropin> options list', () => {
  afterEach(unmountAll);
  after(resetEmulator);

  it('is the first view when several options are available, in the default order', async () => {
    const el = await mountDropin({ paypal: PAYPAL, paypalCredit: PAYPAL });
    expect(activeView(el)).to.equal('options');
    expect(optionIds(el)).to.deep.equal(['card', 'paypal', 'paypalCredit']);
    expect(q(el, '[data-view="options"] h2')!.textContent!.trim()).to.equal('How would you like to pay?');
  });

  it('loads PayPal’s SDK once for PayPal and PayPal Credit on the same settings, each with its own button', async () => {
    const sdkScripts = (): HTMLScriptElement[] => [
      ...document.querySelectorAll<HTMLScriptElement>('script[src*="/sdk/js"]'),
    ];
    const before = sdkScripts().length;
    const el = await mountDropin({ paypal: PAYPAL, paypalCredit: PAYPAL });
    expect(optionIds(el)).to.deep.equal(['card', 'paypal', 'paypalCredit']);
    expect(sdkScripts().length).to.equal(before + 1);
    expect(new URL(sdkScripts().at(-1)!.src).searchParams.get('enable-funding')).to.equal('credit');
    expect(q(el, '[data-wallet="paypal"] button')!.textContent!.trim()).to.equal('PayPal');
    expect(q(el, '[data-wallet="paypalCredit"] button')!.textContent!.trim()).to.equal('PayPal Credit');
  });

  it('passes axe', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    await expect(el).to.be.accessible();
  });

  it('follows paymentOptionPriority and drops duplicates', async () => {
    const el = await mountDropin({ paypal: PAYPAL, paymentOptionPriority: ['paypal', 'card', 'paypal'] });
    expect(optionIds(el)).to.deep.equal(['paypal', 'card']);
    expect(el.getAvailablePaymentOptions()).to.deep.equal(['paypal', 'card']);
  });

  it('shows a failed option disabled with the developer error while the others work', async () => {
    // braintree-web refuses to create card fields whose maxlength is not a number.
    const el = await mountDropin({
      paypal: PAYPAL,
      card: { overrides: { fields: { number: { maxlength: 'x' as never } } } },
    });
    const card = q<HTMLButtonElement>(el, '[data-option="card"]')!;
    expect(card.getAttribute('aria-disabled')).to.equal('true');
    expect(card.textContent).to.contain('Developer Error: Something went wrong. Check the console for details.');
    // Offered, disabled: Drop-in's list too.
    expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
    card.click();
    expect(activeView(el)).to.equal('options');
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
    await waitForView(el, 'paypal');
    await waitUntil(() => q(el, '[data-wallet="paypal"] button'), 'the PayPal button never rendered');
  });

  it('opens the chosen sheet, firing paymentOptionSelected and changeActiveView', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    const events = record(el, ['paymentOptionSelected', 'changeActiveView']);
    q<HTMLButtonElement>(el, '[data-option="card"]')!.click();
    await el.updateComplete;
    expect(activeView(el)).to.equal('card');
    expect(events).to.deep.equal([
      { name: 'changeActiveView', detail: { previousViewId: 'options', newViewId: 'card' } },
      { name: 'paymentOptionSelected', detail: { paymentOption: 'card' } },
    ]);
  });

  for (const key of ['Enter', 'Space']) {
    it(`activates an option with ${key}`, async () => {
      const el = await mountDropin({ paypal: PAYPAL });
      q<HTMLButtonElement>(el, '[data-option="paypal"]')!.focus();
      await sendKeys({ press: key });
      await waitForView(el, 'paypal');
    });
  }

  it('moves focus to the new view when the shopper navigates, whose heading says it: the live region says nothing more', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitForView(el, 'paypal');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.id).to.equal(q(el, '[data-view="paypal"] h2')!.id);
    expect(q(el, '[data-view="paypal"] h2')!.textContent).to.contain('PayPal');
    expect(q(el, '[part="panel"] > [role="status"][aria-live="polite"]')!.textContent!.trim()).to.equal('');
  });

  it('offers the other ways to pay from a sheet, back to the options list', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="card"]')!.click();
    await el.updateComplete;
    const toggle = q<HTMLButtonElement>(el, '[part~="other-ways"]')!;
    expect(toggle).to.exist;
    toggle.click();
    await waitForView(el, 'options');
  });

  it('rejects requestPaymentMethod on the options list with "No payment method is available."', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    const error = await el.requestPaymentMethod().catch((e: Error) => e);
    expect((error as Error).message).to.equal('No payment method is available.');
  });

  it('asks for the PayPal button when a payment method is requested on the PayPal sheet', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
    await waitForView(el, 'paypal');
    const error = await el.requestPaymentMethod().catch((e: Error) => e);
    expect((error as Error).message).to.equal('No payment method is available.');
    await el.updateComplete;
    expect(q(el, '[data-view="paypal"] .sheet-error')!.textContent!.trim()).to.not.equal('');
  });

  for (const option of ['paypal', 'paypalCredit'] as const) {
    it(`offers "other ways to pay" on the ${option} sheet when there is more than one option`, async () => {
      const el = await mountDropin({ paypal: PAYPAL, paypalCredit: PAYPAL });
      q<HTMLButtonElement>(el, `[data-option="${option}"]`)!.click();
      await waitForView(el, option);
      await el.updateComplete;
      const toggle = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="other-ways"]')].find(
        (button) => !button.closest('[hidden]'),
      );
      expect(toggle, 'no "other ways to pay" toggle on the sheet').to.exist;
      expect(toggle!.textContent!.trim()).to.equal('More ways to pay');
      toggle!.click();
      await waitForView(el, 'options');
      expect(optionIds(el)).to.deep.equal(['card', 'paypal', 'paypalCredit']);
    });
  }

  it('pays with PayPal: the button gives a PayPalAccount method, then the methods view shows it', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
    await waitForView(el, 'paypal');
    const requestable = new Promise((resolve) =>
      el.addEventListener('paymentMethodRequestable', (e) => resolve((e as CustomEvent).detail), { once: true }),
    );
    const button = await waitUntil(
      () => q<HTMLButtonElement>(el, '[data-wallet="paypal"] button'),
      'no PayPal button',
    ).then(() => q<HTMLButtonElement>(el, '[data-wallet="paypal"] button')!);
    button.click();
    expect(await requestable).to.deep.equal({ type: 'PayPalAccount', paymentMethodIsSelected: true });
    await waitForView(el, 'methods');
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('PayPalAccount');
    expect(payload.details.email).to.be.a('string');
    expect(payload).to.not.have.property('description');
  });

  it('drops an unsaved PayPal method and returns to the initial view after updateConfiguration(paypal)', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
    await waitForView(el, 'paypal');
    await waitUntil(() => q(el, '[data-wallet="paypal"] button'), 'no PayPal button');
    q<HTMLButtonElement>(el, '[data-wallet="paypal"] button')!.click();
    await waitForView(el, 'methods');
    expect(el.isPaymentMethodRequestable()).to.equal(true);
    el.updateConfiguration('paypal', 'amount', '25.00');
    await waitForView(el, 'options');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it('ignores updateConfiguration for properties Drop-in does not update', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    el.updateConfiguration('card' as never, 'cardholderName', true);
    expect(activeView(el)).to.equal('options');
  });
});
