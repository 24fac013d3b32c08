/**
 * `create()` settles when its widget leaves the page before it is ready, however it leaves: the container emptied
 * (`replaceChildren()`, as React and other frameworks do on a remount) or removed, right after the call or at any
 * moment of setup. It rejects as `canceled` with nothing left behind, or it had resolved first. A move within the
 * page (out and back in, in the same task) is not a removal.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { create, type Dropin } from '../../../elements/create.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { settledWithin } from '../support/nothing-happens.js';
import { SETUP_MOMENTS, watchSetup } from '../support/setup-moments.js';

/** How long create() may take to settle here: setup against the emulator takes well under it. */
const BOUND_MS = 10_000;

function leftovers(): { iframes: number; widgets: number; holders: number } {
  return {
    iframes: document.querySelectorAll('iframe').length,
    widgets: document.querySelectorAll('payment-dropin').length,
    holders: document.querySelectorAll('[data-pd-holder]').length,
  };
}

/** Expects a canceled rejection (or a resolution that came first), then a clean page. */
async function expectSettledAndClean(created: Promise<Dropin>, { mayResolve = false } = {}): Promise<void> {
  const outcome = await settledWithin(created, BOUND_MS);
  expect(outcome, `create() was still pending after ${BOUND_MS} ms`).to.not.equal('pending');
  if (outcome === 'pending') return;
  if ('value' in outcome && outcome.value) {
    expect(mayResolve, 'create() resolved with a widget that had left the page').to.equal(true);
    await outcome.value.teardown();
  } else {
    expect(outcome.error).to.be.instanceOf(PaymentDropinError);
    expect((outcome.error as PaymentDropinError).kind).to.equal('canceled');
    expect((outcome.error as Error).message).to.equal('The widget was torn down before it was ready.');
  }
  await waitUntil(() => leftovers().iframes === 0, 'frames were left behind', { timeout: 5000 });
  expect(leftovers()).to.deep.equal({ iframes: 0, widgets: 0, holders: 0 });
}

describe('create() settles when its widget leaves the page before ready', function () {
  this.timeout(30_000);
  let container: HTMLDivElement;
  const unhandled: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent): void => void unhandled.push(event.reason);

  before(() => window.addEventListener('unhandledrejection', onUnhandled));
  after(() => window.removeEventListener('unhandledrejection', onUnhandled));
  beforeEach(() => {
    unhandled.length = 0;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    expect(unhandled).to.deep.equal([]);
  });

  it('when the container is emptied right after the call (replaceChildren)', async () => {
    const created = create({ authorization: TOKENIZATION_KEY, container });
    container.replaceChildren();
    await expectSettledAndClean(created);
  });

  it('when the container’s text is cleared right after the call (textContent = "")', async () => {
    const created = create({ authorization: TOKENIZATION_KEY, container });
    container.textContent = '';
    await expectSettledAndClean(created);
  });

  // Prototype.js (still on old shop platforms) replaces Element.prototype.remove with one that throws for an element
  // already off the page: the merchant still gets the widget's own rejection, not that TypeError.
  it('when the container is emptied on a page whose Element remove() throws for an element off the page', async () => {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'remove')!;
    Element.prototype.remove = function (this: Element) {
      this.parentNode!.removeChild(this);
    };
    try {
      const created = create({ authorization: TOKENIZATION_KEY, container });
      container.replaceChildren();
      await expectSettledAndClean(created);
    } finally {
      Object.defineProperty(Element.prototype, 'remove', own);
    }
  });

  it('when the container is removed right after the call', async () => {
    const created = create({ authorization: TOKENIZATION_KEY, container });
    container.remove();
    await expectSettledAndClean(created);
  });

  it('when an ancestor of the container is removed right after the call', async () => {
    const outer = document.createElement('section');
    document.body.append(outer);
    outer.append(container);
    const created = create({ authorization: TOKENIZATION_KEY, container });
    outer.remove();
    await expectSettledAndClean(created);
  });

  for (const moment of SETUP_MOMENTS) {
    it(`when the container is emptied ${moment}`, async () => {
      const created = create({ authorization: TOKENIZATION_KEY, container });
      await watchSetup(container, created).reached(moment);
      container.replaceChildren();
      await expectSettledAndClean(created, { mayResolve: true });
    });
  }

  it('not when the widget moves within the page in the same task: create() resolves to a working widget', async () => {
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    try {
      const created = create({ authorization: TOKENIZATION_KEY, container });
      const element = container.firstElementChild!;
      container.replaceChildren();
      elsewhere.append(element);
      const outcome = await settledWithin(created, BOUND_MS);
      expect(outcome).to.not.equal('pending');
      const dropin = (outcome as { value?: Dropin }).value;
      expect(dropin, String((outcome as { error?: unknown }).error)).to.exist;
      expect(dropin!.element.parentElement).to.equal(elsewhere);
      expect(dropin!.getAvailablePaymentOptions()).to.deep.equal(['card']);
      await dropin!.teardown();
    } finally {
      elsewhere.remove();
    }
  });
});
