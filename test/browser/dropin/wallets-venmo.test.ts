import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { configureMerchant, resetEmulator } from '../support/emulator.js';
import { nextWalletOutcome } from '../support/wallets.js';
import { activeView, mountDropin, q, record, sheetError, unmountAll, waitForView } from './dropin-harness.js';

/** Venmo on a desktop browser: braintree-web's desktop flow frames the emulator's approval page. */
const VENMO = { allowDesktop: true, paymentMethodUsage: 'single_use' };

function optionIds(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]')].map(
    (b) => b.dataset.option!,
  );
}

async function openVenmo(el: PaymentDropin): Promise<HTMLButtonElement> {
  q<HTMLButtonElement>(el, '[data-option="venmo"]')!.click();
  await waitForView(el, 'venmo');
  return q<HTMLButtonElement>(el, '[data-wallet="venmo"] button')!;
}

/** The listed methods' text, in order. */
function listed(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="methods"] [data-nonce]')].map(
    (m) => m.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );
}

/**
 * Counts the times braintree-web shows Venmo's approval page, from the frame's style changes as they
 * happen, so an opening shorter than a polling interval (a cancel answered at once) is not missed.
 */
function watchApprovalPage(): { readonly openings: number; stop(): void } {
  let openings = 0;
  let shown = approvalFrameShown();
  const observer = new MutationObserver((records) => {
    const frame = records.filter((r) => (r.target as Element).getAttribute?.('name') === 'venmo-desktop-iframe');
    // Each record holds the style before its change; the last change's result is the frame's style now.
    const values = [
      ...frame.map((r) => r.oldValue ?? ''),
      (frame.at(-1)?.target as HTMLElement | undefined)?.style.cssText,
    ];
    for (const value of values.slice(1)) {
      if (value === undefined) continue;
      const now = !/display:\s*none/.test(value);
      if (now && !shown) openings += 1;
      shown = now;
    }
  });
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['style'],
    attributeOldValue: true,
    subtree: true,
  });
  return {
    get openings() {
      return openings;
    },
    stop: () => observer.disconnect(),
  };
}

/** The Venmo button's container says a session is open (aria-busy). */
function venmoBusy(el: PaymentDropin): boolean {
  return q(el, '[data-wallet="venmo"]')!.getAttribute('aria-busy') === 'true';
}

/** Venmo's approval page, framed by braintree-web for the desktop flow. */
function approvalFrameShown(): boolean {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="venmo-desktop-iframe"]');
  return Boolean(frame && frame.style.display !== 'none');
}

