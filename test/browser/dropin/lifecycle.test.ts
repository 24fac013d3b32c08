import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../elements/define.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { createCardFields } from '../../../elements/options/card/card-fields.js';
import { releaseBusSubscriptions } from '../../../elements/options/card/card-typing.js';
import { createGatewayClient, releaseGatewayClient } from '../../../elements/provider/gateway-client.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { REQUEST_CANCELED } from '../../../elements/setup/payment-request.js';
import {
  clearFaults,
  clientToken,
  emulatorState,
  fault,
  resetEmulator,
  seedCustomer,
  TOKENIZATION_KEY,
} from '../support/emulator.js';
import {
  activeView,
  fillCard,
  HoldingClock,
  mountDropin,
  q,
  record,
  unmountAll,
  waitForView,
} from './dropin-harness.js';

describe('<payment-dropin> lifecycle', () => {
  afterEach(unmountAll);
  after(resetEmulator);

  describe('requestable events', () => {
    it('fires nothing before setup ends, and paymentMethodRequestable once when a card is complete', async () => {
      const el = document.createElement('payment-dropin');
      el.authorization = TOKENIZATION_KEY;
      const events = record(el, ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'ready']);
      document.body.append(el);
      try {
        await oneEvent(el, 'ready');
        expect(events.map((e) => e.name)).to.deep.equal(['ready']);
        await fillCard(el);
        expect(events.filter((e) => e.name === 'paymentMethodRequestable')).to.deep.equal([
          { name: 'paymentMethodRequestable', detail: { type: 'CreditCard', paymentMethodIsSelected: false } },
        ]);
        expect(el.isPaymentMethodRequestable()).to.equal(true);
      } finally {
        el.remove();
        await el.teardown().catch(() => undefined);
      }
    });
  });

  describe('after tokenizing a card', () => {
    let el: PaymentDropin;
    beforeEach(async () => {
      el = await mountDropin();
      await fillCard(el);
    });

    it('shows the methods view with the card selected, 200 ms after it became active', async () => {
      const views = record(el, ['changeActiveView']);
      const payload = await el.requestPaymentMethod();
      await waitForView(el, 'methods');
      expect(views.at(-1)!.detail).to.deep.equal({ previousViewId: 'card', newViewId: 'methods' });
      const selected = q(el, '[data-view="methods"] [aria-checked="true"]')!;
      expect(selected.dataset.nonce).to.equal(payload.nonce);
      expect(selected.textContent).to.contain('1111');
      expect(q(el, '[data-view="methods"] h2')!.textContent).to.contain('Card');
      await expect(el).to.be.accessible();
    });

    it('waits the 200 ms change delay before showing the methods view', async () => {
      // Swapped in after setup: the element reads its clock at each use.
      const clock = new HoldingClock((ms) => ms === 200);
      el.clock = clock;
      await el.requestPaymentMethod();
      await el.updateComplete;
      expect(activeView(el)).to.equal('card');
      expect(clock.pending()).to.include(200);
      clock.release(200);
      await el.updateComplete;
      expect(activeView(el)).to.equal('methods');
    });

    it('returns the selected method from the methods view without tokenizing again', async () => {
      const first = await el.requestPaymentMethod();
      await waitForView(el, 'methods');
      const again = await el.requestPaymentMethod();
      expect(again.nonce).to.equal(first.nonce);
      expect(again.type).to.equal('CreditCard');
    });

    it('goes back to the initial view and is no longer requestable after clearSelectedPaymentMethod', async () => {
      await el.requestPaymentMethod();
      await waitForView(el, 'methods');
      const events = record(el, ['noPaymentMethodRequestable']);
      el.clearSelectedPaymentMethod();
      await waitForView(el, 'card');
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      expect(events).to.have.length(1);
    });
  });

  describe('teardown', () => {
    describe('while requestPaymentMethod() waits for the card', () => {
      afterEach(clearFaults);

      /** A complete card whose tokenization the gateway holds, and the request waiting on it. */
      async function waitingRequest(): Promise<{ el: PaymentDropin; request: Promise<unknown> }> {
        const el = await mountDropin();
        await fillCard(el);
        await fault({ route: 'tokenize', delayMs: 5000 });
        const request = el.requestPaymentMethod();
        request.catch(() => undefined);
        // The gateway holds the tokenization for 5 s: on a loaded machine it may take longer than waitUntil's default
        // second to get there (the payment's code is fetched first, then the frames post it).
        await waitUntil(
          async () => (await emulatorState()).heldByFaults === 1,
          'the tokenization never reached the gateway',
          { timeout: 4000 },
        );
        return { el, request };
      }

      it('rejects the request as canceled when the merchant tears the widget down', async () => {
        const { el, request } = await waitingRequest();
        await el.teardown();
        const error = (await request.then(
          () => undefined,
          (e: unknown) => e,
        )) as PaymentDropinError;
        expect(error).to.be.instanceOf(PaymentDropinError);
        expect(error.kind).to.equal('canceled');
        expect(error.message).to.equal(REQUEST_CANCELED);
      });

      it('rejects the request as canceled when the element leaves the page (a React unmount)', async () => {
        const { el, request } = await waitingRequest();
        el.remove();
        const error = (await request.then(
          () => undefined,
          (e: unknown) => e,
        )) as PaymentDropinError;
        expect(error.kind).to.equal('canceled');
      });
    });

    it('removes every iframe, frame message listener and style, and empties the panel', async () => {
      const added: EventListenerOrEventListenerObject[] = [];
      const original = { add: window.addEventListener, remove: window.removeEventListener };
      const removed = new Set<EventListenerOrEventListenerObject>();
      window.addEventListener = function (
        this: Window,
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (type === 'message') added.push(listener);
        return original.add.call(this, type, listener, options);
      } as typeof window.addEventListener;
      window.removeEventListener = function (
        this: Window,
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | EventListenerOptions,
      ) {
        if (type === 'message') removed.add(listener);
        return original.remove.call(this, type, listener, options);
      } as typeof window.removeEventListener;
      try {
        const el = await mountDropin();
        expect(document.querySelectorAll('iframe').length).to.be.greaterThan(0);
        await el.teardown();
        expect(document.querySelectorAll('iframe')).to.have.length(0);
        expect(el.children).to.have.length(0);
        expect(el.shadowRoot!.adoptedStyleSheets).to.have.length(0);
        expect(el.shadowRoot!.querySelector('[data-view], style')).to.equal(null);
        expect(added.filter((l) => !removed.has(l))).to.deep.equal([]);
      } finally {
        window.addEventListener = original.add;
        window.removeEventListener = original.remove;
      }
    });

    it("drops the hosted fields' message-bus subscriptions, so torn-down fields can be collected", async () => {
      // Real braintree-web against the emulator. Its message bus (framebus) marks itself destroyed before it
      // unsubscribes, so without the release the subscriptions keep the torn-down fields for the page's life.
      const collect = (globalThis as { gc?: () => void }).gc;
      expect(collect, 'the test browser runs with --expose-gc').to.be.a('function');
      const client = await createGatewayClient(TOKENIZATION_KEY);
      const tornDown = async (release: boolean): Promise<{ dropped: number; again: number; ref: WeakRef<object> }> => {
        const number = document.body.appendChild(document.createElement('div'));
        const fields = await createCardFields({ client, fields: { number: { container: number } }, styles: {} });
        const dropped = release ? releaseBusSubscriptions(fields) : 0;
        const again = release ? releaseBusSubscriptions(fields) : 0;
        await fields.teardown();
        number.remove();
        return { dropped, again, ref: new WeakRef(fields) };
      };
      // A WeakRef holds its target until the task that read it ends: collect, then look again in a later task.
      const collected = async (ref: WeakRef<object>): Promise<boolean> => {
        collect!();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return ref.deref() === undefined;
      };
      try {
        const kept = await tornDown(false);
        const released = await tornDown(true);
        expect(released.dropped, 'subscriptions dropped').to.be.greaterThan(0);
        expect(released.again, 'a second release finds none left').to.equal(0);
        // Collected once whatever braintree-web still had in flight for them has finished.
        const releasedCollected = await waitUntil(() => collected(released.ref), '', { timeout: 5000 }).then(
          () => true,
          () => false,
        );
        expect(releasedCollected, 'released fields are collected').to.equal(true);
        // The kept fields were torn down first and have had as long: only the bus can still hold them.
        expect(await collected(kept.ref), 'fields torn down without the release stay held by the bus').to.equal(false);
      } finally {
        await releaseGatewayClient(client);
      }
    });

    it('leaves another widget with the same authorization working when one is torn down', async () => {
      const first = await mountDropin();
      const second = await mountDropin();
      await first.teardown();
      await fillCard(second);
      expect((await second.requestPaymentMethod()).nonce).to.be.a('string');
    });

    it('starts a second widget while the first is torn down mid-setup', async () => {
      const first = document.createElement('payment-dropin');
      first.authorization = TOKENIZATION_KEY;
      document.body.append(first);
      await first.updateComplete;
      const second = document.createElement('payment-dropin');
      second.authorization = TOKENIZATION_KEY;
      const ready = oneEvent(second, 'ready');
      document.body.append(second);
      first.remove();
      try {
        await ready;
        expect(activeView(second)).to.equal('card');
      } finally {
        second.remove();
        await second.teardown().catch(() => undefined);
      }
    });

    it('tears down when removed from the page, even while still starting', async () => {
      const el = document.createElement('payment-dropin');
      el.authorization = TOKENIZATION_KEY;
      document.body.append(el);
      await el.updateComplete;
      el.remove();
      await waitUntil(() => document.querySelectorAll('iframe').length === 0, 'frames left behind');
      // Nothing finishes setting up afterwards.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(document.querySelectorAll('iframe')).to.have.length(0);
    });

    // Modals and tab components take their content off the page and put it back after an `await` or an animation
    // frame: the removal's teardown is then still running when the element is back.
    describe('put back on the page', () => {
      const oneTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

      /** `ready`, or the `error` that came instead, or 'nothing' when neither came within `ms`. */
      function nextOutcome(el: PaymentDropin, ms = 8000): Promise<string> {
        return Promise.race([
          oneEvent(el, 'ready').then(() => 'ready'),
          oneEvent(el, 'error').then((e) => `error: ${(e as CustomEvent<{ message: string }>).detail.message}`),
          new Promise<string>((resolve) => setTimeout(() => resolve('nothing'), ms)),
        ]);
      }

      /** Its styles go last, as its teardown ends. */
      const stillTearingDown = (el: PaymentDropin): boolean => el.shadowRoot!.adoptedStyleSheets.length > 0;

      /** Once its teardown has ended, and long enough after for a setup started by mistake to ask for its frames. */
      async function staysGone(el: PaymentDropin, events: unknown[], tornDown: Promise<unknown>): Promise<void> {
        await tornDown;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(document.querySelectorAll('iframe')).to.have.length(0);
        expect(el.shadowRoot!.childElementCount).to.equal(0);
        expect(events).to.deep.equal([]);
      }

      /** Takes it off the page and puts it back in the same place a task later: `ready`, an `error`, or 'nothing'. */
      async function putBackATaskLater(el: PaymentDropin): Promise<string> {
        const parent = el.parentNode!;
        el.remove();
        await oneTask();
        const outcome = nextOutcome(el);
        parent.appendChild(el);
        return outcome;
      }

      async function paysWithCard(el: PaymentDropin): Promise<void> {
        await el.updateComplete;
        expect(activeView(el)).to.equal('card');
        await fillCard(el);
        expect((await el.requestPaymentMethod()).nonce).to.be.a('string');
      }

      it('sets up again and pays when put back on the page one task after it was removed', async () => {
        const el = await mountDropin();
        expect(await putBackATaskLater(el)).to.equal('ready');
        await paysWithCard(el);
      });

      it('sets up again and pays when moved to another parent one task after it was removed', async () => {
        const el = await mountDropin();
        const modal = document.body.appendChild(document.createElement('div'));
        try {
          el.remove();
          await oneTask();
          const outcome = nextOutcome(el);
          modal.append(el);
          expect(await outcome).to.equal('ready');
          await paysWithCard(el);
        } finally {
          el.remove();
          modal.remove();
        }
      });

      it('sets up again when put back one task after it was removed while still starting', async () => {
        const el = await mountDropin({}, { waitForReady: false });
        const events = record(el, ['ready', 'error']);
        await el.updateComplete;
        el.remove();
        await oneTask();
        document.body.append(el);
        await waitUntil(() => events.length === 2, 'no second event', { timeout: 8000 });
        expect(events.map((e) => e.name)).to.deep.equal(['error', 'ready']);
        expect((events[0]!.detail as { error: PaymentDropinError }).error.kind).to.equal('canceled');
        await paysWithCard(el);
      });

      it('keeps its setup, and pays, when moved within the same task by moveBefore()', async () => {
        // A move by remove() and append() reloads the frames in it (the browser does that to any moved iframe);
        // moveBefore() keeps them, and the element, reconnected in the task it left, keeps its setup.
        const el = await mountDropin();
        const frames = [...document.querySelectorAll('iframe')];
        const events = record(el, ['ready', 'error']);
        const tab = document.body.appendChild(document.createElement('div'));
        try {
          tab.moveBefore(el, null);
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(events).to.deep.equal([]);
          expect([...document.querySelectorAll('iframe')]).to.deep.equal(frames);
          await paysWithCard(el);
        } finally {
          el.remove();
          tab.remove();
        }
      });

      // A modal or a drag-and-drop list that calls `dialog.append(widget)` moves it by removal and insertion: the
      // browser reloads every frame in it, and the old setup's card fields never answer again.
      const moves: Array<[string, (el: PaymentDropin, other: Element) => void]> = [
        ['to another parent', (el, other) => other.append(el)],
        [
          'back to its parent',
          (el) => {
            const parent = el.parentNode!;
            el.remove();
            parent.append(el);
          },
        ],
      ];
      for (const [where, move] of moves) {
        it(`sets up again and pays when moved ${where} within one task`, async () => {
          const el = await mountDropin();
          const events = record(el, ['ready', 'error']);
          const other = document.body.appendChild(document.createElement('div'));
          try {
            const outcome = nextOutcome(el);
            move(el, other);
            expect(await outcome).to.equal('ready');
            expect(events.map((e) => e.name)).to.deep.equal(['ready']);
            await paysWithCard(el);
          } finally {
            el.remove();
            other.remove();
          }
        });
      }

      /** Its stylesheets, once the lists' code (loaded when the page is idle after ready) has brought theirs. */
      async function styled(el: PaymentDropin): Promise<{ sheets: number; panel: string }> {
        await waitUntil(() => el.shadowRoot!.adoptedStyleSheets.length > 1, 'the lists styles never came', {
          timeout: 5000,
        }).catch(() => undefined);
        await el.updateComplete;
        const panel = el.shadowRoot!.querySelector('.panel');
        return {
          sheets: el.shadowRoot!.adoptedStyleSheets.length,
          panel: panel ? getComputedStyle(panel).display : 'no panel',
        };
      }

      it('is styled again when it sets up after being put back', async () => {
        const el = await mountDropin();
        const fresh = await styled(el);
        expect(fresh.panel).to.equal('grid');
        expect(await putBackATaskLater(el)).to.equal('ready');
        expect(await styled(el)).to.deep.equal(fresh);
      });

      it('is styled again when it sets up after being moved within one task', async () => {
        const el = await mountDropin();
        const fresh = await styled(el);
        const other = document.body.appendChild(document.createElement('div'));
        try {
          const outcome = nextOutcome(el);
          other.append(el);
          expect(await outcome).to.equal('ready');
          expect(await styled(el)).to.deep.equal(fresh);
        } finally {
          el.remove();
          other.remove();
        }
      });

      it('ends torn down, with no frame left, when removed again before the teardown ended', async () => {
        const el = await mountDropin();
        const events = record(el, ['ready', 'error']);
        el.remove();
        await oneTask();
        document.body.append(el);
        expect(stillTearingDown(el), 'the teardown of the removal is still under way').to.equal(true);
        await Promise.resolve();
        el.remove();
        await waitUntil(() => document.querySelectorAll('iframe').length === 0, 'frames left behind');
        // Long enough for a setup started by mistake to ask for its frames.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(document.querySelectorAll('iframe')).to.have.length(0);
        expect(el.children).to.have.length(0);
        expect(events).to.deep.equal([]);
      });

      it("stays gone when put back while the merchant's teardown() runs", async () => {
        const el = await mountDropin();
        const events = record(el, ['ready', 'error']);
        const tornDown = el.teardown();
        el.remove();
        await Promise.resolve();
        document.body.append(el);
        expect(stillTearingDown(el), 'the teardown is still under way').to.equal(true);
        await staysGone(el, events, tornDown);
      });

      it("sets up afresh when taken off the page and put back after the merchant's teardown() ended", async () => {
        const el = await mountDropin();
        await el.teardown();
        expect(await putBackATaskLater(el)).to.equal('ready');
        await paysWithCard(el);
      });

      it('stays gone when removed, then torn down by the merchant, then put back before it ended', async () => {
        const el = await mountDropin();
        const events = record(el, ['ready', 'error']);
        el.remove();
        await Promise.resolve();
        const tornDown = el.teardown();
        document.body.append(el);
        expect(stillTearingDown(el), 'the teardown is still under way').to.equal(true);
        await staysGone(el, events, tornDown);
      });
    });
  });

  describe('analytics', () => {
    /** Waits until an analytics event of this kind (or starting with it) has reached the gateway. */
    const analyticsArrive = (kind: string, message: string): Promise<void> =>
      waitUntil(
        async () => (await emulatorState()).analytics.some((a) => JSON.stringify(a.body).includes(kind)),
        message,
        { timeout: 5000 },
      );

    it("sends the request's result even when the merchant tears the widget down as soon as it has the nonce", async () => {
      await resetEmulator();
      const el = await mountDropin();
      await fillCard(el);
      // A React page that unmounts the widget once it has paid, in the same task as the payload.
      await el.requestPaymentMethod().then(() => el.teardown());
      await analyticsArrive(
        'web.dropin.request-payment-method.card',
        'the request-payment-method.card analytics event never reached the gateway',
      );
    });

    it("sends a task's events together, from a later task: the code awaiting `ready` runs before any request", async () => {
      await resetEmulator();
      const customerId = `analytics-${Date.now()}`;
      await seedCustomer({ id: customerId, paymentMethods: [{ type: 'CreditCard', number: '4111111111111111' }] });
      const token = await clientToken({ customerId });
      // Every Drop-in analytics request the page makes, in order (passed on to the browser's own fetch).
      const sent: string[] = [];
      const browserFetch = window.fetch;
      window.fetch = (input, init) => {
        if (typeof init?.body === 'string' && init.body.includes('web.dropin.')) sent.push(init.body);
        return browserFetch(input, init);
      };
      try {
        const el = await mountDropin({ authorization: token }, { waitForReady: false });
        let atReady = -1;
        el.addEventListener('ready', () => (atReady = sent.length));
        await oneEvent(el, 'ready');
        // The code awaiting `ready` runs in the task that fired it, before the requests of its events.
        expect(sent.length).to.equal(atReady);
        await waitUntil(() => sent.some((body) => body.includes('web.dropin.appeared')), 'no appeared event sent');
        const body = JSON.parse(sent.find((b) => b.includes('web.dropin.appeared'))!) as {
          analytics: Array<{ kind: string }>;
        };
        // Setup's last transition says the widget appeared with a saved card: one request says both.
        expect(body.analytics.map((event) => event.kind)).to.include.members([
          'web.dropin.appeared',
          'web.dropin.vaulted-card.appear',
        ]);
      } finally {
        window.fetch = browserFetch;
      }
    });

    it('sends Drop-in analytics to the gateway with web.dropin. kinds and timestamps in seconds', async () => {
      await resetEmulator();
      const el = await mountDropin();
      await fillCard(el);
      await el.requestPaymentMethod();
      await analyticsArrive('web.dropin.request-payment-method', 'no analytics');
      const bodies = (await emulatorState()).analytics.map(
        (a) =>
          a.body as {
            analytics?: Array<{ kind: string; timestamp: number }>;
            tokenizationKey?: string;
            _meta?: unknown;
          },
      );
      const dropin = bodies.filter((b) => b.analytics?.some((e) => e.kind.startsWith('web.dropin.')));
      expect(dropin.length).to.be.greaterThan(0);
      for (const body of dropin) {
        expect(body.tokenizationKey).to.equal(TOKENIZATION_KEY);
        expect(body._meta).to.be.an('object');
        for (const event of body.analytics!) expect(Math.abs(event.timestamp - Date.now() / 1000)).to.be.lessThan(600);
      }
    });
  });

  describe('words', () => {
    it("shows the locale's strings", async () => {
      const el = await mountDropin({ locale: 'de_DE' });
      const english = 'Pay by card';
      expect(q(el, '[data-view="card"] h2')!.textContent!.trim()).to.not.equal(english);
      expect(q(el, '[data-view="card"] h2')!.textContent!.trim()).to.not.equal('');
    });

    it("puts the merchant's translations on top as text: their characters show once, never as markup", async () => {
      const el = await mountDropin({ translations: { payWithCard: '<b>Karte</b> & <img src=x onerror=alert(1)>' } });
      const heading = q(el, '[data-view="card"] h2')!;
      expect(heading.textContent!.trim()).to.equal('<b>Karte</b> & <img src=x onerror=alert(1)>');
      expect(heading.querySelector('b, img')).to.equal(null);
    });
  });

  it('shows an accessible loading indicator while it starts', async () => {
    const el = document.createElement('payment-dropin');
    el.authorization = TOKENIZATION_KEY;
    document.body.append(el);
    try {
      await el.updateComplete;
      const loader = q(el, '[part="loader"]')!;
      expect(loader.hidden).to.equal(false);
      expect(loader.getAttribute('role')).to.equal('status');
      expect(loader.textContent).to.contain('Loading payment options');
      await expect(el).to.be.accessible();
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });

  it('starts when the authorization arrives after the element is on the page', async () => {
    const el = document.createElement('payment-dropin');
    document.body.append(el);
    const ready = oneEvent(el, 'ready');
    el.authorization = TOKENIZATION_KEY;
    try {
      await ready;
      expect(activeView(el)).to.equal('card');
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });
});
