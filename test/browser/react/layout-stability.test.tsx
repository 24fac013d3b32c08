import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mountPaymentForm, type MountedPaymentForm } from '../../../host-app/src/mount.js';
import { CARD_SHEET_SKELETON, OPTIONS_LIST_SKELETON, paymentSkeleton } from '../../../host-app/server/skeleton.js';
import { clientToken, emulatorState, fault, releaseHeld, resetEmulator } from '../support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript } from '../support/wallets.js';

/** What the page opens on: every way to pay (the options list), or cards only (the card sheet). */
type Start = 'options' | 'card';

/**
 * The checkout's payment section as the product server writes it (the container holds the
 * skeleton of the view the form opens on), styled by the checkout's stylesheet, before any script
 * has run on it: every way to pay, as the demo's checkout opens by default, or cards only (its
 * `?wallets=0`).
 */
function serverCheckout(token: string, start: Start, locale?: 'ar_EG' | 'de_DE', express = false): HTMLElement {
  const ways = `data-amount="10.00" data-currency="USD"${start === 'card' ? ' data-wallets="off"' : ''}${express ? ' data-express="true"' : ''}`;
  const skeleton = express
    ? paymentSkeleton('en_US', true, true).toString()
    : locale
      ? paymentSkeleton(locale, start === 'options').toString()
      : start === 'options'
        ? OPTIONS_LIST_SKELETON
        : CARD_SHEET_SKELETON;
  const markup = `<main><h1>Checkout</h1><form class="checkout-form" method="post" action="/checkout">
    <h2>Payment</h2>
    <div data-payment-form data-support-email="help@shop.example" data-client-token="${token}" ${ways}${locale ? ` data-locale="${locale}"` : ''}>${skeleton}</div>
    <button type="submit" disabled aria-describedby="pay-hint">Pay $10.00</button>
    <p class="pay-hint" id="pay-hint" data-pay-hint>The payment form is still loading.</p></form>
    <p id="below">Below the form</p></main>`;
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const main = document.adoptNode(parsed.querySelector('main')!);
  document.body.append(main);
  return main;
}

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

let main: HTMLElement | undefined;
let mounted: MountedPaymentForm | undefined;

/**
 * Opens the checkout on `start`, notes where the skeleton's words are, mounts the form and checks
 * that the widget shows the same words in the same boxes (less than a pixel apart).
 */
async function expectWordsInPlace(start: Start, locale?: 'ar_EG' | 'de_DE'): Promise<void> {
  main = serverCheckout(await clientToken(), start, locale);
  const container = main.querySelector<HTMLElement>('[data-payment-form]')!;
  await frame();
  const skeleton = textBoxes(container, SKELETON_TEXT[start]);
  expect(skeleton.length, 'the skeleton shows the heading and the words under it').to.be.greaterThan(4);
  expect(container.querySelector('a, button, input, [tabindex]'), 'no link or control').to.equal(null);
  const opened = widgetOnView(container, start);
  mounted = mountPaymentForm(container);
  const view = await opened;
  await frame();
  expectSameBoxes(textBoxes(view, WIDGET_TEXT[start]), skeleton);
}

before(async () => {
  // The emulated gateway's Apple Pay stand-in, as the checkout page loads it: all six ways to pay.
  await loadScript(APPLE_PAY_SESSION_SCRIPT);
});

afterEach(async () => {
  await releaseHeld();
  mounted?.unmount();
  main?.remove();
  mounted = undefined;
  main = undefined;
  await setViewport({ width: 800, height: 600 });
});

/**
 * How long at most the emulator holds the widget's configuration request in the test that checks the waiting sheet:
 * the test lets it go once it has looked.
 */
const CONFIGURATION_HELD_MS = 30_000;

/** The same words in the same boxes, less than a pixel apart. */
function expectSameBoxes(shown: Array<{ text: string; box: number[] }>, skeleton: typeof shown): void {
  expect(shown.map((w) => w.text)).to.deep.equal(skeleton.map((s) => s.text));
  shown.forEach(({ text, box }, i) => {
    const before = skeleton[i]!.box;
    box.forEach((value, j) =>
      expect(
        Math.abs(value - before[j]!),
        `"${text}": skeleton ${before.join(', ')}, widget ${box.join(', ')}`,
      ).to.be.lessThan(1),
    );
  });
}

