/**
 * The card sheet's reactions to typing are code of their own, fetched once the widget is ready. When that fetch fails
 * (a dropped network, a chunk gone after the merchant deployed again), the card could never be checked or paid with:
 * the shopper is told at the card as soon as they type, the console says why, and paying rejects with the failure as
 * its cause. The merchant still hears the frames' events.
 *
 * The test server refuses the typing half's module for this whole file (test/support/module-faults.mjs), past the
 * browser's cache. Chromium keeps the failure for later pages of the same browser, so each file of this suite runs in
 * a browser of its own (`WTR_FAULTS=1`, one run per file).
 */
import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import type { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { refusedForTheFile } from '../support/module-faults.js';
import { mountDropin, sheetError, typeInto } from '../dropin/dropin-harness.js';
import { checkoutForm, removeForm } from '../form/form-harness.js';

const TYPING_MODULE = '/elements/options/card/card-typing.ts';

describe('<payment-dropin> when the card form cannot fetch its typing code', () => {
  const { logged } = refusedForTheFile([TYPING_MODULE]);

  it('gets ready, tells the shopper at the card once they type, says why in the console, and pays with a clear rejection', async () => {
    const el = await mountDropin();
    const heard: string[] = [];
    el.addEventListener('card:focus', (event) => heard.push(event.detail.emittedBy));
    expect(sheetError(el)).to.equal('');
    await typeInto(el, 'number', '4111');
    expect(heard, 'the merchant hears the frames').to.include('number');
    await waitUntil(() => sheetError(el) === enUS.genericError, 'the card never told the shopper', { timeout: 5000 });
    const said = logged.filter(([message]) => message === "<payment-dropin>: the card form's code failed to load.");
    expect(said).to.have.length(1);
    await typeInto(el, 'expirationDate', '12/30');
    expect(
      logged.filter(([message]) => message === "<payment-dropin>: the card form's code failed to load."),
      'said once, not at every event',
    ).to.have.length(1);
    const error = await el.requestPaymentMethod().then(
      () => {
        throw new Error('requestPaymentMethod resolved without the card form');
      },
      (rejection: PaymentDropinError) => rejection,
    );
    expect(error.message).to.equal('No payment method is available.');
    expect(error.cause, 'the failed fetch as the cause').to.be.instanceOf(Error);
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it("empties the card on the form's reset even so, with nothing left unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent): void => {
      unhandled.push(event.reason);
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const { form, el } = await checkoutForm({ attributes: { name: 'payment_method_nonce' } });
      await typeInto(el, 'number', '4111');
      const emptied = new Promise<string>((resolve) =>
        el.addEventListener('card:empty', (event) => resolve(event.detail.emittedBy), { once: true }),
      );
      form.reset();
      expect(await emptied).to.equal('number');
      await nextFrame();
      expect(unhandled, 'unhandled rejections').to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
      await removeForm();
    }
  });
});
