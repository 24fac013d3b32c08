import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';
import { openDatabase } from '../../../host-app/server/db/database.js';
import { emulatorGateway } from '../../../host-app/server/gateway-mode.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { armFault, developmentGatewayEnv } from './support/emulated-gateway.js';
import { serversOnPagesOnly } from './support/pages-only.js';
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
  let dataDir: string;
  const servers = serversOnPagesOnly('host-app-shutdown-');
  const start = (gatewayTimeoutMs: number, sdkTimeoutMs: number, store = 'memory://'): Promise<RunningServer> =>
    servers.start({ dataDir: store, gatewayTimeoutMs, sdkTimeoutMs });

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'host-app-shutdown-db-'));
  });

  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
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

/**
 * A server stopped while its reconciler is looking an unresolved order up at a gateway that is slow to answer (as
 * Braintree's is, which lives on after the server): the shutdown waits for that pass before it closes the store, so
 * what the pass found is recorded and none of its writes meets a closed store; no new pass starts.
 */
describe('stopping the server during a reconciler pass', () => {
  let dataDir: string;
  let emulator: Emulator;
  const servers = serversOnPagesOnly('host-app-shutdown-pass-');

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'host-app-shutdown-pass-db-'));
    // A gateway of its own, which a shutdown of the server does not close.
    emulator = await createEmulator({ port: 0, browserAccess: 'direct' });
  });

  after(async () => {
    await emulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for the pass under way, which records what it found and looks at no further order, then starts none', async () => {
    const logs: string[] = [];
    const server = await servers.start({
      dataDir,
      env: developmentGatewayEnv(emulator),
      gatewayTimeoutMs: 5000,
      sdkTimeoutMs: 10_000,
      // Only the passes the test asks for.
      reconcileEveryMs: 60 * 60 * 1000,
      log: (line) => logs.push(line),
    });
    // The pass at start has ended.
    await server.reconcile();
    // Two orders whose sales got no answer, each paid at the gateway.
    const gateway = emulatorGateway(emulator);
    const ids: string[] = [];
    for (const session of ['a', 'b']) {
      const order = await server.orders.create({ sessionId: session, amount: '10.00', currency: 'USD' });
      const claimed = (await server.orders.claim(order.id, { deadAt: Date.now() + 60_000, saved: false }))!;
      await server.orders.markUnknown(claimed.id, claimed.attempts);
      const sale = await gateway.transaction.sale({
        amount: '10.00',
        paymentMethodNonce: 'fake-valid-visa-nonce',
        orderId: order.id,
        options: { submitForSettlement: true },
      });
      assert.ok(sale.success);
      ids.push(order.id);
    }
    // The gateway holds the first search for 1.5 s, through the emulator's control API.
    const fault = await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'advanced_search_ids', delayMs: 1500 }),
    });
    assert.ok(fault.ok, `the fault was refused: ${fault.status}`);
    let passEndedAt: number | undefined;
    const passing = server.reconcile().finally(() => (passEndedAt = Date.now()));
    const held = async () =>
      ((await (await fetch(`${emulator.url}/__emulator/state`)).json()) as { heldByFaults: number }).heldByFaults;
    await waitUntil(async () => (await held()) === 1, 'the search to reach the gateway');

    await server.close();
    const closedAt = Date.now();
    assert.ok(passEndedAt !== undefined && passEndedAt <= closedAt, 'the shutdown ended after the pass, not before');
    const report = await passing;
    assert.equal(report.looked, 1, 'the pass looked at no order after the shutdown began');
    assert.equal(report.paid, 1);
    // A read or write that meets the closed store fails, and the pass logs it as something it "could not" do.
    assert.deepEqual(
      logs.filter((line) => /could not/.test(line)),
      [],
      'no read or write of the pass met a closed store',
    );
    await assert.rejects(server.reconcile(), /^Error: The reconciler is closed \(the server is shutting down\)/);

    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ status: string }>('select status from orders where id in ($1, $2)', ids);
      const statuses = rows.map((row) => row.status).sort();
      assert.deepEqual(statuses, ['paid', 'unknown'], 'the order looked at is paid; the other waits for a next pass');
    } finally {
      await db.close();
    }
  });
});
