/**
 * The widget on pages whose old scripts changed the built-ins it and braintree-web use (see also
 * create-settles.test.ts for Prototype.js's `remove`, and frozen-error-prototype.test.ts).
 */
import { expect, oneEvent } from '@open-wc/testing';
import { create } from '../../../elements/create.js';
import '../../../elements/define.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { activeView } from '../dropin/dropin-harness.js';

/**
 * The widely copied one-line `remove()` "polyfill": it reads `parentElement`, which the top of a shadow root does
 * not have (its parent is the root, not an element). Runs `body` with it in place of the browser's own.
 */
async function withParentElementRemove<T>(body: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'remove')!;
  Element.prototype.remove = function (this: Element) {
    this.parentElement!.removeChild(this);
  };
  try {
    return await body();
  } finally {
    Object.defineProperty(Element.prototype, 'remove', own);
  }
}

describe('on a page whose Element.prototype.remove is the one-line polyfill that reads parentElement', function () {
  this.timeout(30_000);
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it("create()'s teardown() resolves, its callback hears no error, and the widget leaves the page", () =>
    withParentElementRemove(async () => {
      const promised = await create({ authorization: TOKENIZATION_KEY, container });
      await promised.teardown();
      expect(container.childElementCount).to.equal(0);

      const called = await create({ authorization: TOKENIZATION_KEY, container });
      const element = called.element;
      const heard = await new Promise<unknown[]>((resolve) => called.teardown((...args: unknown[]) => resolve(args)));
      expect(heard[0] ?? null).to.equal(null);
      expect(container.childElementCount).to.equal(0);
      expect(element.shadowRoot!.childElementCount, 'the torn-down widget draws nothing').to.equal(0);
    }));

  it("the element's teardown() resolves and leaves its shadow root empty", () =>
    withParentElementRemove(async () => {
      const el = document.createElement('payment-dropin');
      el.authorization = TOKENIZATION_KEY;
      const ready = oneEvent(el, 'ready');
      container.append(el);
      await ready;
      await el.teardown();
      expect(el.shadowRoot!.childElementCount).to.equal(0);
    }));

  // With a locale whose words load on demand, the loader is drawn first, then the panel in its place.
  it('shows the card sheet once ready, after drawing its loader first (a locale that loads)', () =>
    withParentElementRemove(async () => {
      const el = document.createElement('payment-dropin');
      el.options = { authorization: TOKENIZATION_KEY, locale: 'fr_FR' };
      const ready = oneEvent(el, 'ready');
      container.append(el);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="loader"]'), 'the loader drawn first').to.exist;
      await ready;
      await el.updateComplete;
      expect(activeView(el)).to.equal('card');
      expect(el.shadowRoot!.querySelectorAll('.panel')).to.have.length(1);
      await el.teardown();
    }));
});
