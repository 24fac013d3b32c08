/**
 * `payment-dropin/create` as Drop-in's module, against the emulator: the default export, `VERSION`, the callback
 * form (returns nothing, calls back once with the instance) and the promise form, the instance's callbacks, and
 * Drop-in's words for bad input (a callback that is not a function, a second create on the same container).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import dropin, { create, VERSION, type Dropin, type PaymentMethodPayload } from '../../../elements/create.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { DropinEvent } from '../../../elements/vocabulary/events.js';
import { TOKENIZATION_KEY, clearFaults, fault } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { fillCard, sheetError } from '../dropin/dropin-harness.js';
import { enUS } from '../../../elements/i18n/en-US.js';

let container: HTMLDivElement;
const created: Dropin[] = [];

/** create(options, callback), as a promise of what the callback got and what create returned. */
function createWithCallback(options: Parameters<typeof create>[0]): Promise<{ returned: unknown; calls: unknown[][] }> {
  return new Promise((resolve) => {
    const calls: unknown[][] = [];
    let returned: unknown = 'not yet';
    returned = create(options, (...args: [PaymentDropinError | null, Dropin | undefined]) => {
      calls.push(args);
      const instance = args[1];
      if (instance) created.push(instance);
      // A second call would show here: long enough for it to come.
      void nothingHappensWithin(50).then(() => resolve({ returned, calls }));
    });
  });
}

