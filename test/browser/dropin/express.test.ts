/**
 * The express row (the `express` option): the wallets' own buttons above the options list, paying in one tap,
 * with the real braintree-web modules on the emulator's wallet stand-ins (Apple Pay's ApplePaySession, Google's
 * pay.js, Venmo's approval page, PayPal's SDK).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { resetEmulator } from '../support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript, nextWalletOutcome } from '../support/wallets.js';
import { checkoutForm, removeForm } from '../form/form-harness.js';
import { activeView, mountDropin, q, record, unmountAll, watchLayoutShifts } from './dropin-harness.js';

const APPLE_PAY = {
  displayName: 'Emulated shop',
  paymentRequest: { total: { label: 'Emulated shop', amount: '10.00' } },
};
const GOOGLE_PAY = {
  googlePayVersion: 2,
  transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
};
const VENMO = { allowDesktop: true, paymentMethodUsage: 'single_use' };
const PAYPAL = { flow: 'checkout', amount: '10.00', currency: 'USD' } as const;

const page = window as unknown as { ApplePaySession: new (version: number, request: unknown) => unknown };

/** The express row's wallets, in order ([] without a row). */
function expressWallets(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('.express > .express-button')].map((c) => c.dataset.wallet!);
}

/** The row's button for a wallet that draws its own (Apple Pay, Venmo). */
function expressButton(el: PaymentDropin, wallet: string): HTMLButtonElement | null {
  return q<HTMLButtonElement>(el, `.express [data-wallet="${wallet}"] button`);
}

/** Google's button in the express row: in the light-DOM holder slotted into the row's container. */
function googleExpressButton(el: PaymentDropin): HTMLButtonElement | null {
  return el.querySelector<HTMLButtonElement>('[data-pd-holder="googlePay-express"] button');
}

/** Venmo's approval page, framed by braintree-web for the desktop flow, is showing. */
function venmoApprovalShown(): boolean {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="venmo-desktop-iframe"]');
  return Boolean(frame && frame.style.display !== 'none');
}

/** How many PayPal payments braintree-web has asked the gateway to create on this page. */
function paypalRequests(): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('paypal_hermes/')).length;
}

async function rowDrawn(el: PaymentDropin, wallets: string[]): Promise<void> {
  await waitUntil(
    () => JSON.stringify(expressWallets(el)) === JSON.stringify(wallets),
    `the express row never showed ${wallets.join(', ')}; it showed ${expressWallets(el).join(', ')}`,
    { timeout: 10000 },
  );
}

/** Records the payment requests the page's ApplePaySession is made with (the stand-in itself is left as it is). */
function watchApplePayRequests(): { requests: Array<{ total?: { amount?: string } }>; stop(): void } {
  const Original = page.ApplePaySession;
  const requests: Array<{ total?: { amount?: string } }> = [];
  const Watched = function (this: unknown, version: number, request: { total?: { amount?: string } }) {
    requests.push(request);
    return new Original(version, request);
  } as unknown as typeof Original;
  Object.setPrototypeOf(Watched, Original);
  page.ApplePaySession = Watched;
  return { requests, stop: () => (page.ApplePaySession = Original) };
}

