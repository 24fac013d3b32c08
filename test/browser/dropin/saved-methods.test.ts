import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { enUS } from '../../../elements/i18n/en-US.js';
import deDE from '../../../elements/i18n/de-DE.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clientToken, emulatorState, fault, clearFaults, seedCustomer, TOKENIZATION_KEY } from '../support/emulator.js';
import type { SeedMethod } from '../../../emulator/index.js';
import {
  activeView,
  fillCard,
  fillCardByKeyboard,
  HoldingClock,
  mountDropin,
  nextCardEvent,
  q,
  record,
  unmountAll,
  waitForView,
} from './dropin-harness.js';

let seq = 0;
/** A customer of our own for each test (the emulator is shared), and a client token for them. */
async function customerWith(methods: SeedMethod[]): Promise<{ id: string; token: string; tokens: string[] }> {
  const id = `saved-${Date.now()}-${++seq}`;
  const seeded = await seedCustomer({ id, paymentMethods: methods });
  return { id, token: await clientToken({ customerId: id }), tokens: seeded.paymentMethods.map((m) => m.token) };
}

const DEFAULT_VISA: SeedMethod = { type: 'CreditCard', number: '4111111111111111', default: true };
const PAYPAL: SeedMethod = { type: 'PayPalAccount', email: 'shopper@example.com' };
const SUBSCRIBED_MASTERCARD: SeedMethod = { type: 'CreditCard', number: '5555555555554444', hasSubscription: true };
const APPLE_PAY: SeedMethod = { type: 'ApplePayCard' };
/** Saved PayPal accounts are listed only when PayPal is an option (as in Drop-in). */
const WITH_PAYPAL = { paypal: { flow: 'vault' as const } };

/** Creation order puts the default card second, so default-first is observable. */
const THREE_AND_APPLE_PAY = [PAYPAL, DEFAULT_VISA, SUBSCRIBED_MASTERCARD, APPLE_PAY];

function listed(el: PaymentDropin): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-view="methods"] [data-nonce]')].map((b) =>
    b.textContent!.replace(/\s+/g, ' ').trim(),
  );
}

function methodButtons(el: PaymentDropin): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-view="methods"] [data-nonce]')];
}

function editToggle(el: PaymentDropin): HTMLButtonElement | null {
  return q<HTMLButtonElement>(el, '[part~="edit-toggle"]');
}

