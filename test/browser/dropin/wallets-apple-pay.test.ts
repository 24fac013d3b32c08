import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { configureMerchant, resetEmulator } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript, nextWalletOutcome } from '../support/wallets.js';
import { activeView, mountDropin, q, record, sheetError, unmountAll, waitForView } from './dropin-harness.js';

const APPLE_PAY = {
  displayName: 'Emulated shop',
  paymentRequest: { total: { label: 'Emulated shop', amount: '10.00' } },
};
const page = window as unknown as { ApplePaySession?: unknown };

function optionIds(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]')].map(
    (b) => b.dataset.option!,
  );
}

async function openApplePay(el: PaymentDropin): Promise<HTMLButtonElement> {
  q<HTMLButtonElement>(el, '[data-option="applePay"]')!.click();
  await waitForView(el, 'applePay');
  return q<HTMLButtonElement>(el, '[data-wallet="applePay"] button')!;
}

function listed(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="methods"] [data-nonce]')].map(
    (m) => m.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );
}

describe("<payment-dropin> Apple Pay, with the real braintree-web apple-pay module on the emulator's ApplePaySession", () => {
  before(() => loadScript(APPLE_PAY_SESSION_SCRIPT));
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  describe('availability', () => {
    it('offers Apple Pay when the gateway takes it and the page has an ApplePaySession of version 2', async () => {
      const el = await mountDropin({ applePay: APPLE_PAY });
      expect(optionIds(el)).to.deep.equal(['card', 'applePay']);
    });

    it('leaves Apple Pay out on a page without ApplePaySession', async () => {
      const own = page.ApplePaySession;
      delete page.ApplePaySession;
      try {
        const el = await mountDropin({ applePay: APPLE_PAY });
        expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
      } finally {
        page.ApplePaySession = own;
      }
    });

    it("leaves Apple Pay out when the session does not support the merchant's applePaySessionVersion", async () => {
      const el = await mountDropin({ applePay: { ...APPLE_PAY, applePaySessionVersion: 99 } });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    });

    it('leaves Apple Pay out when the gateway does not take it', async () => {
      await configureMerchant({ applePayEnabled: false });
      const el = await mountDropin({ applePay: APPLE_PAY });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    });
  });

  it('shows a black Apple Pay button by default, and the merchant can choose white; the sheet passes axe', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    const button = await openApplePay(el);
    expect(button.dataset.buttonStyle).to.equal('black');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 0, 0)');
    expect(button.textContent!.trim()).to.equal('Apple Pay');
    await expect(el).to.be.accessible();
    await unmountAll();
    const white = await openApplePay(await mountDropin({ applePay: { ...APPLE_PAY, buttonStyle: 'white' } }));
    expect(white.dataset.buttonStyle).to.equal('white');
    expect(getComputedStyle(white).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('pays: an ApplePayCard is listed and requested with the Apple Pay payment in details.rawPaymentData', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    const events = record(el, ['paymentMethodRequestable']);
    const button = await openApplePay(el);
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
    expect(listed(el)).to.have.length(1);
    expect(events.at(-1)).to.deep.equal({
      name: 'paymentMethodRequestable',
      detail: { type: 'ApplePayCard', paymentMethodIsSelected: true },
    });
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('ApplePayCard');
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.details.cardType).to.equal('Visa');
    const raw = payload.details.rawPaymentData as { token?: { paymentData?: unknown; paymentMethod?: unknown } };
    expect(raw.token, 'the Apple Pay payment token').to.be.an('object');
    expect(raw.token!.paymentMethod).to.deep.include({ network: 'Visa' });
    await expect(el).to.be.accessible();
  });

  it('ignores a cancel: the Apple Pay sheet stays, with no error', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    const button = await openApplePay(el);
    await nextWalletOutcome('apple-pay', 'cancel');
    button.click();
    // Nothing is to happen: long enough for the stand-in's sheet to have asked the emulator and been canceled.
    await nothingHappensWithin(500);
    await el.updateComplete;
    expect(activeView(el)).to.equal('applePay');
    expect(sheetError(el, 'applePay')).to.equal('');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    // The session is over: the next press pays.
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the second press never paid', { timeout: 10000 });
  });

  it('shows applePayTokenizationError when the gateway cannot tokenize the payment', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    const button = await openApplePay(el);
    await nextWalletOutcome('apple-pay', 'error');
    button.click();
    await waitUntil(() => sheetError(el, 'applePay') !== '', 'no error on the sheet', { timeout: 10000 });
    expect(sheetError(el, 'applePay')).to.equal(enUS.applePayTokenizationError);
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it('shows applePayActiveCardError on arriving at the sheet when the wallet has no card the merchant takes', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    await nextWalletOutcome('apple-pay', 'no-active-card');
    await openApplePay(el);
    await waitUntil(() => sheetError(el, 'applePay') !== '', 'no error on the sheet', { timeout: 5000 });
    expect(sheetError(el, 'applePay')).to.equal(enUS.applePayActiveCardError);
  });

  it('opens one Apple Pay sheet at a time: a second press while one is open adds nothing', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    const button = await openApplePay(el);
    button.click();
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
    // Nothing more is to happen: long enough for a second sheet to have paid too.
    await nothingHappensWithin(500);
    expect(listed(el)).to.have.length(1);
  });

  it('rejects requestPaymentMethod on the Apple Pay sheet before the shopper has paid', async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    await openApplePay(el);
    const error = await el.requestPaymentMethod().catch((e: Error) => e);
    expect((error as Error).message).to.equal('No payment method is available.');
  });

  it("updateConfiguration('applePay', …) removes the unsaved card, restores the first view and changes the next sheet", async () => {
    const el = await mountDropin({ applePay: APPLE_PAY });
    let button = await openApplePay(el);
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
    el.updateConfiguration('applePay', 'paymentRequest', {
      total: { label: 'Emulated shop', amount: '12.00' },
      supportedNetworks: ['masterCard'],
    });
    await waitForView(el, 'options');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    button = await openApplePay(el);
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the second card was never listed', { timeout: 10000 });
    const payload = await el.requestPaymentMethod();
    // The stand-in's wallet pays with the one network the new request allows.
    expect(payload.details.cardType).to.equal('MasterCard');
  });
});
