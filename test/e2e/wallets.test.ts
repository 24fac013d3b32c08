/**
 * The wallets through the product, end to end: the emulated demo merchant offers all six ways to
 * pay, and paying with Apple Pay, Google Pay or Venmo reaches a receipt that names the wallet. The
 * real braintree-web modules run in Chromium with no flags, against the emulator's stand-ins.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { startServer, type RunningServer } from '../../host-app/server/index.js';
import { launchBrowser, Shopper } from './support/shopper.js';

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

function context(): string {
  return `\npage: ${shopper.problems.join('\n      ') || '(nothing)'}\nserver: ${serverLog.slice(-10).join('\n        ')}`;
}

/** Waits for the widget to list the method the wallet returned, then pays with it. */
async function payWithListedMethod(): Promise<void> {
  await shopper.waitForView('methods');
  await shopper.pay();
}

describe('wallets in the checkout (end to end)', () => {
  before(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-wallets-'));
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

  it('offers card, PayPal, PayPal Credit, Venmo, Apple Pay and Google Pay, under the CSP with 0 violations', async () => {
    await shopper.visitCheckout();
    assert.deepEqual(
      await shopper.optionIds(),
      ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'],
      context(),
    );
    assert.deepEqual(await shopper.axeViolations(), []);
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('pays with Google Pay to a receipt that reads "Google Pay, Visa ending in 1111"', async () => {
    await shopper.visitCheckout();
    await shopper.chooseOption('googlePay');
    await shopper.page.locator('payment-dropin [data-pd-holder="googlePay-button"] button').click();
    await payWithListedMethod();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#payment-method'), 'Google Pay, Visa ending in 1111');
    assert.equal(await shopper.text('#transaction-amount'), '$10.00');
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('pays with Apple Pay (the emulated session) to a receipt that reads "Apple Pay, Visa ending in 1111"', async () => {
    await shopper.visitCheckout('15.00');
    await shopper.chooseOption('applePay');
    await shopper.page.locator('payment-dropin >>> [data-wallet="applePay"] button').click();
    await payWithListedMethod();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#payment-method'), 'Apple Pay, Visa ending in 1111');
    assert.equal(await shopper.text('#transaction-amount'), '$15.00');
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('pays with Venmo (approved on the desktop approval page) to a receipt that reads "Venmo, @venmojoe"', async () => {
    await shopper.visitCheckout();
    await shopper.chooseOption('venmo');
    await emulator('POST', 'wallets/venmo/next', { outcome: 'approve' });
    await shopper.page.locator('payment-dropin >>> [data-wallet="venmo"] button').click();
    await payWithListedMethod();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#payment-method'), 'Venmo, @venmojoe');
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('pays with PayPal under the served CSP to a receipt that names the PayPal account', async () => {
    await shopper.visitCheckout();
    await shopper.chooseOption('paypal');
    await shopper.page.locator('payment-dropin >>> [data-wallet="paypal"] button').click();
    await payWithListedMethod();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.match(await shopper.text('#payment-method'), /^PayPal, \S+@\S+$/);
    assert.deepEqual(shopper.cspViolations, []);
  });

  it('goes back from the PayPal sheet to the options list', async () => {
    await shopper.visitCheckout();
    await shopper.chooseOption('paypal');
    await shopper.chooseAnotherWay();
    await shopper.waitForView('options');
    await shopper.chooseOption('card');
    assert.equal(await shopper.activeView(), 'card');
  });
});
