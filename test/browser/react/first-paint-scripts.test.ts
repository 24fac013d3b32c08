import { expect } from '@open-wc/testing';
import { afterFirstPaint } from '../../../host-app/src/after-first-paint.js';
import { PAYMENT_FORM_SCRIPTS_META_NAME } from '../../../host-app/src/page-contract.js';
import { PRELOADS_PER_TASK, preloadPaymentFormScripts } from '../../../host-app/src/preload-scripts.js';

/**
 * The checkout's entry starts the payment form once the server's page has painted (host-app/src/main.ts):
 * nothing the form loads shares the network with the page's first paint, its largest.
 */

describe('when the checkout entry waits for the first paint', () => {
  /** An empty page of its own (an iframe), which has painted nothing contentful yet. */
  async function blankPage(): Promise<Window> {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<!doctype html><body></body>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    return frame.contentWindow!;
  }
  const frames = (view: Window, count: number): Promise<void> =>
    count === 0
      ? Promise.resolve()
      : new Promise((resolve) => view.requestAnimationFrame(() => resolve(frames(view, count - 1))));
  const contentfulPaints = (view: Window): number => view.performance.getEntriesByName('first-contentful-paint').length;

  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('runs its work once the browser reports the first contentful paint, not at the frames before it', async () => {
    const view = await blankPage();
    let paintsWhenRun = -1;
    const ran = new Promise<void>((resolve) =>
      afterFirstPaint(() => {
        paintsWhenRun = contentfulPaints(view);
        resolve();
      }, view.document),
    );
    await frames(view, 3);
    expect(paintsWhenRun, 'nothing ran while the page painted nothing contentful').to.equal(-1);
    view.document.body.textContent = 'Your order';
    await ran;
    expect(paintsWhenRun, 'the paint was reported when the work ran').to.equal(1);
  });

  it('runs its work anyway on a page that paints nothing contentful, a while after its first frame', async () => {
    const view = await blankPage();
    await new Promise<void>((resolve) => afterFirstPaint(resolve, view.document));
    expect(contentfulPaints(view)).to.equal(0);
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
  it('preloads each path the page names on its own origin, and nothing from elsewhere', async () => {
    const page = document.implementation.createHTMLDocument('checkout');
    const meta = page.createElement('meta');
    meta.name = PAYMENT_FORM_SCRIPTS_META_NAME;
    meta.content = '/assets/mount.js //cdn.example/x.js https://cdn.example/y.js  /assets/form.js';
    page.head.append(meta);
    await preloadPaymentFormScripts(page);
    const links = [...page.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['modulepreload', '/assets/mount.js'],
      ['modulepreload', '/assets/form.js'],
    ]);
  });

  it('preloads nothing on a page that names none', async () => {
    const page = document.implementation.createHTMLDocument('checkout');
    await preloadPaymentFormScripts(page);
    expect(page.head.querySelectorAll('link').length).to.equal(0);
  });

  it('asks for the first few at once, in the order the page names them, and the others in the tasks after', async () => {
    const page = document.implementation.createHTMLDocument('checkout');
    const meta = page.createElement('meta');
    meta.name = PAYMENT_FORM_SCRIPTS_META_NAME;
    const paths = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    meta.content = paths.join(' ');
    page.head.append(meta);
    const hrefs = (): Array<string | null> =>
      [...page.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    const done = preloadPaymentFormScripts(page);
    expect(hrefs(), 'in the task that asked').to.deep.equal(paths.slice(0, PRELOADS_PER_TASK));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hrefs(), 'one task later').to.deep.equal(paths.slice(0, PRELOADS_PER_TASK * 2));
    await done;
    expect(hrefs(), 'all of them, each once').to.deep.equal(paths);
    expect(page.head.querySelectorAll('link[rel="modulepreload"]').length).to.equal(paths.length);
  });
});
