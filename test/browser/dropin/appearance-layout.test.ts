import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { frameOf, mountDropin, q, unmountAll, waitForView } from './dropin-harness.js';

/**
 * A widget whose one option is a wallet: it shows the spinner while it sets up (a card sheet or an options list is
 * drawn in its place instead, and does not spin).
 */
const SPINNING = { card: false, paypal: { flow: 'vault' } } as const;

describe('<payment-dropin> direction, motion and reflow', () => {
  afterEach(async () => {
    await unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const locale of ['ar_EG', 'he_IL']) {
    it(`mirrors for ${locale} on a left-to-right page`, async () => {
      expect(getComputedStyle(document.documentElement).direction).to.equal('ltr');
      const el = await mountDropin({ locale });
      const panel = q(el, '.panel')!;
      expect(getComputedStyle(panel).direction).to.equal('rtl');
      // The heading starts at the right, the brand marks sit to its left.
      const heading = q(el, '[data-view="card"] h2')!.getBoundingClientRect();
      const brands = q(el, '[data-view="card"] .brands')!.getBoundingClientRect();
      expect(heading.right).to.be.greaterThan(brands.right);
      // The detected brand's place is at the number field's left end.
      const field = q(el, '[data-hosted-field="number"]')!.getBoundingClientRect();
      const frame = frameOf(el, 'number')!.getBoundingClientRect();
      expect(frame.right).to.be.closeTo(field.right, 14);
    });
  }

  it('keeps the direction the merchant sets on the element', async () => {
    const mounted = await mountDropin({ locale: 'ar_EG' });
    expect(getComputedStyle(q(mounted, '.panel')!).direction).to.equal('rtl');
    mounted.setAttribute('dir', 'ltr');
    mounted.locale = 'he_IL';
    await mounted.updateComplete;
    expect(getComputedStyle(q(mounted, '.panel')!).direction).to.equal('ltr');
  });

  it('stays left to right for a left-to-right locale', async () => {
    const el = await mountDropin({ locale: 'de_DE' });
    expect(getComputedStyle(q(el, '.panel')!).direction).to.equal('ltr');
  });

  it('does not spin the loader or animate choices when the shopper asks for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const loading = await mountDropin(SPINNING, { waitForReady: false });
    await loading.updateComplete;
    const spinner = q(loading, '.spinner')!;
    expect(getComputedStyle(spinner).animationName).to.not.equal('pd-spin');
    await unmountAll();
    const el = await mountDropin({});
    const brand = q(el, '.brand')!;
    expect(getComputedStyle(brand).transitionDuration).to.equal('0s');
  });

  it('spins the loader otherwise', async () => {
    const el = await mountDropin(SPINNING, { waitForReady: false });
    await el.updateComplete;
    expect(getComputedStyle(q(el, '.spinner')!).animationName).to.equal('pd-spin');
  });

  for (const [name, options] of [
    ['the card sheet', {}],
    ['the options list', { paypal: { flow: 'vault' } }],
  ] as const) {
    it(`reflows ${name} into 320 CSS pixels with nothing cut off`, async () => {
      await setViewport({ width: 320, height: 640 });
      const el = await mountDropin(options as never);
      if ('paypal' in options) await waitForView(el, 'options');
      await el.updateComplete;
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      const host = el.getBoundingClientRect();
      const shown = [...el.shadowRoot!.querySelectorAll<HTMLElement>('h2, button, a, .field-label, .hosted, .brand')]
        .filter((node) => node.getClientRects().length > 0 && !node.closest('[hidden]'))
        .map((node) => ({ node, rect: node.getBoundingClientRect() }));
      expect(shown.length).to.be.at.least(3);
      for (const { node, rect } of shown) {
        expect(rect.left, `${node.className} left`).to.be.at.least(host.left - 1);
        expect(rect.right, `${node.className} right`).to.be.at.most(host.right + 1);
        expect(node.scrollWidth, `${node.className} overflows`).to.be.at.most(node.clientWidth + 1);
      }
    });
  }

  it('puts the side-by-side card fields one under another when the sheet is too narrow for them, as at 200% zoom', async () => {
    const el = await mountDropin({});
    await el.updateComplete;
    const box = (field: string): DOMRect => q(el, `[data-field="${field}"] .hosted`)!.getBoundingClientRect();
    el.style.width = '400px';
    await el.updateComplete;
    expect(Math.round(box('cvv').top), 'side by side at 400 px').to.equal(Math.round(box('expirationDate').top));
    // A 375-pixel phone zoomed to 200% leaves the widget about 180 CSS pixels.
    el.style.width = '180px';
    await new Promise(requestAnimationFrame);
    expect(box('cvv').top, 'one under another at 180 px').to.be.at.least(box('expirationDate').bottom);
    expect(box('cvv').width, 'each as wide as the sheet').to.be.closeTo(box('number').width, 1);
  });
});
