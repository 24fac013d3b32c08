/**
 * The demo's no-script checkout (`/?form=plain`): a plain HTML form whose only script is the element's definition,
 * paid to a receipt by a shopper in a Chromium with no flags, on the real product server and the emulator.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';
import { testCard } from './support/shopper.js';

const run = new CheckoutRun('host-app-plain-form-e2e-');

interface EmulatorState {
  transactions: Array<{ id: string }>;
}

const PAY = 'form.checkout-form button[type="submit"]';

async function visitPlainForm(): Promise<void> {
  await run.shopper.page.goto(new URL('/?form=plain', run.server.url).href, { waitUntil: 'load' });
}

/** Whether the form would post a payment if it were submitted now. */
function formHoldsPayment(): Promise<boolean> {
  return run.shopper.page.evaluate(() =>
    new FormData(document.querySelector<HTMLFormElement>('form.checkout-form')!).has('payment_method_nonce'),
  );
}

async function poll(condition: () => boolean, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

describe('the no-script checkout form (end to end)', () => {
  it('has no script of its own: the page loads only the element, and pays to a receipt under the three names', async () => {
    await visitPlainForm();
    const scripts = await run.shopper.page.evaluate(() =>
      [...document.scripts].map((s) => ({ src: s.getAttribute('src') ?? '', inline: s.textContent !== '' })),
    );
    assert.equal(scripts.length, 1, JSON.stringify(scripts));
    assert.match(scripts[0]!.src, /^\/assets\/plain-[\w-]+\.js$/);
    assert.equal(scripts[0]!.inline, false);
    await run.shopper.enterCard(testCard());
    await run.shopper.navigateBy(() => run.shopper.page.locator(PAY).click());
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Visa ending in 1111');
    assert.equal(run.shopper.checkoutPosts.length, 1);
    const posted = run.shopper.checkoutPosts[0]!;
    assert.match(posted.payment_method_nonce ?? '', /^tokencc_/);
    assert.equal(posted.use_vaulted_card, '0');
    assert.equal(posted.payment_method_device_data, '');
    assert.deepEqual(run.shopper.cspViolations, [], 'no Content-Security-Policy violation');
  });

  it('posts nothing for an empty card: Pay shows the field errors in the widget', async () => {
    await visitPlainForm();
    await run.shopper.cardFieldFrame('number');
    // Set up (until then the form says the options are loading, not what the card lacks).
    await run.shopper.waitForView('card');
    await run.shopper.page.locator(PAY).click();
    await run.shopper.page.waitForFunction(() =>
      document.querySelector('payment-dropin')?.shadowRoot?.textContent?.includes('Enter the card number.'),
    );
    assert.equal(
      await run.shopper.page.evaluate(() => document.querySelector('payment-dropin')!.matches(':invalid')),
      true,
    );
    assert.equal(run.shopper.checkoutPosts.length, 0);
    assert.deepEqual(await run.shopper.axeViolations(), [], 'axe finds nothing on the page with the errors shown');
  });

  it('makes one POST and one charge for a double click on Pay', async () => {
    // The gateway answers the tokenization a second late: the second click lands while the widget asks.
    await run.emulator('POST', 'faults', { route: 'tokenize', delayMs: 1000 });
    await visitPlainForm();
    await run.shopper.enterCard(testCard());
    // The card complete and the sheet drawn for it: until then its rows can still move, and a click aimed at
    // the button could land in a card field's frame.
    await run.shopper.page.waitForFunction(() =>
      document
        .querySelector<HTMLElement & { isPaymentMethodRequestable(): boolean }>('payment-dropin')!
        .isPaymentMethodRequestable(),
    );
    // Two clicks in one gesture; the locator clicks once the button stands still.
    await run.shopper.navigateBy(() => run.shopper.page.locator(PAY).click({ count: 2 }));
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.ok(await poll(() => run.shopper.checkoutPosts.length === 1, 1000));
    assert.equal(run.shopper.checkoutPosts.length, 1, 'one POST /checkout');
    assert.equal(((await run.emulator('GET', 'state')) as EmulatorState).transactions.length, 1, 'one sale');
  });

  it('holds no spent nonce when the shopper goes back from the receipt', async () => {
    await visitPlainForm();
    await run.shopper.enterCard(testCard());
    await run.shopper.navigateBy(() => run.shopper.page.locator(PAY).click());
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    await run.shopper.page.goBack({ waitUntil: 'load' });
    await run.shopper.page.waitForSelector('form.checkout-form payment-dropin');
    assert.equal(await formHoldsPayment(), false);
  });
});
