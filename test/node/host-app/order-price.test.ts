import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';
import { emulatedSales } from './support/emulated-gateway.js';
import { Shopper } from './support/shopper.js';
import { formContainer } from './support/checkout-html.js';

/**
 * What an order costs is the server's to say, never the shopper's. With a real gateway the address's `?amount=`
 * (the demo's stand-in for a cart) is not read, nor is any other demo switch: every order costs what the merchant's
 * `priceOrder(req)` says, by default `CHECKOUT_AMOUNT`. Braintree is not reachable from here, so the real-gateway
 * server is only asked for pages; the sale itself is checked on the emulated gateway with a `priceOrder`.
 */

describe('the price of an order is set by the server', () => {
  const logs: string[] = [];
  const { start } = serversOnPagesOnly('host-app-order-price-', { log: (line) => logs.push(line) });

  describe('with real gateway credentials', () => {
    let real: RunningServer;

    before(async () => {
      real = await start({ env: REAL_CREDENTIALS });
    });

    it('ignores ?amount=: the order is stored, shown and would be charged at the fixed amount (10.00)', async () => {
      const shopper = new Shopper(real.url);
      const opened = await shopper.open('?amount=0.01');
      assert.match(opened.page, /<dd id="order-total">\$10\.00<\/dd>/);
      assert.match(formContainer(opened.page), /data-amount="10\.00"/);
      assert.equal((await real.orders.find(opened.orderId))?.amount, '10.00');
      // Nor does the address of a GET of the form's action carry one along.
      const redirect = await shopper.get('/checkout?amount=0.01');
      assert.equal(redirect.headers.get('location'), '/');
    });

    it('prices every order at CHECKOUT_AMOUNT when it is set', async () => {
      const priced = await start({ env: { ...REAL_CREDENTIALS, CHECKOUT_AMOUNT: '24.9' } });
      const opened = await new Shopper(priced.url).open('?amount=0.01');
      assert.match(opened.page, /<dd id="order-total">\$24\.90<\/dd>/);
      assert.equal((await priced.orders.find(opened.orderId))?.amount, '24.90');
    });

    it('refuses to start on a CHECKOUT_AMOUNT that is not an amount, naming the variable', async () => {
      const started = start({ env: { ...REAL_CREDENTIALS, CHECKOUT_AMOUNT: '0.00' } });
      await assert.rejects(started, /^Error: CHECKOUT_AMOUNT must be a positive amount .*, not "0\.00"\.$/);
    });

    it('shows no demo settings panel and reads none of its switches from the address', async () => {
      const shopper = new Shopper(real.url);
      const query = '?threeDSecure=0&locale=de_DE&theme=dark&wallets=0&express=1&vaultManager=1';
      const { page } = await shopper.open(query);
      assert.doesNotMatch(page, /Demo settings|class="demo-settings"|name="demo_settings"/);
      const div = formContainer(page);
      assert.match(div, /data-theme="auto"/);
      assert.doesNotMatch(div, /data-locale=|data-wallets=|data-express=|data-vault-manager=/);
      assert.match(page, /<html lang="en" data-theme="auto">/);
    });

    it('has no demo no-script checkout: ?form=plain is the checkout itself', async () => {
      const { page } = await new Shopper(real.url).open('?form=plain&amount=0.01');
      assert.doesNotMatch(page, /<payment-dropin|Checkout \(no script\)/);
      assert.match(page, /<dd id="order-total">\$10\.00<\/dd>/);
    });
  });

  describe("with the merchant's priceOrder (on the emulated gateway, so the sale is made)", () => {
    it('charges what priceOrder says, not what the address asks for', async () => {
      const server = await start({ env: {}, priceOrder: () => Promise.resolve('24.99') });
      const shopper = new Shopper(server.url);
      const opened = await shopper.open('?amount=0.01');
      assert.match(opened.page, /<dd id="order-total">\$24\.99<\/dd>/);
      const paid = await shopper.pay(opened);
      assert.equal(paid.status, 303);
      const receipt = await (await shopper.get(paid.headers.get('location')!)).text();
      assert.match(receipt, /<dd id="transaction-amount">\$24\.99<\/dd>/);
      assert.deepEqual(
        (await emulatedSales(server, opened.orderId)).map((sale) => sale.amount),
        ['24.99'],
      );
    });

    it('answers a server error, and logs it, when priceOrder gives something that is not an amount', async () => {
      const server = await start({ env: {}, priceOrder: () => 'free' });
      logs.length = 0;
      const response = await new Shopper(server.url).get('/');
      assert.equal(response.status, 500);
      assert.doesNotMatch(await response.text(), /free/);
      assert.ok(logs.some((line) => /priceOrder returned "free", not an amount/.test(line)));
    });
  });
});
