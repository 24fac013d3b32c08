/**
 * The widget's API always answers: create() settles whatever happens during setup (teardown,
 * removal from the page at any moment, a new authorization), bad options are refused precisely with
 * PaymentDropinError, and updateConfiguration reaches the running PayPal option.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { create, type Dropin } from '../../../elements/create.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import {
  TOKENIZATION_KEY,
  clearFaults,
  clientToken,
  fault,
  paypalPayments,
  resetEmulator,
} from '../support/emulator.js';
import { settledWithin } from '../support/nothing-happens.js';
import { SETUP_MOMENTS, watchSetup } from '../support/setup-moments.js';
import { fillCard, mountDropin, q, unmountAll, waitForView } from './dropin-harness.js';

/** Lets the page run one task (0 ms): enough for a rejection nobody handled to be reported. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Everything a widget could leave on the page. */
function leftovers(): { iframes: number; widgets: number; holders: number } {
  return {
    iframes: document.querySelectorAll('iframe').length,
    widgets: document.querySelectorAll('payment-dropin').length,
    holders: document.querySelectorAll('[data-pd-holder]').length,
  };
}

describe('<payment-dropin> API always answers', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent): void => void unhandled.push(event.reason);
  before(() => window.addEventListener('unhandledrejection', onUnhandled));
  after(() => window.removeEventListener('unhandledrejection', onUnhandled));
  beforeEach(() => (unhandled.length = 0));
  afterEach(unmountAll);

  describe('create() settles', () => {
    for (const moment of SETUP_MOMENTS) {
      it(`when the container leaves the page ${moment}: rejects as canceled, or resolved first; nothing left`, async () => {
        const container = document.createElement('div');
        document.body.append(container);
        const created = create({ authorization: TOKENIZATION_KEY, container });
        await watchSetup(container, created).reached(moment);
        container.remove();
        const outcome = await settledWithin(created, 10_000);
        expect(outcome, 'create() never settled').to.not.equal('pending');
        if (outcome !== 'pending' && 'error' in outcome && outcome.error !== undefined) {
          expect(outcome.error).to.be.instanceOf(PaymentDropinError);
          expect((outcome.error as PaymentDropinError).kind).to.equal('canceled');
        } else if (outcome !== 'pending' && 'value' in outcome) {
          await (outcome.value as Dropin).teardown();
        }
        await waitUntil(() => leftovers().iframes === 0, 'frames were left behind', { timeout: 5000 });
        expect(leftovers()).to.deep.equal({ iframes: 0, widgets: 0, holders: 0 });
        expect(unhandled).to.deep.equal([]);
      });
    }

    it('when the element is torn down during setup: rejects with kind canceled', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const created = create({ authorization: TOKENIZATION_KEY, container });
      await waitUntil(() => container.querySelector('payment-dropin'), 'no element');
      const element = container.querySelector('payment-dropin');
      await element!.teardown();
      const outcome = await settledWithin(created, 5000);
      expect(outcome).to.not.equal('pending');
      const error = (outcome as { error?: PaymentDropinError }).error;
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect(error!.kind).to.equal('canceled');
      container.remove();
      expect(unhandled).to.deep.equal([]);
    });

    it('when a new authorization arrives during setup: resolves once ready with it', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const token = await clientToken();
      const created = create({ authorization: TOKENIZATION_KEY, container });
      const setup = watchSetup(container, created);
      await waitUntil(() => container.querySelector('payment-dropin'), 'no element');
      const element = container.querySelector('payment-dropin');
      // Mid-setup: the card frames are coming, the widget is not ready yet.
      await setup.reached('once the first card frame is on the page');
      element!.authorization = token;
      const outcome = await settledWithin(created, 15_000);
      expect(outcome).to.not.equal('pending');
      const dropin = (outcome as { value?: Dropin }).value;
      expect(dropin, String((outcome as { error?: unknown }).error)).to.exist;
      expect(dropin!.element.authorization).to.equal(token);
      await dropin!.teardown();
      container.remove();
      expect(unhandled).to.deep.equal([]);
    });
  });

  describe('bad options are refused precisely', () => {
    const container = (): HTMLElement => {
      const div = document.createElement('div');
      document.body.append(div);
      return div;
    };

    it('a throwing getter: "There was an error creating Drop-in." naming the option in cause', async () => {
      const options = { authorization: TOKENIZATION_KEY, container: container() };
      Object.defineProperty(options, 'translations', {
        enumerable: true,
        get() {
          throw new Error('no translations today');
        },
      });
      const error = (await create(options).catch((e: unknown) => e)) as PaymentDropinError;
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect(error.kind).to.equal('validation');
      expect(error.message).to.equal('There was an error creating Drop-in.');
      expect(String((error.cause as Error).message)).to.contain('options.translations could not be read');
    });

    it('a proxy whose traps throw, a cycle and a wrong type: each a validation error naming the option', async () => {
      const hostile = new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('trap');
          },
        },
      );
      const cyclic: Record<string, unknown> = { flow: 'checkout' };
      cyclic.self = cyclic;
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ card: hostile }, /options\.card could not be read/],
        [{ paypal: cyclic }, /options\.paypal\.self refers back to itself/],
        [{ locale: 42 }, /options\.locale must be a string, not number 42/],
        [{ vaultManager: 'yes' }, /options\.vaultManager must be true or false/],
      ];
      for (const [extra, reason] of cases) {
        const error = (await create({
          authorization: TOKENIZATION_KEY,
          container: container(),
          ...extra,
        } as never).catch((e: unknown) => e)) as PaymentDropinError;
        expect(error.kind, JSON.stringify(Object.keys(extra))).to.equal('validation');
        expect((error.cause as Error).message).to.match(reason);
      }
    });

    it('a frozen options object is fine: it is read, not changed', async () => {
      const options = Object.freeze({
        authorization: TOKENIZATION_KEY,
        container: container(),
        card: Object.freeze({}),
      });
      const dropin = await create(options);
      expect(dropin.isPaymentMethodRequestable()).to.equal(false);
      await dropin.teardown();
    });

    it('the element reports hostile options as an error event with the class, never as an unhandled rejection', async () => {
      const el = document.createElement('payment-dropin');
      const options = { authorization: TOKENIZATION_KEY };
      Object.defineProperty(options, 'locale', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      el.options = options as never;
      const error = new Promise<PaymentDropinError>((resolve) =>
        el.addEventListener('error', (e) =>
          resolve((e as unknown as CustomEvent<{ error: PaymentDropinError }>).detail.error),
        ),
      );
      document.body.append(el);
      const reported = await error;
      expect(reported).to.be.instanceOf(PaymentDropinError);
      expect(reported.kind).to.equal('validation');
      el.remove();
      await nextTask();
      expect(unhandled).to.deep.equal([]);
    });
  });

  describe('a provider script that fails to load', () => {
    afterEach(clearFaults);

    it("fails PayPal's setup at once (not at its 30 s time-out): the widget gets ready with PayPal disabled", async () => {
      await fault({ route: 'GET /sdk/js', status: 500, times: 5 });
      // mountDropin waits for ready; the test's own 20 s limit is shorter than PayPal's 30 s time-out.
      const el = await mountDropin({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
      expect(q(el, '[data-option="paypal"]')!.getAttribute('aria-disabled')).to.equal('true');
    });
  });

  // A double click on the merchant's Pay button: Drop-in tokenizes twice (and with 3D Secure verifies the card twice,
  // the second time with a spent nonce). Here the second call gets the first one's answer.
  describe('requestPaymentMethod() called again before its first answer is used', () => {
    it('two calls at once both resolve with the one card tokenized once', async () => {
      const el = await mountDropin();
      await fillCard(el);
      const [first, second] = await Promise.all([el.requestPaymentMethod(), el.requestPaymentMethod()]);
      expect(second.nonce).to.equal(first.nonce);
      expect(second.type).to.equal('CreditCard');
    });

    it('two calls at once with 3D Secure both resolve with the one verified card', async () => {
      const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
      await fillCard(el, { number: '4000000000001000' });
      const [first, second] = await Promise.all([el.requestPaymentMethod(), el.requestPaymentMethod()]);
      expect(first.liabilityShifted).to.equal(true);
      expect(second.nonce).to.equal(first.nonce);
    });

    it('a call right after the first answer, before the card shows as selected, resolves with that card', async () => {
      const el = await mountDropin();
      await fillCard(el);
      const first = await el.requestPaymentMethod();
      const second = await el.requestPaymentMethod();
      expect(second.nonce).to.equal(first.nonce);
    });
  });

  describe('updateConfiguration', () => {
    after(resetEmulator);

    it('reaches the running PayPal option: the next PayPal payment has the new amount', async () => {
      const el = await mountDropin({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
      el.updateConfiguration('paypal', 'amount', '42.50');
      q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
      await waitForView(el, 'paypal');
      const before = (await paypalPayments()).length;
      await waitUntil(() => q(el, '[data-wallet="paypal"] button'), 'no PayPal button', { timeout: 8000 });
      q<HTMLButtonElement>(el, '[data-wallet="paypal"] button')!.click();
      await waitForView(el, 'methods');
      const payments = await paypalPayments();
      expect(payments.length).to.equal(before + 1);
      expect(payments.at(-1)!.amount).to.equal('42.50');
      const payload = await el.requestPaymentMethod();
      expect(payload.type).to.equal('PayPalAccount');
    });
  });
});
