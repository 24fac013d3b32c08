/**
 * The checkout by keyboard alone: Tab, Shift+Tab, Enter and Space, never a pointer. A shopper pays
 * by card, and a signed-in shopper deletes a saved card with the vault manager on; axe checks each
 * view on the way, in the light and the dark theme.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';
import { Shopper, testCard, type CardField } from './support/shopper.js';

const run = new CheckoutRun('host-app-keyboard-e2e-');

async function savedMethods(): Promise<string[]> {
  const state = (await run.emulator('GET', 'state')) as { paymentMethods: Array<{ customerId: string; type: string }> };
  return state.paymentMethods.filter((m) => m.customerId === 'demo_shopper').map((m) => m.type);
}

/** What has the keyboard focus, looking through shadow roots: a short description. */
function focused(): Promise<string> {
  return run.shopper.page.evaluate(() => {
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
    await run.shopper.page.keyboard.press('Tab');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = await focused();
    if (wanted.test(now)) {
      const frameName = /^frame braintree-hosted-field-(\S+)/.exec(now)?.[1] as CardField | undefined;
      if (!frameName) return run.shopper.waitForKeysIn(run.shopper.page.mainFrame());
      // Into a card frame, the browser may not hand the keys over (seen on a loaded machine): leave the
      // field and come back, by keyboard, as a shopper whose key went nowhere would.
      const frame = await run.shopper.cardFieldFrame(frameName);
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await run.shopper.keysReach(frame, 4000)) return;
        await run.shopper.page.keyboard.down('Shift');
        await run.shopper.page.keyboard.press('Tab');
        await run.shopper.page.keyboard.up('Shift');
        // With the frame's document focused but not its field, Shift+Tab moves into the field, inside the frame:
        // then the keys may reach it now, and another Tab would leave it.
        if (wanted.test(await focused())) continue;
        await run.shopper.page.keyboard.press('Tab');
        assert.match(await focused(), wanted, 'Shift+Tab, then Tab, returns to the field');
      }
      assert.fail(`Key presses never reached ${now}${run.context()}`);
    }
    seen.push(now);
  }
  assert.fail(`Tab never reached ${wanted}; focus went: ${seen.join(' → ')}${run.context()}`);
}

/** Records pointer and mouse events on the page, to show none happened. */
async function watchPointer(): Promise<void> {
  await run.shopper.page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { pointerEvents: string[] }).pointerEvents = seen;
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup'])
      window.addEventListener(type, () => seen.push(type), { capture: true });
  });
}

const pointerEvents = (): Promise<string[]> =>
  run.shopper.page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents);

async function noAxeViolations(where: string): Promise<void> {
  assert.deepEqual(await run.shopper.axeViolations(), [], `axe on ${where}`);
}

