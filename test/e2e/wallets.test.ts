/**
 * The wallets through the product, end to end: the emulated demo merchant offers all six ways to
 * pay, and paying with Apple Pay, Google Pay or Venmo reaches a receipt that names the wallet. The
 * real braintree-web modules run in Chromium with no flags, against the emulator's stand-ins.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';

const run = new CheckoutRun('host-app-wallets-');

/** Waits for the widget to list the method the wallet returned, then pays with it. */
async function payWithListedMethod(): Promise<void> {
  await run.shopper.waitForView('methods');
  await run.shopper.pay();
}

describe('wallets in the checkout (end to end)', () => {
  it('offers card, PayPal, PayPal Credit, Venmo, Apple Pay and Google Pay, under the CSP with 0 violations', async () => {
    await run.shopper.visitCheckout();
    assert.deepEqual(
      await run.shopper.optionIds(),
      ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
      run.context(),
    );
    assert.deepEqual(await run.shopper.axeViolations(), []);
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('pays with Google Pay to a receipt that reads "Google Pay, Visa ending in 1111"', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.chooseOption('googlePay');
    await run.shopper.page.locator('payment-dropin [data-pd-holder="googlePay-button"] button').click();
    await payWithListedMethod();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Google Pay, Visa ending in 1111');
    assert.equal(await run.shopper.text('#transaction-amount'), '$10.00');
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('pays with Apple Pay (the emulated session) to a receipt that reads "Apple Pay, Visa ending in 1111"', async () => {
    await run.shopper.visitCheckout('15.00');
    await run.shopper.chooseOption('applePay');
    await run.shopper.page.locator('payment-dropin >>> [data-wallet="applePay"] button').click();
    await payWithListedMethod();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Apple Pay, Visa ending in 1111');
    assert.equal(await run.shopper.text('#transaction-amount'), '$15.00');
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('pays with Venmo (approved on the desktop approval page) to a receipt that reads "Venmo, @venmojoe"', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.chooseOption('venmo');
    await run.emulator('POST', 'wallets/venmo/next', { outcome: 'approve' });
    await run.shopper.page.locator('payment-dropin >>> [data-wallet="venmo"] button').click();
    await payWithListedMethod();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Venmo, @venmojoe');
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('pays with PayPal under the served CSP to a receipt that names the PayPal account', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.chooseOption('paypal');
    await run.shopper.page.locator('payment-dropin >>> [data-wallet="paypal"] button').click();
    await payWithListedMethod();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.match(await run.shopper.text('#payment-method'), /^PayPal, \S+@\S+$/);
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it('goes back from the PayPal sheet to the options list', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.chooseOption('paypal');
    await run.shopper.chooseAnotherWay();
    await run.shopper.waitForView('options');
    await run.shopper.chooseOption('card');
    assert.equal(await run.shopper.activeView(), 'card');
  });
});
