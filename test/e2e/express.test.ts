/**
 * The demo's express row, end to end: with the demo's express setting (`/?express=1`, which renders the
 * container's `data-express="true"`) the React checkout draws the wallets' own buttons above the ways to pay, and one
 * tap on Apple Pay's (the emulated session) pays to a receipt, with exactly one POST and one sale, on the real
 * product server and the emulator, in a Chromium with no flags.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';

const run = new CheckoutRun('host-app-express-e2e-');

interface EmulatorState {
  transactions: Array<{ id: string }>;
}

async function expressRow(): Promise<string[]> {
  const row = await run.shopper.page.waitForSelector('payment-dropin >>> .express');
  return row!.evaluate((el) => [...el.querySelectorAll<HTMLElement>('.express-button')].map((b) => b.dataset.wallet!));
}

describe('the express row in the checkout (end to end)', () => {
  it('draws the wallets that set up above the ways to pay, under the CSP with 0 violations and nothing for axe', async () => {
    await run.shopper.visitCheckout(undefined, { express: '1' });
    await run.shopper.waitForView('options');
    assert.deepEqual(await expressRow(), ['paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'], run.context());
    assert.deepEqual(await run.shopper.axeViolations(), []);
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it("pays with one tap on Apple Pay's express button to a receipt: one POST, one sale, no press of Pay", async () => {
    await run.shopper.visitCheckout('15.00', { express: '1' });
    await run.shopper.waitForView('options');
    await expressRow();
    await run.shopper.navigateBy(() =>
      run.shopper.page.locator('payment-dropin >>> .express [data-wallet="applePay"] button').click(),
    );
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Apple Pay, Visa ending in 1111');
    assert.equal(await run.shopper.text('#transaction-amount'), '$15.00');
    assert.equal(run.shopper.checkoutPosts.length, 1, 'one POST /checkout');
    assert.match(run.shopper.checkoutPosts[0]!.payment_method_nonce ?? '', /^tokencc_/);
    assert.equal(((await run.emulator('GET', 'state')) as EmulatorState).transactions.length, 1, 'one sale');
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('draws no express row by default: the demo looks as it did', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.waitForView('options');
    const row = await run.shopper.page.evaluate(
      () => document.querySelector('payment-dropin')?.shadowRoot?.querySelector('.express') ?? null,
    );
    assert.equal(row, null);
  });
});
