/**
 * The first paint that matters comes from the page: while the gateway's configuration is on its way (held by the
 * emulator's faults API), the widget already shows the view it will open on, drawn from the merchant's options, in
 * its final place; when the answer comes the frames land in its boxes and nothing moves.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { MESSAGES } from '../../../elements/vocabulary/messages.js';
import {
  clearFaults,
  clientToken,
  emulatorState,
  fault,
  releaseHeld,
  resetEmulator,
  seedCustomer,
} from '../support/emulator.js';
import { frameOf, mountDropin, q, record, unmountAll, waitForView, watchLayoutShifts } from './dropin-harness.js';

/**
 * At most this long: each test lets the answer go (releaseHeld) once it has checked what it checks while it is held,
 * and every test lets it go when it ends. Far longer than the checks take on a loaded machine.
 */
const HELD_MS = 30_000;

/** Holds the next configuration request until the test releases it (HELD_MS at most), then lets the real answer through. */
async function holdConfiguration(): Promise<void> {
  await fault({ route: 'configuration', delayMs: HELD_MS });
}

/** The emulator is holding the configuration request now (so the widget has no gateway answer yet). */
async function configurationHeld(): Promise<boolean> {
  return (await emulatorState()).heldByFaults > 0;
}

/** Mounts a widget without waiting, once its configuration request is held. */
async function mountWhileHeld(options: Parameters<typeof mountDropin>[0] = {}): Promise<PaymentDropin> {
  const el = await mountDropin(options, { waitForReady: false });
  await waitUntil(configurationHeld, 'the configuration request never reached the emulator', { timeout: 5000 });
  await el.updateComplete;
  return el;
}

/** An element drawn on screen: in the layout, not hidden, with its text if any. */
function shown(node: Element | null): boolean {
  return Boolean(node && node.checkVisibility({ visibilityProperty: true }) && node.getClientRects().length > 0);
}

/** What the card sheet shows, by name, with where it is. */
type Placed = { text: string; rect: DOMRect };
type CardSheetLayout = Record<'heading' | 'notice', Placed> & Record<string, Placed>;

function cardSheetLayout(el: PaymentDropin): CardSheetLayout {
  const parts: Record<string, Element | null> = {
    heading: q(el, '[data-view="card"] h2'),
    notice: q(el, '[data-view="card"] [part="notice"]'),
  };
  for (const field of ['number', 'expirationDate', 'cvv', 'postalCode']) {
    parts[`${field} label`] = q(el, `[data-field="${field}"] .field-label`);
    parts[`${field} box`] = q(el, `[data-hosted-field="${field}"]`);
  }
  return Object.fromEntries(
    Object.entries(parts).map(([name, node]) => {
      if (!shown(node)) throw new Error(`the card sheet's ${name} is not shown`);
      return [name, { text: node!.textContent!.replace(/\s+/g, ' ').trim(), rect: node!.getBoundingClientRect() }];
    }),
  ) as CardSheetLayout;
}

/** The shopper picks PayPal's row by keyboard in the options list drawn while the gateway is held; the row shows it. */
async function pickPayPalWhileWaiting(el: PaymentDropin): Promise<void> {
  await waitUntil(() => shown(q(el, '[data-view="options"]')), 'the options list was not drawn while waiting', {
    timeout: 5000,
  });
  q<HTMLButtonElement>(el, '[data-option="paypal"]')!.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  expect(await configurationHeld(), 'the answer came before the pick was looked at').to.equal(true);
  expect(q(el, '[data-option="paypal"]')!.getAttribute('aria-current'), 'the picked row').to.equal('true');
}

function rounded(rect: DOMRect): string {
  return [rect.left, rect.top, rect.width, rect.height].map((n) => Math.round(n)).join(',');
}

