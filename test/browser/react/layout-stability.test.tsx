import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mountPaymentForm, type MountedPaymentForm } from '../../../host-app/src/mount.js';
import { CARD_SHEET_SKELETON } from '../../../host-app/server/skeleton.js';
import { clientToken, resetEmulator } from '../support/emulator.js';

/**
 * The checkout's payment section as the product server writes it (the container holds the card
 * sheet's skeleton), styled by the checkout's stylesheet, before any script has run on it.
 */
function serverCheckout(token: string): HTMLElement {
  const markup = `<main><h1>Checkout</h1><form class="checkout-form" method="post" action="/checkout">
    <h2>Payment</h2>
    <div data-payment-form data-support-email="help@shop.example" data-client-token="${token}">${CARD_SHEET_SKELETON}</div>
    <button type="submit" disabled>Pay $10.00</button></form></main>`;
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const main = document.adoptNode(parsed.querySelector('main')!);
  document.body.append(main);
  return main;
}

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

let main: HTMLElement | undefined;
let mounted: MountedPaymentForm | undefined;

afterEach(async () => {
  mounted?.unmount();
  main?.remove();
  mounted = undefined;
  main = undefined;
  await setViewport({ width: 800, height: 600 });
});

for (const width of [360, 412, 800]) {
  describe(`checkout layout at ${width} px wide`, () => {
    it('shows the card-sheet skeleton, hidden from assistive technology, before the form mounts', async () => {
      main = serverCheckout(await clientToken());
      const skeleton = main.querySelector('[data-payment-form] > .card-skeleton');
      expect(skeleton?.getAttribute('aria-hidden')).to.equal('true');
      await expect(main).to.be.accessible();
    });

    beforeEach(async () => {
      await resetEmulator();
      await setViewport({ width, height: 800 });
    });

    it('keeps the payment container the same height from first paint to ready', async () => {
      main = serverCheckout(await clientToken());
      const container = main.querySelector<HTMLElement>('[data-payment-form]')!;
      await frame();
      const first = container.getBoundingClientRect().height;
      expect(first, 'the skeleton reserves room before any script').to.be.greaterThan(300);
      const heights: number[] = [];
      const observer = new ResizeObserver(() => heights.push(container.getBoundingClientRect().height));
      observer.observe(container);
      let ready = false;
      container.addEventListener('ready', () => (ready = true));
      mounted = mountPaymentForm(container);
      await waitUntil(() => ready, 'the widget never became ready', { timeout: 15_000 });
      await frame();
      await frame();
      observer.disconnect();
      const last = container.getBoundingClientRect().height;
      expect(
        heights.every((h) => Math.abs(h - first) < 1),
        `heights seen: ${heights.join(', ')}`,
      ).to.equal(true);
      expect(Math.abs(last - first)).to.be.lessThan(1);
    });
  });
}
