import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SeedMethod } from '../../../emulator/index.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clientToken, seedCustomer } from '../support/emulator.js';
import { CARD_FOCUS_DELAY_MS } from '../../../elements/vocabulary/constants.js';
import { HoldingClock, clickAt, clickInto, mountDropin, q, unmountAll, waitForView } from './dropin-harness.js';
import { backgroundOf, clippingAncestor, contrast, forcedColors, parseColor } from './appearance-support.js';

let seq = 0;
async function customerToken(methods: SeedMethod[]): Promise<string> {
  const id = `appearance-${Date.now()}-${++seq}`;
  await seedCustomer({ id, paymentMethods: methods });
  return clientToken({ customerId: id });
}

const VISA: SeedMethod = { type: 'CreditCard', number: '4111111111111111', default: true };
const MASTERCARD: SeedMethod = { type: 'CreditCard', number: '5555555555554444' };
const WITH_PAYPAL = { paypal: { flow: 'vault' as const } };

/** A ring drawn around a focused element: what fails, if anything. */
function ringProblems(target: Element): string[] {
  const style = getComputedStyle(target);
  const name = `${target.tagName.toLowerCase()}[${(target as HTMLElement).getAttribute('part') ?? target.className}]`;
  const problems: string[] = [];
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
    problems.push(`${name}: outline ${style.outlineStyle} ${style.outlineWidth}`);
  else {
    const ring = parseColor(style.outlineColor);
    const behind = backgroundOf(target.parentElement ?? target);
    const ratio = contrast(ring, behind);
    if (ratio < 3)
      problems.push(`${name}: ring ${style.outlineColor} on rgb(${behind.join(',')}) is ${ratio.toFixed(2)}:1`);
  }
  const clip = clippingAncestor(target);
  if (clip) problems.push(`${name}: clipped by ${clip}`);
  return problems;
}

/**
 * Tabs through everything focusable in the widget from a button next to it, checking each ring.
 * Backwards (Shift+Tab from a button after it) stops at the card frames, which are not ours.
 */
async function tabThrough(
  el: PaymentDropin,
  direction: 'forward' | 'backward' = 'forward',
): Promise<{ visited: string[]; problems: string[] }> {
  const start = document.createElement('button');
  start.textContent = 'outside';
  if (direction === 'forward') el.before(start);
  else el.after(start);
  start.focus();
  const visited: string[] = [];
  const problems: string[] = [];
  try {
    for (let i = 0; i < 20; i += 1) {
      if (direction === 'backward') await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      if (direction === 'backward') await sendKeys({ up: 'Shift' });
      if (document.activeElement !== el) break;
      const target = el.shadowRoot!.activeElement;
      if (!target) break;
      visited.push(target.getAttribute('part') ?? target.className);
      problems.push(...ringProblems(target));
    }
  } finally {
    start.remove();
  }
  return { visited, problems };
}

