/**
 * The checkout end to end: the real product server (emulated gateway, in-process emulator,
 * production bundle with the bridge) and Chromium with no special flags, used as a shopper would.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { startServer, type RunningServer } from '../../host-app/server/index.js';
import { launchBrowser, Shopper, testCard } from './support/shopper.js';

const PROCESSOR_LOADING = 'There was a problem loading our payment processor. Please try again or contact support';
const PROCESSOR_TOKEN = 'There is a problem with our payment processor. Please contact support';
const PROCESSING = 'There was a problem processing your payment. Please try again or contact support';

let server: RunningServer;
let browser: Browser;
let outDir: string;
let shopper: Shopper;
const serverLog: string[] = [];

async function emulator(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.emulatorUrl}/__emulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** Explains a failure with what the page and the server said. */
function context(): string {
  return `\npage: ${shopper.problems.join('\n      ') || '(nothing)'}\nserver: ${serverLog.slice(-10).join('\n        ')}`;
}

describe('checkout in a browser (end to end)', () => {
  before(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-e2e-'));
    server = await startServer({
      port: 0,
      emulatorPort: 0,
      outDir,
      dataDir: 'memory://',
      env: {},
      log: (line) => serverLog.push(line),
    });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await emulator('POST', 'reset');
    serverLog.length = 0;
    shopper = await Shopper.open(browser, server.url);
  });

  afterEach(async () => {
    await shopper.close();
  });

  it('enables Pay when the widget is ready; Pay with an empty card posts nothing and shows no banner', async () => {
    await shopper.visitCheckout();
    await shopper.cardFieldFrame('number');
    await shopper.waitForPayEnabled();
    await shopper.chooseOption('card');
    await shopper.clickPay();
    // The widget shows each field's own message; the product adds no banner of its own.
    await shopper.page.waitForFunction(
      () =>
        (document.querySelector('payment-dropin')?.shadowRoot?.textContent ?? '').includes(
          'Enter the expiration date.',
        ),
      { timeout: 10_000 },
    );
    assert.equal(await shopper.text('.payment-form__banner'), '');
    assert.equal(shopper.checkoutPosts.length, 0);
  });

  it('verifies the card with 3D Secure before paying when the demo turns it on (?threeDSecure=1)', async () => {
    const lookups: string[] = [];
    shopper.page.on('request', (request) => {
      if (request.method() === 'POST' && /three_d_secure\/lookup/.test(request.url())) lookups.push(request.url());
    });
    await shopper.page.goto(new URL('/?threeDSecure=1', server.url).href, { waitUntil: 'load' });
    assert.equal(
      await shopper.page.$eval('[data-payment-form]', (el) => el.getAttribute('data-three-d-secure')),
      'true',
    );
    // Braintree's 3D Secure 2 test card that authenticates without a challenge.
    await shopper.enterCard(testCard('4000 0000 0000 1000'));
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(lookups.length, 1, 'one 3D Secure lookup before the payment');
  });

  it("follows the theme on the page itself: dark for ?theme=dark, the system's scheme for auto, light for ?theme=light", async () => {
    const ground = () => shopper.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const DARK = 'rgb(1, 4, 9)';
    const LIGHT = 'rgb(245, 246, 248)';
    await shopper.page.goto(new URL('/?theme=dark', server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), DARK);
    await shopper.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await shopper.page.goto(new URL('/', server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), DARK, 'auto follows a dark system');
    await shopper.page.goto(new URL('/?theme=light', server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), LIGHT, 'light stays light on a dark system');
    await shopper.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await shopper.page.goto(new URL('/', server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), LIGHT, 'auto follows a light system');
  });

  it('pays with 4111 1111 1111 1111 and shows the receipt', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard('4111 1111 1111 1111'));
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    const id = await shopper.text('#transaction-id');
    assert.equal(await shopper.text('#transaction-status'), 'Paid');
    assert.equal(await shopper.text('#card-brand'), 'Visa');
    assert.equal(await shopper.text('#card-last-four'), '1111');
    assert.equal(await shopper.text('#transaction-amount'), '$10.00');
    const posted = shopper.checkoutPosts[0];
    assert.ok(posted?.payment_method_nonce, 'the form posted a nonce');
    // A card the widget saved on the way (save-card is checked by default for a signed-in shopper)
    // comes back `vaulted`, as in Drop-in; the receipt tells what the form posted.
    assert.equal(await shopper.text('#saved-card'), posted.use_vaulted_card === '1' ? 'Yes' : 'No');
    const state = (await emulator('GET', 'state')) as { transactions: Array<{ id: string; amount: string }> };
    assert.equal(state.transactions.find((t) => t.id === id)?.amount, '10.00');
  });

  it('says the card was declined for 2000.00 in plain words, and Pay another way goes back to the same order', async () => {
    await shopper.visitCheckout('2000.00');
    assert.equal(await shopper.text('#order-total'), '$2000.00');
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('#decline-heading'), 'Your card was declined', context());
    const page = await shopper.page.evaluate(() => document.body.textContent ?? '');
    assert.doesNotMatch(page, /Do Not Honor|processor_declined/);
    assert.deepEqual(await shopper.axeViolations(), [], 'the decline page passes axe');

    // Try again goes back to the same order (its amount is the server's, not the shopper's).
    const orderId = await shopper.page.$eval('#try-again', (link) =>
      new URL((link as HTMLAnchorElement).href).searchParams.get('order'),
    );
    await Promise.all([shopper.page.waitForNavigation(), shopper.page.click('#try-again')]);
    assert.equal(await shopper.text('#order-total'), '$2000.00');
    assert.equal(
      await shopper.page.$eval('input[name="order_id"]', (input) => (input as HTMLInputElement).value),
      orderId,
    );
  });

  it('shows the same receipt on reload, with one sale, and pays under the served CSP with 0 violations', async () => {
    await shopper.visitCheckout('12.34');
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    const id = await shopper.text('#transaction-id');
    await shopper.page.reload({ waitUntil: 'load' });
    assert.equal(await shopper.text('#transaction-id'), id);
    assert.equal(await shopper.text('#transaction-amount'), '$12.34');
    const state = (await emulator('GET', 'state')) as { transactions: unknown[] };
    assert.equal(state.transactions.length, 1);
    assert.equal(shopper.checkoutPosts.length, 1);
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('pays with a saved card, posting use_vaulted_card=1', async () => {
    await emulator('POST', 'customers', {
      id: 'demo_shopper',
      firstName: 'Demo',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await shopper.visitCheckout();
    // Saved cards are a signed-in shopper's only.
    await Promise.all([shopper.page.waitForNavigation(), shopper.page.click('form.account button')]);
    // The saved card is preselected, so Pay is enabled without typing anything.
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(shopper.checkoutPosts[0]?.use_vaulted_card, '1');
    assert.equal(await shopper.text('#saved-card'), 'Yes');
    assert.equal(await shopper.text('#card-brand'), 'MasterCard');
    assert.equal(await shopper.text('#card-last-four'), '4444');
  });

  it('shows the token error when the token route fails', async () => {
    await emulator('POST', 'faults', { route: 'client-token', status: 500, times: 5 });
    await shopper.visitCheckout();
    const banner = await shopper.waitForBanner();
    assert.equal(banner.text, PROCESSOR_TOKEN);
    assert.equal(await shopper.payButtonDisabled(), true);
  });

  it('shows the loading error with the support mail link when the widget cannot load', async () => {
    await emulator('POST', 'faults', { route: 'configuration', status: 500, times: 20 });
    await shopper.visitCheckout();
    const banner = await shopper.waitForBanner();
    assert.equal(banner.text, PROCESSOR_LOADING, context());
    assert.equal(banner.mailto, 'mailto:support@example.com');
    assert.equal(await shopper.payButtonDisabled(), true);
    await waitFor(
      () => serverLog.some((line) => line.startsWith('[client error] Payment processor error')),
      'the error report',
    );
  });

  it('shows the processing error when the card cannot be tokenized, and Pay comes back without an edit', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.waitForPayEnabled();
    await emulator('POST', 'faults', { route: 'tokenize', status: 500, times: 5 });
    await shopper.clickPay();
    const banner = await shopper.waitForBanner();
    assert.equal(banner.text, PROCESSING, context());
    // The card is still complete, so Pay comes back at once: the retry needs no edit.
    await shopper.waitForPayEnabled();
    await waitFor(
      () => serverLog.some((line) => line.startsWith('[client error] Payment charging error')),
      'the error report',
    );
  });

  it('has checkout, receipt and decline pages that pass axe', async () => {
    await shopper.visitCheckout();
    await shopper.cardFieldFrame('number');
    assert.deepEqual(await shopper.axeViolations(), [], 'checkout page');
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.deepEqual(await shopper.axeViolations(), [], 'receipt page');
    await shopper.visitCheckout('2000.00');
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.deepEqual(await shopper.axeViolations(), [], 'decline page');
  });
});

async function waitFor(condition: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
