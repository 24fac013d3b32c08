import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../../elements/define.js';
import { WidgetSession } from '../../../elements/controllers/widget-session.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { TOKENIZATION_KEY, resetEmulator } from '../support/emulator.js';
import { frameOf, q } from './dropin-harness.js';

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

/**
 * The widget's own teardown, which a restart goes through (a spy on it tells a restart from an in-place change). The
 * session is the element's own (#private): the spy is on its class, and each test has one element.
 */
function sessionTeardowns(): sinon.SinonSpy<[reason: 'teardown' | 'restart'], Promise<void>> {
  return sinon.spy(WidgetSession.prototype, 'teardown');
}

function headingText(el: PaymentDropin): string {
  return q(el, '[part~="card-sheet"] [part="heading"]')?.textContent?.trim() ?? '';
}

describe('<payment-dropin> when its properties arrive late or change', () => {
  let el: PaymentDropin;

  beforeEach(() => {
    el = document.createElement('payment-dropin');
  });

  afterEach(async () => {
    el.remove();
    await el.teardown().catch(() => undefined);
    sinon.restore();
    await resetEmulator();
  });

  describe('without an authorization', () => {
    it('waits quietly (no error event, nothing in the console) and sets up when the authorization arrives', async () => {
      const consoleError = sinon.spy(console, 'error');
      const errors: Event[] = [];
      el.addEventListener('error', (event) => errors.push(event));
      el.locale = 'de_DE';
      document.body.append(el);
      // Both the first drawing and the connection's own start have run by now.
      await el.updateComplete;
      await el.updateComplete;
      expect(errors).to.have.length(0);
      expect(consoleError.callCount).to.equal(0);

      const ready = oneEvent(el, 'ready');
      el.authorization = TOKENIZATION_KEY;
      await ready;
      expect(errors).to.have.length(0);
      expect(consoleError.callCount).to.equal(0);
      expect(headingText(el)).to.equal('Mit Karte zahlen');
    });
  });

  describe('after setup', () => {
    async function mountReady(setup: (el: PaymentDropin) => void): Promise<void> {
      el.authorization = TOKENIZATION_KEY;
      setup(el);
      const ready = oneEvent(el, 'ready');
      document.body.append(el);
      await ready;
      // The drawing of setup's end waits for the next frame (it is not part of what a test here sets).
      await el.updateComplete;
    }

    it("shows the new locale's words when `locale` changes, on the same element", async () => {
      await mountReady(() => undefined);
      expect(headingText(el)).to.equal('Pay by card');
      const restart = sessionTeardowns();
      const readyAgain = oneEvent(el, 'ready');
      el.locale = 'de_DE';
      await readyAgain;
      expect(restart.calledOnceWith('restart')).to.equal(true);
      await el.updateComplete;
      expect(headingText(el)).to.equal('Mit Karte zahlen');
      expect(el.isConnected).to.equal(true);
    });

    it('reads a change given through `options` as well', async () => {
      await mountReady((e) => (e.options = { locale: 'en_US' }));
      const readyAgain = oneEvent(el, 'ready');
      el.options = { locale: 'de_DE' };
      await readyAgain;
      await el.updateComplete;
      expect(headingText(el)).to.equal('Mit Karte zahlen');
    });

    it("applies a changed PayPal amount in place through updateConfiguration, as Drop-in's can, with no restart", async () => {
      await mountReady((e) => (e.paypal = { ...PAYPAL }));
      const number = frameOf(el, 'number');
      const update = sinon.spy(el, 'updateConfiguration');
      const restart = sessionTeardowns();
      el.paypal = { ...PAYPAL, amount: '25.00' };
      // What a change calls for is decided by code loaded the first time one comes: in place, or a restart.
      await waitUntil(() => update.called || restart.called, 'the change was never applied');
      expect(update.getCalls().map((call) => call.args)).to.deep.equal([['paypal', 'amount', '25.00']]);
      expect(restart.callCount).to.equal(0);
      expect(frameOf(el, 'number')).to.equal(number);
      expect(el.getAvailablePaymentOptions()).to.include('paypal');
    });

    it('takes an equal object set anew as no change: nothing is drawn again, nothing restarts', async () => {
      await mountReady((e) => {
        e.paypal = { ...PAYPAL };
        e.card = { cardholderName: { required: true } };
      });
      const update = sinon.spy(el, 'updateConfiguration');
      const restart = sessionTeardowns();
      el.paypal = { ...PAYPAL };
      el.card = { cardholderName: { required: true } };
      expect(el.isUpdatePending).to.equal(false);
      await el.updateComplete;
      expect(update.callCount).to.equal(0);
      expect(restart.callCount).to.equal(0);
    });

    it('restarts cleanly when an option is turned on, and offers it', async () => {
      await mountReady(() => undefined);
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card']);
      const readyAgain = oneEvent(el, 'ready');
      el.paypal = { ...PAYPAL };
      await readyAgain;
      expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
      // One set of card frames: the old ones went with the old setup.
      await waitUntil(() => frameOf(el, 'number') !== null, 'no card number frame after the restart');
      expect(el.querySelectorAll('iframe[name="braintree-hosted-field-number"]')).to.have.length(1);
    });

    it('starts again with the options as they are when several change while it restarts', async () => {
      await mountReady(() => undefined);
      const readies: Event[] = [];
      el.addEventListener('ready', (event) => readies.push(event));
      el.locale = 'fr_FR';
      await el.updateComplete;
      el.locale = 'de_DE';
      await waitUntil(
        () => readies.length > 0 && headingText(el) === 'Mit Karte zahlen',
        `the last locale was not applied (heading "${headingText(el)}")`,
        { timeout: 15_000 },
      );
      expect(el.querySelectorAll('iframe[name="braintree-hosted-field-number"]')).to.have.length(1);
    });
  });
});
