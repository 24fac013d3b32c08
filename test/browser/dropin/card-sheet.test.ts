import { expect, waitUntil } from '@open-wc/testing';
import { clearFaults, fault, resetEmulator } from '../support/emulator.js';
import { activeView, fillCard, frameOf, mountDropin, q, record, unmountAll } from './dropin-harness.js';

describe('<payment-dropin> card sheet', () => {
  afterEach(unmountAll);
  after(resetEmulator);

  it('opens straight on the card sheet when card is the only option', async () => {
    const el = await mountDropin();
    expect(activeView(el)).to.equal('card');
    expect(frameOf(el, 'number')).to.exist;
  });

  it('passes axe on the card sheet', async () => {
    const el = await mountDropin();
    await expect(el).to.be.accessible();
  });

  it('tokenizes a typed card into a nonce with every field of the payment method payload', async () => {
    const el = await mountDropin();
    const events = record(el, ['paymentMethodRequestable', 'noPaymentMethodRequestable']);
    await fillCard(el);
    expect(events.filter((e) => e.name === 'paymentMethodRequestable')).to.have.length(1);
    const payload = await el.requestPaymentMethod();
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.type).to.equal('CreditCard');
    expect(payload.details.lastFour).to.equal('1111');
    expect(payload.details.cardType).to.equal('Visa');
    expect(payload.description).to.equal('ending in 11');
    expect(payload.binData).to.be.an('object');
    // `vaulted` only when known: a guest's card is not vaulted, so the key is absent.
    expect(Object.keys(payload).sort()).to.deep.equal(['binData', 'description', 'details', 'nonce', 'type']);
  });

  it('says the card sheet is busy while the gateway holds the tokenization, and hands over the nonce once it answers', async () => {
    const el = await mountDropin();
    await fillCard(el);
    const sheet = q(el, '[data-view="card"]')!;
    expect(sheet.getAttribute('aria-busy')).to.equal('false');
    await fault({ route: 'tokenize', delayMs: 1500 });
    try {
      let settled = false;
      const request = el.requestPaymentMethod().finally(() => (settled = true));
      // The busy state is the model's from the task after the one that asks the frames, and drawn a task later.
      await waitUntil(() => sheet.getAttribute('aria-busy') === 'true', 'the card sheet never said it was busy', {
        timeout: 1000,
      });
      expect(settled).to.equal(false);
      const payload = await request;
      expect(payload.nonce).to.match(/^tokencc_/);
    } finally {
      await clearFaults();
    }
  });
});
