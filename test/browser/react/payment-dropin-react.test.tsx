import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { StrictMode, createRef, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import sinon from 'sinon';
import { DROPIN_EVENT_PROPS, PaymentDropin, type PaymentDropinElement } from '../../../elements/react/index.js';
import { PaymentDropin as PaymentDropinClass } from '../../../elements/define.js';
import { WidgetSession } from '../../../elements/controllers/widget-session.js';
import { DropinEvent, type DropinEventDetails, type DropinEventName } from '../../../elements/vocabulary/events.js';
import { clientToken, resetEmulator, TOKENIZATION_KEY } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { hidingBoundary } from '../support/suspense.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';

/** One sample detail per event, so each handler can be checked to receive what the element sent. */
const SAMPLE_DETAILS: { [K in DropinEventName]: DropinEventDetails[K] } = {
  ready: {},
  error: {
    error: new PaymentDropinError('All payment options failed to load.', { kind: 'setup' }),
    message: 'All payment options failed to load.',
  },
  paymentMethodRequestable: { type: 'CreditCard', paymentMethodIsSelected: false },
  noPaymentMethodRequestable: {},
  paymentOptionSelected: { paymentOption: 'card' },
  changeActiveView: { previousViewId: 'options', newViewId: 'card' },
  paymentMethodRequestStart: {},
  paymentMethodRequestEnd: {
    error: new PaymentDropinError('No payment method is available.', { kind: 'validation' }),
  },
  'card:binAvailable': { bin: '411111' },
  'card:blur': { emittedBy: 'number', cards: [], fields: {} } as unknown as DropinEventDetails['card:blur'],
  'card:cardTypeChange': {
    emittedBy: 'number',
    cards: [],
    fields: {},
  } as unknown as DropinEventDetails['card:cardTypeChange'],
  'card:empty': { emittedBy: 'cvv', cards: [], fields: {} } as unknown as DropinEventDetails['card:empty'],
  'card:focus': { emittedBy: 'cvv', cards: [], fields: {} } as unknown as DropinEventDetails['card:focus'],
  'card:inputSubmitRequest': {
    emittedBy: 'postalCode',
    cards: [],
    fields: {},
  } as unknown as DropinEventDetails['card:inputSubmitRequest'],
  'card:notEmpty': {
    emittedBy: 'expirationDate',
    cards: [],
    fields: {},
  } as unknown as DropinEventDetails['card:notEmpty'],
  'card:validityChange': {
    emittedBy: 'number',
    cards: [],
    fields: {},
  } as unknown as DropinEventDetails['card:validityChange'],
  '3ds:customer-canceled': {},
  '3ds:authentication-modal-render': {},
  '3ds:authentication-modal-close': {},
};

let host: HTMLDivElement;
let root: Root | undefined;

function render(node: React.ReactNode): void {
  root ??= createRoot(host);
  flushSync(() => root!.render(node));
}

function unmount(): void {
  flushSync(() => root?.unmount());
  root = undefined;
}

function theElement(): PaymentDropinElement {
  const el = host.querySelector('payment-dropin');
  if (!el) throw new Error('no <payment-dropin> was rendered');
  return el;
}

describe('<PaymentDropin> (React)', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => {
    unmount();
    host.remove();
    sinon.restore();
  });

  describe('props', () => {
    it('renders one <payment-dropin> and gives it the props as properties', () => {
      render(<PaymentDropin authorization="sandbox_emulated_emulated_merchant" locale="de_DE" />);
      expect(host.querySelectorAll('payment-dropin')).to.have.length(1);
      const el = theElement();
      expect(el).to.be.instanceOf(PaymentDropinClass);
      expect(el.authorization).to.equal('sandbox_emulated_emulated_merchant');
      expect(el.locale).to.equal('de_DE');
    });

    it('passes a changed prop to the same element', () => {
      render(<PaymentDropin authorization="first" />);
      const el = theElement();
      render(<PaymentDropin authorization="second" />);
      expect(theElement()).to.equal(el);
      expect(el.authorization).to.equal('second');
    });

    it('passes id, className and data attributes through as attributes', () => {
      render(<PaymentDropin authorization="a" id="checkout-widget" className="wide" data-testid="w" />);
      const el = theElement();
      expect(el.id).to.equal('checkout-widget');
      expect(el.classList.contains('wide')).to.equal(true);
      expect(el.dataset.testid).to.equal('w');
    });

    it('gives the element instance through a ref, with its methods', () => {
      const ref: RefObject<PaymentDropinElement | null> = createRef();
      render(<PaymentDropin ref={ref} authorization="a" />);
      expect(ref.current).to.equal(theElement());
      expect(ref.current?.requestPaymentMethod).to.be.a('function');
      expect(ref.current?.isPaymentMethodRequestable).to.be.a('function');
      expect(ref.current?.teardown).to.be.a('function');
    });

    it('accepts a callback ref', () => {
      const seen: Array<PaymentDropinElement | null> = [];
      render(<PaymentDropin ref={(el) => void seen.push(el)} authorization="a" />);
      expect(seen.at(-1)).to.equal(theElement());
    });
  });

  describe('events', () => {
    it('maps every widget event to an onX prop', () => {
      expect(Object.values(DROPIN_EVENT_PROPS).sort()).to.deep.equal(Object.keys(SAMPLE_DETAILS).sort());
    });

    for (const [prop, eventName] of Object.entries(DROPIN_EVENT_PROPS)) {
      it(`calls ${prop} with the element's "${eventName}" event and its detail`, () => {
        const received: Event[] = [];
        render(<PaymentDropin authorization="a" {...{ [prop]: (e: Event) => received.push(e) }} />);
        const event = new DropinEvent(eventName, SAMPLE_DETAILS[eventName] as never);
        theElement().dispatchEvent(event);
        expect(received).to.have.length(1);
        expect(received[0]).to.equal(event);
        expect((received[0] as CustomEvent).detail).to.equal(SAMPLE_DETAILS[eventName]);
      });
    }

    it('calls the latest handler after a re-render, and none once the prop is removed', () => {
      const first = sinon.spy();
      const second = sinon.spy();
      render(<PaymentDropin authorization="a" onPaymentMethodRequestable={first} />);
      render(<PaymentDropin authorization="a" onPaymentMethodRequestable={second} />);
      const el = theElement();
      el.dispatchEvent(
        new DropinEvent('paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }),
      );
      expect(first.callCount).to.equal(0);
      expect(second.callCount).to.equal(1);
      render(<PaymentDropin authorization="a" />);
      el.dispatchEvent(
        new DropinEvent('paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }),
      );
      expect(second.callCount).to.equal(1);
    });

    it('hands the typed detail to the handler', () => {
      let type = '';
      render(<PaymentDropin authorization="a" onPaymentMethodRequestable={(e) => (type = e.detail.type)} />);
      theElement().dispatchEvent(
        new DropinEvent('paymentMethodRequestable', { type: 'PayPalAccount', paymentMethodIsSelected: true }),
      );
      expect(type).to.equal('PayPalAccount');
    });
  });

  describe('option changes after mount (the element applies them; the wrapper only passes props)', () => {
    /**
     * The element's own teardown, which a restart goes through: spied on the session's class (the element keeps its
     * session #private), with one element in each test.
     */
    function restarts(): sinon.SinonSpy {
      return sinon.spy(WidgetSession.prototype, 'teardown');
    }

    it('applies a changed PayPal key in place through updateConfiguration, on the same element', async () => {
      const update = sinon.spy(PaymentDropinClass.prototype, 'updateConfiguration');
      render(
        <PaymentDropin
          authorization="sandbox_emulated_emulated_merchant"
          paypal={{ flow: 'checkout', amount: '10.00', currency: 'USD' }}
        />,
      );
      const el = theElement();
      await oneEvent(el, 'ready');
      render(
        <PaymentDropin
          authorization="sandbox_emulated_emulated_merchant"
          paypal={{ flow: 'checkout', amount: '25.00', currency: 'USD' }}
        />,
      );
      await waitUntil(() => update.called, 'the changed amount was never applied');
      expect(theElement()).to.equal(el);
      expect(update.getCalls().map((c) => [c.thisValue, ...c.args])).to.deep.equal([[el, 'paypal', 'amount', '25.00']]);
    });

    it('changes nothing when an equal options object is re-created on a render: no redraw, no update, no restart', async () => {
      const update = sinon.spy(PaymentDropinClass.prototype, 'updateConfiguration');
      render(<PaymentDropin authorization="a" locale="de_DE" card={{ cardholderName: { required: true } }} />);
      const el = theElement();
      await el.updateComplete;
      const restart = restarts();
      render(<PaymentDropin authorization="a" locale="de_DE" card={{ cardholderName: { required: true } }} />);
      expect(el.isUpdatePending).to.equal(false);
      expect(theElement()).to.equal(el);
      expect(update.callCount).to.equal(0);
      expect(restart.callCount).to.equal(0);
    });

    it('hands an options object holding a function to the element as given, so the latest callback is there', () => {
      const first = { merchantId: 'm', onPaymentDataChanged: () => undefined };
      render(<PaymentDropin authorization="a" googlePay={first} />);
      const el = theElement();
      const second = { merchantId: 'm', onPaymentDataChanged: () => undefined };
      render(<PaymentDropin authorization="a" googlePay={second} />);
      expect(el.googlePay).to.equal(second);
    });

    it('restarts the same element cleanly on an option Drop-in cannot update, which then shows the new value', async () => {
      render(<PaymentDropin authorization="sandbox_emulated_emulated_merchant" locale="de_DE" />);
      const el = theElement();
      await oneEvent(el, 'ready');
      const restart = restarts();
      const readyAgain = oneEvent(el, 'ready');
      render(<PaymentDropin authorization="sandbox_emulated_emulated_merchant" locale="fr_FR" />);
      await readyAgain;
      expect(theElement()).to.equal(el);
      expect(restart.calledOnceWith('restart')).to.equal(true);
      expect(el.locale).to.equal('fr_FR');
      expect(host.querySelectorAll('payment-dropin')).to.have.length(1);
    });

    it("restarts on PayPal's offerCredit, which updateConfiguration keeps as created", async () => {
      const update = sinon.spy(PaymentDropinClass.prototype, 'updateConfiguration');
      render(
        <PaymentDropin
          authorization="sandbox_emulated_emulated_merchant"
          paypal={{ flow: 'vault', offerCredit: false }}
        />,
      );
      const el = theElement();
      await oneEvent(el, 'ready');
      const restart = restarts();
      render(
        <PaymentDropin
          authorization="sandbox_emulated_emulated_merchant"
          paypal={{ flow: 'vault', offerCredit: true }}
        />,
      );
      await waitUntil(() => restart.called, 'no restart');
      expect(restart.calledOnceWith('restart')).to.equal(true);
      expect(update.callCount).to.equal(0);
    });

    it('restarts when an option is turned on or off, and reads changes given through `options` too', async () => {
      render(<PaymentDropin authorization="sandbox_emulated_emulated_merchant" options={{ vaultManager: false }} />);
      const el = theElement();
      await oneEvent(el, 'ready');
      const restart = restarts();
      render(<PaymentDropin authorization="sandbox_emulated_emulated_merchant" options={{ vaultManager: true }} />);
      await waitUntil(() => restart.called, 'no restart');
      expect(restart.callCount).to.equal(1);
    });
  });

  describe('under StrictMode', () => {
    it('mounts one element and sets it up once', async () => {
      // Custom element callbacks are captured at define time, so insertions are watched instead.
      const insertions: Node[] = [];
      const removals: Node[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          insertions.push(...[...record.addedNodes].filter((n) => n.nodeName === 'PAYMENT-DROPIN'));
          removals.push(...[...record.removedNodes].filter((n) => n.nodeName === 'PAYMENT-DROPIN'));
        }
      });
      observer.observe(host, { childList: true, subtree: true });
      const teardown = sinon.spy(PaymentDropinClass.prototype, 'teardown');
      // Lit's willUpdate sees each property change once: the element's cue to (re)start setup.
      const lifecycle = PaymentDropinClass.prototype as unknown as { willUpdate(changed: Map<string, unknown>): void };
      const willUpdate = sinon.spy(lifecycle, 'willUpdate');
      const ready = sinon.spy();

      render(
        <StrictMode>
          <PaymentDropin authorization="sandbox_emulated_emulated_merchant" onReady={ready} />
        </StrictMode>,
      );
      const el = theElement();
      await el.updateComplete;

      expect(host.querySelectorAll('payment-dropin')).to.have.length(1);
      observer.disconnect();
      expect(insertions).to.deep.equal([el]);
      expect(removals).to.deep.equal([]);
      // The spy is on the prototype: elements removed by earlier tests may still finish their own
      // teardown while this one runs; only this element's calls count.
      expect(teardown.getCalls().filter((call) => call.thisValue === el)).to.have.length(0);
      const authorizationChanges = willUpdate
        .getCalls()
        .filter((call) => call.thisValue === el && call.args[0].has('authorization'));
      expect(authorizationChanges).to.have.length(1);
      expect(ready.callCount).to.be.at.most(1);
    });

    it('starts the widget once with a real client token: one ready event, one set of card frames', async () => {
      await resetEmulator();
      const token = await clientToken();
      const ready = sinon.spy();
      const failed = sinon.spy();
      render(
        <StrictMode>
          <PaymentDropin authorization={token} onReady={ready} onError={failed} />
        </StrictMode>,
      );
      const el = theElement();
      await waitUntil(() => ready.called || failed.called, 'the widget neither got ready nor failed', {
        timeout: 15_000,
      });
      expect(failed.called, String(failed.firstCall?.args[0]?.detail?.message)).to.equal(false);
      // The card frames may sit in the element's light DOM (slotted) or its shadow root.
      const frames = (): string[] =>
        [...el.querySelectorAll('iframe'), ...(el.shadowRoot?.querySelectorAll('iframe') ?? [])].map(
          (f) => f.getAttribute('name') ?? '',
        );
      await waitUntil(() => frames().includes('braintree-hosted-field-number'), 'no card number frame');
      expect(ready.callCount).to.equal(1);
      const names = frames();
      expect(names.filter((n) => n === 'braintree-hosted-field-number')).to.have.length(1);
      expect(new Set(names).size).to.equal(names.length);
      expect(document.querySelectorAll('payment-dropin')).to.have.length(1);
    });

    it('keeps a single listener per event (a handler runs once per event)', () => {
      const handler = sinon.spy();
      render(
        <StrictMode>
          <PaymentDropin authorization="a" onNoPaymentMethodRequestable={handler} />
        </StrictMode>,
      );
      theElement().dispatchEvent(new DropinEvent('noPaymentMethodRequestable', {}));
      expect(handler.callCount).to.equal(1);
    });
  });

  describe('when React hides it while the widget sets up (a Suspense fallback)', () => {
    // @lit/react keeps an element's listeners while React hides it (they are never taken off, only re-pointed), so a
    // widget that gets ready behind a fallback is still heard: unlike `DropIn`, which adds and removes its own.
    it('calls onReady once with the ready event that came while it was hidden', async () => {
      const heard: Event[] = [];
      const boundary = hidingBoundary();
      const app = (hidden: boolean): React.ReactElement => (
        <StrictMode>
          {boundary.wrap(
            <PaymentDropin authorization={TOKENIZATION_KEY} onReady={(e) => void heard.push(e)} />,
            hidden,
          )}
        </StrictMode>
      );
      render(app(false));
      const el = theElement();
      const ready = oneEvent(el, 'ready');
      // A sibling suspends while the widget sets up: React hides the component (and runs its effects' cleanups).
      render(app(true));
      const event = await ready;
      boundary.reveal();
      await waitUntil(() => host.querySelector('p') === null, 'the fallback stayed');
      await nothingHappensWithin(300);
      expect(heard).to.deep.equal([event]);
    });

    it('does not call onReady again when shown after it was heard', async () => {
      const heard: Event[] = [];
      const boundary = hidingBoundary();
      const app = (hidden: boolean): React.ReactElement =>
        boundary.wrap(<PaymentDropin authorization={TOKENIZATION_KEY} onReady={(e) => void heard.push(e)} />, hidden);
      render(app(false));
      await waitUntil(() => heard.length > 0, 'onReady was never called', { timeout: 15_000 });
      render(app(true));
      boundary.reveal();
      await waitUntil(() => host.querySelector('p') === null, 'the fallback stayed');
      await nothingHappensWithin(300);
      expect(heard).to.have.length(1);
    });
  });

  describe('when unmounted while the widget is still starting', () => {
    beforeEach(resetEmulator);

    it('leaves no element and no frame behind, and no unhandled error', async () => {
      const token = await clientToken();
      const problems: unknown[] = [];
      const onRejection = (e: PromiseRejectionEvent): void => void problems.push(e.reason);
      const onError = (e: ErrorEvent): void => void problems.push(e.error ?? e.message);
      window.addEventListener('unhandledrejection', onRejection);
      window.addEventListener('error', onError);
      const teardown = sinon.spy(PaymentDropinClass.prototype, 'teardown');
      try {
        render(
          <StrictMode>
            <PaymentDropin authorization={token} />
          </StrictMode>,
        );
        const el = theElement();
        await el.updateComplete;
        unmount();

        expect(el.isConnected).to.equal(false);
        expect(document.querySelectorAll('payment-dropin')).to.have.length(0);
        // Whatever the widget started must not show up once it is gone.
        for (const call of teardown.getCalls()) await (call.returnValue as Promise<void>).catch(() => undefined);
        // Nothing is to appear later: long enough for a widget whose setup was cut short to have finished
        // whatever it had in flight (configuration, frames).
        await nothingHappensWithin(1500);
        expect(document.querySelectorAll('iframe')).to.have.length(0);
        expect(el.querySelectorAll('iframe')).to.have.length(0);
        expect(el.shadowRoot?.querySelectorAll('iframe').length ?? 0).to.equal(0);
        expect(problems).to.deep.equal([]);
      } finally {
        window.removeEventListener('unhandledrejection', onRejection);
        window.removeEventListener('error', onError);
      }
    });

    it('can mount a new widget on the same container afterwards', async () => {
      const token = await clientToken();
      render(<PaymentDropin authorization={token} />);
      unmount();
      render(<PaymentDropin authorization={token} />);
      await waitUntil(() => host.querySelectorAll('payment-dropin').length === 1, 'the second widget did not mount');
      expect(theElement().authorization).to.equal(token);
    });
  });
});
