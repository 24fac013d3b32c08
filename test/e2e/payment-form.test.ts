/**
 * The checkout form as a shopper meets it on a slow or failing network, and as a signed-in shopper
 * who saves cards: one charge per click, retries without edits, device data at the gateway, saved
 * cards only for the signed-in shopper and only when they chose to save, never twice, and a
 * third-party script that cannot load failing at once. The real product server, the emulator and
 * Chromium with no flags.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HTTPRequest } from 'puppeteer-core';
import { emulatorGateway } from '../../host-app/server/gateway-mode.js';
import { CheckoutRun } from './support/checkout-run.js';
import { testCard } from './support/shopper.js';

const run = new CheckoutRun('host-app-form-e2e-');

/** The widget's words when the card could not be tokenized (its sheet's alert). */
const NETWORK_ERROR = "We couldn't connect. Check your internet connection and try again.";
const ALREADY_SAVED = 'This card is already saved as a payment method.';
const DEVELOPER_ERROR = 'Developer Error: Something went wrong. Check the console for details.';

interface EmulatorState {
  transactions: Array<{ id: string; amount: string; deviceData?: string }>;
  paymentMethods: Array<{ token: string; customerId: string; type: string }>;
}

const state = async () => (await run.emulator('GET', 'state')) as EmulatorState;

/** The demo shopper's saved methods, as the gateway holds them. */
async function savedMethods(): Promise<string[]> {
  return (await state()).paymentMethods.filter((m) => m.customerId === 'demo_shopper').map((m) => m.type);
}

