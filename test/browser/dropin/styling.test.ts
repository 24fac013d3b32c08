import { expect } from '@open-wc/testing';
import { describeFields } from '../hosted-fields-harness.js';
import { frameOf, mountDropin, q, unmountAll } from './dropin-harness.js';

describe('<payment-dropin> styling', () => {
  let sheet: HTMLStyleElement;
  beforeEach(() => {
    sheet = document.createElement('style');
    sheet.textContent = `
      payment-dropin { --pd-color-text: rgb(10, 20, 30); --pd-font-size: 18px; }
      payment-dropin::part(heading) { color: rgb(1, 2, 3); }
    `;
    document.head.append(sheet);
  });
  afterEach(async () => {
    sheet.remove();
    await unmountAll();
  });

  it('themes its own views through --pd-* custom properties and ::part', async () => {
    const el = await mountDropin();
    const heading = q(el, '[data-view="card"] h2')!;
    expect(getComputedStyle(heading).color).to.equal('rgb(1, 2, 3)');
    const label = q(el, '[data-field="number"] .field-label')!;
    expect(getComputedStyle(label).color).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(label).fontSize).to.equal('18px');
  });

  it('passes the same colour and size into the card frames', async () => {
    const el = await mountDropin();
    const componentId = decodeURIComponent(new URL(frameOf(el, 'number')!.src).hash.slice(1));
    const fields = await describeFields(componentId);
    expect(fields.number!.computedStyle.color).to.equal('rgb(10, 20, 30)');
    expect(fields.number!.computedStyle['font-size']).to.equal('18px');
  });

  it('uses no inline style attributes and no style elements of its own', async () => {
    const el = await mountDropin();
    expect(el.shadowRoot!.querySelectorAll('[style]')).to.have.length(0);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    // braintree-web adds one empty <style> per slotted frame for its ::slotted rule (CSSOM only).
    for (const style of el.shadowRoot!.querySelectorAll('style')) expect(style.textContent).to.equal('');
  });
});
