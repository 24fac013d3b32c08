/**
 * The checkout by keyboard alone: Tab, Shift+Tab, Enter and Space, never a pointer. A shopper pays
 * by card, and a signed-in shopper deletes a saved card with the vault manager on; axe checks each
 * view on the way, in the light and the dark theme.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { startServer, type RunningServer } from '../../host-app/server/index.js';
import { launchBrowser, Shopper, testCard } from './support/shopper.js';

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

async function savedMethods(): Promise<string[]> {
  const state = (await emulator('GET', 'state')) as { paymentMethods: Array<{ customerId: string; type: string }> };
  return state.paymentMethods.filter((m) => m.customerId === 'demo_shopper').map((m) => m.type);
}

function context(): string {
  return `\npage: ${shopper.problems.join('\n      ') || '(nothing)'}\nserver: ${serverLog.slice(-10).join('\n        ')}`;
}

/** What has the keyboard focus, looking through shadow roots: a short description. */
function focused(): Promise<string> {
  return shopper.page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    if (el.tagName === 'IFRAME') return `frame ${el.getAttribute('name') ?? ''}`;
    const data = (el as HTMLElement).dataset;
    return [
      el.tagName.toLowerCase(),
      el.id ? `#${el.id}` : '',
      el.getAttribute('part') ? `part=${el.getAttribute('part')}` : '',
      data.option ? `option=${data.option}` : '',
      data.answer ? `answer=${data.answer}` : '',
      el.getAttribute('type') ? `type=${el.getAttribute('type')}` : '',
      (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
    ]
      .filter(Boolean)
      .join(' ');
  });
}

/** Presses Tab until the focus is on what `wanted` matches; fails after `max` presses. */
async function tabTo(wanted: RegExp, max = 60): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await shopper.page.keyboard.press('Tab');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = await focused();
    if (wanted.test(now)) return;
    seen.push(now);
  }
  assert.fail(`Tab never reached ${wanted}; focus went: ${seen.join(' → ')}${context()}`);
}

/** Records pointer and mouse events on the page, to show none happened. */
async function watchPointer(): Promise<void> {
  await shopper.page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { pointerEvents: string[] }).pointerEvents = seen;
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup'])
      window.addEventListener(type, () => seen.push(type), { capture: true });
  });
}

const pointerEvents = (): Promise<string[]> =>
  shopper.page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents);

async function noAxeViolations(where: string): Promise<void> {
  assert.deepEqual(await shopper.axeViolations(), [], `axe on ${where}`);
}