const VIEW: Record<Start, string> = { options: 'options', card: 'card' };

/** The skeleton's words and the widget's same words, in the order both show them. */
const SKELETON_TEXT: Record<Start, string> = {
  options: '.options-skeleton__title, .options-skeleton__text',
  card: '.card-skeleton__title, .card-skeleton__label, .card-skeleton__notice',
};
const WIDGET_TEXT: Record<Start, string> = {
  options: 'h2, [data-option] .text > span:first-child',
  card: 'h2, .field:not([hidden]) .field-label, [part="notice"]',
};

/** Each element's words and the box its text takes on the page (not the element's own box). */
function textBoxes(root: ParentNode, selector: string): Array<{ text: string; box: number[] }> {
  return Array.from(root.querySelectorAll(selector), (element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { text: element.textContent!.replace(/\s+/g, ' ').trim(), box: [x, y, width, height] };
  });
}

/** Waits until the widget shows the view the page opens on (all six ways to pay in the options list). */
async function widgetOnView(container: HTMLElement, start: Start): Promise<HTMLElement> {
  let ready = false;
  container.addEventListener('ready', () => (ready = true));
  await waitUntil(() => ready, 'the widget never became ready', { timeout: 15_000 });
  const element = container.querySelector('payment-dropin')!;
  await waitUntil(
    () => {
      const view = element.shadowRoot?.querySelector<HTMLElement>(`[data-view="${VIEW[start]}"]`);
      return view && !view.hidden;
    },
    `the form did not open on the ${start} view`,
    { timeout: 15_000 },
  );
  if (start === 'options') {
    await waitUntil(
      () => element.shadowRoot?.querySelectorAll('[data-view="options"] [data-option]').length === 6,
      'the options list did not list six ways to pay',
      { timeout: 15_000 },
    );
  }
  return element.shadowRoot!.querySelector<HTMLElement>(`[data-view="${VIEW[start]}"]`)!;
}

for (const start of ['options', 'card'] as const) {
  for (const width of [320, 375, 412, 540, 800]) {
    describe(`checkout layout opening on the ${start === 'options' ? 'options list' : 'card sheet'} at ${width} px wide`, () => {
      beforeEach(async () => {
        await resetEmulator();
        await setViewport({ width, height: 800 });
      });

      it('shows the skeleton of that view, hidden from assistive technology, before the form mounts', async () => {
        main = serverCheckout(await clientToken(), start);
        const skeleton = main.querySelector('[data-payment-form] > [aria-hidden="true"]');
        expect(skeleton?.className).to.equal(start === 'options' ? 'options-skeleton' : 'card-skeleton');
        await expect(main).to.be.accessible();
      });

      it("shows the view's own words where the widget then shows them, in the same room", async () => {
        await expectWordsInPlace(start);
      });

      if (start === 'card')
        it("draws the card sheet's words in the skeleton's place before the gateway answers, and keeps them there", async () => {
          main = serverCheckout(await clientToken(), start);
          const container = main.querySelector<HTMLElement>('[data-payment-form]')!;
          await frame();
          const skeleton = textBoxes(container, SKELETON_TEXT.card);
          // The gateway's configuration, which names the accepted brands, is held while the waiting sheet is checked.
          await fault({ route: 'configuration', delayMs: CONFIGURATION_HELD_MS });
          const opened = widgetOnView(container, start);
          mounted = mountPaymentForm(container);
          await waitUntil(
            async () => (await emulatorState()).heldByFaults > 0,
            'the configuration was never asked for',
            {
              timeout: 10_000,
            },
          );
          const sheet = (): HTMLElement | null | undefined =>
            container.querySelector('payment-dropin')?.shadowRoot?.querySelector<HTMLElement>('[data-view="card"]');
          await waitUntil(() => sheet() && !sheet()!.hidden, 'the waiting card sheet was not drawn', {
            timeout: 10_000,
          });
          await frame();
          expect(sheet()!.inert, 'the sheet is still waiting for the gateway').to.equal(true);
          expectSameBoxes(textBoxes(sheet()!, WIDGET_TEXT.card), skeleton);
          expect(
            (await emulatorState()).heldByFaults,
            'the answer came before the waiting sheet was measured',
          ).to.equal(1);
          await releaseHeld();
          expectSameBoxes(textBoxes(await opened, WIDGET_TEXT.card), skeleton);
        });

      it('keeps the payment container and what is below it in place from first paint to ready', async () => {
        main = serverCheckout(await clientToken(), start);
        const container = main.querySelector<HTMLElement>('[data-payment-form]')!;
        const below = main.querySelector<HTMLElement>('#below')!;
        await frame();
        const first = container.getBoundingClientRect().height;
        const belowFirst = below.getBoundingClientRect().top;
        expect(first, 'the skeleton reserves room before any script').to.be.greaterThan(300);
        const heights: number[] = [];
        const observer = new ResizeObserver(() => heights.push(container.getBoundingClientRect().height));
        observer.observe(container);
        const opened = widgetOnView(container, start);
        mounted = mountPaymentForm(container);
        await opened;
        await frame();
        await frame();
        observer.disconnect();
        const last = container.getBoundingClientRect().height;
        expect(
          heights.every((h) => Math.abs(h - first) < 1),
          `heights seen: ${first} then ${heights.join(', ')}`,
        ).to.equal(true);
        expect(Math.abs(last - first), `first ${first}, ready ${last}`).to.be.lessThan(1);
        expect(Math.abs(below.getBoundingClientRect().top - belowFirst), 'what is below did not move').to.be.lessThan(
          1,
        );
      });
    });
  }
}

