import { expect } from '@open-wc/testing';
import { afterFirstPaint } from '../../../host-app/src/after-first-paint.js';
import { PAYMENT_FORM_SCRIPTS_META_NAME } from '../../../host-app/src/page-contract.js';
import { preloadPaymentFormScripts } from '../../../host-app/src/preload-scripts.js';

/**
 * The checkout's entry starts the payment form once the server's page has painted (host-app/src/main.ts):
 * nothing the form loads shares the network with the page's first paint, its largest.
 */

describe('when the checkout entry waits for the first paint', () => {
  it('runs its work after the next frame, once every animation-frame callback of that frame has run', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) =>
      afterFirstPaint(() => {
        order.push('work');
        resolve();
      }),
    );
    // Registered after it: in the same frame, so it runs before the frame's paint.
    requestAnimationFrame(() => order.push('same frame'));
    await Promise.resolve();
    expect(order, 'nothing before the frame').to.deep.equal([]);
    await ran;
    expect(order).to.deep.equal(['same frame', 'work']);
  });

  it('runs its work at once in a hidden document, which gets no frames', async () => {
    const hidden = document.implementation.createHTMLDocument('hidden');
    expect(hidden.visibilityState).to.equal('hidden');
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));
    await new Promise<void>((resolve) =>
      afterFirstPaint(() => {
        order.push('work');
        resolve();
      }, hidden),
    );
    expect(order).to.deep.equal(['work']);
  });
});

describe("when the entry asks for the payment form's scripts", () => {
  it('preloads each path the page names on its own origin, and nothing from elsewhere', () => {
    const page = document.implementation.createHTMLDocument('checkout');
    const meta = page.createElement('meta');
    meta.name = PAYMENT_FORM_SCRIPTS_META_NAME;
    meta.content = '/assets/mount.js //cdn.example/x.js https://cdn.example/y.js  /assets/form.js';
    page.head.append(meta);
    preloadPaymentFormScripts(page);
    const links = [...page.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['modulepreload', '/assets/mount.js'],
      ['modulepreload', '/assets/form.js'],
    ]);
  });

  it('preloads nothing on a page that names none', () => {
    const page = document.implementation.createHTMLDocument('checkout');
    preloadPaymentFormScripts(page);
    expect(page.head.querySelectorAll('link').length).to.equal(0);
  });
});
