/**
 * Not a test: the page `node scripts/screenshots.mjs` opens to photograph the widget (card sheet
 * with errors, saved methods, delete confirmation, options list) in light, dark and right to
 * left, and Braintree Drop-in 1.40.2's same views beside them. PNGs go to dist/screenshots/.
 * Like the tests, it waits on state (the view shown, its animations over), not on fixed delays.
 */
import { nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import braintreeDropin from 'braintree-web-drop-in';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { SeedMethod } from '../../../emulator/index.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clientToken, seedCustomer, TOKENIZATION_KEY } from '../support/emulator.js';
import { mountDropin, q, unmountAll, waitForView } from './dropin-harness.js';

const METHODS: SeedMethod[] = [
  { type: 'CreditCard', number: '4111111111111111', default: true },
  { type: 'CreditCard', number: '378282246310005' },
  { type: 'PayPalAccount', email: 'shopper@example.com' },
];

const LOOKS = [
  { look: 'light', theme: 'light', locale: 'en_US', page: '#f6f8fa', scheme: '' },
  { look: 'dark', theme: 'auto', locale: 'en_US', page: '#0d1117', scheme: 'dark' },
  { look: 'rtl', theme: 'light', locale: 'ar_EG', page: '#f6f8fa', scheme: '' },
] as const;

let seq = 0;

interface DropinInstance {
  requestPaymentMethod(): Promise<unknown>;
  teardown(): Promise<void>;
}
const dropin = braintreeDropin as unknown as { create(options: object): Promise<DropinInstance> };

/**
 * Resolves once the page shows its settled look: styles applied (two frames, so that a class just changed has
 * started its transitions), then every finite animation and transition over (Drop-in's views slide and fade;
 * its loaders spin forever and are left out), then one more frame drawn.
 */
async function drawn(): Promise<void> {
  await nextFrame();
  await nextFrame();
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await nextFrame();
}

async function shoot(name: string, target: Element): Promise<void> {
  await drawn();
  const rect = target.getBoundingClientRect();
  const margin = 16;
  await executeServerCommand('pd-screenshot', {
    name,
    clip: {
      x: Math.max(0, rect.left - margin),
      y: Math.max(0, rect.top + window.scrollY - margin),
      width: rect.width + 2 * margin,
      height: rect.height + 2 * margin,
    },
  });
}

async function markImagesDrawn(el: PaymentDropin): Promise<void> {
  await waitUntil(
    () =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('.brand-icon')]
        .filter((icon) => icon.getClientRects().length > 0)
        .every((icon) => icon.querySelector('img')?.complete),
    'marks never drawn',
    { timeout: 5000 },
  );
}

describe('screenshots', () => {
  before(async () => {
    await setViewport({ width: 560, height: 900 });
    document.body.style.margin = '0';
    document.body.style.padding = '24px';
    document.body.style.maxWidth = '460px';
  });
  afterEach(unmountAll);

  for (const { look, theme, locale, page, scheme } of LOOKS) {
    it(`ours, ${look}`, async () => {
      document.documentElement.style.colorScheme = scheme;
      document.body.style.background = page;
      const guest = await mountDropin({ theme, locale, paypal: { flow: 'vault' } } as never);
      await waitForView(guest, 'options');
      await markImagesDrawn(guest);
      await shoot(`ours-options-${look}`, guest);
      q<HTMLButtonElement>(guest, '[data-option="card"]')!.click();
      await waitForView(guest, 'card');
      // The card sheet's errors move focus to the number field, whose frame then shows its placeholder.
      const focused = oneEvent(guest, 'card:focus');
      await guest.requestPaymentMethod().catch(() => undefined);
      await focused;
      await guest.updateComplete;
      await markImagesDrawn(guest);
      await shoot(`ours-card-errors-${look}`, guest);
      await unmountAll();

      const id = `shots-${Date.now()}-${++seq}`;
      await seedCustomer({ id, paymentMethods: METHODS });
      const token = await clientToken({ customerId: id });
      const el = await mountDropin({
        authorization: token,
        vaultManager: true,
        theme,
        locale,
        paypal: { flow: 'vault' },
      } as never);
      await waitForView(el, 'methods');
      await markImagesDrawn(el);
      await shoot(`ours-saved-methods-${look}`, el);
      q<HTMLButtonElement>(el, '[part~="edit-toggle"]')!.click();
      await el.updateComplete;
      q<HTMLButtonElement>(el, '[data-view="methods"] [data-nonce]')!.click();
      await waitForView(el, 'delete-confirmation');
      await shoot(`ours-delete-confirmation-${look}`, el);
    });
  }

  // Braintree Drop-in 1.40.2 on the same emulator, its own stylesheet, for comparison (light, left to right).
  it('Drop-in 1.40.2', async () => {
    document.documentElement.style.colorScheme = '';
    document.body.style.background = '#f6f8fa';
    const css = (await import('braintree-web-drop-in/dropin.css?inline')) as { default: string };
    const style = document.createElement('style');
    style.id = 'braintree-dropin-stylesheet';
    style.textContent = css.default;
    document.head.append(style);
    const shootDropin = async (name: string, container: HTMLElement): Promise<void> => {
      await waitUntil(() => container.offsetHeight > 60, `Drop-in drew nothing for ${name}`, { timeout: 8000 });
      await shoot(name, container);
    };

    const guestBox = document.createElement('div');
    document.body.append(guestBox);
    const guest = await dropin.create({
      authorization: TOKENIZATION_KEY,
      container: guestBox,
      paypal: { flow: 'vault' },
    });
    await shootDropin('dropin-options-light', guestBox);
    guestBox.querySelector<HTMLElement>('[data-braintree-id="payment-option-card"], .braintree-option__card')?.click();
    await waitUntil(
      () => guestBox.querySelector('.braintree-show-card .braintree-sheet--active'),
      'Drop-in never showed the card',
      {
        timeout: 8000,
      },
    );
    await drawn();
    await guest.requestPaymentMethod().catch(() => undefined);
    await shootDropin('dropin-card-errors-light', guestBox);
    await guest.teardown();
    guestBox.remove();

    const id = `shots-dropin-${Date.now()}`;
    await seedCustomer({ id, paymentMethods: METHODS });
    const token = await clientToken({ customerId: id });
    // Drop-in's teardown removed its stylesheet: put it back for the second instance.
    if (!style.isConnected) document.head.append(style);
    const box = document.createElement('div');
    document.body.append(box);
    const saved = await dropin.create({
      authorization: token,
      container: box,
      vaultManager: true,
      paypal: { flow: 'vault' },
    });
    await shootDropin('dropin-saved-methods-light', box);
    box.querySelector<HTMLElement>('[data-braintree-id="methods-edit"]')?.click();
    await waitUntil(() => box.querySelector('.braintree-methods--edit'), 'Drop-in never entered edit mode', {
      timeout: 8000,
    });
    await drawn();
    box.querySelector<HTMLElement>('.braintree-method')?.click();
    await shootDropin('dropin-delete-confirmation-light', box);
    await saved.teardown().catch(() => undefined);
    box.remove();
    style.remove();
  });
});
