import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { DropinEvent } from '../../../elements/vocabulary/events.js';
import { clientToken, seedCustomer, TOKENIZATION_KEY } from '../support/emulator.js';
import { fillCard, mountDropin, q, record, unmountAll, waitForView } from './dropin-harness.js';

describe('<payment-dropin> 3D Secure and device data', () => {
  afterEach(unmountAll);

  it('fails with "3D Secure failed to set up." on a tokenization key, which 3D Secure cannot use', async () => {
    const el = document.createElement('payment-dropin');
    el.options = { authorization: TOKENIZATION_KEY, threeDSecure: { amount: '10.00' } };
    const failed = oneEvent(el, 'error') as Promise<DropinEvent<'error'>>;
    document.body.append(el);
    try {
      expect((await failed).detail.message).to.equal('3D Secure failed to set up.');
    } finally {
      el.remove();
    }
  });

  it('runs 3D Secure before resolving, with the liability result in the payload', async () => {
    const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
    await fillCard(el, { number: '4000000000001000' });
    const payload = await el.requestPaymentMethod();
    expect(payload.liabilityShifted).to.equal(true);
    expect(payload.liabilityShiftPossible).to.equal(true);
    expect(payload.threeDSecureInfo).to.be.an('object');
  });

  // The merchant's server failed before charging and the shopper presses Pay again: verification spent the card's first
  // nonce, so verifying it again would fail (and clear the selection). As Drop-in, the verified payload is handed over.
  it('hands over the verified payload again when asked a second time for a verified new card', async () => {
    const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
    await fillCard(el, { number: '4000000000001000' });
    const first = await el.requestPaymentMethod();
    await waitForView(el, 'methods');
    const second = await el.requestPaymentMethod();
    expect(second.nonce).to.equal(first.nonce);
    expect(second.liabilityShifted).to.equal(true);
    expect(second.threeDSecureInfo).to.deep.equal(first.threeDSecureInfo);
    expect(el.isPaymentMethodRequestable(), 'the card stays selected').to.equal(true);
  });

  it('hands over the verified payload again when asked a second time for a verified saved card', async () => {
    const customerId = `verified-twice-${Date.now()}`;
    await seedCustomer({
      id: customerId,
      paymentMethods: [{ type: 'CreditCard', number: '4000000000001000', default: true }],
    });
    const el = await mountDropin({
      authorization: await clientToken({ customerId }),
      threeDSecure: { amount: '10.00' },
    });
    await waitForView(el, 'methods');
    const first = await el.requestPaymentMethod();
    expect(first.liabilityShifted).to.equal(true);
    const second = await el.requestPaymentMethod();
    expect(second.nonce).to.equal(first.nonce);
    expect(second.liabilityShifted).to.equal(true);
  });

  it('reports a frictionless failure as not shifted but possible', async () => {
    const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
    await fillCard(el, { number: '4000000000001018' });
    const payload = await el.requestPaymentMethod();
    expect(payload.liabilityShifted).to.equal(false);
    expect(payload.liabilityShiftPossible).to.equal(true);
  });

  it('shows the challenge, fires the 3ds events, and clears the selection when the shopper cancels', async () => {
    const el = await mountDropin({ authorization: await clientToken(), threeDSecure: { amount: '10.00' } });
    const events = record(el, ['3ds:authentication-modal-render', 'noPaymentMethodRequestable']);
    await fillCard(el, { number: '4000000000001091' });
    const request = el.requestPaymentMethod().catch((e: Error) => e);
    const dialog = await waitUntil(
      () => document.querySelector('[data-emulated-cardinal="challenge"]'),
      'no challenge',
      {
        timeout: 8000,
      },
    ).then(() => document.querySelector<HTMLDialogElement>('[data-emulated-cardinal="challenge"]')!);
    expect(events.some((e) => e.name === '3ds:authentication-modal-render')).to.equal(true);
    [...dialog.querySelectorAll('button')].find((b) => /cancel/i.test(b.textContent ?? ''))!.click();
    const error = (await request) as Error & { _braintreeWebError?: { code?: string } };
    expect(error.message).to.equal('Something went wrong during 3D Secure authentication. Please try again.');
    // Drop-in code that reads braintree-web's reason still finds it: the shopper canceled.
    expect(error._braintreeWebError?.code).to.equal('THREEDS_CARDINAL_SDK_CANCELED');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it("adds the data collector's device data to the payload", async () => {
    const el = await mountDropin({ dataCollector: true });
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(JSON.parse(payload.deviceData!)).to.have.property('correlation_id');
    expect(q(el, '[data-view="card"]')).to.exist;
  });
});