describe('the checkout by keyboard alone (end to end)', () => {
  before(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-keyboard-e2e-'));
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
    await watchPointer();
  });

  afterEach(async () => {
    await shopper.close();
  });

  for (const [theme, locale] of [
    ['light', 'en_US'],
    ['dark', 'en_US'],
    ['light', 'ar_EG'],
  ] as const) {
    it(`pays by card with Tab, Enter and Space only, every view passing axe (${theme} theme, ${locale})`, async () => {
      await shopper.page.goto(new URL(`/?theme=${theme}&locale=${locale}`, server.url).href, { waitUntil: 'load' });
      await shopper.waitForView('options');
      await shopper.waitForPayEnabled();
      await noAxeViolations(`the options list (${theme})`);

      await tabTo(/option=card/);
      await shopper.page.keyboard.press('Enter');
      await shopper.waitForView('card');
      await shopper.cardFieldFrame('number');
      await noAxeViolations(`the empty card sheet (${theme})`);

      const card = testCard();
      await tabTo(/frame braintree-hosted-field-number/);
      await shopper.page.keyboard.type(card.number, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-expirationDate/);
      await shopper.page.keyboard.type(card.expirationDate, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-cvv/);
      await shopper.page.keyboard.type(card.cvv, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-postalCode/);
      await shopper.page.keyboard.type(card.postalCode, { delay: 10 });
      await noAxeViolations(`the filled card sheet (${theme})`);

      await shopper.waitForPayEnabled();
      await tabTo(/^button type=submit Pay/);
      await Promise.all([
        shopper.page.waitForNavigation({ waitUntil: 'load', timeout: 60_000 }),
        shopper.page.keyboard.press('Space'),
      ]);
      assert.equal(await shopper.text('h1'), 'Payment received', context());
      assert.equal(await shopper.text('#transaction-status'), 'Paid');
      assert.equal(await shopper.text('#payment-method'), 'Visa ending in 1111');
      assert.equal(shopper.checkoutPosts.length, 1, 'one post');
      await noAxeViolations(`the receipt (${theme})`);
      assert.deepEqual(await pointerEvents(), [], 'no pointer events');
    });
  }

  it('changes the demo settings by keyboard, and their link opens the same state', async () => {
    await shopper.page.goto(new URL('/', server.url).href, { waitUntil: 'load' });
    await shopper.waitForView('options');
    await tabTo(/#setting-locale/, 120);
    await shopper.page.keyboard.type('Deutsch');
    await tabTo(/#setting-theme-auto/);
    await shopper.page.keyboard.press('ArrowRight');
    await shopper.page.keyboard.press('ArrowRight');
    await tabTo(/#setting-wallets-1/);
    await shopper.page.keyboard.press('ArrowRight');
    await tabTo(/Apply settings/);
    await Promise.all([shopper.page.waitForNavigation({ waitUntil: 'load' }), shopper.page.keyboard.press('Enter')]);
    const address = new URL(shopper.page.url());
    assert.equal(address.searchParams.get('locale'), 'de_DE');
    assert.equal(address.searchParams.get('theme'), 'dark');
    assert.equal(address.searchParams.get('wallets'), '0');
    // Cards only: the form opens on the card sheet, in German, on a dark page.
    await shopper.waitForView('card');
    assert.match(await shopper.widgetText(), /Kartennummer/);
    assert.equal(await shopper.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await noAxeViolations('the dark, German, cards-only checkout');
    assert.deepEqual(await pointerEvents(), [], 'no pointer events');

    // The link reproduces the state for another visitor.
    const other = await Shopper.open(browser, server.url);
    try {
      await other.page.goto(address.href, { waitUntil: 'load' });
      await other.waitForView('card');
      const checked = await other.page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('.demo-settings input:checked')].map((i) => i.id),
      );
      assert.deepEqual(checked, [
        'setting-guest-1',
        'setting-theme-dark',
        'setting-wallets-0',
        'setting-vaultManager-0',
        'setting-threeDSecure-0',
      ]);
      assert.equal(await other.page.$eval('#setting-locale', (el) => (el as HTMLSelectElement).value), 'de_DE');
    } finally {
      await other.close();
    }
  });

  it('deletes a saved card with Tab, Enter and Space only, the vault manager on', async () => {
    await emulator('POST', 'customers', {
      id: 'demo_shopper',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await shopper.page.goto(new URL('/?guest=0&vaultManager=1', server.url).href, { waitUntil: 'load' });
    assert.equal(await shopper.text('#shopper-name'), 'Demo Shopper');
    await shopper.waitForView('methods');
    await noAxeViolations('the saved methods');

    await tabTo(/part=toggle edit-toggle/);
    await shopper.page.keyboard.press('Enter');
    await shopper.page.waitForFunction(() =>
      (document.querySelector('payment-dropin')?.shadowRoot?.textContent ?? '').includes('Done'),
    );
    await noAxeViolations('edit mode');

    await tabTo(/part=method/);
    await shopper.page.keyboard.press('Enter');
    await shopper.waitForView('delete-confirmation');
    await noAxeViolations('the delete confirmation');

    await tabTo(/answer=yes/);
    await shopper.page.keyboard.press('Space');
    const deadline = Date.now() + 15_000;
    while ((await savedMethods()).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(await savedMethods(), [], `the gateway no longer holds the card${context()}`);
    // With no saved methods left, the widget goes back to the options list.
    await shopper.waitForView('options');
    assert.doesNotMatch(await shopper.widgetText(), /4444/);
    assert.deepEqual(await pointerEvents(), [], 'no pointer events');
  });
});