describe('<payment-dropin> focus, selection and destructive actions', () => {
  afterEach(async () => {
    await forcedColors(false);
    await unmountAll();
  });

  it('is not paint-contained, so nothing at its edges is clipped', async () => {
    const el = await mountDropin();
    expect(getComputedStyle(el).contain).to.not.match(/paint|content|strict/);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`rings every focusable thing of the methods view fully, at 3:1 or more (${theme})`, async () => {
      const token = await customerToken([VISA, MASTERCARD]);
      const el = await mountDropin({ authorization: token, vaultManager: true, theme, ...WITH_PAYPAL } as never);
      await waitForView(el, 'methods');
      const { visited, problems } = await tabThrough(el);
      expect(visited).to.include.members(['toggle edit-toggle', 'method', 'toggle other-ways']);
      expect(problems).to.deep.equal([]);
    });

    it(`rings the card sheet's links and frames fully, at 3:1 or more (${theme})`, async () => {
      // Opened by the shopper, the sheet moves focus to the number field after Drop-in's delay: that timer is held,
      // or on a slow machine its focus would land in the middle of the tabbing.
      const clock = new HoldingClock((ms) => ms === CARD_FOCUS_DELAY_MS);
      const el = await mountDropin({ theme, ...WITH_PAYPAL } as never, { clock });
      q<HTMLButtonElement>(el, '[data-option="card"]')!.click();
      await waitForView(el, 'card');
      expect(clock.pending(), "the sheet's focus of the number field").to.deep.equal([CARD_FOCUS_DELAY_MS]);
      const { visited, problems } = await tabThrough(el, 'backward');
      expect(visited).to.include.members(['notice', 'toggle other-ways']);
      expect(problems).to.deep.equal([]);
      await clickInto(el, 'number');
      // The ring follows braintree-web's focus event, a message from the frame a moment after the focus itself.
      const number = q(el, '[data-hosted-field="number"]')!;
      await waitUntil(() => number.classList.contains('focused'), 'the number field was never marked focused');
      expect(ringProblems(number)).to.deep.equal([]);
    });
  }

  it('marks the selected saved method with a radio dot, not colour alone', async () => {
    const token = await customerToken([VISA, MASTERCARD]);
    const el = await mountDropin({ authorization: token });
    await waitForView(el, 'methods');
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(radios).to.have.length(2);
    const dot = (radio: HTMLElement): CSSStyleDeclaration =>
      getComputedStyle(radio.querySelector('.radio')!, '::after');
    const selected = radios.find((r) => r.getAttribute('aria-checked') === 'true')!;
    const other = radios.find((r) => r !== selected)!;
    expect(dot(selected).content).to.not.equal('none');
    expect(parseColor(dot(selected).backgroundColor)[3]).to.equal(1);
    expect(dot(other).content).to.equal('none');
    // Choosing the other moves the dot.
    await clickAt(other);
    await waitUntil(() => other.getAttribute('aria-checked') === 'true', 'the other method was never selected');
    expect(dot(other).content).to.not.equal('none');
    expect(dot(selected).content).to.equal('none');
  });

  it('keeps focus and selection visible in forced colours', async () => {
    const token = await customerToken([VISA, MASTERCARD]);
    const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL } as never);
    await waitForView(el, 'methods');
    await forcedColors(true);
    await waitUntil(() => matchMedia('(forced-colors: active)').matches, 'forced colours never became active');
    const selected = q(el, '[role="radio"][aria-checked="true"]')!;
    const canvas = backgroundOf(selected);
    const style = getComputedStyle(selected);
    expect(style.outlineStyle).to.equal('solid');
    expect(contrast(parseColor(style.outlineColor), canvas)).to.be.at.least(3);
    const dot = getComputedStyle(selected.querySelector('.radio')!, '::after');
    expect(dot.content).to.not.equal('none');
    expect(contrast(parseColor(dot.backgroundColor), canvas)).to.be.at.least(3);
    const { visited, problems } = await tabThrough(el);
    expect(visited.length).to.be.greaterThan(2);
    expect(problems).to.deep.equal([]);
  });

  it('styles "Yes, delete" as destructive', async () => {
    const token = await customerToken([VISA, MASTERCARD]);
    const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL } as never);
    await waitForView(el, 'methods');
    q<HTMLButtonElement>(el, '[part~="edit-toggle"]')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[data-view="methods"] [data-nonce]')!.click();
    await waitForView(el, 'delete-confirmation');
    const yes = q(el, '[data-answer="yes"]')!;
    const no = q(el, '[data-answer="no"]')!;
    const errorColour = getComputedStyle(q(el, '[data-view="methods"] .sheet-error')!).color;
    expect(getComputedStyle(yes).backgroundColor).to.equal(errorColour);
    expect(getComputedStyle(no).backgroundColor).to.not.equal(errorColour);
    const ink = parseColor(getComputedStyle(yes).color);
    expect(contrast(ink, parseColor(getComputedStyle(yes).backgroundColor))).to.be.at.least(4.5);
  });
});