describe('<payment-dropin> first paint', () => {
  beforeEach(async () => {
    await resetEmulator();
  });

  afterEach(async () => {
    await unmountAll();
    await clearFaults();
    // A held request still answers: let it go now, so the next test's count starts at nothing held.
    await releaseHeld();
    await waitUntil(async () => !(await configurationHeld()), 'a held configuration request never answered', {
      timeout: 5000,
    });
  });

  describe('when the gateway has not answered yet', () => {
    it("shows the card sheet's heading, labels, privacy line and empty boxes, busy and announced", async () => {
      await holdConfiguration();
      const el = await mountWhileHeld();
      const sheet = cardSheetLayout(el);
      expect(sheet.heading.text).to.equal('Pay by card');
      expect(sheet['number label']!.text).to.equal('Card number');
      expect(sheet['expirationDate label']!.text).to.equal('Expiration date MM/YY');
      expect(sheet['cvv label']!.text).to.equal('Security code (CVV) 3 digits, usually on the back');
      expect(sheet['postalCode label']!.text).to.equal('ZIP or postal code');
      expect(sheet.notice.text).to.equal('When I pay by card, I agree to the PayPal Privacy Statement.');
      // The boxes are at their final size, empty: no frame yet.
      expect(sheet['number box']!.rect.height).to.equal(44);
      expect(frameOf(el, 'number')).to.equal(null);
      // Busy, and the loading status is announced politely.
      expect(q(el, '[part="panel"]')!.getAttribute('aria-busy')).to.equal('true');
      const status = q(el, '[part="loader"]')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.getAttribute('aria-live')).to.equal('polite');
      expect(status.textContent).to.contain('Loading payment options');
      expect(await configurationHeld(), 'the answer came before the checks').to.equal(true);
    });

    it('takes no input and passes axe', async () => {
      await holdConfiguration();
      const el = await mountWhileHeld();
      const requestable = record(el, ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'ready']);
      const notice = q(el, '[data-view="card"] [part="notice"]')!;
      notice.focus();
      expect(el.shadowRoot!.activeElement, 'a link of the waiting sheet took focus').to.equal(null);
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      await expect(el).to.be.accessible();
      expect(await configurationHeld(), 'the answer came before the checks').to.equal(true);
      expect(requestable).to.deep.equal([]);
    });

    it('moves nothing when the answer comes, and the frames land in its boxes', async () => {
      await holdConfiguration();
      const shifts = watchLayoutShifts();
      const el = await mountWhileHeld();
      const ready = oneEvent(el, 'ready');
      const before = cardSheetLayout(el);
      expect(await configurationHeld(), 'the answer came before the sheet was measured').to.equal(true);
      await releaseHeld();
      await ready;
      await el.updateComplete;
      const after = cardSheetLayout(el);
      for (const name of Object.keys(before)) {
        expect(after[name]!.text, `${name}'s words`).to.equal(before[name]!.text);
        expect(rounded(after[name]!.rect), `${name}'s place`).to.equal(rounded(before[name]!.rect));
      }
      expect(q(el, '[part="panel"]')!.getAttribute('aria-busy')).to.equal('false');
      for (const field of ['number', 'expirationDate', 'cvv', 'postalCode']) {
        const frame = frameOf(el, field)!.getBoundingClientRect();
        const box = after[`${field} box`]!.rect;
        expect(frame.width, `${field}'s frame is drawn`).to.be.above(0);
        expect(frame.left, `${field}'s frame left`).to.be.at.least(box.left);
        expect(frame.right, `${field}'s frame right`).to.be.at.most(box.right);
        expect(frame.top, `${field}'s frame top`).to.be.at.least(box.top);
        expect(frame.bottom, `${field}'s frame bottom`).to.be.at.most(box.bottom);
        expect(shown(frameOf(el, field)), `${field}'s frame is visible`).to.equal(true);
      }
      expect(await shifts.stop(el), 'layout shifts of the widget').to.deep.equal([]);
    });
  });

  describe('with more than one way to pay', () => {
    it('shows the options list the merchant asked for, and moves nothing when the answer comes', async () => {
      await holdConfiguration();
      const shifts = watchLayoutShifts();
      const el = await mountWhileHeld({ paypal: { flow: 'vault' } });
      await waitUntil(() => shown(q(el, '[data-view="options"]')), 'the options list was not drawn while waiting', {
        timeout: 5000,
      });
      const options = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-option]')];
      expect(options.map((o) => o.dataset.option)).to.deep.equal(['card', 'paypal']);
      const before = options.map((o) => rounded(o.getBoundingClientRect()));
      expect(q(el, '[data-view="options"] h2')!.textContent!.trim()).to.equal('How would you like to pay?');
      expect(await configurationHeld(), 'the answer came before the list was measured').to.equal(true);
      const ready = oneEvent(el, 'ready');
      await releaseHeld();
      await ready;
      await el.updateComplete;
      const after = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-option]')];
      expect(after.map((o) => rounded(o.getBoundingClientRect()))).to.deep.equal(before);
      expect(await shifts.stop(el), 'layout shifts of the widget').to.deep.equal([]);
    });

    it('keeps an option picked by keyboard while waiting, shows it picked, and opens it once ready', async () => {
      await holdConfiguration();
      const el = await mountWhileHeld({ paypal: { flow: 'vault' } });
      const selected = record(el, ['paymentOptionSelected']);
      const ready = oneEvent(el, 'ready');
      await pickPayPalWhileWaiting(el);
      expect(q(el, '[data-option="card"]')!.hasAttribute('aria-current'), 'the other row').to.equal(false);
      expect(shown(q(el, '[data-view="options"]')), 'the list stays until setup is done').to.equal(true);
      expect(selected.length, 'paymentOptionSelected before ready').to.equal(0);
      await expect(el).to.be.accessible();
      await releaseHeld();
      await ready;
      await waitForView(el, 'paypal');
      await el.updateComplete;
      expect(selected.map((e) => e.detail)).to.deep.equal([{ paymentOption: 'paypal' }]);
      expect(el.shadowRoot!.activeElement?.id, 'focus follows the shopper to the sheet').to.equal(
        q(el, '[data-view="paypal"] h2')!.id,
      );
      // Focus on the sheet's heading says where the shopper is: the live region says nothing more.
      expect(q(el, '[part="panel"] > [role="status"][aria-live="polite"]')!.textContent!.trim()).to.equal('');
    });
  });

  describe('when setup opens on the saved methods', () => {
    it('drops an option picked while waiting: the saved card stays chosen and no option is announced', async () => {
      const id = `first-paint-${Date.now()}`;
      await seedCustomer({ id, paymentMethods: [{ type: 'CreditCard', number: '4111111111111111', default: true }] });
      const authorization = await clientToken({ customerId: id });
      await holdConfiguration();
      const el = await mountWhileHeld({ authorization, paypal: { flow: 'vault' } });
      const selected = record(el, ['paymentOptionSelected']);
      const requestable = oneEvent(el, 'paymentMethodRequestable');
      const ready = oneEvent(el, 'ready');
      await pickPayPalWhileWaiting(el);
      await releaseHeld();
      await ready;
      expect((await requestable).detail.paymentMethodIsSelected, 'the saved card is chosen').to.equal(true);
      await waitForView(el, 'methods');
      await el.updateComplete;
      expect(selected.length, 'paymentOptionSelected for a pick the shopper no longer sees').to.equal(0);
      expect(shown(q(el, '[data-view="paypal"]')), 'the PayPal sheet is shown').to.equal(false);
      expect(el.isPaymentMethodRequestable()).to.equal(true);
      await expect(el).to.be.accessible();
    });
  });

  describe('in the locale the merchant chose', () => {
    it("draws the locale's words, language and direction while waiting, the same as once ready", async () => {
      await holdConfiguration();
      const el = await mountWhileHeld({ locale: 'ar_EG' });
      await waitUntil(() => shown(q(el, '[data-view="card"] h2')), 'the card sheet was not drawn while waiting', {
        timeout: 5000,
      });
      const heading = q(el, '[data-view="card"] h2')!.textContent!.trim();
      expect(getComputedStyle(q(el, '.panel')!).direction).to.equal('rtl');
      // Screen readers voice the words in the language the panel says (the page's is English).
      expect(q(el, '.panel')!.lang).to.equal('ar-EG');
      expect(await configurationHeld(), 'the answer came before the checks').to.equal(true);
      const ready = oneEvent(el, 'ready');
      await releaseHeld();
      await ready;
      await el.updateComplete;
      expect(q(el, '[data-view="card"] h2')!.textContent!.trim()).to.equal(heading);
      expect(q(el, '.panel')!.lang).to.equal('ar-EG');
      // The card number's frame is named in Arabic too, not by braintree-web's English title.
      expect(el.querySelector<HTMLIFrameElement>('iframe[name="braintree-hosted-field-number"]')!.title).to.equal(
        'رقم البطاقة',
      );
    });
  });

  describe('when setup fails', () => {
    it('replaces the waiting sheet with the failure', async () => {
      await fault({ route: 'configuration', status: 500, delayMs: HELD_MS });
      const el = await mountWhileHeld();
      const failed = oneEvent(el, 'error');
      expect(shown(q(el, '[data-view="card"]'))).to.equal(true);
      await releaseHeld();
      expect((await failed).detail.message).to.equal(MESSAGES.createFailed);
      await el.updateComplete;
      expect(q(el, '[data-view]'), 'a view is left after the failure').to.equal(null);
    });
  });
});
