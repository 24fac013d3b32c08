/**
 * Where focus goes when the view changes, and what the polite live region says then: focus follows the shopper into
 * the new view when they are in the widget (a card frame included) and never leaves the page otherwise; the region
 * says the view, in its heading's words, only when focus does not go there.
 */
import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { enUS } from '../../../elements/i18n/en-US.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { resetEmulator } from '../support/emulator.js';
import {
  clickAt,
  clickInto,
  fillCard,
  cardFieldHasFocus,
  drawnFrame,
  frameOf,
  mountDropin,
  q,
  unmountAll,
  waitForView,
} from './dropin-harness.js';

const PAYPAL = { paypal: { flow: 'checkout' as const, amount: '10.00', currency: 'USD' } };
const PAYING_WITH_CARD = enUS.payingWith.replace('{{paymentSource}}', enUS.Card);

/** The panel's polite live region (where the shopper is now). */
function status(el: PaymentDropin): string {
  return q(el, '[part="panel"] > [role="status"][aria-live="polite"]')!.textContent!.trim();
}

function heading(el: PaymentDropin, view: string): HTMLElement {
  return q(el, `[data-view="${view}"] h2`)!;
}

/**
 * What has focus on the page, named (an element itself in a failed assertion is serialized, and a card frame's
 * cross-origin window with it, which never ends).
 */
function focused(): string {
  const active = document.activeElement;
  return active ? `${active.tagName.toLowerCase()} ${active.getAttribute('name') ?? active.textContent}` : 'nothing';
}

/** Makes a mouse press focus nothing, as Safari's press on a button does: focus goes to the body. Returns the undo. */
function pressesFocusNothing(): () => void {
  const keepFocus = (event: MouseEvent): void => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  document.addEventListener('mousedown', keepFocus, { capture: true });
  return () => document.removeEventListener('mousedown', keepFocus, { capture: true });
}

/** A focusable button on the page, beside the widget. */
function pageButton(text: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = text;
  document.body.append(button);
  return button;
}

describe('<payment-dropin> focus and the live region across views', () => {
  const buttons: HTMLButtonElement[] = [];
  afterEach(async () => {
    for (const button of buttons.splice(0)) button.remove();
    await unmountAll();
  });
  after(resetEmulator);

  it('paying with Enter in the last card field moves focus from the hidden frame to the methods heading, and Tab stays in the widget', async () => {
    const el = await mountDropin();
    // The merchant pays on Enter in a card field, as Drop-in's guide does.
    el.addEventListener('card:inputSubmitRequest', () => void el.requestPaymentMethod().catch(() => undefined));
    await fillCard(el);
    expect(await cardFieldHasFocus(el, 'postalCode'), 'the shopper is in the last field').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitForView(el, 'methods');
    await waitUntil(() => el.shadowRoot!.activeElement === heading(el, 'methods'), 'focus stayed in the hidden frame', {
      timeout: 5000,
    });
    expect(heading(el, 'methods').textContent!.trim()).to.equal(PAYING_WITH_CARD);
    // The page moved focus out of a card frame (another process): the browser learns of it a moment later, and a key
    // it gets before then goes to the frame. A shopper's next key comes frames later; so does this one.
    await drawnFrame();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === el, `Tab left the widget for ${focused()}`).to.equal(true);
    expect(el.shadowRoot!.activeElement?.closest('[data-view="methods"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  /** A card paid for from the page's own Pay button, which keeps focus: the widget shows the methods list. */
  async function paidFromThePage(): Promise<PaymentDropin> {
    const el = await mountDropin();
    await fillCard(el);
    const pay = pageButton('Pay');
    buttons.push(pay);
    pay.focus();
    await el.requestPaymentMethod();
    await waitForView(el, 'methods');
    return el;
  }

  it("leaves focus on the page when the page clears the selection: the card sheet comes back without its field's focus", async () => {
    const el = await paidFromThePage();
    const other = pageButton('Change the order');
    buttons.push(other);
    other.focus();
    el.clearSelectedPaymentMethod();
    await waitForView(el, 'card');
    await aTimeout(1200);
    expect(focused(), "the widget took the page's focus").to.equal('button Change the order');
  });

  it("leaves the shopper in one widget's card field when the page clears another widget's selection", async () => {
    const paid = await paidFromThePage();
    const typing = await mountDropin();
    await clickInto(typing, 'number');
    paid.clearSelectedPaymentMethod();
    await waitForView(paid, 'card');
    await aTimeout(1200);
    expect(document.activeElement === frameOf(typing, 'number'), `focus went to ${focused()}`).to.equal(true);
  });

  it('says the methods list in the words of its heading when focus stays on the page', async () => {
    const el = await paidFromThePage();
    await el.updateComplete;
    expect(focused(), 'focus stays on the page').to.equal('button Pay');
    expect(heading(el, 'methods').textContent!.trim()).to.equal(PAYING_WITH_CARD);
    expect(status(el)).to.equal(`Now showing: ${PAYING_WITH_CARD}`);
  });

  it('says the card sheet when the shopper opens it by keyboard, as focus goes to a card field, not to the view', async () => {
    const el = await mountDropin(PAYPAL);
    q<HTMLButtonElement>(el, '[data-option="card"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitForView(el, 'card');
    await el.updateComplete;
    expect(status(el)).to.equal(`Now showing: ${heading(el, 'card').textContent!.trim()}`);
    await waitUntil(() => document.activeElement === frameOf(el, 'number'), 'the number field never took focus', {
      timeout: 5000,
    });
  });

  describe('where a press focuses no button (Safari)', () => {
    let undo: () => void = () => undefined;
    afterEach(() => undo());

    it('a click on "Card" still puts focus in the number field', async () => {
      const el = await mountDropin(PAYPAL);
      undo = pressesFocusNothing();
      await clickAt(q(el, '[data-option="card"]')!);
      await waitForView(el, 'card');
      await waitUntil(() => document.activeElement === frameOf(el, 'number'), `focus stayed on ${focused()}`, {
        timeout: 5000,
      });
    });

    it("a press on the page's button, then the page clearing the selection, leaves the number field's focus alone", async () => {
      const el = await paidFromThePage();
      undo = pressesFocusNothing();
      await clickAt(buttons.at(-1)!);
      expect(document.activeElement === document.body, `the press focused ${focused()}`).to.equal(true);
      el.clearSelectedPaymentMethod();
      await waitForView(el, 'card');
      await aTimeout(1200);
      expect(document.activeElement === document.body, `the widget took focus: ${focused()}`).to.equal(true);
    });
  });
});
