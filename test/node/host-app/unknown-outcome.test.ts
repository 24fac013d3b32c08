import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { emulatorGateway } from '../../../host-app/server/gateway-mode.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { Shopper } from './support/shopper.js';
import {
  emulatedSales,
  emulatorControl,
  heldByFaults,
  stallsOver,
  waitUntil,
  type EmulatedSale,
} from './support/emulated-gateway.js';

/**
 * A sale whose answer is late or never comes: the order's outcome is found out, never guessed. The
 * times are the (a 15 s answer, a 20 s stall) scaled down: the shopper's answer comes after
 * 600 ms (`gatewayTimeoutMs`), the SDK waits 1.5 s (`sdkTimeoutMs`), and the gateway stalls a sale for
 * 1 s (answered late) or 2.5 s (never answered; the sale is made after the SDK gave up).
 */
const GATEWAY_TIMEOUT_MS = 600;
const SDK_TIMEOUT_MS = 1500;
const UNCONFIRMED = 'We could not confirm your payment yet. Do not pay again; this page will update.';

let server: RunningServer;
let shopper: Shopper;
/** The lines the server logs for the merchant's attention. */
const errors: string[] = [];

const salesOf = (orderId: string): Promise<EmulatedSale[]> => emulatedSales(server, orderId);

/** The order's page as the shopper's browser shows it (following the checkout's redirect, if any). */
async function orderPage(orderId: string): Promise<{ status: number; text: string }> {
  const response = await shopper.get(`/orders/${orderId}`);
  return { status: response.status, text: await response.text() };
}

/** The answer to a checkout post, followed as a browser would (a redirect to the order's page). */
async function shown(response: Response): Promise<string> {
  if (response.status !== 303) return response.text();
  return (await shopper.get(response.headers.get('location')!)).text();
}

describe('when the gateway does not answer a sale in time', () => {
  const servers = serversOnPagesOnly('host-app-unknown-');

  before(async () => {
    server = await servers.start({
      gatewayTimeoutMs: GATEWAY_TIMEOUT_MS,
      sdkTimeoutMs: SDK_TIMEOUT_MS,
      logError: (line) => errors.push(line),
    });
  });

  beforeEach(async () => {
    await stallsOver(server);
    await emulatorControl(server, 'POST', 'reset');
    shopper = new Shopper(server.url);
  });

  it('tells the shopper the payment is not confirmed yet, never that nothing was charged', async () => {
    // The sale lands after 2.5 s: the order's page, fetched after the 0.6 s answer, is read long before (a 1 s
    // stall left a loaded machine too little time between the answer and the page).
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: 1, delayMs: 2500 });
    const opened = await shopper.open();
    const page = await shown(await shopper.pay(opened));
    assert.ok(page.includes(UNCONFIRMED), page);
    assert.doesNotMatch(page, /not been charged/);
    // The page updates itself, with or without JavaScript.
    assert.match(page, /<meta http-equiv="refresh" content="\d+" \/>/);
  });

  it('records the late answer: the order resolves to paid, and its page becomes the receipt of that sale', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: 1, delayMs: 1000 });
    const opened = await shopper.open();
    await shopper.pay(opened);
    await waitUntil(async () => (await orderPage(opened.orderId)).text.includes('Payment received'), 'the receipt');
    await stallsOver(server);
    const [sale, ...others] = await salesOf(opened.orderId);
    assert.deepEqual(others, []);
    const receipt = await orderPage(opened.orderId);
    assert.equal(receipt.status, 200);
    assert.match(receipt.text, new RegExp(`<dd id="transaction-id">${sale!.id}</dd>`));
  });

  it('makes one sale when the shopper pays again at once with a new nonce while the first sale is held', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: 1, delayMs: 1000 });
    const opened = await shopper.open();
    const first = await shopper.pay(opened);
    assert.notEqual(first.status, 200);
    const retry = await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' });
    assert.ok([303, 409].includes(retry.status), `the retry answered ${retry.status}`);
    await stallsOver(server);
    await waitUntil(async () => (await orderPage(opened.orderId)).text.includes('Payment received'), 'the receipt');
    assert.equal((await salesOf(opened.orderId)).length, 1, 'one sale for the order');
  });

  it('voids a sale the gateway makes after the order was released as not charged, and the order stays not charged', async () => {
    // The stall outlasts the attempt (twice the SDK's 1.5 s): the order is released before the sale is made.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: 1, delayMs: 6000 });
    const opened = await shopper.open();
    assert.ok((await shown(await shopper.pay(opened))).includes(UNCONFIRMED));
    await waitUntil(async () => {
      await server.reconcile();
      return (await server.orders.find(opened.orderId))?.failure === 'not-charged';
    }, 'the release');
    assert.equal(await heldByFaults(server), 1, 'released while the sale was still held');
    assert.match((await orderPage(opened.orderId)).text, /you have not been charged/);

    await stallsOver(server);
    await server.reconcile();
    const [sale, ...others] = await salesOf(opened.orderId);
    assert.ok(sale, 'the late sale');
    assert.deepEqual(others, []);
    assert.equal((await emulatorGateway(server.emulator!).transaction.find(sale.id)).status, 'voided');
    const order = (await server.orders.find(opened.orderId))!;
    assert.equal(order.status, 'failed');
    assert.equal(order.failure, 'not-charged');
    assert.deepEqual(
      order.lateSales.map(({ transactionId, outcome }) => ({ transactionId, outcome })),
      [{ transactionId: sale.id, outcome: 'voided' }],
    );
    assert.ok(
      errors.some((line) => line.includes(opened.orderId) && line.includes(sale.id)),
      errors.join('\n'),
    );
    assert.match((await orderPage(opened.orderId)).text, /you have not been charged/);
  });

  it('finds a sale made after the SDK gave up, and never charges the order again', async () => {
    // The stall outlasts the SDK: no answer ever comes, but the gateway makes the sale.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', times: 1, delayMs: 2500 });
    const opened = await shopper.open();
    const first = await shown(await shopper.pay(opened));
    assert.ok(first.includes(UNCONFIRMED), first);
    const retry = await shown(await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' }));
    assert.doesNotMatch(retry, /Payment received/, 'the retry did not charge');
    await stallsOver(server);
    await server.reconcile();
    await waitUntil(async () => (await orderPage(opened.orderId)).text.includes('Payment received'), 'the receipt');
    const sales = await salesOf(opened.orderId);
    assert.equal(sales.length, 1);
    assert.match((await orderPage(opened.orderId)).text, new RegExp(`<dd id="transaction-id">${sales[0]!.id}</dd>`));
  });
});
