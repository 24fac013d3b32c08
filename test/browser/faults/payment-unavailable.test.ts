/**
 * What a payment does (`requestPaymentMethod`'s code, with the model's part for the method it adds, the selection
 * cleared and the sheet's error) is code of its own, fetched once the widget is ready. When that fetch fails (a dropped
 * network, a chunk gone after the merchant deployed again), the shopper keeps the widget and the card they typed:
 * paying rejects with the failure as its cause and the sheet shows the generic error (pressing again asks for the code
 * again), and a page action that needs that code (clearing the selection) is not done, the console says so, and the
 * widget stays as it was. It used to fail the whole widget.
 *
 * The test server refuses the payment's module for this whole file (test/support/module-faults.mjs), past the
 * browser's cache. Chromium keeps the failure for later pages of the same browser, so each file of this suite runs in
 * a browser of its own (`WTR_FAULTS=1`, one run per file).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { enUS } from '../../../elements/i18n/en-US.js';
import { refusedForTheFile } from '../support/module-faults.js';
import { activeView, fillCard, mountDropin, sheetError } from '../dropin/dropin-harness.js';

const PAYMENT_MODULE = '/elements/setup/payment-request.ts';

describe("<payment-dropin> when the payment's code cannot be fetched", () => {
  const { logged } = refusedForTheFile([PAYMENT_MODULE]);

  it('rejects the payment with the failure as its cause, shows the shopper the generic error, and keeps the widget and the card', async () => {
    const el = await mountDropin();
    const failures: Event[] = [];
    el.addEventListener('error', (event) => failures.push(event));
    await fillCard(el);
    expect(el.isPaymentMethodRequestable()).to.equal(true);
    const error = await el.requestPaymentMethod().then(
      () => {
        throw new Error('requestPaymentMethod resolved without its code');
      },
      (rejection: PaymentDropinError) => rejection,
    );
    expect(error.message).to.equal('No payment method is available.');
    expect(error.cause, 'the failed fetch as the cause').to.be.instanceOf(Error);
    expect(failures, 'the widget did not fail').to.have.length(0);
    expect(activeView(el)).to.equal('card');
    await el.updateComplete;
    expect(sheetError(el), 'the sheet tells the shopper (role alert)').to.equal(enUS.genericError);
    expect(el.isPaymentMethodRequestable(), 'the card typed is still there').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("says in the console that the page's clearing was not done, and the widget stays", async () => {
    const el = await mountDropin();
    const failures: Event[] = [];
    el.addEventListener('error', (event) => failures.push(event));
    await fillCard(el);
    el.clearSelectedPaymentMethod();
    const said = (): unknown[] | undefined =>
      logged.find(([message]) => message === '<payment-dropin>: code it needs could not be fetched:');
    await waitUntil(() => said() !== undefined, 'the console never said why', { timeout: 5000 });
    expect(said()![1], 'the console names what was not done').to.deep.equal([{ type: 'selectionCleared' }]);
    expect(failures, 'the widget did not fail').to.have.length(0);
    expect(activeView(el)).to.equal('card');
    expect(el.isPaymentMethodRequestable()).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
