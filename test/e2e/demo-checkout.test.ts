/**
 * The demo checkout as a newcomer tries it on a phone (320 and 412 px wide) and a laptop (1280 px):
 * the page's card keeps clear of the screen's edges, the card form's labels line up, no view of the
 * widget leaves empty room under it, and Pay pressed before a choice, or on a wallet's sheet before
 * its own button, says what to do. The real product server, the emulator and Chromium with no flags.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutRun } from './support/checkout-run.js';

const run = new CheckoutRun('host-app-demo-');

const WIDTHS = [320, 412, 1280] as const;

/** The demo's wallets and what each sheet says when Pay is pressed before the wallet's own button. */
const WALLET_PROMPTS = {
  paypal: 'To continue, select the PayPal button.',
  venmo: 'To continue, select the Venmo button.',
  applePay: 'To continue, select the Apple Pay button.',
  googlePay: 'To continue, select the Google Pay button.',
} as const;

const CHOOSE_PROMPT = 'To continue, choose a way to pay.';

async function visitAt(width: number, path = '/'): Promise<void> {
  await run.shopper.page.setViewport({ width, height: 900 });
  await run.shopper.page.goto(new URL(path, run.server.url).href, { waitUntil: 'load' });
}

/** How far the payment container reaches below the widget, in CSS pixels (0 when it ends with it). */
function roomUnderWidget(): Promise<number> {
  return run.shopper.page.evaluate(() => {
    const container = document.querySelector('[data-payment-form]')!.getBoundingClientRect();
    const widget = document.querySelector('payment-dropin')!.getBoundingClientRect();
    return container.bottom - widget.bottom;
  });
}

/** The text of the alert on one of the widget's views, once it says something. */
async function alertOn(view: string): Promise<string> {
  const handle = await run.shopper.page.waitForFunction(
    (name: string) => {
      const alert = document
        .querySelector('payment-dropin')
        ?.shadowRoot?.querySelector(`[data-view="${name}"] [role="alert"]`);
      const text = alert?.textContent?.trim() ?? '';
      return alert && alert.getClientRects().length > 0 && text !== '' ? text : null;
    },
    {},
    view,
  );
  return (await handle.jsonValue()) as string;
}

/** Presses Pay as a shopper does, and waits until the widget has answered (Pay is enabled again). */
async function pressPay(): Promise<void> {
  await run.shopper.clickPay();
  await run.shopper.waitForPayEnabled();
}

/** The boxes of the card sheet's side-by-side expiration date and security code: their labels' and inputs' tops. */
function expiryAndCvvTops(): Promise<{ labels: number[]; boxes: number[] }> {
  // No function is declared inside: the test's transpiler would name it with a helper the page lacks.
  return run.shopper.page.evaluate(() => {
    const root = document.querySelector('payment-dropin')!.shadowRoot!;
    const fields = ['expirationDate', 'cvv'].map((field) => root.querySelector(`[data-field="${field}"]`)!);
    return {
      labels: fields.map((field) => field.querySelector('.field-label')!.getBoundingClientRect().top),
      boxes: fields.map((field) => field.querySelector('.hosted')!.getBoundingClientRect().top),
    };
  });
}

