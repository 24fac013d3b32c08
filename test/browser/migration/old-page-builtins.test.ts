/**
 * The widget on pages whose old scripts changed the built-ins it and braintree-web use (see also
 * create-settles.test.ts for Prototype.js's `remove`, and frozen-error-prototype.test.ts).
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { create } from '../../../elements/create.js';
import '../../../elements/define.js';
import type { DropinEvent } from '../../../elements/vocabulary/events.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { resetEmulator, TOKENIZATION_KEY } from '../support/emulator.js';
import { activeView, fillCardByKeyboard, mountDropin, unmountAll } from '../dropin/dropin-harness.js';

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

/** Google Pay on the emulator's pay.js, the only option offered. */
const GOOGLE_PAY_ONLY = {
  card: false,
  googlePay: {
    googlePayVersion: 2,
    transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
  },
} as const;

/**
 * Old Prototype.js's `Array.prototype.toJSON` (added by assignment, as Prototype's `Object.extend` does): it makes
 * `JSON.stringify([1])` the string `"[1]"`. braintree-web copies its configuration through JSON, so its lists come
 * back as strings (Google Pay's card networks among them). Runs `body` with it and the console's errors recorded.
 */
async function withArrayToJSON<T>(body: (logged: unknown[][]) => Promise<T>): Promise<T> {
  const logged: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  (Array.prototype as { toJSON?: unknown }).toJSON = function (this: unknown[]) {
    return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
  };
  try {
    return await body(logged);
  } finally {
    delete (Array.prototype as { toJSON?: unknown }).toJSON;
    console.error = consoleError;
  }
}

/** The error the console showed with `<payment-dropin>: <id> failed to set up.` */
function failureLogged(logged: unknown[][], id: string): unknown {
  return logged.find(([message]) => message === `<payment-dropin>: ${id} failed to set up.`)?.[1];
}

describe('on a page whose Array.prototype.toJSON makes JSON.stringify([1]) a string (old Prototype.js)', function () {
  this.timeout(30_000);
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());
  after(resetEmulator);

  it('create() rejects with "All payment options failed to load.", the failed option\'s own error as its cause, and the console names Array.prototype.toJSON', () =>
    withArrayToJSON(async (logged) => {
      const error = await create({ authorization: TOKENIZATION_KEY, container, ...GOOGLE_PAY_ONLY }).then(
        () => undefined,
        (rejection: unknown) => rejection as PaymentDropinError,
      );
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect(error!.message).to.equal('All payment options failed to load.');
      expect(error!.kind).to.equal('setup');
      const own = failureLogged(logged, 'googlePay');
      expect(own, "Google Pay's own error, in the console").to.be.instanceOf(Error);
      expect(error!.cause).to.equal(own);
      expect(logged.some(([message]) => String(message).includes('Array.prototype.toJSON'))).to.equal(true);
    }));

  it("the element's error event carries every failed option's own error in its cause when several failed", () =>
    withArrayToJSON(async (logged) => {
      const el = document.createElement('payment-dropin');
      // braintree-web refuses a maxlength that is not a number: the card fails too, whatever the page.
      el.options = {
        authorization: TOKENIZATION_KEY,
        ...GOOGLE_PAY_ONLY,
        card: { overrides: { fields: { number: { maxlength: 'twenty' as unknown as number } } } },
      };
      const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
      container.append(el);
      const { error, message } = (await failed).detail;
      expect(message).to.equal('All payment options failed to load.');
      const cause = error.cause as AggregateError;
      expect(cause).to.be.instanceOf(AggregateError);
      expect(cause.errors).to.deep.equal([failureLogged(logged, 'card'), failureLogged(logged, 'googlePay')]);
      expect(cause.errors.every((each) => each instanceof Error)).to.equal(true);
    }));

  it("a card-only widget takes a card and gives its nonce: the gateway's card brands are read back from the string", () =>
    withArrayToJSON(async (logged) => {
      try {
        const el = await mountDropin();
        expect(activeView(el)).to.equal('card');
        // By keyboard: the test runner's mouse commands go through JSON.stringify too, which this page broke.
        const before = document.createElement('button');
        before.textContent = 'Back to the basket';
        el.before(before);
        before.focus();
        await sendKeys({ press: 'Tab' });
        await fillCardByKeyboard(el);
        const payload = await el.requestPaymentMethod();
        expect(payload.type).to.equal('CreditCard');
        expect(payload.nonce).to.be.a('string').and.not.equal('');
        expect(logged, 'nothing failed').to.deep.equal([]);
      } finally {
        await unmountAll();
      }
    }));
});
