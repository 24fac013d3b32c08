import { expect, waitUntil } from '@open-wc/testing';
import type { SeedMethod } from '../../../emulator/index.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clientToken, seedCustomer } from '../support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript } from '../support/wallets.js';
import { mountDropin, q, typeInto, unmountAll, waitForView } from './dropin-harness.js';

let seq = 0;
async function customerToken(methods: SeedMethod[]): Promise<string> {
  const id = `axe-${Date.now()}-${++seq}`;
  await seedCustomer({ id, paymentMethods: methods });
  return clientToken({ customerId: id });
}

const METHODS: SeedMethod[] = [
  { type: 'CreditCard', number: '4111111111111111', default: true },
  { type: 'CreditCard', number: '378282246310005' },
  { type: 'PayPalAccount', email: 'shopper@example.com' },
];

const COMBINATIONS = [
  { name: 'light, left to right', theme: 'light', locale: 'en_US' },
  { name: 'dark, left to right', theme: 'dark', locale: 'en_US' },
  { name: 'light, right to left', theme: 'light', locale: 'ar_EG' },
  { name: 'dark, right to left', theme: 'dark', locale: 'he_IL' },
] as const;

async function accessible(el: PaymentDropin, view: string): Promise<void> {
  await el.updateComplete;
  try {
    await expect(el).to.be.accessible();
  } catch (error) {
    throw new Error(`${view}: ${(error as Error).message}`, { cause: error });
  }
}

/** The three wallets as the emulated merchant offers them (Venmo's desktop flow, the Apple Pay stand-in). */
const WALLETS = {
  venmo: { allowDesktop: true, paymentMethodUsage: 'single_use' },
  applePay: { displayName: 'Emulated shop', paymentRequest: { total: { label: 'Emulated shop', amount: '10.00' } } },
  googlePay: {
    googlePayVersion: 2,
    transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
  },
};

describe('<payment-dropin> accessibility of every view, in light and dark, left to right and right to left', () => {
  before(() => loadScript(APPLE_PAY_SESSION_SCRIPT));
  afterEach(unmountAll);

  for (const { name, theme, locale } of COMBINATIONS) {
    it(`loading, options, card sheet (empty, with errors, being filled) and PayPal sheet pass axe (${name})`, async () => {
      const loading = await mountDropin({ theme, locale, paypal: { flow: 'vault' } } as never, { waitForReady: false });
      await loading.updateComplete;
      // Still setting up (the spinner, or the options list drawn in its place while the gateway answers).
      expect(q(loading, '[part="panel"]')!.getAttribute('aria-busy')).to.equal('true');
      await accessible(loading, 'loading');
      await unmountAll();

      const el = await mountDropin({ theme, locale, paypal: { flow: 'vault' } } as never);
      await waitForView(el, 'options');
      await accessible(el, 'options');
      q<HTMLButtonElement>(el, '[data-option="card"]')!.click();
      await waitForView(el, 'card');
      await accessible(el, 'card sheet, empty');
      await el.requestPaymentMethod().catch(() => undefined);
      await waitUntil(() => q(el, '[data-view="card"] .sheet-error')!.textContent!.trim() !== '', 'no sheet error');
      await accessible(el, 'card sheet, with errors');
      await typeInto(el, 'number', '4111111111111111');
      await waitUntil(() => q(el, '.field-brand')!.dataset.detected === 'Visa', 'Visa never detected');
      await accessible(el, 'card sheet, being filled');
      q<HTMLButtonElement>(el, '.panel > [part~="other-ways"]')!.click();
      await waitForView(el, 'options');
      q<HTMLButtonElement>(el, '[data-option="paypal"]')!.click();
      await waitForView(el, 'paypal');
      await accessible(el, 'PayPal sheet');
    });

    it(`the Venmo, Apple Pay and Google Pay sheets pass axe (${name})`, async () => {
      const el = await mountDropin({ theme, locale, ...WALLETS } as never);
      await waitForView(el, 'options');
      for (const wallet of ['venmo', 'applePay', 'googlePay']) {
        q<HTMLButtonElement>(el, `[data-option="${wallet}"]`)!.click();
        await waitForView(el, wallet);
        await accessible(el, `${wallet} sheet`);
        q<HTMLButtonElement>(el, '.panel > [part~="other-ways"]')!.click();
        await waitForView(el, 'options');
      }
    });

    it(`saved methods, edit mode and the delete confirmation pass axe (${name})`, async () => {
      const token = await customerToken(METHODS);
      const el = await mountDropin({
        authorization: token,
        vaultManager: true,
        theme,
        locale,
        paypal: { flow: 'vault' },
      } as never);
      await waitForView(el, 'methods');
      await accessible(el, 'saved methods');
      q<HTMLButtonElement>(el, '[part~="edit-toggle"]')!.click();
      await el.updateComplete;
      await accessible(el, 'edit mode');
      q<HTMLButtonElement>(el, '[data-view="methods"] [data-nonce]')!.click();
      await waitForView(el, 'delete-confirmation');
      await accessible(el, 'delete confirmation');
    });
  }
});