for (const width of WIDTHS) {
  describe(`the demo checkout at ${width} px wide (end to end)`, () => {
    it("keeps the page's card clear of the screen's edges, and lines up the card form's labels", async () => {
      await visitAt(width);
      await run.shopper.waitForView('options');
      const page = await run.shopper.page.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        return {
          left: main.left,
          right: window.innerWidth - main.right,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      assert.ok(page.left >= 8 && page.right >= 8, `margins ${page.left} px and ${page.right} px`);
      assert.equal(page.overflow, 0, 'the page scrolls sideways');

      await run.shopper.chooseOption('card');
      const { labels, boxes } = await expiryAndCvvTops();
      assert.ok(Math.abs(labels[0]! - labels[1]!) < 1, `expiration and CVV label tops ${labels.join(' and ')}`);
      assert.ok(Math.abs(boxes[0]! - boxes[1]!) < 1, `expiration and CVV box tops ${boxes.join(' and ')}`);
    });

    it('leaves no room under the widget on any view: the options list, every sheet and "You\'re paying with…"', async () => {
      await visitAt(width);
      await run.shopper.waitForView('options');
      assert.ok((await roomUnderWidget()) < 1, `options list: ${await roomUnderWidget()} px under it`);
      for (const view of ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay']) {
        await run.shopper.chooseOption(view);
        assert.ok((await roomUnderWidget()) < 1, `${view}: ${await roomUnderWidget()} px under it`);
        if (view !== 'googlePay') {
          await run.shopper.chooseAnotherWay();
          await run.shopper.waitForView('options');
        }
      }
      await run.shopper.page.locator('payment-dropin [data-pd-holder="googlePay-button"] button').click();
      await run.shopper.waitForView('methods');
      assert.match(await run.shopper.widgetText(), /You're paying with Google Pay/);
      assert.ok((await roomUnderWidget()) < 1, `after Google Pay: ${await roomUnderWidget()} px under it`);

      // A signed-in shopper with a saved card starts there, though the page kept room for the options list.
      await run.emulator('POST', 'customers', {
        id: 'demo_shopper',
        paymentMethods: [{ type: 'CreditCard', number: '5555555555554444', default: true }],
      });
      await visitAt(width);
      // The demo's sign-in is a form post (no address signs anyone in).
      await Promise.all([
        run.shopper.page.waitForNavigation({ waitUntil: 'load' }),
        run.shopper.page.click('form.account button'),
      ]);
      await run.shopper.waitForView('methods');
      assert.match(await run.shopper.widgetText(), /You're paying with Card/);
      assert.ok((await roomUnderWidget()) < 1, `saved card: ${await roomUnderWidget()} px under it`);
    });

    it("says what to do when Pay is pressed before a choice: on the options list, and on each wallet's sheet", async () => {
      await visitAt(width);
      await run.shopper.waitForView('options');
      await pressPay();
      assert.equal(await alertOn('options'), CHOOSE_PROMPT, run.context());
      assert.deepEqual(await run.shopper.axeViolations(), []);
      for (const [wallet, prompt] of Object.entries(WALLET_PROMPTS)) {
        await run.shopper.chooseOption(wallet);
        // Choosing a way to pay took the earlier prompt away.
        assert.doesNotMatch(await run.shopper.widgetText(), /To continue/);
        await pressPay();
        assert.equal(await alertOn(wallet), prompt, run.context());
        await run.shopper.chooseAnotherWay();
        await run.shopper.waitForView('options');
      }
      assert.equal(run.shopper.checkoutPosts.length, 0);
      // The widget says it on its own views; the page's banner stays for the product's own errors.
      assert.equal(await run.shopper.page.$eval('.payment-form__banner', (el) => el.textContent), '');
    });
  });
}

describe("Venmo's approval page in the demo checkout (end to end)", () => {
  it('shows the approval as done with nothing left to press, and closes by itself', async () => {
    await visitAt(1280);
    await run.shopper.chooseOption('venmo');
    await run.shopper.page.locator('payment-dropin >>> [data-wallet="venmo"] button').click();
    // braintree-web makes its iframe, then points it at the approval page: the shopper finds the frame showing it.
    const { frame, element: approve } = await run.shopper.shownInFrame(
      'venmo-desktop-frame',
      'button ::-p-text(Approve as)',
    );
    await approve.click();

    await frame.waitForFunction(() => document.querySelector('[role="status"]')?.textContent?.includes('authorized'));
    const shown = await frame.evaluate(() => ({
      status: document.querySelector('[role="status"]')?.textContent ?? '',
      buttons: [...document.querySelectorAll('button')]
        .filter((b) => b.getClientRects().length > 0)
        .map((b) => b.textContent),
      code: [...document.querySelectorAll('[aria-label="Payment code"]')].some((c) => c.getClientRects().length > 0),
    }));
    assert.deepEqual(shown, {
      status: 'Venmo account authorized. Taking you back to the checkout…',
      buttons: [],
      code: false,
    });

    // braintree-web closes its frame once it has shown the approval, and the widget lists the account.
    await run.shopper.page.waitForFunction(() => {
      const frameElement = document.querySelector<HTMLElement>('iframe[name="venmo-desktop-iframe"]');
      return !frameElement || getComputedStyle(frameElement).display === 'none';
    });
    await run.shopper.waitForView('methods');
    assert.match(await run.shopper.widgetText(), /venmojoe/);
  });
});