describe('<payment-dropin> Venmo, with the real braintree-web venmo module against the emulator', () => {
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  describe('availability', () => {
    it('offers Venmo after PayPal and before the others when braintree-web supports this browser', async () => {
      const el = await mountDropin({ venmo: VENMO });
      expect(optionIds(el)).to.deep.equal(['card', 'venmo']);
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'venmo']);
    });

    it("leaves Venmo out on a desktop browser without allowDesktop (braintree-web's browser check says no)", async () => {
      const el = await mountDropin({ venmo: true });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
      expect(q(el, '[data-option="venmo"]')).to.equal(null);
    });

    it('leaves Venmo out when the gateway does not take it', async () => {
      await configureMerchant({ venmoEnabled: false });
      const el = await mountDropin({ venmo: VENMO });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
    });

    it('shows Venmo disabled with the developer error when its setup fails', async () => {
      // braintree-web refuses a profileId that is not a string.
      const el = await mountDropin({ venmo: { ...VENMO, profileId: 42 as never } });
      const option = q<HTMLButtonElement>(el, '[data-option="venmo"]')!;
      expect(option.getAttribute('aria-disabled')).to.equal('true');
      expect(option.textContent).to.contain('Developer Error: Something went wrong. Check the console for details.');
      // Offered, disabled: Drop-in's list too.
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'venmo']);
    });
  });

  it("shows Venmo's own button on its sheet, which passes axe", async () => {
    const el = await mountDropin({ venmo: VENMO });
    const button = await openVenmo(el);
    expect(button.textContent!.trim()).to.equal('Venmo');
    expect(q(el, '[data-view="venmo"] h2')!.textContent!.trim()).to.equal('Venmo');
    await expect(el).to.be.accessible();
  });

  it("rejects requestPaymentMethod on the Venmo sheet, asking for Venmo's button", async () => {
    const el = await mountDropin({ venmo: VENMO });
    await openVenmo(el);
    const error = await el.requestPaymentMethod().catch((e: Error) => e);
    expect((error as Error).message).to.equal('No payment method is available.');
    await el.updateComplete;
    expect(sheetError(el, 'venmo')).to.equal(enUS.venmoButtonMustBeUsed);
  });

  it("shows Venmo's own message in the merchant's words and in the page's locale, though its English comes with its code", async () => {
    const translated = await mountDropin({
      venmo: VENMO,
      translations: { venmoButtonMustBeUsed: 'Tap Venmo to pay.' },
    });
    await openVenmo(translated);
    await translated.requestPaymentMethod().catch(() => undefined);
    await translated.updateComplete;
    expect(sheetError(translated, 'venmo')).to.equal('Tap Venmo to pay.');
    await unmountAll();
    const german = await mountDropin({ venmo: VENMO, locale: 'de_DE' });
    await openVenmo(german);
    await german.requestPaymentMethod().catch(() => undefined);
    await german.updateComplete;
    const { default: de } = await import('../../../elements/i18n/de-DE.js');
    expect(de.venmoButtonMustBeUsed).to.be.a('string').and.not.equal(enUS.venmoButtonMustBeUsed);
    expect(sheetError(german, 'venmo')).to.equal(de.venmoButtonMustBeUsed);
  });

  it('pays: the approved account is listed by its username and requested as a VenmoAccount', async () => {
    const el = await mountDropin({ venmo: VENMO });
    const events = record(el, ['paymentMethodRequestable']);
    const button = await openVenmo(el);
    await nextWalletOutcome('venmo', 'approve');
    button.click();
    await waitUntil(approvalFrameShown, 'the approval page never opened', { timeout: 5000 });
    await waitUntil(() => activeView(el) === 'methods', 'the approved account was never listed', { timeout: 15000 });
    expect(listed(el)).to.have.length(1);
    expect(listed(el)[0]).to.contain('@venmojoe').and.to.contain('Venmo');
    expect(events.at(-1)).to.deep.equal({
      name: 'paymentMethodRequestable',
      detail: { type: 'VenmoAccount', paymentMethodIsSelected: true },
    });
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('VenmoAccount');
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.details.username).to.equal('@venmojoe');
    expect(payload.details).to.not.have.property('rawPaymentData');
    await expect(el).to.be.accessible();
  });

  it('ignores a cancel: the sheet stays, with no error, and Venmo can be tried again', async () => {
    const el = await mountDropin({ venmo: VENMO });
    const button = await openVenmo(el);
    const approvalPage = watchApprovalPage();
    try {
      await nextWalletOutcome('venmo', 'cancel');
      button.click();
      await waitUntil(() => approvalPage.openings === 1, 'the approval page never opened', { timeout: 10000 });
      await waitUntil(() => !approvalFrameShown(), 'the approval page never closed', { timeout: 10000 });
    } finally {
      approvalPage.stop();
    }
    // The sheet says the session is over once braintree-web has answered.
    await waitUntil(() => !venmoBusy(el), 'the Venmo button stayed busy after the cancel', { timeout: 10000 });
    await el.updateComplete;
    expect(activeView(el)).to.equal('venmo');
    expect(sheetError(el, 'venmo')).to.equal('');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    // The session is over: the button opens Venmo's approval page again.
    const again = watchApprovalPage();
    try {
      await nextWalletOutcome('venmo', 'cancel');
      button.click();
      await waitUntil(() => again.openings === 1, 'the approval page did not open again', { timeout: 10000 });
      await waitUntil(() => !approvalFrameShown(), 'the approval page never closed', { timeout: 10000 });
      await waitUntil(() => !venmoBusy(el), 'the Venmo button stayed busy after the second cancel', {
        timeout: 10000,
      });
    } finally {
      again.stop();
    }
  });

  it("shows an error from Venmo's approval page on the Venmo sheet", async () => {
    const el = await mountDropin({ venmo: VENMO });
    const button = await openVenmo(el);
    await nextWalletOutcome('venmo', 'error');
    button.click();
    await waitUntil(() => sheetError(el, 'venmo') !== '', 'no error on the sheet', { timeout: 10000 });
    // VENMO_DESKTOP_UNKNOWN_ERROR has no message of its own: the generic one.
    expect(sheetError(el, 'venmo')).to.equal(enUS.genericError);
    expect(activeView(el)).to.equal('venmo');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it('opens one Venmo session at a time: a second press while one is open adds nothing and shows no error', async () => {
    const el = await mountDropin({ venmo: VENMO });
    const button = await openVenmo(el);
    await nextWalletOutcome('venmo', 'approve');
    button.click();
    await el.updateComplete;
    expect(venmoBusy(el), 'the button is busy while the approval page is open').to.equal(true);
    button.click();
    await waitUntil(() => activeView(el) === 'methods', 'the approved account was never listed', { timeout: 15000 });
    expect(listed(el)).to.have.length(1);
    expect(sheetError(el, 'methods')).to.equal('');
  });

  describe('coming back from the Venmo app (a phone: Chrome on Android)', () => {
    // braintree-web decides between the app switch and the desktop flow from the user agent; the page
    // reports a phone's, and the address carries what the Venmo app sends back.
    const ANDROID =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const page = `${location.pathname}${location.search}`;

    beforeEach(() => {
      Object.defineProperty(navigator, 'userAgent', { value: ANDROID, configurable: true });
    });
    afterEach(() => {
      delete (navigator as { userAgent?: string }).userAgent;
      history.replaceState(null, '', page);
    });

    it('adds the account the app returned, selected and requestable', async () => {
      history.replaceState(
        null,
        '',
        `${page}#venmoSuccess=1&paymentMethodNonce=fake-venmo-account-nonce&username=venmojoe`,
      );
      const el = await mountDropin({ venmo: true });
      expect(activeView(el)).to.equal('methods');
      expect(listed(el)).to.have.length(1);
      expect(listed(el)[0]).to.contain('@venmojoe');
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('VenmoAccount');
      expect(payload.nonce).to.equal('fake-venmo-account-nonce');
      expect(payload.details.username).to.equal('@venmojoe');
    });

    it("shows the app's failure on the Venmo sheet", async () => {
      history.replaceState(null, '', `${page}#venmoError=1&errorMessage=App%20not%20found&errorCode=404`);
      const el = await mountDropin({ venmo: true });
      expect(activeView(el)).to.equal('venmo');
      expect(sheetError(el, 'venmo')).to.equal(enUS.venmoAppFailedError);
      expect(el.isPaymentMethodRequestable()).to.equal(false);
    });

    it('ignores a cancel in the app: the first view, with no error', async () => {
      history.replaceState(null, '', `${page}#venmoCancel=1`);
      const el = await mountDropin({ venmo: true });
      expect(activeView(el)).to.equal('options');
      expect(sheetError(el, 'venmo')).to.equal('');
      expect(el.isPaymentMethodRequestable()).to.equal(false);
    });
  });
});