describe('<payment-dropin> express buttons (the `express` option)', () => {
  before(() => loadScript(APPLE_PAY_SESSION_SCRIPT));
  beforeEach(resetEmulator);
  afterEach(async () => {
    await unmountAll();
    await removeForm();
  });

  describe('when express is unset', () => {
    it('draws no express row, and the options list is as before', async () => {
      const el = await mountDropin({ applePay: APPLE_PAY, venmo: VENMO });
      expect(el.getAvailablePaymentOptions()).to.have.members(['card', 'applePay', 'venmo']);
      expect(q(el, '.express')).to.equal(null);
      expect(q(el, '[data-view="options"]')).to.exist;
    });
  });

  describe('when express is true', () => {
    it("draws each offered wallet's own button in a row above the options list, in paymentOptionPriority's order", async () => {
      const el = await mountDropin({
        express: true,
        applePay: APPLE_PAY,
        googlePay: GOOGLE_PAY,
        venmo: VENMO,
        paymentOptionPriority: ['venmo', 'card', 'googlePay', 'applePay'],
      });
      await rowDrawn(el, ['venmo', 'googlePay', 'applePay']);
      const row = q(el, '.express')!;
      const options = q(el, '[data-view="options"]')!;
      // Before it in the document, so above it on the screen and first in the tab order.
      expect(row.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      expect(row.getAttribute('role')).to.equal('group');
      expect(row.getAttribute('aria-label')).to.equal('Express checkout');
      expect(expressButton(el, 'applePay')!.textContent!.trim()).to.equal('Apple Pay');
      expect(expressButton(el, 'applePay')!.dataset.buttonStyle).to.equal('black');
      expect(expressButton(el, 'venmo')!.textContent!.trim()).to.equal('Venmo');
      await waitUntil(() => googleExpressButton(el), "Google's button never came to the express row");
      await expect(el).to.be.accessible();
    });

    it('wraps on a phone-wide widget: every button inside the row, on more than one line', async () => {
      const el = await mountDropin({
        express: true,
        applePay: APPLE_PAY,
        googlePay: GOOGLE_PAY,
        venmo: VENMO,
        paymentOptionPriority: ['venmo', 'googlePay', 'applePay', 'card'],
      });
      el.style.display = 'block';
      el.style.width = '320px';
      await rowDrawn(el, ['venmo', 'googlePay', 'applePay']);
      const row = q(el, '.express')!.getBoundingClientRect();
      const places = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.express > .express-button')].map((c) =>
        c.getBoundingClientRect(),
      );
      for (const place of places) {
        expect(place.left).to.be.at.least(row.left - 0.5);
        expect(place.right).to.be.at.most(row.right + 0.5);
      }
      expect(new Set(places.map((place) => Math.round(place.top))).size).to.be.greaterThan(1);
    });

    it('reaches the row by keyboard: the first Tab into the widget lands on the first wallet button', async () => {
      const el = await mountDropin({ express: true, applePay: APPLE_PAY, paymentOptionPriority: ['applePay', 'card'] });
      await rowDrawn(el, ['applePay']);
      const before = document.createElement('button');
      before.textContent = 'before';
      document.body.prepend(before);
      try {
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(el.shadowRoot!.activeElement).to.equal(expressButton(el, 'applePay'));
      } finally {
        before.remove();
      }
    });

    it('leaves out a wallet the browser does not support, with no gap: only the wallets that set up are drawn', async () => {
      const el = await mountDropin({
        express: true,
        applePay: { ...APPLE_PAY, applePaySessionVersion: 99 },
        venmo: VENMO,
      });
      await rowDrawn(el, ['venmo']);
      expect(el.shadowRoot!.querySelectorAll('.express-button')).to.have.length(1);
    });

    it('moves nothing in the widget when a wallet turns out unavailable: no layout shift from mount to the buttons', async () => {
      const shifts = watchLayoutShifts();
      const el = await mountDropin({
        express: true,
        applePay: { ...APPLE_PAY, applePaySessionVersion: 99 },
        venmo: VENMO,
      });
      await rowDrawn(el, ['venmo']);
      await waitUntil(() => expressButton(el, 'venmo'), "Venmo's button never came to the row", { timeout: 10000 });
      expect(await shifts.stop(el), 'layout shifts of the widget').to.deep.equal([]);
    });
  });

  for (const { name, theme, locale, label } of [
    { name: 'dark, left to right', theme: 'dark', locale: 'en_US', label: 'Express checkout' },
    { name: 'light, right to left', theme: 'light', locale: 'ar_EG', label: 'الدفع السريع' },
    { name: 'dark, right to left', theme: 'dark', locale: 'he_IL', label: 'תשלום מהיר' },
  ]) {
    describe(`in ${name} (${locale})`, () => {
      it("draws every wallet's button in the row, named in the shopper's language, and passes axe", async () => {
        const el = await mountDropin({
          theme,
          locale,
          express: true,
          applePay: APPLE_PAY,
          googlePay: GOOGLE_PAY,
          venmo: VENMO,
          paypal: PAYPAL,
          paymentOptionPriority: ['applePay', 'googlePay', 'paypal', 'venmo', 'card'],
        } as never);
        await rowDrawn(el, ['applePay', 'googlePay', 'paypal', 'venmo']);
        await waitUntil(() => googleExpressButton(el), "Google's button never came to the express row");
        const paypal = q(el, '.express [data-wallet="paypal"]')!;
        await waitUntil(() => paypal.querySelector('button'), "PayPal's button never came to the row", {
          timeout: 15000,
        });
        const row = q(el, '.express')!;
        expect(row.getAttribute('aria-label')).to.equal(label);
        const rtl = locale !== 'en_US';
        expect(getComputedStyle(row).direction).to.equal(rtl ? 'rtl' : 'ltr');
        // The first wallet starts the line: at the right in a right-to-left language.
        const [first, second] = [...row.children].map((c) => c.getBoundingClientRect());
        expect(first!.top, 'the first two wallets share a line on this wide page').to.equal(second!.top);
        expect(first!.left > second!.left).to.equal(rtl);
        await expect(el).to.be.accessible();
      });
    });
  }

  describe('when a wallet fails to set up', () => {
    it('leaves its button out of the row and tells the merchant why in the console', async () => {
      const logged: unknown[][] = [];
      const own = console.error;
      console.error = (...args: unknown[]) => void logged.push(args);
      try {
        // braintree-web refuses a profileId that is not a string: Venmo's setup fails.
        const el = await mountDropin({
          express: true,
          applePay: APPLE_PAY,
          venmo: { ...VENMO, profileId: 42 as never },
        });
        await rowDrawn(el, ['applePay']);
        expect(expressButton(el, 'venmo')).to.equal(null);
        expect(logged.some((args) => String(args[0]).includes('Developer Error'))).to.equal(true);
      } finally {
        console.error = own;
      }
    });
  });

  describe('when express names wallets', () => {
    it('draws only those wallets', async () => {
      const el = await mountDropin({ express: ['venmo'], applePay: APPLE_PAY, venmo: VENMO });
      await rowDrawn(el, ['venmo']);
      expect(expressButton(el, 'applePay')).to.equal(null);
    });

    it('refuses a way to pay that has no button of its own, naming the option', async () => {
      const failure = await mountDropin({ express: ['card'] as never, applePay: APPLE_PAY }).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failure?.message).to.contain('options.express must be true, false or an array of');
    });
  });

  describe('one tap', () => {
    it('pays with Apple Pay from the row: paymentMethodRequestable, and requestPaymentMethod() returns the card', async () => {
      const el = await mountDropin({ express: true, applePay: APPLE_PAY });
      await rowDrawn(el, ['applePay']);
      const events = record(el, ['paymentMethodRequestable']);
      expressButton(el, 'applePay')!.click();
      await waitUntil(() => events.length > 0, 'no paymentMethodRequestable', { timeout: 10000 });
      expect(events.at(-1)!.detail).to.deep.equal({ type: 'ApplePayCard', paymentMethodIsSelected: true });
      await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('ApplePayCard');
      expect(payload.nonce).to.match(/^tokencc_/);
    });

    it('in a form, posts the Venmo nonce once, with no press of the Pay button', async () => {
      const { el, posts } = await checkoutForm({
        attributes: { name: 'payment_method_nonce' },
        options: { express: true, venmo: VENMO },
      });
      await rowDrawn(el, ['venmo']);
      const requests = record(el, ['paymentMethodRequestStart', 'paymentMethodRequestEnd']);
      await nextWalletOutcome('venmo', 'approve');
      expressButton(el, 'venmo')!.click();
      await waitUntil(() => posts.length > 0, 'the form was never posted', { timeout: 15000 });
      expect(posts).to.have.length(1);
      expect(posts[0]!.payment_method_nonce).to.be.a('string').that.is.not.empty;
      expect(posts[0]!.action, 'no submitter: the express button submitted it').to.equal(undefined);
      expect(requests.map((e) => e.name)).to.deep.equal(['paymentMethodRequestStart', 'paymentMethodRequestEnd']);
    });
  });

  describe('a second tap while a payment is under way', () => {
    it("begins nothing while Venmo's session from the row is open: no Apple Pay sheet, no PayPal window", async () => {
      const el = await mountDropin({
        express: true,
        applePay: APPLE_PAY,
        venmo: VENMO,
        paypal: PAYPAL,
        paymentOptionPriority: ['card', 'paypal', 'venmo', 'applePay'],
      });
      await rowDrawn(el, ['paypal', 'venmo', 'applePay']);
      const paypal = q(el, '.express [data-wallet="paypal"]')!;
      await waitUntil(() => paypal.querySelector('button'), "PayPal's button never came to the row", {
        timeout: 15000,
      });
      // The stand-in Venmo app approves over its next status polls: the session stays open for those seconds.
      await nextWalletOutcome('venmo', 'approve');
      expressButton(el, 'venmo')!.click();
      await waitUntil(venmoApprovalShown, "Venmo's approval page never opened", { timeout: 10000 });
      const watch = watchApplePayRequests();
      try {
        expressButton(el, 'applePay')!.click();
        expect(watch.requests, 'an Apple Pay sheet was opened').to.have.length(0);
        // Counted from here (the page's buffer of timings is finite).
        performance.clearResourceTimings();
        paypal.querySelector('button')!.click();
        // PayPal's SDK marks its button busy for the click's run, which our onClick ends at once.
        expect(paypal.querySelector('[aria-busy="true"]'), "PayPal's button did not take the click").to.exist;
        await waitUntil(() => !paypal.querySelector('[aria-busy="true"]'), 'the PayPal click never ended', {
          timeout: 10000,
        });
        expect(paypalRequests(), 'a PayPal payment was created').to.equal(0);
        // Venmo's session ends with its account, the only payment made.
        await waitUntil(() => activeView(el) === 'methods', 'the Venmo account was never listed', { timeout: 15000 });
        expect((await el.requestPaymentMethod()).type).to.equal('VenmoAccount');
        expect(watch.requests, 'an Apple Pay sheet was opened').to.have.length(0);
      } finally {
        watch.stop();
      }
    });

    it('in a form, begins nothing while the form is being paid: one Apple Pay sheet, one post', async () => {
      const { el, posts } = await checkoutForm({
        attributes: { name: 'payment_method_nonce' },
        options: { express: true, applePay: APPLE_PAY },
      });
      await rowDrawn(el, ['applePay']);
      const watch = watchApplePayRequests();
      let tappedAgain = false;
      el.addEventListener(
        'paymentMethodRequestStart',
        () => {
          // The form control is requesting the payment method: the shopper taps again.
          expressButton(el, 'applePay')!.click();
          tappedAgain = true;
        },
        { once: true },
      );
      try {
        expressButton(el, 'applePay')!.click();
        await waitUntil(() => posts.length > 0, 'the form was never posted', { timeout: 15000 });
        expect(tappedAgain, 'the second tap never happened').to.equal(true);
        expect(watch.requests, 'a second Apple Pay sheet was opened').to.have.length(1);
        expect(posts).to.have.length(1);
      } finally {
        watch.stop();
      }
    });
  });

  describe('updateConfiguration', () => {
    it('reaches the express button: the next Apple Pay sheet from the row asks for the new amount', async () => {
      const el = await mountDropin({ express: true, applePay: APPLE_PAY });
      await rowDrawn(el, ['applePay']);
      const watch = watchApplePayRequests();
      try {
        el.updateConfiguration('applePay', 'paymentRequest', { total: { label: 'Emulated shop', amount: '25.00' } });
        await el.updateComplete;
        await rowDrawn(el, ['applePay']);
        expressButton(el, 'applePay')!.click();
        await waitUntil(() => watch.requests.length > 0, 'no Apple Pay sheet was opened', { timeout: 10000 });
        expect(watch.requests[0]!.total?.amount).to.equal('25.00');
      } finally {
        watch.stop();
      }
    });
  });

  describe('contact and shipping details', () => {
    it("puts the Google Pay sheet's email and shipping address in the payload when the merchant asks for them", async () => {
      const el = await mountDropin({
        express: true,
        googlePay: { ...GOOGLE_PAY, emailRequired: true, shippingAddressRequired: true },
      });
      await rowDrawn(el, ['googlePay']);
      await waitUntil(() => googleExpressButton(el), "Google's button never came to the express row");
      googleExpressButton(el)!.click();
      await waitUntil(() => activeView(el) === 'methods', 'the Google Pay card was never listed', { timeout: 10000 });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('AndroidPayCard');
      const raw = payload.details.rawPaymentData as { email?: string; shippingAddress?: Record<string, string> };
      expect(raw.email).to.equal('shopper@example.com');
      expect(raw.shippingAddress).to.deep.include({ name: 'Emulated Shopper', postalCode: '60601', countryCode: 'US' });
    });

    it('leaves them out when the merchant does not ask', async () => {
      const el = await mountDropin({ express: true, googlePay: GOOGLE_PAY });
      await rowDrawn(el, ['googlePay']);
      await waitUntil(() => googleExpressButton(el), "Google's button never came to the express row");
      googleExpressButton(el)!.click();
      await waitUntil(() => activeView(el) === 'methods', 'the Google Pay card was never listed', { timeout: 10000 });
      const raw = (await el.requestPaymentMethod()).details.rawPaymentData as Record<string, unknown>;
      expect(raw).to.not.have.property('email');
      expect(raw).to.not.have.property('shippingAddress');
    });
  });

  describe("Apple Pay's contacts", () => {
    it("puts the shipping and billing contacts Apple's sheet returns in the payload when the merchant requires them", async () => {
      const el = await mountDropin({
        express: true,
        applePay: {
          ...APPLE_PAY,
          paymentRequest: {
            ...APPLE_PAY.paymentRequest,
            requiredShippingContactFields: ['postalAddress', 'name', 'email'],
            requiredBillingContactFields: ['postalAddress'],
          },
        },
      });
      await rowDrawn(el, ['applePay']);
      expressButton(el, 'applePay')!.click();
      await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('ApplePayCard');
      const raw = payload.details.rawPaymentData as {
        shippingContact?: Record<string, unknown>;
        billingContact?: Record<string, unknown>;
      };
      expect(raw.shippingContact).to.deep.include({
        givenName: 'Emulated',
        familyName: 'Shopper',
        emailAddress: 'shopper@example.com',
        postalCode: '60601',
        countryCode: 'US',
      });
      expect(raw.billingContact).to.deep.include({ locality: 'Chicago', postalCode: '60601' });
      expect(raw.billingContact).to.not.have.property('givenName');
    });

    it('leaves them out when the merchant requires none', async () => {
      const el = await mountDropin({ express: true, applePay: APPLE_PAY });
      await rowDrawn(el, ['applePay']);
      expressButton(el, 'applePay')!.click();
      await waitUntil(() => activeView(el) === 'methods', 'the Apple Pay card was never listed', { timeout: 10000 });
      const raw = (await el.requestPaymentMethod()).details.rawPaymentData as Record<string, unknown>;
      expect(raw).to.not.have.property('shippingContact');
      expect(raw).to.not.have.property('billingContact');
    });
  });

  describe('PayPal', () => {
    /** Taps the row's PayPal button and answers the payload of the account PayPal approved. */
    async function payWithPayPalInRow(el: PaymentDropin): Promise<{ details: Record<string, unknown> }> {
      await rowDrawn(el, ['paypal']);
      const container = q(el, '.express [data-wallet="paypal"]')!;
      await waitUntil(() => container.querySelector('button'), "PayPal's button never came to the row", {
        timeout: 15000,
      });
      container.querySelector('button')!.click();
      await waitUntil(() => activeView(el) === 'methods', 'the PayPal account was never listed', { timeout: 15000 });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('PayPalAccount');
      return payload as unknown as { details: Record<string, unknown> };
    }

    it("puts the payer's shipping address in details.shippingAddress with enableShippingAddress", async () => {
      const el = await mountDropin({ express: true, paypal: { ...PAYPAL, enableShippingAddress: true } });
      const { details } = await payWithPayPalInRow(el);
      expect(details.shippingAddress).to.deep.include({ line1: '1 Main Street', city: 'Chicago', countryCode: 'US' });
    });

    it("puts the merchant's shippingAddressOverride in details.shippingAddress", async () => {
      const override = {
        recipientName: 'Ada Lovelace',
        line1: '2 High Street',
        city: 'London',
        state: 'LDN',
        postalCode: 'N1 9GU',
        countryCode: 'GB',
      };
      const el = await mountDropin({
        express: true,
        paypal: {
          ...PAYPAL,
          enableShippingAddress: true,
          shippingAddressEditable: false,
          shippingAddressOverride: override,
        },
      });
      const { details } = await payWithPayPalInRow(el);
      expect(details.shippingAddress).to.deep.include(override);
    });

    it('leaves the shipping address out when the merchant does not ask for it', async () => {
      const el = await mountDropin({ express: true, paypal: PAYPAL });
      const { details } = await payWithPayPalInRow(el);
      expect(details).to.not.have.property('shippingAddress');
    });

    it("in a form, posts the PayPal account's nonce once after an approval in the row's PayPal button", async () => {
      const { el, posts } = await checkoutForm({
        attributes: { name: 'payment_method_nonce' },
        options: { express: true, paypal: PAYPAL },
      });
      await rowDrawn(el, ['paypal']);
      const container = q(el, '.express [data-wallet="paypal"]')!;
      await waitUntil(() => container.querySelector('button'), "PayPal's button never came to the row", {
        timeout: 15000,
      });
      container.querySelector('button')!.click();
      await waitUntil(() => posts.length > 0, 'the form was never posted', { timeout: 15000 });
      expect(posts).to.have.length(1);
      expect(posts[0]!.payment_method_nonce).to.be.a('string').that.is.not.empty;
    });

    it("draws PayPal's own button in the row, and its approval is requestable as the sheet's is", async () => {
      const el = await mountDropin({ express: true, paypal: PAYPAL });
      await rowDrawn(el, ['paypal']);
      const container = q(el, '.express [data-wallet="paypal"]')!;
      await waitUntil(() => container.querySelector('button'), "PayPal's button never came to the row", {
        timeout: 15000,
      });
      const events = record(el, ['paymentMethodRequestable']);
      container.querySelector('button')!.click();
      await waitUntil(() => events.length > 0, 'no paymentMethodRequestable', { timeout: 15000 });
      expect((events.at(-1)!.detail as { type: string }).type).to.equal('PayPalAccount');
      await waitUntil(() => activeView(el) === 'methods', 'the PayPal account was never listed', { timeout: 10000 });
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('PayPalAccount');
    });
  });
});
