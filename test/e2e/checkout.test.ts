/**
 * The checkout end to end: the real product server (emulated gateway, in-process emulator,
 * production bundle with the bridge) and Chromium with no special flags, used as a shopper would.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';
import { testCard } from './support/shopper.js';

const run = new CheckoutRun('host-app-e2e-');

const PROCESSOR_LOADING = 'There was a problem loading our payment processor. Please try again or contact support';
const PROCESSOR_TOKEN = 'There is a problem with our payment processor. Please contact support';

describe('checkout in a browser (end to end)', () => {
  it('enables Pay when the widget is ready; Pay with an empty card posts nothing and shows no banner', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.cardFieldFrame('number');
    await run.shopper.waitForPayEnabled();
    await run.shopper.chooseOption('card');
    await run.shopper.clickPay();
    // The widget shows each field's own message (the number's too, though focus just left it for Pay);
    // the product adds no banner of its own.
    await run.shopper.page.waitForFunction(
      () => {
        const text = document.querySelector('payment-dropin')?.shadowRoot?.textContent ?? '';
        return text.includes('Enter the card number.') && text.includes('Enter the expiration date.');
      },
      { timeout: 10_000 },
    );
    assert.equal(await run.shopper.text('.payment-form__banner'), '');
    assert.equal(run.shopper.checkoutPosts.length, 0);
  });

  it('verifies the card with 3D Secure before paying when the demo turns it on (?threeDSecure=1)', async () => {
    const lookups: string[] = [];
    run.shopper.page.on('request', (request) => {
      if (request.method() === 'POST' && /three_d_secure\/lookup/.test(request.url())) lookups.push(request.url());
    });
    await run.shopper.page.goto(new URL('/?threeDSecure=1', run.server.url).href, { waitUntil: 'load' });
    assert.equal(
      await run.shopper.page.$eval('[data-payment-form]', (el) => el.getAttribute('data-three-d-secure')),
      'true',
    );
    // Braintree's 3D Secure 2 test card that authenticates without a challenge.
    await run.shopper.enterCard(testCard('4000 0000 0000 1000'));
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(lookups.length, 1, 'one 3D Secure lookup before the payment');
    // Under the policy the server sends: Cardinal's script (the emulator's stand-in) broke no rule.
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it("follows the theme on the page itself: dark for ?theme=dark, the system's scheme for auto, light for ?theme=light", async () => {
    const ground = () => run.shopper.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const DARK = 'rgb(1, 4, 9)';
    const LIGHT = 'rgb(245, 246, 248)';
    await run.shopper.page.goto(new URL('/?theme=dark', run.server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), DARK);
    await run.shopper.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await run.shopper.page.goto(new URL('/', run.server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), DARK, 'auto follows a dark system');
    await run.shopper.page.goto(new URL('/?theme=light', run.server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), LIGHT, 'light stays light on a dark system');
    await run.shopper.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await run.shopper.page.goto(new URL('/', run.server.url).href, { waitUntil: 'load' });
    assert.equal(await ground(), LIGHT, 'auto follows a light system');
  });

  it('pays with 4111 1111 1111 1111 and shows the receipt', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.enterCard(testCard('4111 1111 1111 1111'));
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    const id = await run.shopper.text('#transaction-id');
    assert.equal(await run.shopper.text('#transaction-status'), 'Paid');
    assert.equal(await run.shopper.text('#transaction-amount'), '$10.00');
    const posted = run.shopper.checkoutPosts[0];
    assert.ok(posted?.payment_method_nonce, 'the form posted a nonce');
    // A card the widget saved on the way (save-card is checked by default for a signed-in shopper)
    // comes back `vaulted`, as in Drop-in; the receipt tells what the form posted, in words.
    assert.equal(
      await run.shopper.text('#payment-method'),
      posted.use_vaulted_card === '1' ? 'Visa ending in 1111 (saved)' : 'Visa ending in 1111',
    );
    const state = (await run.emulator('GET', 'state')) as { transactions: Array<{ id: string; amount: string }> };
    assert.equal(state.transactions.find((t) => t.id === id)?.amount, '10.00');
  });

  it('says the card was declined for 2000.00 in plain words, and Pay another way goes back to the same order', async () => {
    await run.shopper.visitCheckout('2000.00');
    assert.equal(await run.shopper.text('#order-total'), '$2000.00');
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.equal(await run.shopper.text('#decline-heading'), 'Your card was declined', run.context());
    const page = await run.shopper.page.evaluate(() => document.body.textContent ?? '');
    assert.doesNotMatch(page, /Do Not Honor|processor_declined/);
    assert.deepEqual(await run.shopper.axeViolations(), [], 'the decline page passes axe');

    // Try again goes back to the same order (its amount is the server's, not the shopper's).
    const orderId = await run.shopper.page.$eval('#try-again', (link) =>
      new URL((link as HTMLAnchorElement).href).searchParams.get('order'),
    );
    await Promise.all([run.shopper.page.waitForNavigation(), run.shopper.page.click('#try-again')]);
    assert.equal(await run.shopper.text('#order-total'), '$2000.00');
    assert.equal(
      await run.shopper.page.$eval('input[name="order_id"]', (input) => (input as HTMLInputElement).value),
      orderId,
    );
  });

  it('shows the same receipt on reload, with one sale, and pays under the served CSP with 0 violations', async () => {
    await run.shopper.visitCheckout('12.34');
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    const id = await run.shopper.text('#transaction-id');
    await run.shopper.page.reload({ waitUntil: 'load' });
    assert.equal(await run.shopper.text('#transaction-id'), id);
    assert.equal(await run.shopper.text('#transaction-amount'), '$12.34');
    const state = (await run.emulator('GET', 'state')) as { transactions: unknown[] };
    assert.equal(state.transactions.length, 1);
    assert.equal(run.shopper.checkoutPosts.length, 1);
    assert.deepEqual(run.shopper.cspViolations, []);
  });

  it("hands the page's CSP nonce to the widget in the container's nonce attribute, which the browser hides (no data-csp-nonce)", async () => {
    await run.shopper.visitCheckout();
    await run.shopper.waitForPayEnabled();
    const seen = await run.shopper.page.evaluate(() => {
      const container = document.querySelector<HTMLElement>('[data-payment-form]')!;
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][nonce]')!;
      return {
        nonce: container.nonce,
        entryNonce: entry.nonce,
        attribute: container.getAttribute('nonce'),
        dataAttribute: container.getAttribute('data-csp-nonce'),
        markup: container.outerHTML.slice(0, container.outerHTML.indexOf('>') + 1),
      };
    });
    assert.match(seen.nonce, /^[A-Za-z0-9+/]{22}==$/, 'the container carries the nonce');
    assert.equal(seen.nonce, seen.entryNonce, "the nonce is the page's own");
    // Hidden from selectors and from the markup: only the element's property has it.
    assert.equal(seen.attribute, '');
    assert.equal(seen.dataAttribute, null);
    assert.ok(!seen.markup.includes(seen.nonce), seen.markup);
    // The widget, given that nonce, drew the card form under the policy with no violation.
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.deepEqual(run.shopper.cspViolations, [], run.context());
  });

  it("pays on a phone under the served CSP with 0 violations, braintree-web's focus inputs hidden", async () => {
    // A phone's screen, touch and browser name: braintree-web then puts a focus input before and
    // after each card frame (for the keyboard's next and previous keys), hidden by a style attribute.
    await run.shopper.page.emulate({
      viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    await run.shopper.page.goto(new URL('/?wallets=0', run.server.url).href, { waitUntil: 'load' });
    await run.shopper.cardFieldFrame('number');
    await run.shopper.waitForPayEnabled();
    const focusInputs = await run.shopper.page.$$eval('input.focus-intercept', (inputs) =>
      inputs.map((input) => {
        const style = getComputedStyle(input);
        return { opacity: style.opacity, position: style.position };
      }),
    );
    assert.ok(focusInputs.length >= 6, `braintree-web's focus inputs on a phone: ${focusInputs.length}`);
    for (const input of focusInputs)
      assert.deepEqual(input, { opacity: '0', position: 'absolute' }, JSON.stringify(run.shopper.cspViolations));
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.deepEqual(run.shopper.cspViolations, [], run.context());
  });

  it('pays with a saved card, posting use_vaulted_card=1', async () => {
    await run.emulator('POST', 'customers', {
      id: 'demo_shopper',
      firstName: 'Demo',
      paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
    });
    await run.shopper.visitCheckout();
    // Saved cards are a signed-in shopper's only.
    await Promise.all([run.shopper.page.waitForNavigation(), run.shopper.page.click('form.account button')]);
    // The saved card is preselected, so Pay is enabled without typing anything.
    await run.shopper.pay();
    assert.equal(await run.shopper.text('h1'), 'Payment received', run.context());
    assert.equal(run.shopper.checkoutPosts[0]?.use_vaulted_card, '1');
    assert.equal(await run.shopper.text('#payment-method'), 'MasterCard ending in 4444 (saved)');
  });

  it('shows the token error when the token route fails', async () => {
    await run.emulator('POST', 'faults', { route: 'client-token', status: 500, times: 5 });
    await run.shopper.visitCheckout();
    const banner = await run.shopper.waitForBanner();
    assert.equal(banner.text, PROCESSOR_TOKEN);
    assert.equal(await run.shopper.payButtonDisabled(), true);
  });

  it('shows the loading error with the support mail link when the widget cannot load', async () => {
    await run.emulator('POST', 'faults', { route: 'configuration', status: 500, times: 20 });
    await run.shopper.visitCheckout();
    const banner = await run.shopper.waitForBanner();
    assert.equal(banner.text, PROCESSOR_LOADING, run.context());
    assert.equal(banner.mailto, 'mailto:support@example.com');
    assert.equal(await run.shopper.payButtonDisabled(), true);
    await waitFor(
      () => run.serverLog.some((line) => line.startsWith('[client error] Payment processor error')),
      'the error report',
    );
  });

  it("announces one alert for a failure: the widget's when the card cannot be tokenized, the page's for a decline", async () => {
    // 2000.00: the emulated gateway declines the sale, once the card is tokenized.
    await run.shopper.visitCheckout('2000.00');
    await run.shopper.enterCard(testCard());
    await run.shopper.waitForPayEnabled();
    await run.emulator('POST', 'faults', { route: 'tokenize', status: 500 });
    await run.shopper.clickPay();
    // The card is still complete, so Pay comes back at once: the retry needs no edit. (It comes back in the render
    // that follows the failure, the one that would show a banner.)
    await run.shopper.waitForPayEnabled();
    await waitFor(
      () => run.serverLog.some((line) => line.startsWith('[client error] Payment charging error')),
      'the error report',
    );
    // The widget has shown and announced the failure in its sheet: the page adds no second alert over it.
    const alerts = await run.shopper.alerts();
    assert.equal(alerts.length, 1, `${JSON.stringify(alerts)}${run.context()}`);
    assert.ok((await run.shopper.widgetText()).includes(alerts[0]!), `${alerts[0]} is the widget's own`);
    assert.equal(await run.shopper.page.$eval('.payment-form__banner', (el) => el.textContent), '');

    // Only the server knows the bank said no: that is the page's to say, and it is the one alert there.
    await run.shopper.pay();
    const declined = await run.shopper.alerts();
    assert.equal(declined.length, 1, `${JSON.stringify(declined)}${run.context()}`);
    assert.match(declined[0]!, /^Your card was declined/);
  });

  it("outlines the page's buttons, links styled as buttons and fields in forced colours (Windows High Contrast)", async () => {
    // Forced colours take a button's background away: a button with no border of its own then reads as plain text.
    const cdp = await run.shopper.page.createCDPSession();
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    /** The page's own controls (not the widget's, nor a wallet's): their names, and those with no border. */
    const borders = () =>
      run.shopper.page.$$eval(
        'button, a.button, select, input:not([type="hidden"], [type="radio"], [type="checkbox"])',
        (all) => {
          const controls = all
            .filter((el) => !el.closest('payment-dropin'))
            .map((el) => {
              const style = getComputedStyle(el);
              return {
                name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().split('\n')[0]}"`,
                border: `${style.borderTopWidth} ${style.borderTopStyle}`,
                outlined: ['top', 'right', 'bottom', 'left'].every(
                  (side) =>
                    parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
                    !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)),
                ),
              };
            });
          return {
            forced: matchMedia('(forced-colors: active)').matches,
            names: controls.map((c) => c.name),
            unoutlined: controls.filter((c) => !c.outlined).map((c) => `${c.name}: ${c.border}`),
          };
        },
      );
    await run.shopper.visitCheckout();
    await run.shopper.waitForPayEnabled();
    const checkout = await borders();
    assert.equal(checkout.forced, true);
    assert.ok(checkout.names.includes('button "Pay $10.00"'), JSON.stringify(checkout.names));
    assert.deepEqual(checkout.unoutlined, [], 'the checkout (Pay, the sign-in, the demo settings)');
    // A link styled as a button: the way back from a page that is not the checkout.
    await run.shopper.page.goto(new URL('/orders/no-such-order', run.server.url).href, { waitUntil: 'load' });
    const problem = await borders();
    assert.deepEqual(problem.names, ['a "Back to checkout"']);
    assert.deepEqual(problem.unoutlined, []);
  });

  it('has checkout, receipt and decline pages that pass axe', async () => {
    await run.shopper.visitCheckout();
    await run.shopper.cardFieldFrame('number');
    assert.deepEqual(await run.shopper.axeViolations(), [], 'checkout page');
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.deepEqual(await run.shopper.axeViolations(), [], 'receipt page');
    await run.shopper.visitCheckout('2000.00');
    await run.shopper.enterCard(testCard());
    await run.shopper.pay();
    assert.deepEqual(await run.shopper.axeViolations(), [], 'decline page');
  });
});

async function waitFor(condition: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
