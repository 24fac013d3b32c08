/**
 * With every way to pay, the wallets' answers while the widget sets up are drawn once a frame, and a wallet's answer
 * after the first paint changes its own parts only (its row, its sheet), on the real braintree-web modules and the
 * emulator's wallet stand-ins.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import {
  TOKENIZATION_KEY,
  clientToken,
  configureMerchant,
  emulatorState,
  fault,
  releaseHeld,
  resetEmulator,
  seedCustomer,
} from '../support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript } from '../support/wallets.js';
import { unmountAll } from './dropin-harness.js';

const EVERY_WAY_TO_PAY = {
  authorization: TOKENIZATION_KEY,
  paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' },
  paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'USD' },
  venmo: { allowDesktop: true, paymentMethodUsage: 'single_use' },
  applePay: { displayName: 'Emulated shop', paymentRequest: { total: { label: 'Emulated shop', amount: '10.00' } } },
  googlePay: {
    googlePayVersion: 2,
    transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' },
  },
};

/** Counts the animation frames drawn while it runs. */
function frameCounter(): { readonly frame: number; stop(): void } {
  let frame = 0;
  let running = true;
  const tick = (): void => {
    frame += 1;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return {
    get frame() {
      return frame;
    },
    stop: () => void (running = false),
  };
}

/** A widget (with every way to pay unless told) that notes `when()` at each of its updates: a frame, or a time. */
function widgetCountingUpdates(
  when: () => number,
  options: object = EVERY_WAY_TO_PAY,
): { el: PaymentDropin; updates: number[] } {
  const el = document.createElement('payment-dropin');
  el.options = options as never;
  const updates: number[] = [];
  const probe = el as unknown as { update(changed: unknown): void };
  const update = probe.update.bind(el);
  probe.update = (changed) => {
    updates.push(when());
    update(changed);
  };
  return { el, updates };
}

describe('<payment-dropin> with every way to pay, while it sets up', () => {
  before(() => loadScript(APPLE_PAY_SESSION_SCRIPT));
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  it('draws the answers that come within one frame in one update', async () => {
    const frames = frameCounter();
    const { el, updates } = widgetCountingUpdates(() => frames.frame);
    const ready = oneEvent(el, 'ready');
    document.body.append(el);
    try {
      await ready;
      const beforeReady = updates.length;
      await el.updateComplete;
      // The first drawing, then setup's answers, then the drawing of its end (which joins the answers of its frame).
      const whileSettingUp = updates.slice(0, beforeReady + 1);
      expect(whileSettingUp.length, 'updates while setting up').to.be.at.least(2);
      const twice = whileSettingUp.filter((frame, i) => whileSettingUp.indexOf(frame) !== i);
      expect(twice, `frames with more than one update (updates in frames ${whileSettingUp.join(', ')})`).to.deep.equal(
        [],
      );
    } finally {
      frames.stop();
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });

  it("changes only a wallet's own row when the gateway turns it down after the first paint", async () => {
    await configureMerchant({ venmoEnabled: false });
    // The gateway's answer is held while the first paint is looked at (then the test lets the real answer through).
    await fault({ route: 'configuration', delayMs: 30_000 });
    const el = document.createElement('payment-dropin');
    el.options = EVERY_WAY_TO_PAY as never;
    const ready = oneEvent(el, 'ready');
    const rows = (): HTMLElement[] => [
      ...(el.shadowRoot?.querySelectorAll<HTMLElement>('[data-view="options"] [data-option]') ?? []),
    ];
    const idOf = (row: HTMLElement): string => row.dataset.option ?? '';
    document.body.append(el);
    try {
      // Drawn from the merchant's options before the gateway answers, the list has a row for Venmo.
      await waitUntil(() => rows().some((row) => idOf(row) === 'venmo'), 'the first paint listed no Venmo row', {
        timeout: 4000,
      });
      expect((await emulatorState()).heldByFaults, 'the answer came before the first paint was seen').to.equal(1);
      const list = el.shadowRoot!.querySelector('[data-view="options"] ul')!;
      const before = new Map(rows().map((row) => [idOf(row), row.closest('li')!]));
      const records: MutationRecord[] = [];
      const observer = new MutationObserver((found) => records.push(...found));
      observer.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
      await releaseHeld();
      await ready;
      await el.updateComplete;
      records.push(...observer.takeRecords());
      observer.disconnect();
      expect(rows().map(idOf), 'the rows once ready').to.not.include('venmo');
      // Every other row is the very element it was, and nothing in it changed; the list lost Venmo's row only.
      for (const row of rows()) expect(row.closest('li'), `${idOf(row)}'s row`).to.equal(before.get(idOf(row)));
      const venmoRow = before.get('venmo')!;
      const elsewhere = records.filter((record) =>
        record.target === list
          ? [...record.addedNodes, ...record.removedNodes].some(
              (node) => node !== venmoRow && node.nodeType !== Node.COMMENT_NODE,
            )
          : !venmoRow.contains(record.target),
      );
      expect(
        elsewhere.map((record) => `${record.type} on ${(record.target as Element).outerHTML?.slice(0, 60) ?? '#text'}`),
      ).to.deep.equal([]);
    } finally {
      await releaseHeld();
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });
});

describe('<payment-dropin> while setup waits with nothing new', () => {
  beforeEach(resetEmulator);
  afterEach(unmountAll);

  it("does not draw again at Drop-in's 200 ms poll: a customer's saved methods held for 4 s cost a few updates, not one a tick", async () => {
    const id = `redraws-${Date.now()}`;
    await seedCustomer({ id, paymentMethods: [{ type: 'CreditCard', number: '4111111111111111', default: true }] });
    const authorization = await clientToken({ customerId: id });
    await fault({ route: 'vaulted-payment-methods', delayMs: 4000 });
    const { el, updates } = widgetCountingUpdates(() => performance.now(), { authorization });
    const ready = oneEvent(el, 'ready');
    document.body.append(el);
    try {
      await waitUntil(
        async () => (await emulatorState()).heldByFaults === 1,
        'the saved methods were never asked for',
        {
          timeout: 10000,
        },
      );
      const heldFrom = performance.now();
      await waitUntil(async () => (await emulatorState()).heldByFaults === 0, 'the held answer never went', {
        timeout: 10000,
        interval: 100,
      });
      const heldUntil = performance.now();
      await ready;
      const whileHeld = updates.filter((at) => at >= heldFrom && at <= heldUntil);
      const ticks = Math.floor((heldUntil - heldFrom) / 200);
      // What may change meanwhile: the card's answer, its frames, the lists' code arriving. The poll finds nothing new.
      expect(ticks, 'poll ticks in the held time').to.be.at.least(10);
      expect(whileHeld.length, `updates in ${Math.round(heldUntil - heldFrom)} ms held`).to.be.at.most(4);
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });
});
