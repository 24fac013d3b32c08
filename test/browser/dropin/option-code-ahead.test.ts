/**
 * Every option's code is reached through one table that loads on demand (options/option-code.ts): a card-only page
 * never asks for it (so it names none of the wallets' chunks), and a page whose options name a wallet asks for it while
 * the gateway's configuration is on its way, so the wallet's own code is asked for as soon as the gateway turns it on.
 * Its own file: the table, once loaded, stays loaded for the page, and the card-only check comes first.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loadedLists } from '../../../elements/element/lists-loader.js';
import { emulatorState, fault, releaseHeld, resetEmulator } from '../support/emulator.js';
import { activeView, mountDropin, unmountAll } from './dropin-harness.js';

// The test pages load hundreds of modules: past the browser's default 250 entries, new ones would go unrecorded (and
// "never fetched" would hold whatever the widget fetched).
performance.setResourceTimingBufferSize(100_000);

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

/**
 * The page's first resource timing entry since `since` whose address contains `part` (assert on its fields: chai's
 * message for the entry itself never ends).
 */
function fetched(part: string, since = 0): PerformanceResourceTiming | undefined {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
    (entry) => entry.startTime >= since && entry.name.includes(part),
  );
}

describe("<payment-dropin> and the table of the options' code", () => {
  beforeEach(() => resetEmulator());
  afterEach(() => unmountAll());

  it('is never fetched by a card-only page, through ready and the lists that follow it', async () => {
    const el = await mountDropin();
    expect(activeView(el)).to.equal('card');
    await waitUntil(() => loadedLists() !== undefined, "the lists' code never came", { timeout: 5000 });
    expect(fetched('/options/option-code.ts')?.name, 'the table was fetched').to.equal(undefined);
    expect(fetched('/options/paypal/paypal-option')?.name, "PayPal's code was fetched").to.equal(undefined);
  });

  it("is asked for by a page that offers PayPal while the gateway's configuration is on its way", async () => {
    await fault({ route: 'configuration', delayMs: 30_000 });
    const el = await mountDropin({ paypal: PAYPAL }, { waitForReady: false });
    try {
      await waitUntil(
        async () => (await emulatorState()).heldByFaults > 0,
        'the configuration request never reached the emulator',
        { timeout: 5000 },
      );
      await waitUntil(
        () => fetched('/options/option-code.ts') !== undefined,
        'the table was not asked for while the configuration was held',
        { timeout: 5000 },
      );
      expect(fetched('/options/paypal/paypal-option')?.name, "PayPal's code came before the gateway's answer").to.equal(
        undefined,
      );
    } finally {
      await releaseHeld();
    }
    // Once the gateway turns PayPal on, its code is asked for through the table.
    await waitUntil(() => fetched('/options/paypal/paypal-option') !== undefined, "PayPal's code never came", {
      timeout: 10_000,
    });
    await waitUntil(() => activeView(el) === 'options', 'the widget never showed its options', { timeout: 10_000 });
  });
});
