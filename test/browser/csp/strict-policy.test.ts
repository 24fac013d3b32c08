import { expect, waitUntil } from '@open-wc/testing';
import { TOKENIZATION_KEY, clientToken, seedCustomer } from '../support/emulator.js';
import { fieldError, fillCard, frameOf, mountDropin, q, unmountAll, waitForView } from '../dropin/dropin-harness.js';
import { installPaymentScriptPolicy } from '../../../elements/trusted-types.js';
import { clearViolations, pageNonce, violationsSoFar } from './violations.js';

// braintree-web loads the PayPal, Songbird and Fraudnet scripts by assigning strings to
// script.src (and Fraudnet's JSON configuration to script.text): under Trusted Types a page needs
// a default policy for them, as the "Content Security Policy" section of elements/README.md tells
// merchants.
installPaymentScriptPolicy();

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

describe('<payment-dropin> under a strict Content-Security-Policy (no unsafe-inline, no unsafe-eval, Trusted Types)', () => {
  beforeEach(clearViolations);
  afterEach(unmountAll);

  it('runs this page under the strict policy, so an inline style is reported', async () => {
    // The control: without it, an empty violation list below could mean no policy at all.
    const style = document.createElement('style');
    style.textContent = 'body { margin: 0 }';
    document.head.append(style);
    style.remove();
    expect(await violationsSoFar()).to.have.length(1);
  });

  it('sets up the card fields, shows field errors, and tokenizes with no violation', async () => {
    const el = await mountDropin();
    expect(frameOf(el, 'number')).to.be.an.instanceOf(HTMLIFrameElement);
    await el.requestPaymentMethod().catch(() => undefined);
    await el.updateComplete;
    expect(fieldError(el, 'expirationDate')).to.not.equal('');
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(payload.nonce).to.be.a('string').and.not.equal('');
    expect(await violationsSoFar()).to.deep.equal([]);
  });

  it('lists and deletes saved methods with no violation', async () => {
    const id = `csp-${Date.now()}`;
    await seedCustomer({
      id,
      paymentMethods: [
        { type: 'CreditCard', number: '4111111111111111', default: true },
        { type: 'CreditCard', number: '5555555555554444' },
      ],
    });
    const el = await mountDropin({ authorization: await clientToken({ customerId: id }), vaultManager: true });
    await waitForView(el, 'methods');
    q<HTMLButtonElement>(el, '[part~="edit-toggle"]')!.click();
    await el.updateComplete;
    const methods = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-view="methods"] [data-nonce]')];
    methods()[1]!.click();
    await waitForView(el, 'delete-confirmation');
    const yes = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-view="delete-confirmation"] button'),
    ].find((b) => b.dataset.action === 'confirm' || /yes|delete/i.test(b.textContent ?? ''))!;
    yes.click();
    await waitUntil(() => methods().length === 1, 'the saved method was never deleted', { timeout: 8000 });
    expect(await violationsSoFar()).to.deep.equal([]);
  });

  it('pays with PayPal with no violation', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
    await waitForView(el, 'paypal');
    await waitUntil(() => q(el, '[data-wallet="paypal"] button'), 'no PayPal button', { timeout: 8000 });
    q<HTMLButtonElement>(el, '[data-wallet="paypal"] button')!.click();
    await waitForView(el, 'methods');
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('PayPalAccount');
    expect(await violationsSoFar()).to.deep.equal([]);
  });

  it("draws the express row, with each wallet's own button, and pays from it with no violation", async () => {
    const el = await mountDropin({
      express: true,
      paypal: PAYPAL,
      venmo: { allowDesktop: true, paymentMethodUsage: 'single_use' },
      googlePay: {
        googlePayVersion: 2,
        transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
      },
      paymentOptionPriority: ['paypal', 'googlePay', 'venmo', 'card'],
    } as never);
    const row = (): string[] =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('.express > .express-button')].map((c) => c.dataset.wallet!);
    await waitUntil(() => row().join() === 'paypal,googlePay,venmo', 'the express row was never drawn', {
      timeout: 10000,
    });
    const paypal = q(el, '.express [data-wallet="paypal"]')!;
    await waitUntil(() => paypal.querySelector('button'), "PayPal's button never came to the row", { timeout: 15000 });
    await waitUntil(() => el.querySelector('[data-pd-holder="googlePay-express"] button'), 'no Google Pay button', {
      timeout: 10000,
    });
    expect(q(el, '.express [data-wallet="venmo"] button')).to.exist;
    await expect(el).to.be.accessible();
    paypal.querySelector('button')!.click();
    await waitForView(el, 'methods');
    expect((await el.requestPaymentMethod()).type).to.equal('PayPalAccount');
    expect(await violationsSoFar()).to.deep.equal([]);
  });

  it("hands the page's nonce to PayPal's SDK (for the styles it injects), from the option or the nonce attribute", async () => {
    const sdkNonces = (): string[] =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src*="/sdk/js"]')].map(
        (script) => script.dataset.cspNonce ?? '',
      );
    const fromOption = await mountDropin({ paypal: PAYPAL, nonce: pageNonce() });
    q<HTMLButtonElement>(fromOption, '[data-option="paypal"]')!.click();
    await waitUntil(() => q(fromOption, '[data-wallet="paypal"] button'), 'no PayPal button', { timeout: 8000 });
    expect(sdkNonces()).to.include(pageNonce());
    await unmountAll();
    expect(sdkNonces()).to.deep.equal([]);

    const el = document.createElement('payment-dropin');
    el.setAttribute('nonce', pageNonce());
    el.options = { authorization: TOKENIZATION_KEY, paypal: PAYPAL };
    const ready = new Promise((resolve) => el.addEventListener('ready', resolve, { once: true }));
    document.body.append(el);
    try {
      await ready;
      await waitUntil(() => sdkNonces().length > 0, 'no PayPal SDK script', { timeout: 8000 });
      expect(sdkNonces()).to.deep.equal([pageNonce()]);
      expect(await violationsSoFar()).to.deep.equal([]);
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });

  it('runs a 3D Secure challenge with no violation', async () => {
    const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
    await fillCard(el, { number: '4000000000001091' });
    const request = el.requestPaymentMethod();
    await waitUntil(() => document.querySelector('[data-emulated-cardinal="challenge"]'), 'no challenge', {
      timeout: 8000,
    });
    const dialog = document.querySelector<HTMLElement>('[data-emulated-cardinal="challenge"]')!;
    const submit = [...dialog.querySelectorAll('button')].find((b) => !/cancel/i.test(b.textContent ?? ''))!;
    submit.click();
    const payload = await request;
    expect(payload.liabilityShifted).to.equal(true);
    expect(await violationsSoFar()).to.deep.equal([]);
  });

  it('collects device data with no violation', async () => {
    const el = await mountDropin({ dataCollector: true });
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(JSON.parse(payload.deviceData!)).to.have.property('correlation_id');
    expect(await violationsSoFar()).to.deep.equal([]);
  });
});