describe('<payment-dropin> saved payment methods', () => {
  afterEach(async () => {
    await clearFaults();
    await unmountAll();
  });

  it('opens on the card sheet for a customer with no saved methods', async () => {
    const { token } = await customerWith([]);
    const el = await mountDropin({ authorization: token });
    expect(activeView(el)).to.equal('card');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
  });

  it('preselects a single saved card, announces it requestable and returns it as vaulted', async () => {
    const { token } = await customerWith([DEFAULT_VISA]);
    const el = document.createElement('payment-dropin');
    el.authorization = token;
    const events = record(el, ['paymentMethodRequestable']);
    document.body.append(el);
    try {
      await waitUntil(() => events.length > 0, 'never requestable', { timeout: 10_000 });
      expect(events[0]!.detail).to.deep.equal({ type: 'CreditCard', paymentMethodIsSelected: true });
      // The event comes with setup's end; its drawing follows in the next frame.
      await el.updateComplete;
      expect(activeView(el)).to.equal('methods');
      expect(listed(el)).to.have.length(1);
      expect(listed(el)[0]).to.contain('1111').and.to.contain('Visa');
      const payload = await el.requestPaymentMethod();
      expect(payload.vaulted).to.equal(true);
      expect(payload.details.lastFour).to.equal('1111');
      await expect(el).to.be.accessible();
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });

  it('lists three saved methods default first, hides Apple Pay, and preselects the default', async () => {
    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, ...WITH_PAYPAL });
    const rows = listed(el);
    expect(rows).to.have.length(3);
    expect(rows[0]).to.contain('1111');
    expect(rows[1]).to.contain('shopper@example.com');
    expect(rows[2]).to.contain('4444');
    expect(methodButtons(el)[0]!.getAttribute('aria-checked')).to.equal('true');
    expect(q(el, '[data-view="methods"] [role="radiogroup"]')).to.exist;
  });

  it('keeps the gateway order when showDefaultPaymentMethodFirst is false', async () => {
    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, showDefaultPaymentMethodFirst: false, ...WITH_PAYPAL });
    const rows = listed(el);
    expect(rows[0]).to.contain('shopper@example.com');
    expect(rows[1]).to.contain('1111');
  });

  it('hides the types the merchant lists', async () => {
    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, hiddenVaultedPaymentMethodTypes: ['paypal'], ...WITH_PAYPAL });
    expect(listed(el).some((row) => row.includes('@'))).to.equal(false);
    expect(listed(el)).to.have.length(2);
  });

  it('shows the list with nothing selected when preselectVaultedPaymentMethod is false, then selects on a tap', async () => {
    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, preselectVaultedPaymentMethod: false, ...WITH_PAYPAL });
    expect(activeView(el)).to.equal('methods');
    expect(el.isPaymentMethodRequestable()).to.equal(false);
    expect(methodButtons(el).every((b) => b.getAttribute('aria-checked') === 'false')).to.equal(true);
    const events = record(el, ['paymentMethodRequestable']);
    methodButtons(el)[1]!.click();
    await el.updateComplete;
    expect(events).to.deep.equal([
      { name: 'paymentMethodRequestable', detail: { type: 'PayPalAccount', paymentMethodIsSelected: true } as unknown },
    ]);
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('PayPalAccount');
    expect(payload.details.email).to.equal('shopper@example.com');
    expect(payload.vaulted).to.equal(true);
  });

  it('selects a method with Space from the keyboard', async () => {
    const { token } = await customerWith([DEFAULT_VISA, PAYPAL]);
    const el = await mountDropin({ authorization: token, preselectVaultedPaymentMethod: false, ...WITH_PAYPAL });
    methodButtons(el)[1]!.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => el.isPaymentMethodRequestable());
    expect(methodButtons(el)[1]!.getAttribute('aria-checked')).to.equal('true');
  });

  it('selects the next, previous, first and last method with the arrows, Home and End, as radios do', async () => {
    const { token } = await customerWith([DEFAULT_VISA, PAYPAL]);
    const el = await mountDropin({ authorization: token, ...WITH_PAYPAL });
    const checked = (): string[] => methodButtons(el).map((b) => b.getAttribute('aria-checked')!);
    const focused = (): string | null | undefined => el.shadowRoot!.activeElement?.getAttribute('data-nonce');
    expect(checked()).to.deep.equal(['true', 'false']);
    methodButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(checked()).to.deep.equal(['false', 'true']);
    expect(focused()).to.equal(methodButtons(el)[1]!.dataset.nonce);
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('PayPalAccount');
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(checked()).to.deep.equal(['true', 'false']);
    expect(focused()).to.equal(methodButtons(el)[0]!.dataset.nonce);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(checked()).to.deep.equal(['false', 'true']);
  });

  it('has one method in the tab order, the first, when none is selected', async () => {
    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, preselectVaultedPaymentMethod: false, ...WITH_PAYPAL });
    expect(methodButtons(el).map((b) => b.getAttribute('aria-checked'))).to.deep.equal(['false', 'false', 'false']);
    expect(methodButtons(el).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    await expect(el).to.be.accessible();
  });

  it("moves with ArrowLeft and ArrowRight right to left as Chromium's native radios do there", async () => {
    // The native group's answer: which radio ArrowLeft, then ArrowRight, checks from the first of three, right to left.
    const group = document.createElement('div');
    group.dir = 'rtl';
    const radios = [0, 1, 2].map((i) => {
      const radio = group.appendChild(document.createElement('input'));
      radio.type = 'radio';
      radio.name = 'rtl-native';
      radio.setAttribute('aria-label', String(i));
      return radio;
    });
    document.body.append(group);
    const native: number[] = [];
    radios[0]!.focus();
    for (const key of ['ArrowLeft', 'ArrowRight']) {
      await sendKeys({ press: key });
      native.push(radios.findIndex((r) => r.checked));
    }
    group.remove();
    expect(native, 'ArrowLeft goes ahead right to left, ArrowRight back').to.deep.equal([1, 0]);

    const { token } = await customerWith(THREE_AND_APPLE_PAY);
    const el = await mountDropin({ authorization: token, locale: 'he_IL', ...WITH_PAYPAL });
    expect(getComputedStyle(q(el, '[data-view="methods"] [role="radiogroup"]')!).direction).to.equal('rtl');
    const checkedAt = (): number => methodButtons(el).findIndex((b) => b.getAttribute('aria-checked') === 'true');
    methodButtons(el)[0]!.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(checkedAt()).to.equal(0);
    const widget: number[] = [];
    for (const key of ['ArrowLeft', 'ArrowRight']) {
      await sendKeys({ press: key });
      await el.updateComplete;
      widget.push(checkedAt());
    }
    expect(widget).to.deep.equal(native);
  });

  it('moves focus to the other ways to pay when the shopper asks for them by keyboard, whose heading says them', async () => {
    const { token } = await customerWith([DEFAULT_VISA]);
    const el = await mountDropin({ authorization: token, ...WITH_PAYPAL });
    expect(activeView(el)).to.equal('methods');
    q<HTMLButtonElement>(el, '[part~="other-ways"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    // The link is gone: focus must not fall to the page.
    expect(q(el, '[part~="other-ways"]')).to.equal(null);
    expect(el.shadowRoot!.activeElement?.id).to.equal(q(el, '[data-view="options"] h2')!.id);
    expect(q(el, '[data-view="options"] h2')!.textContent).to.contain('More ways to pay');
    // Focus on the heading says it: the live region would say it again.
    expect(q(el, '[part="panel"] > [role="status"][aria-live="polite"]')!.textContent!.trim()).to.equal('');
  });

  describe('edit mode (vault manager enabled)', () => {
    it('has no Edit toggle unless the vault manager is enabled', async () => {
      const { token } = await customerWith([DEFAULT_VISA]);
      const el = await mountDropin({ authorization: token });
      expect(editToggle(el)).to.equal(null);
    });

    it('makes the widget not requestable on entering and requestable again on leaving', async () => {
      const { token } = await customerWith(THREE_AND_APPLE_PAY);
      const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL });
      const events = record(el, ['paymentMethodRequestable', 'noPaymentMethodRequestable']);
      editToggle(el)!.click();
      await el.updateComplete;
      expect(events.map((e) => e.name)).to.deep.equal(['noPaymentMethodRequestable']);
      expect(el.isPaymentMethodRequestable()).to.equal(false);
      expect(q(el, '[part~="other-ways"]')).to.equal(null);
      const subscribed = methodButtons(el).find((b) => b.textContent!.includes('4444'))!;
      expect(subscribed.getAttribute('aria-disabled')).to.equal('true');
      await expect(el).to.be.accessible();
      const error = await el.requestPaymentMethod().catch((e: Error) => e);
      expect((error as Error).message).to.equal('No payment method is available.');
      editToggle(el)!.click();
      await el.updateComplete;
      expect(events.map((e) => e.name)).to.deep.equal(['noPaymentMethodRequestable', 'paymentMethodRequestable']);
      expect(el.isPaymentMethodRequestable()).to.equal(true);
    });

    it('announces entering and leaving edit mode by keyboard, with focus left on the toggle', async () => {
      const { token } = await customerWith([DEFAULT_VISA, PAYPAL]);
      const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL });
      const status = (): string => q(el, '[part="panel"] > [role="status"][aria-live="polite"]')!.textContent!.trim();
      editToggle(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(status()).to.equal(`Now showing: ${enUS.editPaymentMethods}`);
      expect(el.shadowRoot!.activeElement, 'focus stays on the toggle').to.equal(editToggle(el));
      expect(editToggle(el)!.textContent!.trim()).to.equal(enUS.doneEditing);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      // The words the list's heading shows again.
      expect(status()).to.equal(`Now showing: ${enUS.payingWith.replace('{{paymentSource}}', enUS.Card)}`);
      expect(q(el, '[data-view="methods"] h2')!.textContent!.trim()).to.equal(
        enUS.payingWith.replace('{{paymentSource}}', enUS.Card),
      );
      expect(el.shadowRoot!.activeElement).to.equal(editToggle(el));
      expect(editToggle(el)!.textContent!.trim()).to.equal(enUS.edit);
    });

    it("shows the lists' own words in English, in the widget's locale, and as the merchant words them", async () => {
      const { token } = await customerWith([DEFAULT_VISA, PAYPAL]);
      const words = async (el: PaymentDropin) => {
        const toggle = editToggle(el)!.textContent!.trim();
        editToggle(el)!.click();
        await el.updateComplete;
        const heading = q(el, '[data-view="methods"] h2')!.textContent!.trim();
        const done = editToggle(el)!.textContent!.trim();
        methodButtons(el)
          .find((b) => b.textContent!.includes('shopper@example.com'))!
          .click();
        await waitForView(el, 'delete-confirmation');
        const dialog = q(el, '[data-view="delete-confirmation"]')!;
        const yes = dialog.querySelector('[data-answer="yes"]')!.textContent!.trim();
        return { toggle, heading, done, yes, message: dialog.textContent!.includes('shopper@example.com') };
      };
      const english = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL });
      expect(await words(english)).to.deep.equal({
        toggle: enUS.edit,
        heading: enUS.editPaymentMethods,
        done: enUS.doneEditing,
        yes: enUS.deleteConfirmationButton,
        message: true,
      });
      const german = await mountDropin({ authorization: token, vaultManager: true, locale: 'de_DE', ...WITH_PAYPAL });
      expect(await words(german)).to.deep.equal({
        toggle: deDE.edit,
        heading: deDE.editPaymentMethods,
        done: deDE.doneEditing,
        yes: deDE.deleteConfirmationButton,
        message: true,
      });
      const merchant = await mountDropin({
        authorization: token,
        vaultManager: true,
        translations: { edit: 'Change', deleteConfirmationButton: 'Remove it' },
        ...WITH_PAYPAL,
      });
      const worded = await words(merchant);
      expect([worded.toggle, worded.heading, worded.yes]).to.deep.equal([
        'Change',
        enUS.editPaymentMethods,
        'Remove it',
      ]);
    });

    it('does not offer a method with a subscription for deletion', async () => {
      const { token } = await customerWith([DEFAULT_VISA, SUBSCRIBED_MASTERCARD]);
      const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL });
      editToggle(el)!.click();
      await el.updateComplete;
      methodButtons(el)
        .find((b) => b.textContent!.includes('4444'))!
        .click();
      await el.updateComplete;
      expect(activeView(el)).to.equal('methods');
    });

    it('asks before deleting in a dialog named for it, and No goes back to the list with the method kept', async () => {
      const { token, id } = await customerWith([DEFAULT_VISA, PAYPAL]);
      const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL });
      editToggle(el)!.click();
      await el.updateComplete;
      // From the keyboard, as a shopper would: focus follows into the dialog and back out.
      methodButtons(el)
        .find((b) => b.textContent!.includes('shopper@example.com'))!
        .focus();
      await sendKeys({ press: 'Enter' });
      await waitForView(el, 'delete-confirmation');
      const dialog = q(el, '[data-view="delete-confirmation"]')!;
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(dialog.textContent).to.contain('shopper@example.com');
      // Named by what it is, described by the question (not the question twice).
      expect(dialog.getAttribute('aria-label')).to.equal(enUS.deleteDialogLabel);
      expect(dialog.hasAttribute('aria-labelledby')).to.equal(false);
      const description = el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!;
      expect(description.textContent).to.contain('shopper@example.com');
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.getAttribute('data-answer')).to.equal('no');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Enter' });
      await waitForView(el, 'methods');
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.textContent).to.contain('shopper@example.com');
      expect(listed(el)).to.have.length(2);
      expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === id)).to.have.length(2);
    });

    it('deletes on Yes behind the loader, refreshes the list and ends edit mode; the loader stays 500 ms, saying the method is deleted', async () => {
      const { token, id } = await customerWith([DEFAULT_VISA, PAYPAL]);
      const clock = new HoldingClock((ms) => ms === 500);
      const el = document.createElement('payment-dropin');
      el.clock = clock;
      el.options = { authorization: token, vaultManager: true, ...WITH_PAYPAL };
      document.body.append(el);
      try {
        // Setup (card frames and PayPal's SDK) takes about a second on a loaded machine.
        await waitUntil(() => activeView(el) === 'methods', 'no methods view', { timeout: 10_000 });
        editToggle(el)!.click();
        await el.updateComplete;
        methodButtons(el)
          .find((b) => b.textContent!.includes('shopper@example.com'))!
          .click();
        await waitForView(el, 'delete-confirmation');
        q<HTMLButtonElement>(el, '[data-answer="yes"]')!.click();
        await el.updateComplete;
        expect(q(el, '[part="loader"]')!.hidden).to.equal(false);
        expect(q(el, '[part="loader"]')!.textContent!.trim()).to.equal(enUS.deletingPaymentMethodLabel);
        await waitUntil(() => clock.pending().includes(500), 'the loader hide was never scheduled', { timeout: 5000 });
        // Deleted and refreshed, but the loader is held until its 500 ms pass, saying it is done (its polite status).
        expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === id)).to.have.length(1);
        expect(q(el, '[part="loader"]')!.hidden).to.equal(false);
        await el.updateComplete;
        expect(q(el, '[part="loader"]')!.textContent!.trim()).to.equal(enUS.paymentMethodDeletedLabel);
        clock.release(500);
        await el.updateComplete;
        expect(q(el, '[part="loader"]')!.hidden).to.equal(true);
        expect(activeView(el)).to.equal('methods');
        expect(listed(el)).to.have.length(1);
        expect(editToggle(el)!.textContent!.trim(), 'edit mode ends').to.equal('Edit');
      } finally {
        el.remove();
        await el.teardown().catch(() => undefined);
      }
    });

    it('shows the deletion error and keeps the method when the gateway refuses the deletion', async () => {
      const { token, id } = await customerWith([DEFAULT_VISA, PAYPAL]);
      const clock = new HoldingClock((ms) => ms === 500);
      const el = await mountDropin({ authorization: token, vaultManager: true, ...WITH_PAYPAL }, { clock });
      editToggle(el)!.click();
      await el.updateComplete;
      methodButtons(el)
        .find((b) => b.textContent!.includes('shopper@example.com'))!
        .click();
      await waitForView(el, 'delete-confirmation');
      await fault({ route: 'delete-payment-method', status: 500 });
      q<HTMLButtonElement>(el, '[data-answer="yes"]')!.click();
      await waitUntil(
        () => (q(el, '[data-view="methods"] .sheet-error')?.textContent ?? '').trim() !== '',
        'no deletion error',
        { timeout: 5000 },
      );
      expect(activeView(el)).to.equal('methods');
      // The loader held after it never says the method was deleted.
      await el.updateComplete;
      expect(q(el, '[part="loader"]')!.hidden).to.equal(false);
      expect(q(el, '[part="loader"]')!.textContent!.trim()).to.equal(enUS.deletingPaymentMethodLabel);
      clock.release(500);
      expect(editToggle(el)!.textContent!.trim(), 'still in edit mode').to.equal('Done editing');
      expect(editToggle(el)!.hasAttribute('aria-pressed'), 'the name says the state, once').to.equal(false);
      expect(listed(el).some((row) => row.includes('shopper@example.com'))).to.equal(true);
      expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === id)).to.have.length(2);
    });
  });

  describe('guest checkout', () => {
    it('fetches no saved methods and offers no save-card checkbox with a tokenization key', async () => {
      const before = (await emulatorState()).analytics.length;
      void before;
      const el = await mountDropin({
        authorization: TOKENIZATION_KEY,
        card: { vault: { allowVaultCardOverride: true } },
      });
      expect(activeView(el)).to.equal('card');
      expect(q(el, '[part~="save-card"]')).to.equal(null);
    });

    it('treats a client token without a customer as a guest', async () => {
      const el = await mountDropin({
        authorization: await clientToken(),
        card: { vault: { allowVaultCardOverride: true } },
      });
      expect(q(el, '[part~="save-card"]')).to.equal(null);
    });
  });

  describe('saving a card', () => {
    it('vaults a card tokenized with the save-card box checked, listed on the next load', async () => {
      const { id, token } = await customerWith([]);
      const first = await mountDropin({ authorization: token, card: { vault: { allowVaultCardOverride: true } } });
      const box = q<HTMLInputElement>(first, '[part~="save-card"] input')!;
      expect(box.checked).to.equal(true);
      await fillCard(first, { number: '5555555555554444' });
      const payload = await first.requestPaymentMethod();
      expect(payload.vaulted).to.equal(true);
      expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === id)).to.have.length(1);
      await unmountAll();
      const second = await mountDropin({ authorization: await clientToken({ customerId: id }) });
      expect(listed(second)).to.have.length(1);
      expect(listed(second)[0]).to.contain('4444');
    });

    it('leaves the box unchecked when vaultCard is false, and then does not save', async () => {
      const { id, token } = await customerWith([]);
      const el = await mountDropin({
        authorization: token,
        card: { vault: { allowVaultCardOverride: true, vaultCard: false } },
      });
      expect(q<HTMLInputElement>(el, '[part~="save-card"] input')!.checked).to.equal(false);
      await fillCard(el);
      const payload = await el.requestPaymentMethod();
      expect(payload.vaulted).to.not.equal(true);
      expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === id)).to.have.length(0);
    });
  });
});

