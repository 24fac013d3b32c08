import { expect, waitUntil } from '@open-wc/testing';
import { configureMerchant, resetEmulator } from '../support/emulator.js';
import { clickInto, mountDropin, q, typeInto, unmountAll } from './dropin-harness.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { sendKeys } from '@web/test-runner-commands';

/** Image requests this page made for marks (none: the marks are inline SVG in the script). */
function markRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.svg(\?|$)/.test(name));
}

function shownBrands(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="card"] [data-brand]')].map(
    (b) => b.dataset.brand!,
  );
}

/** The marks drawn under `selector`, once each is an SVG tile with a logo in it. */
async function marksDrawn(el: PaymentDropin, selector: string): Promise<SVGSVGElement[]> {
  const marks = (): SVGSVGElement[] => [
    ...el.shadowRoot!.querySelectorAll<SVGSVGElement>(`${selector} .brand-icon > svg`),
  ];
  await waitUntil(
    () => marks().length > 0 && marks().every((svg) => svg.querySelector('rect') && svg.querySelector('path')),
    `the marks in ${selector} were never drawn`,
    { timeout: 5000 },
  );
  return marks();
}

/** A mark's drawing, to tell two marks apart. */
function drawing(mark: Element): string {
  return new XMLSerializer().serializeToString(mark).replace(/<!--[^>]*-->/g, '');
}

describe('<payment-dropin> brand marks', () => {
  afterEach(async () => {
    await unmountAll();
    await resetEmulator();
  });

  it('draws the marks from the script, with no image to download from anywhere', async () => {
    await configureMerchant({ supportedCardTypes: ['Visa', 'MasterCard'] });
    const el = await mountDropin();
    await marksDrawn(el, '.brands');
    expect(markRequests()).to.deep.equal([]);
  });

  it('draws each accepted brand as a logo image, and never Elo, Hiper, Hipercard or Diners Club', async () => {
    await configureMerchant({
      supportedCardTypes: [
        'Visa',
        'MasterCard',
        'American Express',
        'Discover',
        'JCB',
        'UnionPay',
        'Maestro',
        'Elo',
        'Hiper',
        'Hipercard',
        'Diners Club',
      ],
    });
    const el = await mountDropin();
    expect(shownBrands(el)).to.deep.equal([
      'Visa',
      'MasterCard',
      'UnionPay',
      'American Express',
      'JCB',
      'Discover',
      'Maestro',
    ]);
    const marks = await marksDrawn(el, '.brands');
    expect(marks).to.have.length(7);
    // Each brand its own logo: no two drawn alike, none the plain card's.
    expect(new Set(marks.map(drawing)).size).to.equal(7);
    for (const mark of marks) {
      // Decorative: the brand's name is read from the text beside it.
      expect(mark.closest('[aria-hidden="true"]')).to.not.equal(null);
      expect(mark.getBoundingClientRect().width).to.equal(38);
      // No ids: the same mark drawn twice in one shadow root must not clash.
      expect(mark.querySelectorAll('[id]')).to.have.length(0);
    }
    expect(marks.map((mark) => mark.closest<HTMLElement>('.brand-icon')!.dataset.mark)).to.deep.equal(shownBrands(el));
    const names = [...el.shadowRoot!.querySelectorAll('[data-view="card"] [data-brand] .visually-hidden')].map((n) =>
      n.textContent!.trim(),
    );
    expect(names).to.deep.equal(['Visa', 'Mastercard', 'UnionPay', 'American Express', 'JCB', 'Discover', 'Maestro']);
    // Real logos, not text tiles: no mark carries text of its own.
    expect(el.shadowRoot!.querySelectorAll('.brand-icon text')).to.have.length(0);
  });

  it('follows the brands the gateway accepts', async () => {
    await configureMerchant({ supportedCardTypes: ['American Express', 'Discover'] });
    const el = await mountDropin();
    expect(shownBrands(el)).to.deep.equal(['American Express', 'Discover']);
  });

  it('shows the detected brand at the number field, dims the others and announces it', async () => {
    await configureMerchant({ supportedCardTypes: ['Visa', 'MasterCard', 'American Express'] });
    const el = await mountDropin();
    const announcement = (): string => q(el, '[data-brand-announcement]')!.textContent!.trim();
    const detected = (): string | undefined => q(el, '.field-brand')!.dataset.detected;
    expect(detected()).to.equal(undefined);
    expect(announcement()).to.equal('');
    expect(el.shadowRoot!.querySelectorAll('.brand.dimmed')).to.have.length(0);

    await typeInto(el, 'number', '41');
    await waitUntil(() => detected() === 'Visa', 'Visa was never detected', { timeout: 5000 });
    const mark = await marksDrawn(el, '.field-brand');
    expect(mark).to.have.length(1);
    expect(mark[0]!.getBoundingClientRect().width).to.be.greaterThan(20);
    expect(drawing(mark[0]!)).to.equal(drawing((await marksDrawn(el, '.brand[data-brand="Visa"]'))[0]!));
    expect(announcement()).to.equal('Visa');
    expect(q(el, '[role="status"][data-brand-announcement]')).to.not.equal(null);
    const dimmed = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.brand.dimmed')].map((b) => b.dataset.brand);
    expect(dimmed).to.deep.equal(['MasterCard', 'American Express']);
    const dimmedMark = q(el, '.brand.dimmed')!;
    await waitUntil(() => Number(getComputedStyle(dimmedMark).opacity) < 0.5, 'the other brands were not dimmed', {
      timeout: 2000,
    });
    expect(getComputedStyle(q(el, '.brand[data-brand="Visa"]')!).opacity).to.equal('1');

    // Cleared: nothing detected any more, every mark back.
    await clickInto(el, 'number');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => detected() === undefined, 'the brand stayed detected on an empty number', { timeout: 5000 });
    expect(announcement()).to.equal('');
    expect(el.shadowRoot!.querySelectorAll('.brand.dimmed')).to.have.length(0);

    await sendKeys({ type: '37' });
    await waitUntil(() => detected() === 'American Express', 'American Express was never detected', {
      timeout: 5000,
    });
    expect(announcement()).to.equal('American Express');
  });

  it("draws each way to pay in the options list with its own mark, which comes with the lists' or the option's code", async () => {
    const el = await mountDropin({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    const [card, paypal] = await marksDrawn(el, '[part="options"]');
    expect(card!.closest<HTMLElement>('.brand-icon')!.dataset.mark).to.equal('Card');
    expect(paypal!.closest<HTMLElement>('.brand-icon')!.dataset.mark).to.equal('PayPalAccount');
    expect(drawing(paypal!)).to.not.equal(drawing(card!));
    expect(markRequests()).to.deep.equal([]);
  });
});
