import { expect, waitUntil } from '@open-wc/testing';
import { configureMerchant, resetEmulator } from '../support/emulator.js';
import { clickInto, mountDropin, q, typeInto, unmountAll } from './dropin-harness.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { sendKeys } from '@web/test-runner-commands';

/** The mark images this page has downloaded so far (one file per mark). */
function markModulesLoaded(): string[] {
  return (
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      // Card brands' marks are in views/marks/; a payment option's mark is options/<its folder>/<its folder>-mark.svg.
      .map(
        (path) =>
          /\/views\/marks\/([\w-]+)\.svg$/.exec(path)?.[1] ?? /\/options\/[\w-]+\/([\w-]+)-mark\.svg$/.exec(path)?.[1],
      )
      .filter((name): name is string => name !== undefined)
      .sort()
  );
}

function shownBrands(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="card"] [data-brand]')].map(
    (b) => b.dataset.brand!,
  );
}

async function marksDrawn(el: PaymentDropin, selector: string): Promise<HTMLImageElement[]> {
  await waitUntil(
    () => {
      const images = [...el.shadowRoot!.querySelectorAll<HTMLImageElement>(`${selector} img`)];
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    `the marks in ${selector} were never drawn`,
    { timeout: 5000 },
  );
  return [...el.shadowRoot!.querySelectorAll<HTMLImageElement>(`${selector} img`)];
}

describe('<payment-dropin> brand marks', () => {
  afterEach(async () => {
    await unmountAll();
    await resetEmulator();
  });

  // First in the file: the page has downloaded no mark before it.
  it('downloads only the marks of the brands it shows, with the card sheet', async () => {
    expect(markModulesLoaded()).to.deep.equal([]);
    await configureMerchant({ supportedCardTypes: ['Visa', 'MasterCard'] });
    const el = await mountDropin();
    await marksDrawn(el, '.brands');
    expect(markModulesLoaded()).to.deep.equal(['mastercard', 'visa']);
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
    const images = await marksDrawn(el, '.brands');
    expect(images).to.have.length(7);
    for (const img of images) {
      expect(new URL(img.src).pathname).to.match(/\/marks\/[a-z-]+\.svg$/);
      // Decorative: the brand's name is read from the text beside it.
      expect(img.getAttribute('alt')).to.equal('');
    }
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

  it('draws each way to pay in the options list with a mark of its own, at a URL no other mark has', async () => {
    const el = await mountDropin({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    const images = await marksDrawn(el, '[part="options"]');
    expect(images.map((img) => img.closest<HTMLElement>('.brand-icon')!.dataset.mark)).to.deep.equal([
      'Card',
      'PayPalAccount',
    ]);
    expect(images.map((img) => new URL(img.src).pathname)).to.satisfy(
      (paths: string[]) => paths[0]!.endsWith('/views/marks/card.svg') && paths[1]!.endsWith('/paypal/paypal-mark.svg'),
    );
  });
});
