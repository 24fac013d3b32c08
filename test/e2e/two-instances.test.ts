/**
 * Two product servers on one PostgreSQL against one gateway emulator that runs on its own
 * (`npx payment-dropin-emulator`, reached with BRAINTREE_ENVIRONMENT=development and
 * BRAINTREE_GATEWAY_URL), as a merchant's staging would run them behind a load balancer. A shopper's
 * cookies reach both (one host). Needs DATABASE_URL; `.ci/run` starts a throwaway PostgreSQL for it.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { emulatorControl } from '../node/host-app/support/emulated-gateway.js';
import { pagesOnlyOutDir } from '../node/host-app/support/pages-only.js';
import { Shopper, type OpenedCheckout } from '../node/host-app/support/shopper.js';
import { killAll, startProcess, type Started } from './support/processes.js';

const DATABASE_URL = process.env.DATABASE_URL;
const SKIP = DATABASE_URL
  ? false
  : 'DATABASE_URL is not set: these tests need PostgreSQL. Run them with DATABASE_URL=postgres://… (bash .ci/run starts a throwaway cluster and sets it)';
const GATEWAY_TIMEOUT_MS = 3000;
const SDK_TIMEOUT_MS = 6000;

interface Sale {
  id: string;
  orderId?: string;
  status: string;
  amount: string;
}

let emulator: Started;
let emulatorUrl = '';
let outDir = '';
const servers: Started[] = [];

/** The control API of the gateway both servers share. */
function control(method: string, path: string, body?: unknown): Promise<unknown> {
  return emulatorControl({ emulatorUrl }, method, path, body);
}

/** A reset gateway with duplicate checking on, as a Braintree account has it. */
async function freshGateway(): Promise<void> {
  await control('POST', 'reset');
  await control('POST', 'merchant', { duplicateCheckWindowSeconds: 30 });
}

async function gateway(): Promise<{ transactions: Sale[]; heldByFaults: number }> {
  return (await control('GET', 'state')) as { transactions: Sale[]; heldByFaults: number };
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A product server process on the shared PostgreSQL and the standalone emulator. */
async function startInstance(): Promise<{ url: string; process: Started }> {
  const started = await startProcess(
    ['--conditions=source', '--import', 'tsx', 'test/e2e/support/server-process.ts'],
    {
      ...process.env,
      DATABASE_URL,
      BRAINTREE_ENVIRONMENT: 'development',
      BRAINTREE_GATEWAY_URL: emulatorUrl,
      BRAINTREE_MERCHANT_ID: 'emulated_merchant',
      BRAINTREE_PUBLIC_KEY: 'emulated_public_key',
      BRAINTREE_PRIVATE_KEY: 'emulated_private_key',
      SERVER_OUT_DIR: outDir,
      GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      SDK_TIMEOUT_MS: String(SDK_TIMEOUT_MS),
    },
    /listening (http:\/\/\S+)/,
  );
  servers.push(started);
  return { url: started.match[1]!, process: started };
}

/** The same shopper (the same cookies) at another instance. */
function at(url: string, shopper: Shopper): Shopper {
  const other = new Shopper(url);
  for (const [name, value] of shopper.cookies) other.cookies.set(name, value);
  return other;
}

/** The order's page at `url`, read by `shopper`: the receipt's transaction id, if it is a receipt. */
async function receiptTransaction(url: string, shopper: Shopper, orderId: string): Promise<string | undefined> {
  const page = await (await at(url, shopper).get(`/orders/${orderId}`)).text();
  return page.includes('Payment received') ? /<dd id="transaction-id">([^<]+)<\/dd>/.exec(page)?.[1] : undefined;
}

describe('two server instances on one PostgreSQL and one standalone emulator', () => {
  let a: { url: string; process: Started };
  let b: { url: string; process: Started };

  before(async () => {
    if (SKIP) return;
    outDir = pagesOnlyOutDir('two-instances-');
    emulator = await startProcess(
      ['emulator/bin/payment-dropin-emulator.mjs'],
      { ...process.env, EMULATOR_PORT: '0' },
      /Node SDK \(HTTP\):\s+(http:\/\/\S+)/,
    );
    emulatorUrl = emulator.match[1]!;
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  after(() => {
    killAll();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  // Each test says it is skipped and why, so the run's closing line counts it.
  it('charges one order submitted to both instances at once exactly once, 50 times over', { skip: SKIP }, async () => {
    await freshGateway();
    const orders: OpenedCheckout[] = [];
    const shoppers: Shopper[] = [];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const shopper = new Shopper(a.url);
          const opened = await shopper.open();
          const answers = await Promise.all([
            shopper.pay(opened),
            at(b.url, shopper).pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' }),
          ]);
          assert.deepEqual(
            answers.map((r) => r.status),
            [303, 303],
            'both submits lead to the order',
          );
          orders.push(opened);
          shoppers.push(shopper);
        }),
      );
    }
    const sales = (await gateway()).transactions;
    assert.equal(orders.length, 50);
    for (const [i, opened] of orders.entries()) {
      const ofOrder = sales.filter((sale) => sale.orderId === opened.orderId);
      assert.equal(ofOrder.length, 1, `order ${opened.orderId}: ${ofOrder.length} sales`);
      assert.equal(await receiptTransaction(b.url, shoppers[i]!, opened.orderId), ofOrder[0]!.id);
    }
  });

  it(
    'charges no order twice when an instance is killed with 20 payments in flight and they are paid again through the other',
    { skip: SKIP },
    async () => {
      await freshGateway();
      // Each sale takes 1.5 s at the gateway: all 20 are there, under way, when the instance dies.
      await control('POST', 'faults', { route: 'transaction', delayMs: 1500, times: 20 });
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => new Shopper(a.url)));
      const orders = await Promise.all(shoppers.map((shopper) => shopper.open()));
      const posts = orders.map((opened, i) => shoppers[i]!.pay(opened).catch(() => undefined));
      await waitUntil(async () => (await gateway()).heldByFaults === 20, 'the 20 sales to be under way');
      a.process.child.kill('SIGKILL');
      await a.process.exited;
      await Promise.all(posts);

      // Each shopper pays again, through the other instance, with new details.
      const again = await Promise.all(
        orders.map((opened, i) =>
          at(b.url, shoppers[i]!).pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' }),
        ),
      );
      assert.ok(
        again.every((r) => r.status === 303),
        `answers: ${again.map((r) => r.status).join(', ')}`,
      );
      await waitUntil(async () => (await gateway()).heldByFaults === 0, 'the held sales to land');
      for (const [i, opened] of orders.entries()) {
        await waitUntil(
          async () => (await receiptTransaction(b.url, shoppers[i]!, opened.orderId)) !== undefined,
          `the receipt of order ${opened.orderId}`,
        );
      }
      const sales = (await gateway()).transactions;
      for (const [i, opened] of orders.entries()) {
        const ofOrder = sales.filter((sale) => sale.orderId === opened.orderId);
        assert.equal(ofOrder.length, 1, `order ${opened.orderId} has ${ofOrder.length} sales`);
        assert.equal(ofOrder[0]!.amount, '10.00');
        assert.equal(await receiptTransaction(b.url, shoppers[i]!, opened.orderId), ofOrder[0]!.id);
      }
    },
  );
});
