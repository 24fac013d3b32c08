/**
 * Safari, and Chrome on most Android phones, keep a page's cross-origin frames in the page's own process; desktop
 * Chromium gives each site a process of its own, and the main browser suite runs there. A frame in the page's
 * process still talks to the page while it is being taken off it, so what braintree-web's hosted fields say in that
 * moment reaches the widget after its teardown has begun. This suite runs in a Chromium started with site isolation
 * off (`WTR_SAME_PROCESS=1`, scripts/test.mjs), where the card frames live in the page's process, as there.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { clearFaults, emulatorState, fault, releaseHeld } from '../support/emulator.js';
import { nothingHappensWithin } from '../support/nothing-happens.js';
import { fillCard, mountDropin, unmountAll } from '../dropin/dropin-harness.js';

describe('<payment-dropin> with its card frames in the page’s process', () => {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent): void => {
    uncaught.push(event.error ?? event.message);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    uncaught.push(event.reason);
    event.preventDefault();
  };
  beforeEach(() => {
    uncaught.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(async () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    await releaseHeld();
    await clearFaults();
    await unmountAll();
  });

  it('pays with a card typed into the frames', async () => {
    const el = await mountDropin();
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(uncaught.map(String)).to.deep.equal([]);
  });

  it('a teardown while the card is being tokenized ends quietly: the request rejects as canceled, nothing uncaught', async () => {
    const el = await mountDropin();
    await fillCard(el);
    await fault({ route: 'tokenize', delayMs: 30_000 });
    const request = el.requestPaymentMethod().then(
      () => 'resolved',
      (error: PaymentDropinError) => error.kind,
    );
    await waitUntil(
      async () => (await emulatorState()).heldByFaults === 1,
      'the tokenization never reached the gateway',
      {
        timeout: 5000,
      },
    );
    await el.teardown();
    await releaseHeld();
    // The frame's late answer comes as it is taken off the page, within a few tasks; before the fix it threw here.
    await nothingHappensWithin(1500);
    expect(uncaught.map(String)).to.deep.equal([]);
    expect(await request).to.equal('canceled');
  });
});
