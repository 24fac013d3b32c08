/**
 * A Drop-in merchant's common pattern, `on('card:validityChange', () => pay.disabled =
 * !instance.isPaymentMethodRequestable())`: inside a `card:*` handler the requestable state is already the new one,
 * and `paymentMethodRequestable` / `noPaymentMethodRequestable` come before the card event that changed it, as in
 * Drop-in 1.40.2.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { create, type Dropin } from '../../../elements/create.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard, typeInto } from '../dropin/dropin-harness.js';

describe('isPaymentMethodRequestable() inside card events, as in Drop-in', function () {
  this.timeout(60_000);
  let container: HTMLDivElement;
  let instance: Dropin | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(async () => {
    await instance?.teardown().catch(() => undefined);
    instance = undefined;
    container.remove();
  });

  it('a Pay button kept by card:validityChange is enabled by the keystroke that completes the card, disabled by the one that breaks it', async () => {
    instance = await create({ authorization: TOKENIZATION_KEY, container });
    const log: string[] = [];
    const pay = document.createElement('button');
    pay.disabled = true;
    instance.on('card:validityChange', (event) => {
      pay.disabled = !instance!.isPaymentMethodRequestable();
      log.push(`validityChange:${event.emittedBy}:${String(instance!.isPaymentMethodRequestable())}`);
    });
    instance.on('paymentMethodRequestable', () => log.push('paymentMethodRequestable'));
    instance.on('noPaymentMethodRequestable', () => log.push('noPaymentMethodRequestable'));

    await fillCard(instance.element);
    expect(pay.disabled, `the completing keystroke left Pay disabled: ${log.join(' ')}`).to.equal(false);
    const completed = log.indexOf('paymentMethodRequestable');
    expect(completed, log.join(' ')).to.be.greaterThan(-1);
    expect(log[completed + 1], log.join(' ')).to.equal('validityChange:postalCode:true');

    log.length = 0;
    await typeInto(instance.element, 'cvv', '');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => log.includes('noPaymentMethodRequestable'), `never unrequestable: ${log.join(' ')}`);
    await waitUntil(() => log.some((entry) => entry.startsWith('validityChange:cvv')), log.join(' '));
    expect(pay.disabled, `an invalid card left Pay enabled: ${log.join(' ')}`).to.equal(true);
    expect(log, 'the order of events').to.deep.equal(['noPaymentMethodRequestable', 'validityChange:cvv:false']);
  });
});
