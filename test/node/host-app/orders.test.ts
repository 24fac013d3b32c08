import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { inputValue, Shopper } from './support/shopper.js';
import { aheadClock, PAST_ANY_ATTEMPT_MS } from './support/ahead-clock.js';
import {
  emulatedSales,
  emulatorControl,
  stallsOver,
  waitUntil,
  type EmulatedSale,
} from './support/emulated-gateway.js';

/**
 * The orders server as an attacker and an unlucky shopper would meet it: tampered amounts,
 * cross-site posts, double and concurrent submits, replays, a stalled gateway, bad input, restarts.
 */
let server: RunningServer;
let dataDir: string;
let shopper: Shopper;

/** The emulator's sales, all or those of one order. */
const sales = (): Promise<EmulatedSale[]> => emulatedSales(server);
const salesOf = (orderId: string): Promise<EmulatedSale[]> => emulatedSales(server, orderId);

/** The servers' clock, ahead of the wall clock by `clock.ahead` ms. */
const clock = aheadClock();
const UNCONFIRMED = 'We could not confirm your payment yet. Do not pay again; this page will update.';

/** What a browser shows for a checkout's answer: the page it redirects to, or the answer itself. */
async function shown(response: Response): Promise<string> {
  if (response.status !== 303) return response.text();
  return (await shopper.get(response.headers.get('location')!)).text();
}

/**
 * The store fails the next `times` calls of `method` (as a dropped database connection would), then works again.
 * Returns a function that restores it.
 */
function storeFails(method: 'settle' | 'markUnknown', times = 1): () => void {
  const orders = server.orders as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const working = orders[method]!;
  let left = times;
  orders[method] = (...args) => {
    if (left-- > 0) return Promise.reject(new Error('Connection terminated unexpectedly'));
    return working.apply(server.orders, args);
  };
  return () => {
    orders[method] = working;
  };
}

