import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../../../host-app/server/db/database.js';
import { startServer, type RunningServer } from '../../../host-app/server/index.js';
import { armFault } from './support/emulated-gateway.js';
import { pagesOnlyOutDir } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';

/**
 * A server stopped (SIGTERM: a deploy, a scale-down) while a payment is under way: the shopper's request gets its
 * answer, and a sale the gateway answers after the shopper was told "not confirmed yet" is recorded before the store
 * closes, so the order is not left unresolved for want of a write.
 */
async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stopping the server during a payment', () => {
  let outDir: string;
  let dataDir: string;

  before(() => {
    outDir = pagesOnlyOutDir('host-app-shutdown-');
    dataDir = mkdtempSync(join(tmpdir(), 'host-app-shutdown-db-'));
  });

  after(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (gatewayTimeoutMs: number, sdkTimeoutMs: number, store = 'memory://'): Promise<RunningServer> =>
    startServer({
      port: 0,
      emulatorPort: 0,
      outDir,
      build: 'never',
      dataDir: store,
      env: {},
      gatewayTimeoutMs,
      sdkTimeoutMs,
      log: () => undefined,
    });

  /** Starts a payment whose sale the gateway holds for `delayMs`; resolves with it once the sale has reached it. */
  const payingSlowly = async (server: RunningServer, shopper: Shopper, delayMs: number) => {
    await armFault(server, { route: 'transaction', delayMs });
    const opened = await shopper.open();
    const paying = shopper.pay(opened);
    const state = async () =>
      (await (await fetch(`${server.emulatorUrl}/__emulator/state`)).json()) as { faults: unknown[] };
    await waitUntil(async () => (await state()).faults.length === 0, 'the sale to reach the gateway');
    return { orderId: opened.orderId, paying };
  };

  it('records the answer of a sale its shopper was told was not confirmed yet, before the store closes', async () => {
    const server = await start(300, 4000, dataDir);
    const shopper = new Shopper(server.url);
    // The shopper is answered after 300 ms ("not confirmed yet"); the gateway answers the sale after 1.5 s.
    const { orderId, paying } = await payingSlowly(server, shopper, 1500);
    const answer = await paying;
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), `/orders/${orderId}`, 'the order page: not confirmed yet');
    await server.close();
    const db = await openDatabase({ dataDir });
    try {
      const [order] = await db.query<{ status: string }>('select status from orders where id = $1', [orderId]);
      assert.equal(order?.status, 'paid', 'the sale made is recorded, not left unresolved');
    } finally {
      await db.close();
    }
  });

  it('by default waits as long as a payment may wait for the gateway (longer than 10 s)', async () => {
    const server = await start(12_000, 24_000);
    const shopper = new Shopper(server.url);
    // The sale takes 10.5 s, within the 12 s the shopper waits for it; the stop comes while it is under way.
    const { orderId, paying } = await payingSlowly(server, shopper, 10_500);
    const stopped = server.close();
    const answer = await paying;
    assert.equal(answer.status, 303, 'the shopper got their answer');
    assert.equal(answer.headers.get('location'), `/orders/${orderId}`);
    await stopped;
    await assert.rejects(fetch(server.url), 'the server no longer answers');
  });
});
