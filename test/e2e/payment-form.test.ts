/**
 * The checkout form as a shopper meets it on a slow or failing network, and as a signed-in shopper
 * who saves cards: one charge per click, retries without edits, device data at the gateway, saved
 * cards only for the signed-in shopper and only when they chose to save, never twice, and a
 * third-party script that cannot load failing at once. The real product server, the emulator and
 * Chromium with no flags.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { emulatorGateway } from '../../host-app/server/gateway-mode.js';
import { startServer, type RunningServer } from '../../host-app/server/index.js';
import { launchBrowser, Shopper, testCard } from './support/shopper.js';

const PROCESSING = 'There was a problem processing your payment. Please try again or contact support';
const ALREADY_SAVED = 'This card is already saved as a payment method.';
const DEVELOPER_ERROR = 'Developer Error: Something went wrong. Check the console for details.';

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

interface EmulatorState {
  transactions: Array<{ id: string; amount: string; deviceData?: string }>;
  paymentMethods: Array<{ token: string; customerId: string; type: string }>;
}

const state = async () => (await emulator('GET', 'state')) as EmulatorState;

/** The demo shopper's saved methods, as the gateway holds them. */
async function savedMethods(): Promise<string[]> {
  return (await state()).paymentMethods.filter((m) => m.customerId === 'demo_shopper').map((m) => m.type);
}

