/**
 * What nothing needs before ready is fetched once the widget is ready: the card sheet's reactions to the shopper's
 * typing (options/card/card-typing.ts) and `requestPaymentMethod`'s code (setup/payment-request.ts). On a slow network
 * the shopper may be quicker than that code: nothing they do is lost meanwhile. The test server holds the modules'
 * requests until the test lets them through (test/support/module-faults.mjs); holding fails nothing, so this runs in
 * the main suite.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { fieldError, mountDropin, record, typeInto, unmountAll } from './dropin-harness.js';
import { resetEmulator } from '../support/emulator.js';
import { holdModules } from '../support/module-faults.js';

const TYPING = '/elements/options/card/card-typing.ts';
const PAYING = '/elements/setup/payment-request.ts';

describe('<payment-dropin> code fetched after ready', () => {
  beforeEach(async () => {
    await resetEmulator();
  });

  afterEach(async () => {
    await holdModules([]);
    await unmountAll();
  });

  // One test: a page keeps a module once it has it, and this file's tests share their page.
  it('gets ready without the code for typing and paying, and loses nothing the shopper did before it arrived', async () => {
    await holdModules([TYPING, PAYING]);
    // Ready comes while both are held: it waits for neither.
    const el = await mountDropin();
    const events = record(el, ['paymentMethodRequestable']);
    const heard: string[] = [];
    el.addEventListener('card:validityChange', (event) => heard.push(event.detail.emittedBy));
    await typeInto(el, 'number', '4111');
    // Leaving the field with a number that cannot be whole.
    await typeInto(el, 'expirationDate', '12/30');
    // The merchant hears the frames' events at once; the card form's rules wait for their code.
    await waitUntil(() => heard.includes('expirationDate'), 'no card:validityChange while the typing code was held', {
      timeout: 5000,
    });
    expect(fieldError(el, 'number')).to.equal('');
    await holdModules([PAYING]);
    await waitUntil(
      () => fieldError(el, 'number') === enUS.fieldInvalidForNumber,
      'the number never showed its error',
      {
        timeout: 5000,
      },
    );
    await expect(el).to.be.accessible();
    await typeInto(el, 'number', '111111111111');
    await typeInto(el, 'cvv', '123');
    await typeInto(el, 'postalCode', '12345');
    await waitUntil(() => el.isPaymentMethodRequestable(), 'the card never became requestable', { timeout: 5000 });
    expect(fieldError(el, 'number')).to.equal('');
    expect(events.map((e) => e.name)).to.deep.equal(['paymentMethodRequestable']);
    // A payment asked for while its code is held goes through once it arrives.
    const request = el.requestPaymentMethod();
    await holdModules([]);
    const payload = await request;
    expect(payload.type).to.equal('CreditCard');
    expect(payload.nonce).to.be.a('string').and.not.equal('');
  });
});
