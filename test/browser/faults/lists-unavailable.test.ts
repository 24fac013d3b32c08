/**
 * The lists (the options list, the saved methods) are code of their own, fetched when a list may be shown. When that
 * fetch fails (a dropped network, a chunk gone after the merchant deployed again), the widget still sets up, tells the
 * shopper in the list's place, and says why in the console; it never sits there empty.
 *
 * The test server refuses the lists' module for this whole file (test/support/module-faults.mjs), and the page fetches
 * it past the browser's cache: the page must not have loaded it before, so no test here may load it. Chromium keeps
 * the failure for later pages of the same browser, so this suite runs in a browser of its own (`WTR_FAULTS=1`).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { loadedLists } from '../../../elements/element/lists-loader.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clientToken, seedCustomer } from '../support/emulator.js';
import { refusedForTheFile } from '../support/module-faults.js';
import { activeView, fillCard, mountDropin, q } from '../dropin/dropin-harness.js';

const LISTS_MODULE = '/elements/element/lists.ts';
const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

/** The panel's own alert (not a sheet's, nor the options list's). */
function panelAlert(el: PaymentDropin): string | undefined {
  return q(el, '[part="panel"] > [role="alert"]')?.textContent?.trim();
}

describe('<payment-dropin> when the lists cannot be fetched', () => {
  before(() => {
    expect(loadedLists(), 'the lists were loaded before this file refused them').to.equal(undefined);
  });
  const { logged } = refusedForTheFile([LISTS_MODULE]);

  it('sets up with more than one way to pay, tells the shopper something went wrong, and says why in the console', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    expect(panelAlert(el)).to.equal(enUS.genericError);
    expect(activeView(el), 'a view drawn without its list').to.equal(null);
    expect(logged.some(([message]) => message === '<payment-dropin>: the lists failed to load.')).to.equal(true);
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it("tells a customer with saved methods in the saved methods' place", async () => {
    const id = `lists-unavailable-${Date.now()}`;
    await seedCustomer({ id, paymentMethods: [{ type: 'CreditCard', number: '4111111111111111', default: true }] });
    const el = await mountDropin({ authorization: await clientToken({ customerId: id }) });
    expect(panelAlert(el)).to.equal(enUS.genericError);
    expect(activeView(el), 'a view drawn without its list').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('draws a card-only form as usual: it needs no list', async () => {
    const el = await mountDropin();
    expect(activeView(el)).to.equal('card');
    expect(panelAlert(el)).to.equal(undefined);
    expect(q(el, '[data-view="card"] h2')?.textContent?.trim()).to.equal(enUS.payWithCard);
  });

  it('pays by card on a card-only page, and then announces no list it cannot draw', async () => {
    const el = await mountDropin();
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(payload.nonce).to.match(/^tokencc_/);
    // A card payment ends on the methods list, whose code is refused: the panel says so, in its alert.
    await waitUntil(() => panelAlert(el) === enUS.genericError, 'the panel never said the list is missing', {
      timeout: 5000,
    });
    const status = q(el, '[part="panel"] > [role="status"][aria-live]')?.textContent?.trim() ?? '';
    // The methods list's heading would have said what the shopper is paying with.
    expect(status, 'the live region names a view that is not drawn').to.not.contain(
      enUS.payingWith.replace('{{paymentSource}}', enUS.Card),
    );
    await expect(el).to.be.accessible();
  });
});