describe('orders: charged at most once, by their own session only', () => {
  const servers = serversOnPagesOnly('host-app-orders-', { clock, gatewayTimeoutMs: 1500, sdkTimeoutMs: 3000 });
  const start = (): Promise<RunningServer> => servers.start({ dataDir });

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'host-app-db-'));
    server = await start();
  });

  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await stallsOver(server);
    await emulatorControl(server, 'POST', 'reset');
    clock.ahead = 0;
    shopper = new Shopper(server.url);
  });

  it('charges the amount of the order, not one posted with the form', async () => {
    const opened = await shopper.open('?amount=25.00');
    const response = await shopper.pay(opened, { amount: '0.01' });
    assert.equal(response.status, 303);
    const [sale] = await sales();
    assert.equal(sale?.amount, '25.00');
  });

  it("refuses a post without a CSRF token, or with another session's, and charges nothing", async () => {
    const opened = await shopper.open();
    const missing = await shopper.pay(opened, { _csrf: '' });
    assert.equal(missing.status, 403);
    assert.match(await missing.text(), /did not come from our checkout/);
    const attacker = new Shopper(server.url);
    const theirs = await attacker.open();
    const foreign = await shopper.pay(opened, { _csrf: theirs.csrf });
    assert.equal(foreign.status, 403);
    // A cross-site form carries the victim's cookies but cannot read the token.
    const crossSite = await fetch(new URL('/checkout', server.url), {
      method: 'POST',
      headers: { cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: new URLSearchParams({ order_id: opened.orderId, payment_method_nonce: 'fake-valid-visa-nonce' }),
      redirect: 'manual',
    });
    assert.equal(crossSite.status, 403);
    assert.deepEqual(await sales(), []);
  });

  it('shows the receipt for a second submit (a replay) of a paid order, without a second sale', async () => {
    const opened = await shopper.open();
    const first = await shopper.pay(opened);
    const second = await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' });
    assert.equal(first.status, 303);
    assert.equal(second.status, 303);
    assert.equal(second.headers.get('location'), first.headers.get('location'));
    assert.equal((await sales()).length, 1);
  });

  it('makes one sale for concurrent submits of one order', async () => {
    const opened = await shopper.open();
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper.pay(opened)));
    const statuses = answers.map((r) => r.status);
    assert.ok(
      statuses.every((s) => s === 303 || s === 409),
      `answers: ${statuses.join(', ')}`,
    );
    const all = await sales();
    assert.equal(all.length, 1);
    assert.equal(all[0]!.orderId, opened.orderId);
  });

  it('lets a declined order be paid again with a new nonce (each try is its own sale)', async () => {
    // The amount decides the sale, as in Braintree's sandbox: an order of 2000.00 is declined
    // whatever the card, so both tries here are declined, and both reach the gateway.
    const opened = await shopper.open('?amount=2000.00');
    const declined = await shopper.pay(opened, { payment_method_nonce: 'fake-processor-declined-visa-nonce' });
    assert.equal(declined.status, 402);
    const again = await shopper.open(`?order=${opened.orderId}`);
    assert.equal(again.orderId, opened.orderId);
    assert.equal((await shopper.pay(again)).status, 402);
    assert.deepEqual(
      (await sales()).map((t) => t.status),
      ['processor_declined', 'processor_declined'],
    );
  });

  it('hides an order and its receipt from another session', async () => {
    const opened = await shopper.open();
    const location = (await shopper.pay(opened)).headers.get('location')!;
    const other = new Shopper(server.url);
    assert.equal((await other.get(location)).status, 404);
    const theirs = await other.open();
    const response = await other.pay({ ...theirs, orderId: opened.orderId });
    assert.equal(response.status, 404);
    assert.equal((await sales()).length, 1);
  });

  it('says "you have not been charged" after a gateway error only once a search shows no sale, and lets the order be paid again', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', status: 500 });
    const opened = await shopper.open();
    const failed = await shopper.pay(opened);
    assert.equal(failed.status, 503);
    assert.match(await failed.text(), /you have not been charged/);
    const retried = await shopper.pay(await shopper.open(`?order=${opened.orderId}`));
    assert.equal(retried.status, 303);
    assert.equal((await sales()).length, 1);
  });

  it('answers a stall past the timeout without hanging the request, and says the payment is not confirmed yet', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', delayMs: 4000 });
    const opened = await shopper.open();
    const started = Date.now();
    const response = await shopper.pay(opened);
    assert.equal(response.status, 303);
    assert.ok(Date.now() - started < 3900, 'the answer came before the stalled call ended');
    const page = await shown(response);
    assert.ok(page.includes(UNCONFIRMED), page);
    assert.doesNotMatch(page, /not been charged/);
  });

  it('pays the order with the sale a search finds after a lost answer, instead of charging again', async () => {
    // The sale goes through at the gateway, but only after the SDK's 3 s bound: its answer is lost.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', delayMs: 3500 });
    const opened = await shopper.open();
    const lost = await shopper.pay(opened);
    assert.equal(lost.status, 303);
    await stallsOver(server);
    const [sale] = await salesOf(opened.orderId);
    assert.ok(sale, 'the late sale');
    // The shopper retries with new details: the order is found paid, and not charged again.
    const retried = await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' });
    assert.equal(retried.status, 303);
    const receipt = await (await shopper.get(retried.headers.get('location')!)).text();
    assert.match(receipt, new RegExp(`<dd id="transaction-id">${sale.id}</dd>`));
    assert.equal((await salesOf(opened.orderId)).length, 1);
  });

  it('keeps an order with a lost answer unresolved while its sale may still land, then lets it be paid once none did', async () => {
    // The connection drops: the gateway may or may not have made the sale.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', drop: true });
    const opened = await shopper.open();
    assert.ok((await shown(await shopper.pay(opened))).includes(UNCONFIRMED));
    const early = await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' });
    assert.ok((await shown(early)).includes(UNCONFIRMED), 'no new charge while the first could still land');
    assert.equal((await salesOf(opened.orderId)).length, 0);
    // Past the attempt's end, a search that finds no sale proves none was made.
    clock.ahead = PAST_ANY_ATTEMPT_MS;
    await server.reconcile();
    const page = await (await shopper.get(`/orders/${opened.orderId}`)).text();
    assert.match(page, /you have not been charged\. You can pay again/);
    const retried = await shopper.pay(await shopper.open(`?order=${opened.orderId}`));
    assert.equal(retried.status, 303);
    assert.equal((await salesOf(opened.orderId)).length, 1);
  });

  it('sends a shopper who opens the checkout again while a sale is unconfirmed to that order, not to a new one', async () => {
    // The answer comes after 2 s: the shopper is told after 1.5 s that it is not confirmed, and opens the
    // checkout again (Back, another tab) to pay again.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', delayMs: 2000 });
    const opened = await shopper.open('?amount=25.00');
    assert.ok((await shown(await shopper.pay(opened))).includes(UNCONFIRMED));
    for (const address of ['/?amount=25.00', '/', '/?form=plain']) {
      const again = await shopper.get(address);
      assert.equal(again.status, 303, `${address} answered ${again.status}`);
      assert.equal(again.headers.get('location'), `/orders/${opened.orderId}`);
    }
    await stallsOver(server);
    await waitUntil(
      async () => (await (await shopper.get(`/orders/${opened.orderId}`)).text()).includes('Payment received'),
      'the receipt',
    );
    // Once paid, the order no longer stands in the way of a new purchase.
    const next = await shopper.open('?amount=25.00');
    assert.notEqual(next.orderId, opened.orderId);
    assert.equal((await sales()).length, 1);
  });

  it('opens a new order again once an unresolved one is found not charged', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', drop: true });
    const opened = await shopper.open();
    await shopper.pay(opened);
    assert.equal((await shopper.get('/')).headers.get('location'), `/orders/${opened.orderId}`);
    clock.ahead = PAST_ANY_ATTEMPT_MS;
    await server.reconcile();
    const next = await shopper.open();
    assert.notEqual(next.orderId, opened.orderId);
  });

  it("opens a new order for a shopper whose earlier order is another session's unresolved one", async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', drop: true });
    await shopper.pay(await shopper.open());
    const other = new Shopper(server.url);
    await other.open();
    assert.equal((await other.get('/')).status, 200);
  });

  it('keeps one order for a session that opens the checkout again before paying, and opens another for another amount', async () => {
    const pending = async (): Promise<number> => (await server.orders.countByStatus()).pending;
    const before = await pending();
    const first = await shopper.open('?amount=12.00');
    // A reload, a second tab, the no-script form: the same order, no new row.
    assert.equal((await shopper.open('?amount=12.00')).orderId, first.orderId);
    const plain = await shopper.get('/?form=plain&amount=12.00');
    assert.equal(inputValue(await plain.text(), 'order_id'), first.orderId);
    assert.equal(await pending(), before + 1, 'one order row for the three visits');
    const other = await shopper.open('?amount=13.00');
    assert.notEqual(other.orderId, first.orderId, 'another amount is another order');
    assert.equal(await pending(), before + 2);
    // Another visitor's checkout is never this session's order.
    assert.notEqual((await new Shopper(server.url).open('?amount=12.00')).orderId, first.orderId);
    // Once a payment of the order began, opening the checkout again makes a new one.
    assert.equal((await shopper.pay(first)).status, 303);
    assert.notEqual((await shopper.open('?amount=12.00')).orderId, first.orderId);
  });

  it('deletes a day-old order nobody tried to pay at the next pass, and keeps a paid and an unresolved one of that age', async () => {
    const visitor = new Shopper(server.url);
    const untouched = await visitor.open();
    const payer = new Shopper(server.url);
    const paid = await payer.open();
    assert.equal((await payer.pay(paid)).status, 303);
    const unresolved = await shopper.open();
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', drop: true });
    assert.ok((await shown(await shopper.pay(unresolved))).includes(UNCONFIRMED));
    clock.ahead = 24 * 60 * 60 * 1000 + 1000;
    // Earlier tests' untouched orders, as old, go with it.
    assert.ok((await server.reconcile()).deletedUntouched >= 1);
    assert.equal(await server.orders.find(untouched.orderId), undefined);
    assert.equal((await visitor.get(`/?order=${untouched.orderId}`)).status, 404);
    assert.equal((await server.orders.find(paid.orderId))?.status, 'paid');
    // Looked up in the same pass: no sale at the gateway, so released as not charged, and kept.
    const kept = await server.orders.find(unresolved.orderId);
    assert.equal(kept?.status, 'failed');
    assert.equal(kept?.failure, 'not-charged');
  });

  it("sends the shopper to the order's page, which finds the sale, when the store fails to record a successful one", async () => {
    const restore = storeFails('settle');
    try {
      const opened = await shopper.open('?amount=25.00');
      const answer = await shopper.pay(opened);
      assert.equal(answer.status, 303);
      assert.equal(answer.headers.get('location'), `/orders/${opened.orderId}`);
      const [sale, ...others] = await salesOf(opened.orderId);
      assert.deepEqual(others, []);
      assert.match(await shown(answer), new RegExp(`<dd id="transaction-id">${sale!.id}</dd>`));
      // The next checkout is a new order (the order is paid), and nothing was charged twice.
      assert.notEqual((await shopper.open()).orderId, opened.orderId);
      assert.equal((await sales()).length, 1);
    } finally {
      restore();
    }
  });

  it('leaves an order whose answer the store failed to record for the next reconciler pass, which finds its sale', async () => {
    const restore = storeFails('settle');
    try {
      const opened = await shopper.open();
      await shopper.pay(opened);
      // Nobody opens the order's page: the background pass settles it, without waiting for the attempt's end.
      await server.reconcile();
      const order = await server.orders.find(opened.orderId);
      assert.equal(order?.status, 'paid');
      assert.equal(order?.transactionId, (await salesOf(opened.orderId))[0]?.id);
    } finally {
      restore();
    }
  });

  it('says a payment is not confirmed, and offers no way to pay, while its order is left charging by a store failure', async () => {
    // The sale is declined, and the store can record neither that nor that the answer is unknown: the order
    // stays `charging`, and only the gateway can say what it holds.
    const restore = [storeFails('settle'), storeFails('markUnknown')];
    try {
      const opened = await shopper.open('?amount=2000.00');
      const answer = await shopper.pay(opened);
      assert.equal(answer.headers.get('location'), `/orders/${opened.orderId}`);
      assert.equal((await server.orders.find(opened.orderId))?.status, 'charging');
      const page = await shown(answer);
      assert.ok(page.includes(UNCONFIRMED), page);
      assert.doesNotMatch(page, /id="try-again"/);
      assert.equal((await shopper.get('/')).headers.get('location'), `/orders/${opened.orderId}`);
      // Once the attempt is over, the search's answer (no successful sale) is final.
      clock.ahead = PAST_ANY_ATTEMPT_MS;
      assert.match(await (await shopper.get(`/orders/${opened.orderId}`)).text(), /you have not been charged/);
    } finally {
      for (const undo of restore) undo();
    }
  });

  it("lets the gateway's duplicate checking refuse a second sale of the same card for the order, and pays the order by the first", async () => {
    // The sale lands after the SDK gave up, and after a search had found nothing: the order was let go.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', delayMs: 3500 });
    const opened = await shopper.open();
    await shopper.pay(opened);
    clock.ahead = PAST_ANY_ATTEMPT_MS;
    await server.reconcile();
    await stallsOver(server);
    const [first] = await salesOf(opened.orderId);
    assert.ok(first, 'the late sale');
    // The shopper pays again with the same card: the gateway says it already holds this sale.
    const retried = await shopper.pay(await shopper.open(`?order=${opened.orderId}`));
    assert.equal(retried.status, 303);
    const receipt = await (await shopper.get(retried.headers.get('location')!)).text();
    assert.match(receipt, new RegExp(`<dd id="transaction-id">${first.id}</dd>`));
    assert.deepEqual(
      (await salesOf(opened.orderId)).map((sale) => sale.status),
      ['submitted_for_settlement', 'gateway_rejected'],
    );
  });

  it('charges nothing, and says nothing is confirmed, while the gateway cannot be searched after a lost answer', async () => {
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', drop: true });
    const opened = await shopper.open();
    await shopper.pay(opened);
    clock.ahead = PAST_ANY_ATTEMPT_MS;
    await emulatorControl(server, 'POST', 'faults', { route: 'advanced_search', status: 500, times: 50 });
    const retried = await shown(await shopper.pay(opened, { payment_method_nonce: 'fake-valid-mastercard-nonce' }));
    assert.ok(retried.includes(UNCONFIRMED), retried);
    assert.doesNotMatch(retried, /not been charged/);
    assert.equal((await salesOf(opened.orderId)).length, 0);
    await emulatorControl(server, 'DELETE', 'faults');
  });

  for (const [label, query] of [
    ['negative', '-5'],
    ['zero', '0'],
    ['NaN', 'NaN'],
    ['1e9', '1e9'],
    ['three decimals', '1.005'],
    ['too large', '100000000'],
  ] as const) {
    it(`refuses a ${label} amount with a 400 page and no internals`, async () => {
      const response = await shopper.get(`/?amount=${encodeURIComponent(query)}`);
      assert.equal(response.status, 400);
      const page = await response.text();
      assert.match(page, /The amount must be a positive number/);
      assert.doesNotMatch(page, /at .*\.ts:\d+/);
    });
  }

  it('refuses a bad order id, a body over 100 KB, the wrong content type and repeated fields', async () => {
    const opened = await shopper.open();
    assert.equal((await shopper.pay(opened, { order_id: "1' or '1'='1" })).status, 400);
    const longNonce = await shopper.pay(opened, { payment_method_nonce: 'n'.repeat(5000) });
    assert.equal(longNonce.status, 400);
    assert.match(await longNonce.text(), /No payment details were received/);
    const big = await shopper.pay(opened, { payment_method_device_data: 'x'.repeat(101 * 1024) });
    assert.equal(big.status, 413);
    assert.doesNotMatch(await big.text(), /at .*\.js:\d+|node_modules/);
    const json = await shopper.fetch('/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: opened.orderId }),
    });
    assert.equal(json.status, 415);
    const repeated = new URLSearchParams({ order_id: opened.orderId, _csrf: opened.csrf });
    repeated.append('payment_method_nonce', 'fake-valid-visa-nonce');
    repeated.append('payment_method_nonce', 'fake-valid-mastercard-nonce');
    assert.equal((await shopper.postForm('/checkout', repeated)).status, 400);
    assert.deepEqual(await sales(), []);
  });

  it('rate-limits error reports', async () => {
    const { csrf } = await shopper.open();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await shopper.fetch('/api/errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ category: 'Payment charging error', message: `report ${i}` }),
      });
      statuses.push(response.status);
    }
    assert.ok(statuses.includes(429), `statuses: ${statuses.join(',')}`);
  });

  it('sends a strict CSP, frame-ancestors none, Referrer-Policy and nosniff, and HttpOnly SameSite=Lax cookies', async () => {
    const response = await shopper.get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self' 'nonce-[^']+'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.ok(csp.includes(new URL(server.emulatorUrl!).port), 'the emulator origin is allowed');
    assert.equal(response.headers.get('referrer-policy'), 'same-origin');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const cookies = response.headers.getSetCookie();
    assert.ok(cookies.length >= 2);
    for (const cookie of cookies) {
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
    }
  });

  it('finishes a checkout in flight when it is stopped (as on SIGTERM), then stops', async () => {
    // The sale takes 800 ms; the stop comes while it is under way.
    await emulatorControl(server, 'POST', 'faults', { route: 'transaction', delayMs: 800 });
    const opened = await shopper.open();
    const paying = shopper.pay(opened);
    await waitUntil(
      async () => ((await emulatorControl(server, 'GET', 'state')) as { faults: unknown[] }).faults.length === 0,
      'the sale',
    );
    const stopped = server.close();
    const response = await paying;
    assert.equal(response.status, 303, 'the shopper got their answer');
    await stopped;
    await assert.rejects(fetch(server.url), 'the server no longer answers');
    server = await start();
  });

  it('shows a receipt again after a restart, to the same session only', async () => {
    const opened = await shopper.open('?amount=42.00');
    const location = (await shopper.pay(opened)).headers.get('location')!;
    await server.close();
    server = await start();
    // Same cookies, new server process state (and port): the session and the order come from the database.
    const again = new Shopper(server.url);
    for (const [k, v] of shopper.cookies) again.cookies.set(k, v);
    shopper = again;
    const receipt = await again.get(location);
    assert.equal(receipt.status, 200);
    assert.match(await receipt.text(), /<dd id="transaction-amount">\$42\.00<\/dd>/);
    assert.equal((await new Shopper(server.url).get(location)).status, 404);
  });
});