describe('the checkout by keyboard alone (end to end)', () => {
  beforeEach(watchPointer);

  for (const [theme, locale] of [
    ['light', 'en_US'],
    ['dark', 'en_US'],
    ['light', 'ar_EG'],
  ] as const) {
    it(`pays by card with Tab, Enter and Space only, every view passing axe (${theme} theme, ${locale})`, async () => {
      await run.shopper.page.goto(new URL(`/?theme=${theme}&locale=${locale}`, run.server.url).href, {
        waitUntil: 'load',
      });
      await run.shopper.waitForView('options');
      await run.shopper.waitForPayEnabled();
      await noAxeViolations(`the options list (${theme})`);

      await tabTo(/option=card/);
      await run.shopper.page.keyboard.press('Enter');
      await run.shopper.waitForView('card');
      await run.shopper.cardFieldFrame('number');
      await noAxeViolations(`the empty card sheet (${theme})`);

      const card = testCard();
      await tabTo(/frame braintree-hosted-field-number/);
      await run.shopper.page.keyboard.type(card.number, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-expirationDate/);
      await run.shopper.page.keyboard.type(card.expirationDate, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-cvv/);
      await run.shopper.page.keyboard.type(card.cvv, { delay: 10 });
      await tabTo(/frame braintree-hosted-field-postalCode/);
      await run.shopper.page.keyboard.type(card.postalCode, { delay: 10 });
      await noAxeViolations(`the filled card sheet (${theme})`);

      await run.shopper.waitForPayEnabled();
      await tabTo(/^button type=submit Pay/);
      await run.shopper.navigateBy(() => run.shopper.page.keyboard.press('Space'));
      assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
      assert.equal(await run.shopper.text('#transaction-status'), 'Paid');
      assert.equal(await run.shopper.text('#payment-method'), 'Visa ending in 1111');
      assert.equal(run.shopper.checkoutPosts.length, 1, 'one post');
      await noAxeViolations(`the receipt (${theme})`);
      assert.deepEqual(await pointerEvents(), [], 'no pointer events');
    });
  }

  it('changes the demo settings by keyboard, and their link opens the same state', async () => {
    await run.shopper.page.goto(new URL('/', run.server.url).href, { waitUntil: 'load' });
    await run.shopper.waitForView('options');
    await tabTo(/#setting-locale/, 120);
    await run.shopper.page.keyboard.type('Deutsch');
    await tabTo(/#setting-theme-auto/);
    await run.shopper.page.keyboard.press('ArrowRight');
    await run.shopper.page.keyboard.press('ArrowRight');
    await tabTo(/#setting-wallets-1/);
    await run.shopper.page.keyboard.press('ArrowRight');
    await tabTo(/Apply settings/);
    await Promise.all([
      run.shopper.page.waitForNavigation({ waitUntil: 'load' }),
      run.shopper.page.keyboard.press('Enter'),
    ]);
    const address = new URL(run.shopper.page.url());
    assert.equal(address.searchParams.get('locale'), 'de_DE');
    assert.equal(address.searchParams.get('theme'), 'dark');
    assert.equal(address.searchParams.get('wallets'), '0');
    // Cards only: the form opens on the card sheet, in German, on a dark page.
    await run.shopper.waitForView('card');
    assert.match(await run.shopper.widgetText(), /Kartennummer/);
    assert.equal(await run.shopper.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await noAxeViolations('the dark, German, cards-only checkout');
    assert.deepEqual(await pointerEvents(), [], 'no pointer events');

    // The link reproduces the state for another visitor.
    const other = await Shopper.open(run.browser, run.server.url);
    try {
      await other.page.goto(address.href, { waitUntil: 'load' });
      await other.waitForView('card');
      const checked = await other.page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('.demo-settings input:checked')].map((i) => i.id),
      );
      assert.deepEqual(checked, [
        'setting-theme-dark',
        'setting-wallets-0',
        'setting-express-0',
        'setting-vaultManager-0',
        'setting-threeDSecure-0',
      ]);
      assert.equal(await other.page.$eval('#setting-locale', (el) => (el as HTMLSelectElement).value), 'de_DE');
    } finally {
      await other.close();
    }
  });

  it('deletes a saved card with Tab, Enter and Space only, the vault manager on', async () => {
    await run.emulator('POST', 'customers', {
      id: 'demo_shopper',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await run.shopper.page.goto(new URL('/?vaultManager=1', run.server.url).href, { waitUntil: 'load' });
    // Signing in is the demo's form post, by keyboard too.
    await tabTo(/Sign in as the demo shopper/);
    await Promise.all([
      run.shopper.page.waitForNavigation({ waitUntil: 'load' }),
      run.shopper.page.keyboard.press('Enter'),
    ]);
    assert.equal(await run.shopper.text('#shopper-name'), 'Demo Shopper');
    await run.shopper.waitForView('methods');
    await noAxeViolations('the saved methods');

    await tabTo(/part=toggle edit-toggle/);
    await run.shopper.page.keyboard.press('Enter');
    await run.shopper.page.waitForFunction(() =>
      (document.querySelector('payment-dropin')?.shadowRoot?.textContent ?? '').includes('Done'),
    );
    await noAxeViolations('edit mode');

    await tabTo(/part=method/);
    await run.shopper.page.keyboard.press('Enter');
    await run.shopper.waitForView('delete-confirmation');
    await noAxeViolations('the delete confirmation');

    await tabTo(/answer=yes/);
    await run.shopper.page.keyboard.press('Space');
    const deadline = Date.now() + 15_000;
    while ((await savedMethods()).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(await savedMethods(), [], `the gateway no longer holds the card${run.context()}`);
    // With no saved methods left, the widget goes back to the options list.
    await run.shopper.waitForView('options');
    assert.doesNotMatch(await run.shopper.widgetText(), /4444/);
    assert.deepEqual(await pointerEvents(), [], 'no pointer events');
  });
});
