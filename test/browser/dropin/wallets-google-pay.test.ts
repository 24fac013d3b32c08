import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { MESSAGES } from '../../../elements/vocabulary/messages.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { configureMerchant, emulatorState, resetEmulator } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { nextWalletOutcome } from '../support/wallets.js';
import { activeView, mountDropin, q, record, sheetError, unmountAll, waitForView } from './dropin-harness.js';

const GOOGLE_PAY = {
  googlePayVersion: 2,
  transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
};
type PaymentsApi = { PaymentsClient?: unknown };
const page = window as unknown as { google?: { payments?: { api?: PaymentsApi } } };

function optionIds(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]')].map(
    (b) => b.dataset.option!,
  );
}

/** Google's button: in a light-DOM holder slotted into the sheet, where Google's styles reach it. */
function googleButton(el: PaymentDropin): HTMLButtonElement | null {
  return el.querySelector<HTMLButtonElement>('[data-pd-holder="googlePay-button"] button');
}

async function openGooglePay(el: PaymentDropin): Promise<HTMLButtonElement> {
  q<HTMLButtonElement>(el, '[data-option="googlePay"]')!.click();
  await waitForView(el, 'googlePay');
  return googleButton(el)!;
}

function listed(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="methods"] [data-nonce]')].map(
    (m) => m.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );
}

/** The analytics kinds the gateway received. */
async function analyticsKinds(): Promise<string[]> {
  return (await emulatorState()).analytics.flatMap(
    (a) => (a.body as { analytics?: Array<{ kind: string }> }).analytics?.map((e) => e.kind) ?? [],
  );
}

describe("<payment-dropin> Google Pay, with the real braintree-web google-payment module on the emulator's pay.js", () => {
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  describe('availability', () => {
    it("offers Google Pay when the gateway takes it and Google's isReadyToPay says yes (loading Google's script)", async () => {
      const el = await mountDropin({ googlePay: GOOGLE_PAY });
      expect(optionIds(el)).to.deep.equal(['card', 'googlePay']);
      expect(document.querySelector('script[src="https://pay.google.com/gp/p/js/pay.js"]')).to.exist;
    });

    it("leaves Google Pay out when Google's isReadyToPay says no", async () => {
      const api = page.google!.payments!.api!;
      const theirs = api.PaymentsClient;
      // The page's own Google script (kept, as a page with Google's real one would be) answers no.
      api.PaymentsClient = class {
        isReadyToPay() {
          return Promise.resolve({ result: false });
        }
      };
      try {
        const el = await mountDropin({ googlePay: GOOGLE_PAY });
        expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
        expect(q(el, '[data-option="googlePay"]')).to.equal(null);
      } finally {
        api.PaymentsClient = theirs;
      }
    });

    it('leaves Google Pay out when the gateway does not take it', async () => {
      await configureMerchant({ googlePayEnabled: false });
      const el = await mountDropin({ googlePay: GOOGLE_PAY });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    });

    it('shows Google Pay disabled with the developer error when its setup fails', async () => {
      // braintree-web refuses a Google Pay API version it does not speak.
      const el = await mountDropin({ googlePay: { ...GOOGLE_PAY, googlePayVersion: 3 } });
      const option = q<HTMLButtonElement>(el, '[data-option="googlePay"]')!;
      expect(option.getAttribute('aria-disabled')).to.equal('true');
      expect(option.textContent).to.contain(MESSAGES.developerError);
      // Offered, disabled: Drop-in's list too.
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'googlePay']);
    });
  });

  it("shows Google's short button on the sheet, which passes axe", async () => {
    const el = await mountDropin({ googlePay: GOOGLE_PAY });
    const button = await openGooglePay(el);
    expect(button.dataset.buttonType).to.equal('short');
    expect(button.getBoundingClientRect().height).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it("keeps the merchant's button type when given", async () => {
    const el = await mountDropin({ googlePay: { ...GOOGLE_PAY, button: { buttonType: 'buy' } } });
    expect((await openGooglePay(el)).dataset.buttonType).to.equal('buy');
  });

  for (const version of [1, 2]) {
    it(`pays (Google Pay API v${version}): an AndroidPayCard with Google's payment data in details.rawPaymentData`, async () => {
      const el = await mountDropin({ googlePay: { ...GOOGLE_PAY, googlePayVersion: version } });
      const events = record(el, ['paymentMethodRequestable']);
      (await openGooglePay(el)).click();
      await waitUntil(() => activeView(el) === 'methods', 'the Google Pay card was never listed', { timeout: 10000 });
      expect(listed(el)).to.have.length(1);
      expect(events.at(-1)).to.deep.equal({
        name: 'paymentMethodRequestable',
        detail: { type: 'AndroidPayCard', paymentMethodIsSelected: true },
      });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('AndroidPayCard');
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.details.lastFour).to.equal('1111');
      const raw = payload.details.rawPaymentData as Record<string, unknown>;
      expect(raw, "Google's payment data").to.be.an('object');
      expect(raw).to.have.property(version === 2 ? 'paymentMethodData' : 'paymentMethodToken');
    });
  }

  it('ignores CANCELED: the sheet stays with no error, and only an analytics event is sent', async () => {
    const el = await mountDropin({ googlePay: GOOGLE_PAY });
    const button = await openGooglePay(el);
    await nextWalletOutcome('google-pay', 'cancel');
    button.click();
    await waitUntil(
      async () => (await analyticsKinds()).includes('web.dropin.googlepay.loadPaymentData.canceled'),
      'no canceled analytics event',
      { timeout: 5000 },
    );
    await el.updateComplete;
    expect(activeView(el)).to.equal('googlePay');
    expect(sheetError(el, 'googlePay')).to.equal('');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it("logs DEVELOPER_ERROR and shows the widget's developer error on the sheet", async () => {
    const el = await mountDropin({ googlePay: GOOGLE_PAY });
    const button = await openGooglePay(el);
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      logged.push(args);
    };
    try {
      await nextWalletOutcome('google-pay', 'error');
      button.click();
      await waitUntil(() => sheetError(el, 'googlePay') !== '', 'no error on the sheet', { timeout: 5000 });
    } finally {
      console.error = original;
    }
    // developerError is one of the widget's translated messages (en-US wording).
    expect(sheetError(el, 'googlePay')).to.equal(enUS.developerError);
    expect(logged.some((args) => args.some((a) => (a as { statusCode?: string })?.statusCode === 'DEVELOPER_ERROR'))).to
      .be.true;
  });

  it('opens one Google Pay sheet at a time: a second press while one is open adds nothing and shows no error', async () => {
    const el = await mountDropin({ googlePay: GOOGLE_PAY });
    const button = await openGooglePay(el);
    button.click();
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the Google Pay card was never listed', { timeout: 10000 });
    // Nothing more is to happen: long enough for a second sheet to have paid or failed too.
    await nothingHappensWithin(500);
    expect(listed(el)).to.have.length(1);
    expect(sheetError(el, 'methods')).to.equal('');
  });

  it("updateConfiguration('googlePay', …) removes the unsaved card and restores the first view", async () => {
    const el = await mountDropin({ googlePay: GOOGLE_PAY });
    (await openGooglePay(el)).click();
    await waitUntil(() => activeView(el) === 'methods', 'the Google Pay card was never listed', { timeout: 10000 });
    el.updateConfiguration('googlePay', 'transactionInfo', { ...GOOGLE_PAY.transactionInfo, totalPrice: '12.00' });
    await waitForView(el, 'options');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    (await openGooglePay(el)).click();
    await waitUntil(() => activeView(el) === 'methods', 'the next payment was never listed', { timeout: 10000 });
  });
});