describe('<payment-dropin> saved methods, when things go wrong', () => {
  afterEach(async () => {
    await clearFaults();
    await unmountAll();
  });

  it('shows no saved methods, and still works, when fetching them fails', async () => {
    const { token } = await customerWith([DEFAULT_VISA]);
    await fault({ route: 'vaulted-payment-methods', status: 500 });
    const el = await mountDropin({ authorization: token });
    expect(activeView(el)).to.equal('card');
    expect(listed(el)).to.have.length(0);
    await fillCard(el);
    expect((await el.requestPaymentMethod()).nonce).to.be.a('string');
  });

  it('keeps at most one method in the list for a guest', async () => {
    const el = await mountDropin({ authorization: TOKENIZATION_KEY });
    await fillCard(el);
    await el.requestPaymentMethod();
    await waitForView(el, 'methods');
    // Back on the card sheet the number field takes focus (50 ms after the view opens); the
    // second card is typed from the keyboard alone.
    const numberFocused = nextCardEvent(el, 'card:focus', 'number');
    q<HTMLButtonElement>(el, '[part~="other-ways"]')!.click();
    await waitForView(el, 'card');
    await numberFocused;
    await fillCardByKeyboard(el, { number: '5555555555554444' });
    const second = await el.requestPaymentMethod();
    await waitForView(el, 'methods');
    expect(listed(el)).to.have.length(1);
    expect(listed(el)[0]).to.contain('4444');
    expect(methodButtons(el)[0]!.dataset.nonce).to.equal(second.nonce);
  });
});
