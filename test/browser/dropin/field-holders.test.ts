import { expect } from '@open-wc/testing';
import { clickInto, frameOf, mountDropin, q, unmountAll } from './dropin-harness.js';

describe('<payment-dropin> hosted-field holders', () => {
  afterEach(unmountAll);

  it("puts each frame in a light-DOM holder of the element's own, slotted into its field", async () => {
    const el = await mountDropin();
    for (const field of ['number', 'expirationDate']) {
      const holder = frameOf(el, field)!.parentElement!;
      expect(holder.parentElement).to.equal(el);
      expect(holder.dataset.pdHolder).to.equal(field);
      expect(holder.assignedSlot!.closest('[data-hosted-field]')!.getAttribute('data-hosted-field')).to.equal(field);
    }
  });

  it('lets braintree-web inject no <style> into the shadow root (a strict style-src would block it)', async () => {
    const el = await mountDropin();
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
  });

  it('shows the focus ring on the field whose frame has focus', async () => {
    const el = await mountDropin();
    const number = q(el, '[data-hosted-field="number"]')!;
    expect(getComputedStyle(number).outlineStyle).to.equal('none');
    await clickInto(el, 'number');
    expect(getComputedStyle(number).outlineStyle).to.equal('solid');
    expect(getComputedStyle(q(el, '[data-hosted-field="expirationDate"]')!).outlineStyle).to.equal('none');
  });

  it('removes its holders on teardown', async () => {
    const el = await mountDropin();
    expect(el.querySelectorAll('[data-pd-holder]').length).to.be.greaterThan(0);
    await el.teardown();
    expect(el.querySelectorAll('[data-pd-holder]').length).to.equal(0);
  });
});
