/**
 * What the hosted classic script defines (elements/hosted/install-globals.ts), installed here on an object of the
 * test's own with the module build loaded through the test server: Drop-in's `braintree.dropin` (`create`,
 * `VERSION`) beside whatever `braintree` holds, `paymentDropin`, the callback and promise forms, and clear errors.
 * test/pack/ runs the published script itself, from a sub-path.
 */
import { expect } from '@open-wc/testing';
import type { Dropin, DropinModule } from '../../../elements/dropin-types.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import type { HostedModule } from '../../../elements/global.js';
import { installGlobals, type GlobalTarget } from '../../../elements/hosted/install-globals.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';

const loadHosted = (): Promise<HostedModule> => import('../../../elements/hosted/esm.js');

describe('the hosted script’s globals', function () {
  this.timeout(30_000);
  let container: HTMLDivElement;
  let reports: unknown[][];
  const report = (...args: unknown[]): void => void reports.push(args);

  beforeEach(() => {
    reports = [];
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('adds braintree.dropin to an existing braintree and replaces nothing there', () => {
    const client = { create(): void {} };
    const hostedFields = { create(): void {} };
    const braintree = { client, hostedFields, VERSION: '3.144.0' };
    const target: GlobalTarget = { braintree };
    installGlobals(target, loadHosted, report);
    expect(target.braintree).to.equal(braintree);
    expect(braintree.client).to.equal(client);
    expect(braintree.hostedFields).to.equal(hostedFields);
    expect(braintree.VERSION).to.equal('3.144.0');
    const dropin = (braintree as unknown as { dropin: DropinModule }).dropin;
    expect(dropin.create).to.be.a('function');
    expect(dropin.VERSION).to.equal('1.40.2');
    expect(reports).to.deep.equal([]);
  });

  it('defines braintree when the page has none, and keeps paymentDropin with create and VERSION', () => {
    const target: GlobalTarget = {};
    installGlobals(target, loadHosted, report);
    expect((target.braintree as { dropin: DropinModule }).dropin.VERSION).to.equal('1.40.2');
    expect(target.paymentDropin!.create).to.be.a('function');
    expect(target.paymentDropin!.VERSION).to.equal('1.40.2');
    expect(target.paymentDropin!.loaded).to.be.instanceOf(Promise);
  });

  it('braintree.dropin.create(options, callback) returns nothing and calls back with (null, instance)', async () => {
    const target: GlobalTarget = {};
    installGlobals(target, loadHosted, report);
    const { dropin } = target.braintree as { dropin: DropinModule };
    let returned: unknown = 'not called';
    const [error, instance] = await new Promise<[unknown, Dropin | undefined]>((resolve) => {
      returned = dropin.create({ authorization: TOKENIZATION_KEY, container }, (e, i) => resolve([e, i]));
    });
    expect(returned).to.equal(undefined);
    expect(error).to.equal(null);
    expect(instance!.element.parentElement).to.equal(container);
    expect(instance!.getAvailablePaymentOptions()).to.deep.equal(['card']);
    await instance!.teardown();
  });

  it('paymentDropin.create without a callback returns the promise of the instance', async () => {
    const target: GlobalTarget = {};
    installGlobals(target, loadHosted, report);
    const created = target.paymentDropin!.create({ authorization: TOKENIZATION_KEY, container });
    expect(created).to.be.instanceOf(Promise);
    const instance = await created;
    expect(instance.isPaymentMethodRequestable()).to.equal(false);
    await instance.teardown();
  });

  it('refuses a callback that is not a function, and renders nothing', async () => {
    const target: GlobalTarget = {};
    installGlobals(target, loadHosted, report);
    const { dropin } = target.braintree as { dropin: DropinModule };
    const error = await (
      dropin.create({ authorization: TOKENIZATION_KEY, container }, {} as never) as unknown as Promise<unknown>
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(PaymentDropinError);
    expect((error as Error).message).to.equal('There was an error creating Drop-in.');
    expect(String((error as Error).cause)).to.include('braintree.dropin.create(options, callback)');
    expect(container.childElementCount).to.equal(0);
  });

  it("installs over elements the page's markup makes reachable as paymentDropin and braintree, and adds nothing to them", () => {
    // A page's elements with an id or a name are reachable on the global object through its prototype chain, not as
    // its own properties: `<img id="paymentDropin">` must neither stop the install nor receive braintree.dropin.
    const image = document.createElement('img');
    const other = document.createElement('img');
    const target = Object.create({ paymentDropin: image, braintree: other }) as GlobalTarget;
    installGlobals(target, loadHosted, report);
    expect(target.paymentDropin).to.not.equal(image);
    expect(target.paymentDropin!.VERSION).to.equal('1.40.2');
    expect((target.braintree as { dropin: DropinModule }).dropin.VERSION).to.equal('1.40.2');
    expect('dropin' in other, 'braintree.dropin was added to the element').to.equal(false);
    expect(reports).to.deep.equal([]);
  });

  it('leaves a braintree.dropin that is already there as it is, and says so', () => {
    const theirs = { create(): void {}, VERSION: '1.40.2' };
    const target: GlobalTarget = { braintree: { dropin: theirs } };
    installGlobals(target, loadHosted, report);
    expect((target.braintree as { dropin: unknown }).dropin).to.equal(theirs);
    expect(String(reports[0]?.[0])).to.include('braintree.dropin is already defined');
    expect(target.paymentDropin!.create).to.be.a('function');
  });

  it('changes nothing when the script runs twice', () => {
    const target: GlobalTarget = {};
    installGlobals(target, loadHosted, report);
    const first = { paymentDropin: target.paymentDropin, braintree: target.braintree };
    installGlobals(target, loadHosted, report);
    expect(target.paymentDropin).to.equal(first.paymentDropin);
    expect(target.braintree).to.equal(first.braintree);
  });

  it('when the module build cannot load: create() rejects with Drop-in’s words and the failure is reported', async () => {
    const target: GlobalTarget = {};
    const failure = new TypeError('Failed to fetch dynamically imported module: /payment-dropin/payment-dropin.esm.js');
    installGlobals(target, () => Promise.reject(failure), report);
    const error = await target.paymentDropin!.create({ authorization: TOKENIZATION_KEY, container }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(PaymentDropinError);
    expect((error as PaymentDropinError).kind).to.equal('setup');
    expect((error as Error).message).to.equal('There was an error creating Drop-in.');
    expect((error as Error).cause).to.equal(failure);
    expect(reports.map((r) => r[0])).to.deep.equal([
      '<payment-dropin>: the module build beside the script did not load.',
    ]);
  });
});
