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
    server = await startServer({ port: 0, emulatorPort: 0, outDir, env: {}, log: (line) => serverLog.push(line) });
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

  it('enables Pay when the widget is ready; Pay with an empty card shows each field message, no banner, posts nothing', async () => {
    await shopper.visitCheckout();
    await shopper.waitForPayEnabled();
    await shopper.clickPayNow();
    await waitFor(async () => Object.keys(await shopper.fieldErrors()).length >= 4, 'the field messages');
    const errors = await shopper.fieldErrors();
    assert.deepEqual(Object.keys(errors).sort(), ['cvv', 'expirationDate', 'number', 'postalCode'], context());
    assert.equal(await shopper.bannerText(), '', 'no banner for the shopper’s own entry');
    assert.equal(shopper.checkoutPosts.length, 0);
    // The shopper fixes the card and presses Pay again: no edit of anything else needed.
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
  });

  it('makes one POST and one charge when Pay is double-clicked while the answer is slow', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    // The answer to POST /checkout takes 3 s: the gateway's sale is slow.
    await emulator('POST', 'faults', { route: 'transaction', delayMs: 3000 });
    // The page itself clicks Pay again three times, 300 ms apart, after the first click, and notes what
    // Pay showed each time in sessionStorage (it outlives the navigation to the receipt).
    await shopper.page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('form.checkout-form button[type="submit"]')!;
      button.addEventListener(
        'click',
        () => {
          let clicks = 0;
          const timer = setInterval(() => {
            const seen = JSON.parse(sessionStorage.getItem('pay-seen') ?? '[]') as unknown[];
            seen.push({ text: button.textContent?.trim() ?? '', busy: button.getAttribute('aria-busy') === 'true' });
            sessionStorage.setItem('pay-seen', JSON.stringify(seen));
            button.disabled = false; // even a button forced back on must not post twice
            button.click();
            if (++clicks === 3) clearInterval(timer);
          }, 300);
        },
        { once: true },
      );
    });
    const navigation = shopper.page.waitForNavigation({ waitUntil: 'load' });
    await shopper.clickPay();
    await navigation;
    const seen = JSON.parse((await shopper.page.evaluate(() => sessionStorage.getItem('pay-seen'))) ?? '[]') as Array<{
      text: string;
      busy: boolean;
    }>;
    assert.equal(seen.length, 3, 'the page clicked three more times before the answer came');
    assert.ok(
      seen.some((state) => state.busy && state.text === 'Paying…'),
      `Pay never showed "Paying…": ${JSON.stringify(seen)}`,
    );
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(shopper.checkoutPosts.length, 1, 'one POST');
    const emulated = (await emulator('GET', 'state')) as { transactions: unknown[] };
    assert.equal(emulated.transactions.length, 1, 'one charge');
  });

  it('submits the form when the shopper presses Enter in a card field', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.page.waitForFunction(
      () =>
        (
          document.querySelector('payment-dropin') as unknown as { isPaymentMethodRequestable(): boolean }
        ).isPaymentMethodRequestable() === true,
    );
    await Promise.all([shopper.page.waitForNavigation({ waitUntil: 'load' }), shopper.page.keyboard.press('Enter')]);
    assert.equal(await shopper.text('h1'), 'Payment received', context());
  });

  it("sends the widget's device data to the gateway's transaction", async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.pay();
    const posted = shopper.checkoutPosts[0]!;
    assert.match(posted.payment_method_device_data ?? '', /correlation_id/, context());
    const id = await shopper.text('#transaction-id');
    const emulated = (await emulator('GET', 'state')) as { transactions: Array<{ id: string; deviceData?: string }> };
    const transaction = emulated.transactions.find((t) => t.id === id);
    assert.equal(transaction?.deviceData, posted.payment_method_device_data);
  });

  it('pays with 4111 1111 1111 1111 and shows the receipt', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard('4111 1111 1111 1111'));
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    const id = await shopper.text('#transaction-id');
    assert.equal(await shopper.text('#transaction-status'), 'submitted_for_settlement');
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

  it('sends a strict Content-Security-Policy, and the card pays under it with 0 violations on the checkout and the receipt', async () => {
    const response = await fetch(new URL('/', server.url));
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' http:\/\/localhost:\d+(;|$)/);
    assert.match(policy, /style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');

    await shopper.visitCheckout();
    await shopper.enterCard(testCard('4111 1111 1111 1111'));
    assert.deepEqual(await shopper.policyViolations(), [], context());
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.deepEqual(await shopper.policyViolations(), [], context());
  });

  it('shows the decline for 2000.00, and a retry with 10.00 succeeds', async () => {
    await shopper.visitCheckout('2000.00');
    assert.equal(await shopper.text('#order-total'), '$2000.00');
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('#processor-answer'), '2000 Do Not Honor', context());
    assert.equal(await shopper.text('#transaction-status'), 'processor_declined');

    const amount = await shopper.page.waitForSelector('#retry-amount');
    await amount!.click({ count: 3 });
    await shopper.page.keyboard.type('10.00');
    await Promise.all([shopper.page.waitForNavigation(), shopper.page.click('form.try-again button[type="submit"]')]);
    assert.equal(await shopper.text('#order-total'), '$10.00');

    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#transaction-status'), 'submitted_for_settlement');
  });

  it('pays with a saved card, posting use_vaulted_card=1', async () => {
    await emulator('POST', 'customers', {
      id: 'demo_shopper',
      firstName: 'Demo',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await shopper.visitCheckout();
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

  it('shows the processing error when the card cannot be tokenized, and a retry needs no edit', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await emulator('POST', 'faults', { route: 'tokenize', status: 500, times: 5 });
    await shopper.clickPay();
    const banner = await shopper.waitForBanner();
    assert.equal(banner.text, PROCESSING, context());
    await waitFor(
      () => serverLog.some((line) => line.startsWith('[client error] Payment charging error')),
      'the error report',
    );
    // The network is back: Pay comes back without the shopper touching the card.
    await emulator('DELETE', 'faults');
    await shopper.waitForPayEnabled();
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
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

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