describe('payment-dropin/create: Drop-in’s module', function () {
  this.timeout(60_000);

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(async () => {
    for (const instance of created.splice(0)) await instance.teardown().catch(() => undefined);
    container.remove();
  });

  it('has a default export holding create and VERSION, as Drop-in’s module has them', () => {
    expect(dropin.create).to.equal(create);
    expect(dropin.VERSION).to.equal(VERSION);
    expect(VERSION).to.equal('1.40.2');
  });

  describe('with a callback', () => {
    it('returns nothing and calls back once with (null, instance); the instance pays by card', async () => {
      const { returned, calls } = await createWithCallback({ authorization: TOKENIZATION_KEY, container });
      expect(returned).to.equal(undefined);
      expect(calls).to.have.length(1);
      const [error, instance] = calls[0]! as [unknown, Dropin];
      expect(error).to.equal(null);
      expect(instance.element.isConnected).to.equal(true);
      await fillCard(instance.element);
      const payload = await new Promise<PaymentMethodPayload>((resolve, reject) => {
        const result = instance.requestPaymentMethod((requestError, got) =>
          requestError ? reject(requestError) : resolve(got),
        );
        expect(result).to.equal(undefined);
      });
      expect(payload.nonce).to.match(/^tokencc_/);
      expect(payload.type).to.equal('CreditCard');
      if (payload.type !== 'CreditCard') return;
      expect(payload.details.lastFour).to.equal('1111');
      expect(payload.binData.countryOfIssuance).to.be.a('string');
    });

    it('calls back with Drop-in’s error alone when setup is refused', async () => {
      const { returned, calls } = await createWithCallback({ container } as never);
      expect(returned).to.equal(undefined);
      expect(calls).to.have.length(1);
      // (error) alone, as Drop-in calls back: no second argument.
      expect(calls[0]).to.have.length(1);
      const [error] = calls[0]!;
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect((error as Error).message).to.equal('options.authorization is required.');
    });

    it('tears down with teardown(callback): returns nothing, calls back with null, the widget is gone', async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container });
      const error = await new Promise<unknown>((resolve) => {
        expect(instance.teardown((teardownError) => resolve(teardownError))).to.equal(undefined);
      });
      expect(error).to.equal(null);
      expect(container.querySelector('payment-dropin')).to.equal(null);
    });
  });

  describe('without a callback', () => {
    it('returns a promise of the instance, whose methods return promises', async () => {
      const pending = create({ authorization: TOKENIZATION_KEY, container });
      expect(pending).to.be.instanceOf(Promise);
      const instance = await pending;
      created.push(instance);
      expect(instance.getAvailablePaymentOptions()).to.deep.equal(['card']);
      const refused = instance.requestPaymentMethod();
      expect(refused).to.be.instanceOf(Promise);
      const error = await refused.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect((error as PaymentDropinError).kind).to.equal('validation');
    });
  });

  describe("requestPaymentMethod's rejections, as Drop-in's", () => {
    afterEach(clearFaults);

    it('an incomplete card: "No payment method is available." with the fields\' code; the sheet says what to fix', async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container, locale: 'de_DE' });
      created.push(instance);
      const error = (await instance.requestPaymentMethod().catch((e: unknown) => e)) as PaymentDropinError;
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect(error.message).to.equal('No payment method is available.');
      expect(error).to.include({ kind: 'validation', code: 'HOSTED_FIELDS_FIELDS_INVALID', type: 'CUSTOMER' });
      // The shopper reads the reason in the page's language; the merchant's code gets Drop-in's words in any.
      await waitUntil(() => sheetError(instance.element) !== '', 'the sheet never said what to fix', { timeout: 5000 });
      expect(sheetError(instance.element)).to.not.equal(enUS.hostedFieldsFieldsInvalidError);
    });

    it("a tokenization the network drops: Drop-in's message, braintree-web's error as _braintreeWebError", async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container });
      created.push(instance);
      await fillCard(instance.element);
      await fault({ route: 'tokenize', drop: true });
      const error = await new Promise<unknown>((resolve) => instance.requestPaymentMethod((e) => resolve(e)));
      expect(error).to.be.instanceOf(PaymentDropinError);
      const rejected = error as PaymentDropinError;
      expect(rejected.message).to.equal('No payment method is available.');
      expect(rejected.kind).to.equal('provider');
      expect(rejected._braintreeWebError).to.equal(rejected.cause);
      expect(rejected._braintreeWebError).to.include({ name: 'BraintreeError' });
      expect(rejected.code).to.equal((rejected.cause as { code: string }).code);
    });
  });

  describe('bad input gets a clear error, never a silent no-op', () => {
    it('refuses a callback that is not a function: rejects with Drop-in’s words, the reason in cause, renders nothing', async () => {
      const result = create({ authorization: TOKENIZATION_KEY, container }, 'done' as never) as unknown;
      expect(result).to.be.instanceOf(Promise);
      const error = await (result as Promise<unknown>).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(PaymentDropinError);
      expect((error as PaymentDropinError).kind).to.equal('validation');
      expect((error as Error).message).to.equal('There was an error creating Drop-in.');
      expect(String((error as Error).cause)).to.include('the callback must be a function, not the string "done"');
      expect(container.childElementCount).to.equal(0);
    });

    it('refuses a second create on the same container with Drop-in’s message; the first widget keeps working', async () => {
      const first = await create({ authorization: TOKENIZATION_KEY, container });
      created.push(first);
      const error = await create({ authorization: TOKENIZATION_KEY, container }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((error as Error).message).to.equal(
        'options.selector or options.container must reference an empty DOM node.',
      );
      expect((error as PaymentDropinError).kind).to.equal('validation');
      expect(container.querySelectorAll('payment-dropin')).to.have.length(1);
      await fillCard(first.element);
      expect((await first.requestPaymentMethod()).nonce).to.match(/^tokencc_/);
    });

    it('refuses an instance method’s callback that is not a function', async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container });
      created.push(instance);
      const teardown = instance.teardown as unknown as (callback: unknown) => Promise<void>;
      const error = await teardown(42).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((error as Error).message).to.equal('teardown(callback): the callback must be a function, not number 42.');
      expect(instance.element.isConnected, 'a refused teardown tears nothing down').to.equal(true);
    });
  });

  describe('on and off', () => {
    it('hands Drop-in handlers the payload; off removes the handler from the one event named', async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container });
      created.push(instance);
      const seen: unknown[] = [];
      const handler = (payload: unknown): void => void seen.push(payload);
      instance.on('paymentOptionSelected', handler);
      instance.on('changeActiveView', handler);
      instance.off('paymentOptionSelected', handler);
      const fired = oneEvent(instance.element, 'changeActiveView');
      instance.element.dispatchEvent(new DropinEvent('paymentOptionSelected', { paymentOption: 'card' }));
      instance.element.dispatchEvent(
        new DropinEvent('changeActiveView', { previousViewId: 'options', newViewId: 'card' }),
      );
      await fired;
      await waitUntil(() => seen.length > 0);
      expect(seen).to.deep.equal([{ previousViewId: 'options', newViewId: 'card' }]);
    });

    it('calls the handlers of the events that carry nothing with no argument, as Drop-in does', async () => {
      const instance = await create({ authorization: TOKENIZATION_KEY, container });
      created.push(instance);
      const calls: unknown[][] = [];
      instance.on('noPaymentMethodRequestable', (...args: unknown[]) => void calls.push(args));
      instance.on('3ds:customer-canceled', (...args: unknown[]) => void calls.push(args));
      instance.element.dispatchEvent(new DropinEvent('noPaymentMethodRequestable', {}));
      instance.element.dispatchEvent(new DropinEvent('3ds:customer-canceled', {}));
      expect(calls).to.deep.equal([[], []]);
    });
  });
});