for (const locale of ['ar_EG', 'de_DE'] as const) {
  for (const start of ['options', 'card'] as const) {
    describe(`checkout in ${locale} opening on the ${start === 'options' ? 'options list' : 'card sheet'} at 412 px wide`, () => {
      beforeEach(async () => {
        await resetEmulator();
        await setViewport({ width: 412, height: 800 });
      });

      it("shows the view's own words in the page's locale where the widget then shows them, in the same room", async () => {
        await expectWordsInPlace(start, locale);
      });
    });
  }
}

/** The express row's wallets, each with its own button in its container. */
function expressButtonsDrawn(container: HTMLElement): boolean {
  const row = container.querySelector('payment-dropin')?.shadowRoot?.querySelector('.express');
  const buttons = row ? [...row.querySelectorAll('.express-button')] : [];
  return buttons.length === 5 && buttons.every((button) => button.childElementCount > 0);
}

for (const width of [320, 375, 412, 540, 800]) {
  describe(`checkout with the express row (the demo's ?express=1) at ${width} px wide`, () => {
    beforeEach(async () => {
      await resetEmulator();
      await setViewport({ width, height: 900 });
    });

    it("keeps the payment container and what is below it in place from first paint to the row's buttons", async () => {
      main = serverCheckout(await clientToken(), 'options', undefined, true);
      const container = main.querySelector<HTMLElement>('[data-payment-form]')!;
      const below = main.querySelector<HTMLElement>('#below')!;
      await frame();
      const first = container.getBoundingClientRect().height;
      const belowFirst = below.getBoundingClientRect().top;
      const heights: number[] = [];
      const observer = new ResizeObserver(() => heights.push(container.getBoundingClientRect().height));
      observer.observe(container);
      const opened = widgetOnView(container, 'options');
      mounted = mountPaymentForm(container);
      await opened;
      await waitUntil(() => expressButtonsDrawn(container), "the express row's five buttons were not drawn", {
        timeout: 15_000,
      });
      await frame();
      await frame();
      observer.disconnect();
      const last = container.getBoundingClientRect().height;
      expect(Math.abs(last - first), `first ${first}, with the row's buttons ${last}`).to.be.lessThan(1);
      expect(
        heights.every((h) => Math.abs(h - first) < 1),
        `heights seen: ${first} then ${heights.join(', ')}`,
      ).to.equal(true);
      expect(Math.abs(below.getBoundingClientRect().top - belowFirst), 'what is below did not move').to.be.lessThan(1);
    });
  });
}