async function poll(condition: () => boolean, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

async function signIn(): Promise<void> {
  await Promise.all([run.shopper.page.waitForNavigation(), run.shopper.page.click('form.account button')]);
}

/** The card sheet's save-card checkbox: whether it is shown and checked. */
function saveCardBox(): Promise<{ shown: boolean; checked: boolean }> {
  return run.shopper.page.evaluate(() => {
    const box = document
      .querySelector('payment-dropin')
      ?.shadowRoot?.querySelector<HTMLInputElement>('[part~="save-card"] input[type="checkbox"]');
    return { shown: Boolean(box && box.getClientRects().length > 0), checked: box?.checked ?? false };
  });
}

describe('the checkout form (end to end)', () => {
  it("sends the widget's device data to the gateway's transaction", async () => {
    await run.shopper.visitCheckout();
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    const posted = run.shopper.checkoutPosts[0]?.payment_method_device_data ?? '';
    assert.match(posted, /correlation_id/, 'the form posted the device data the widget collected');
    const id = await run.shopper.text('#transaction-id');
    // Read back from the gateway through the official Node SDK.
    const transaction = await emulatorGateway(run.server.emulator!).transaction.find(id);
    assert.equal(transaction.deviceDataCaptured, true);
    assert.equal((await state()).transactions.find((t) => t.id === id)?.deviceData, posted);
  });

  it('makes one POST and one charge for a double click during a slow POST', async () => {
    // The gateway takes 3 s to answer the sale, so the POST is slow.
    await run.emulator('POST', 'faults', { route: 'transaction', delayMs: 3000 });
    await run.shopper.visitCheckout();
    await run.shopper.enterCard(testCard());
    await run.shopper.waitForPayEnabled();
    const box = await (await run.shopper.payButton()).boundingBox();
    assert.ok(box, 'Pay is on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const navigation = run.shopper.page.waitForNavigation({ waitUntil: 'load' });
    // Raw mouse and keyboard input, as the shopper's: a double click on Pay …
    await run.shopper.page.mouse.click(x, y, { count: 2 });
    assert.ok(await poll(() => run.shopper.checkoutPosts.length > 0, 20_000), `no POST${run.context()}`);
    // … and, while the POST is on its way, another click and Enter on Pay.
    await run.shopper.page.mouse.click(x, y);
    await run.shopper.page.keyboard.press('Enter');
    await navigation;
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(run.shopper.checkoutPosts.length, 1, 'one POST /checkout');
    assert.equal((await state()).transactions.length, 1, 'one sale');
  });

  it('pays after a tokenize 500 without any edit to the card', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.enterCard(testCard());
    await run.shopper.waitForPayEnabled();
    await run.emulator('POST', 'faults', { route: 'tokenize', status: 500 });
    await run.shopper.clickPay();
    // Pay comes back (the card is still complete) in the render after the failure. The widget has said what went
    // wrong, in its own alert; the page adds none.
    await run.shopper.waitForPayEnabled();
    assert.deepEqual(await run.shopper.alerts(), [NETWORK_ERROR], run.context());
    // No edit: Pay again, as it is.
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(run.shopper.checkoutPosts.length, 1);
  });

  it('submits the form when Enter is pressed in a card field', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.enterCard(testCard());
    await run.shopper.waitForPayEnabled();
    await Promise.all([
      run.shopper.page.waitForNavigation({ waitUntil: 'load' }),
      run.shopper.page.keyboard.press('Enter'),
    ]);
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
  });

  it("shows a guest none of the demo customer's saved methods, and no save-card box", async () => {
    await run.emulator('POST', 'customers', {
      id: 'demo_shopper',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await run.shopper.visitCheckout();
    assert.equal(await run.shopper.activeView(), 'options', run.context());
    assert.doesNotMatch(await run.shopper.widgetText(), /4444/);
    await run.shopper.chooseOption('card');
    assert.deepEqual(await saveCardBox(), { shown: false, checked: false });
  });

  it('saves no card for a signed-in shopper who unticks "save"', async () => {
    await run.shopper.visitCheckout();
    await signIn();
    await run.shopper.enterCard(testCard());
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true }, 'checked by default');
    await run.shopper.page.locator('payment-dropin >>> [part~="save-card"] input[type="checkbox"]').click();
    assert.deepEqual(await saveCardBox(), { shown: true, checked: false });
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Visa ending in 1111');
    assert.deepEqual(await savedMethods(), []);
  });

  it('lists a card once when the same card is paid twice with "save" ticked', async () => {
    await run.shopper.visitCheckout();
    await signIn();
    await run.shopper.enterCard(testCard('4111 1111 1111 1111'));
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true });
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Visa ending in 1111 (saved)');
    assert.deepEqual(await savedMethods(), ['CreditCard'], JSON.stringify(await state()));

    // The second order: the shopper types the same card again, "save" still ticked.
    await run.shopper.visitCheckout('20.00');
    await run.shopper.waitForView('methods');
    await run.shopper.chooseAnotherWay();
    await run.shopper.chooseOption('card');
    await run.shopper.enterCard(testCard('4111 1111 1111 1111'));
    assert.deepEqual(await saveCardBox(), { shown: true, checked: true });
    await run.shopper.clickPay();
    await run.shopper.page.waitForFunction(
      (text: string) => document.querySelector('payment-dropin')?.shadowRoot?.textContent?.includes(text),
      {},
      ALREADY_SAVED,
    );
    // It pays with the saved one instead.
    await run.shopper.chooseAnotherWay();
    await run.shopper.waitForView('methods');
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(await run.shopper.text('#payment-method'), 'Visa ending in 1111 (saved)');
    assert.equal((await state()).transactions.length, 2);
    assert.equal((await savedMethods()).length, 1, 'listed once');
  });

  it('shows PayPal as unavailable soon after its script fails to load, long before the setup timeout', async () => {
    let blockedAt = 0;
    await run.shopper.page.setRequestInterception(true);
    run.shopper.page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/sdk/js') {
        blockedAt = Date.now();
        void request.abort('blockedbyclient');
      } else void request.continue();
    });
    await run.shopper.visitCheckout();
    await run.shopper.waitForView('options');
    const blocked = await poll(() => blockedAt > 0, 10_000);
    assert.ok(blocked, 'the PayPal script was requested and blocked');
    // The widget gives the option up when the script fails, not when its 30 s setup timeout ends.
    await run.shopper.page.waitForFunction(
      () => {
        const option = document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-view="options"] [data-option="paypal"]');
        return option?.disabled === true || option?.getAttribute('aria-disabled') === 'true';
      },
      { timeout: 5_000 },
    );
    const text = await run.shopper.widgetText();
    assert.ok(text.includes(DEVELOPER_ERROR), `${text}${run.context()}`);
  });
});