async function poll(condition: () => boolean, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

function context(): string {
  return `\npage: ${shopper.problems.join('\n      ') || '(nothing)'}\nserver: ${serverLog.slice(-10).join('\n        ')}`;
}

async function signIn(): Promise<void> {
  await Promise.all([shopper.page.waitForNavigation(), shopper.page.click('form.account button')]);
}

/** The card sheet's save-card checkbox: whether it is shown and checked. */
function saveCardBox(): Promise<{ shown: boolean; checked: boolean }> {
  return shopper.page.evaluate(() => {
    const box = document
      .querySelector('payment-dropin')
      ?.shadowRoot?.querySelector<HTMLInputElement>('[part~="save-card"] input[type="checkbox"]');
    return { shown: Boolean(box && box.getClientRects().length > 0), checked: box?.checked ?? false };
  });
}

describe('the checkout form (end to end)', () => {
  before(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-form-e2e-'));
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

  it("sends the widget's device data to the gateway's transaction", async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    const posted = shopper.checkoutPosts[0]?.payment_method_device_data ?? '';
    assert.match(posted, /correlation_id/, 'the form posted the device data the widget collected');
    const id = await shopper.text('#transaction-id');
    // Read back from the gateway through the official Node SDK.
    const transaction = await emulatorGateway(server.emulator!).transaction.find(id);
    assert.equal(transaction.deviceDataCaptured, true);
    assert.equal((await state()).transactions.find((t) => t.id === id)?.deviceData, posted);
  });

  it('makes one POST and one charge for a double click during a slow POST', async () => {
    // The gateway takes 3 s to answer the sale, so the POST is slow.
    await emulator('POST', 'faults', { route: 'transaction', delayMs: 3000 });
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.waitForPayEnabled();
    const box = await (await shopper.payButton()).boundingBox();
    assert.ok(box, 'Pay is on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const navigation = shopper.page.waitForNavigation({ waitUntil: 'load' });
    // Raw mouse and keyboard input, as the shopper's: a double click on Pay …
    await shopper.page.mouse.click(x, y, { count: 2 });
    assert.ok(await poll(() => shopper.checkoutPosts.length > 0, 20_000), `no POST${context()}`);
    // … and, while the POST is on its way, another click and Enter on Pay.
    await shopper.page.mouse.click(x, y);
    await shopper.page.keyboard.press('Enter');
    await navigation;
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(shopper.checkoutPosts.length, 1, 'one POST /checkout');
    assert.equal((await state()).transactions.length, 1, 'one sale');
  });

  it('pays after a tokenize 500 without any edit to the card', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.waitForPayEnabled();
    await emulator('POST', 'faults', { route: 'tokenize', status: 500 });
    await shopper.clickPay();
    assert.equal((await shopper.waitForBanner()).text, PROCESSING, context());
    // No edit: Pay again, as it is.
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(shopper.checkoutPosts.length, 1);
  });

  it('submits the form when Enter is pressed in a card field', async () => {
    await shopper.visitCheckout();
    await shopper.enterCard(testCard());
    await shopper.waitForPayEnabled();
    await Promise.all([shopper.page.waitForNavigation({ waitUntil: 'load' }), shopper.page.keyboard.press('Enter')]);
    assert.equal(await shopper.text('h1'), 'Payment received', context());
  });

  it("shows a guest none of the demo customer's saved methods, and no save-card box", async () => {
    await emulator('POST', 'customers', {
      id: 'demo_shopper',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await shopper.visitCheckout();
    assert.equal(await shopper.activeView(), 'options', context());
    assert.doesNotMatch(await shopper.widgetText(), /4444/);
    await shopper.chooseOption('card');
    assert.deepEqual(await saveCardBox(), { shown: false, checked: false });
  });

  it('saves no card for a signed-in shopper who unticks "save"', async () => {
    await shopper.visitCheckout();
    await signIn();
    await shopper.enterCard(testCard());
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true }, 'checked by default');
    await shopper.page.locator('payment-dropin >>> [part~="save-card"] input[type="checkbox"]').click();
    assert.deepEqual(await saveCardBox(), { shown: true, checked: false });
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#saved-card'), 'No');
    assert.deepEqual(await savedMethods(), []);
  });

  it('lists a card once when the same card is paid twice with "save" ticked', async () => {
    await shopper.visitCheckout();
    await signIn();
    await shopper.enterCard(testCard('4111 1111 1111 1111'));
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true });
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#saved-card'), 'Yes');
    assert.deepEqual(await savedMethods(), ['CreditCard'], JSON.stringify(await state()));

    // The second order: the shopper types the same card again, "save" still ticked.
    await shopper.visitCheckout('20.00');
    await shopper.waitForView('methods');
    await shopper.chooseAnotherWay();
    await shopper.chooseOption('card');
    await shopper.enterCard(testCard('4111 1111 1111 1111'));
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true });
    await shopper.clickPay();
    await shopper.page.waitForFunction(
      (text: string) => document.querySelector('payment-dropin')?.shadowRoot?.textContent?.includes(text),
      {},
      ALREADY_SAVED,
    );
    // It pays with the saved one instead.
    await shopper.chooseAnotherWay();
    await shopper.waitForView('methods');
    await shopper.pay();
    assert.equal(await shopper.text('h1'), 'Payment received', context());
    assert.equal(await shopper.text('#card-last-four'), '1111');
    assert.equal((await state()).transactions.length, 2);
    assert.equal((await savedMethods()).length, 1, 'listed once');
  });

  it('shows PayPal as unavailable soon after its script fails to load, long before the setup timeout', async () => {
    let blockedAt = 0;
    await shopper.page.setRequestInterception(true);
    shopper.page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/sdk/js') {
        blockedAt = Date.now();
        void request.abort('blockedbyclient');
      } else void request.continue();
    });
    await shopper.visitCheckout();
    await shopper.waitForView('options');
    const blocked = await poll(() => blockedAt > 0, 10_000);
    assert.ok(blocked, 'the PayPal script was requested and blocked');
    // The widget gives the option up when the script fails, not when its 30 s setup timeout ends.
    await shopper.page.waitForFunction(
      () => {
        const option = document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-view="options"] [data-option="paypal"]');
        return option?.disabled === true || option?.getAttribute('aria-disabled') === 'true';
      },
      { timeout: 5_000 },
    );
    const text = await shopper.widgetText();
    assert.ok(text.includes(DEVELOPER_ERROR), `${text}${context()}`);
  });
});
