import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';
import type { SdkGateway } from '../../../host-app/server/braintree-sdk.js';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { Orders, type Order } from '../../../host-app/server/db/orders.js';
import { emulatorGateway } from '../../../host-app/server/gateway-mode.js';
import type { Clock } from '../../../host-app/server/payments/clock.js';
import { Charger } from '../../../host-app/server/payments/charger.js';
import { Reconciler } from '../../../host-app/server/payments/reconciler.js';

/** Waits (real time) until `condition` holds. */
async function until(condition: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A clock moved by hand: timers fire when the test moves time past them, never on their own. */
class HandClock implements Clock {
  time = 1_000_000;
  private timers: Array<{ at: number; callback: () => void; id: number }> = [];
  private next = 0;

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = (this.next += 1);
    this.timers.push({ at: this.time + ms, callback, id });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Moves time on by `ms`, firing the timers that come due. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
  }

  get pending(): number {
    return this.timers.length;
  }
}

const EVERY_MS = 10_000;
const LIFETIME_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the reconciler', () => {
  let emulator: Emulator;
  let gateway: SdkGateway;
  let db: Database;
  let orders: Orders;
  let clock: HandClock;
  let reconciler: Reconciler;
  const logs: string[] = [];
  const errors: string[] = [];

  before(async () => {
    emulator = await createEmulator({ port: 0 });
    gateway = emulatorGateway(emulator);
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    orders = new Orders(db);
  });

  after(async () => {
    reconciler?.stop();
    await db?.close();
    await emulator?.close();
  });

  /** A reconciler on `store`, logging to `logs` and `errors`. */
  function reconcilerOn(store: Orders): Reconciler {
    return new Reconciler({
      gateway,
      orders: store,
      clock,
      searchTimeoutMs: 5000,
      everyMs: EVERY_MS,
      untouchedOrderLifetimeMs: DAY_MS,
      lateSaleWatchMs: 10 * 60_000,
      // As another instance's reconciler: it does not know of this process's attempts.
      answerPending: () => false,
      log: (line) => logs.push(line),
      logError: (line) => errors.push(line),
    });
  }

  beforeEach(() => {
    reconciler?.stop();
    emulator.reset();
    logs.length = 0;
    errors.length = 0;
    clock = new HandClock();
    reconciler = reconcilerOn(orders);
  });

  /** An order whose sale got no answer: claimed, then marked unknown (as the checkout leaves it). */
  async function unanswered(): Promise<Order> {
    const order = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
    const claimed = (await orders.claim(order.id, { deadAt: clock.now() + LIFETIME_MS, saved: false }))!;
    await orders.markUnknown(claimed.id, claimed.attempts);
    return (await orders.find(order.id))!;
  }

  async function saleFor(order: Order, nonce = 'fake-valid-visa-nonce'): Promise<string> {
    const result = await gateway.transaction.sale({
      amount: order.amount,
      paymentMethodNonce: nonce,
      orderId: order.id,
      options: { submitForSettlement: true },
    });
    assert.ok(result.success && result.transaction);
    return result.transaction.id;
  }

  it('pays an unknown order with the sale the gateway holds for it, on its first pass', async () => {
    const order = await unanswered();
    const saleId = await saleFor(order);
    const report = await reconciler.start();
    assert.deepEqual(report, {
      looked: 1,
      paid: 1,
      notCharged: 0,
      stillUnknown: 0,
      failedLookups: 0,
      deletedUntouched: 0,
    });
    const paid = (await orders.find(order.id))!;
    assert.equal(paid.status, 'paid');
    assert.equal(paid.receipt?.transactionId, saleId);
  });

  it('keeps an order unknown while its attempt could still make a sale, and releases it once it cannot', async () => {
    const order = await unanswered();
    await reconciler.pass();
    assert.equal((await orders.find(order.id))!.status, 'unknown', 'no sale found proves nothing yet');
    clock.advance(LIFETIME_MS);
    const report = await reconciler.pass();
    assert.equal(report.notCharged, 1);
    const released = (await orders.find(order.id))!;
    assert.equal(released.status, 'failed');
    assert.equal(released.failure, 'not-charged');
  });

  it('looks at charging orders only once their attempt is over (their server stopped mid-sale)', async () => {
    const order = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
    await orders.claim(order.id, { deadAt: clock.now() + LIFETIME_MS, saved: true });
    const saleId = await saleFor(order);
    assert.equal((await reconciler.pass()).looked, 0, 'a live attempt is its own server to settle');
    clock.advance(LIFETIME_MS);
    assert.equal((await reconciler.pass()).paid, 1);
    const paid = (await orders.find(order.id))!;
    assert.equal(paid.receipt?.transactionId, saleId);
    assert.equal(paid.receipt?.usedSavedCard, true, "the receipt says the attempt's saved method paid");
  });

  it('runs again every period in the background, and not after stop()', async () => {
    await reconciler.start();
    assert.equal(clock.pending, 1, 'the next pass is scheduled');
    const order = await unanswered();
    await saleFor(order);
    clock.advance(EVERY_MS);
    await reconciler.pass(); // joins the pass the timer started
    assert.equal((await orders.find(order.id))!.status, 'paid');
    reconciler.stop();
    assert.equal(clock.pending, 0);
  });

  it('keeps one sale for an order that has two, the one its receipt names, and voids the other', async () => {
    const order = await unanswered();
    const sales = [await saleFor(order), await saleFor(order, 'fake-valid-mastercard-nonce')];
    await reconciler.pass();
    const kept = (await orders.find(order.id))!.receipt?.transactionId;
    const extra = sales.find((id) => id !== kept)!;
    assert.ok(kept && sales.includes(kept));
    assert.equal(emulator.state.transactions.get(kept)!.status, 'submitted_for_settlement');
    assert.equal(emulator.state.transactions.get(extra)!.status, 'voided');
    assert.ok(logs.some((line) => line.includes(`voided ${extra}`)));
  });

  it('logs a second sale that cannot be voided (it has settled) as an error, to be refunded by hand', async () => {
    const order = await unanswered();
    const first = await saleFor(order);
    await reconciler.pass();
    const second = await saleFor(order, 'fake-valid-mastercard-nonce');
    await (gateway as unknown as { testing: { settle(id: string): Promise<unknown> } }).testing.settle(second);
    await reconciler.reconcile((await orders.find(order.id))!);
    assert.equal((await orders.find(order.id))!.receipt?.transactionId, first);
    assert.equal(emulator.state.transactions.get(second)!.status, 'settled');
    assert.ok(
      errors.some((line) => line.includes(order.id) && line.includes(`REFUND ${second} by hand`)),
      `errors: ${errors.join(' | ')}`,
    );
    assert.ok(!logs.some((line) => line.includes('REFUND')), 'not in the plain log');
  });

  it('keeps the sale an order is already paid by, and voids one that lands later', async () => {
    const order = await unanswered();
    const first = await saleFor(order);
    await reconciler.pass();
    const late = await saleFor(order, 'fake-valid-mastercard-nonce');
    await reconciler.reconcile((await orders.find(order.id))!);
    assert.equal((await orders.find(order.id))!.receipt?.transactionId, first);
    assert.equal(emulator.state.transactions.get(late)!.status, 'voided');
  });

  it('deletes an order nobody tried to pay once it is a day old, and keeps a younger one and every paid, declined or unknown one', async () => {
    // The store stamps an order's last change with its own time, which the sweep compares with the clock's.
    clock.time = Date.now();
    const untouched = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
    const paid = await unanswered();
    await saleFor(paid);
    await reconciler.reconcile(paid);
    assert.equal((await orders.find(paid.id))!.status, 'paid');
    const declined = await orders.create({ sessionId: 's', amount: '2000.00', currency: 'USD' });
    const claimed = (await orders.claim(declined.id, { deadAt: clock.now() + LIFETIME_MS, saved: false }))!;
    const receipt = {
      ...(await orders.find(paid.id))!.receipt!,
      transactionId: 'declined1',
      status: 'processor_declined',
    };
    await orders.settle(declined.id, claimed.attempts, { status: 'declined', receipt }, true);
    // Its attempt can still make a sale, so the pass leaves it unknown.
    const unknown = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
    const held = (await orders.claim(unknown.id, { deadAt: clock.now() + DAY_MS, saved: false }))!;
    await orders.markUnknown(held.id, held.attempts);
    for (const { id } of [untouched, paid, declined, unknown]) {
      await db.query(`update orders set updated_at = now() - interval '25 hours' where id = $1`, [id]);
    }
    const young = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });

    try {
      const report = await reconciler.pass();
      assert.equal(report.deletedUntouched, 1);
      assert.equal(await orders.find(untouched.id), undefined, 'the day-old order nobody tried to pay is gone');
      assert.equal((await orders.find(paid.id))!.status, 'paid');
      assert.equal((await orders.find(declined.id))!.status, 'declined');
      assert.equal((await orders.find(unknown.id))!.status, 'unknown');
      assert.equal((await orders.find(young.id))!.status, 'pending', 'an order younger than a day is kept');
      assert.ok(logs.some((line) => line.includes('deleted 1 orders nobody tried to pay')));
    } finally {
      // The next tests count the unresolved orders they make.
      await orders.settle(held.id, held.attempts, { status: 'failed', failure: 'not-charged' }, false);
    }
  });

  it('voids a sale answered after its order was released as not charged, logs it as an error, and the order stays not charged', async () => {
    const charger = new Charger({
      gateway,
      orders,
      reconciler,
      clock,
      answerWithinMs: 1000,
      attemptLifetimeMs: LIFETIME_MS,
      log: (line) => logs.push(line),
      logError: (line) => errors.push(line),
    });
    // The gateway holds the sale for 1.5 s (real time), then makes it and answers.
    emulator.faults.add({ route: 'transaction', delayMs: 1500 });
    const order = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
    const paying = charger.charge({
      orderId: order.id,
      sessionId: 's',
      nonce: 'fake-valid-visa-nonce',
      deviceData: '',
      usedSavedCard: false,
    });
    await until(() => emulator.faults.held === 1, 'the sale to reach the gateway');
    clock.advance(1000);
    assert.equal((await paying).kind, 'unconfirmed');
    // Past the attempt's end, a reconciler that does not wait for this answer finds no sale, and releases the order.
    clock.advance(LIFETIME_MS);
    await reconciler.pass();
    assert.equal((await orders.find(order.id))!.failure, 'not-charged');
    assert.equal(emulator.faults.held, 1, 'released while the sale was still held');

    await until(() => !charger.answerPending(order.id), 'the late answer');
    const [sale, ...others] = [...emulator.state.transactions.values()].filter((txn) => txn.orderId === order.id);
    assert.ok(sale);
    assert.deepEqual(others, []);
    assert.equal((await gateway.transaction.find(sale.id)).status, 'voided');
    const after = (await orders.find(order.id))!;
    assert.equal(after.status, 'failed');
    assert.equal(after.failure, 'not-charged');
    assert.equal(after.receipt, null);
    assert.deepEqual(
      after.lateSales.map(({ transactionId, outcome }) => ({ transactionId, outcome })),
      [{ transactionId: sale.id, outcome: 'voided' }],
    );
    assert.ok(
      errors.some((line) => line.includes(order.id) && line.includes(sale.id) && /LATE SALE/.test(line)),
      errors.join('\n'),
    );
  });

  it('refunds a sale found settled after its order was released as not charged, at a later pass, and keeps the order not charged', async () => {
    const order = await unanswered();
    clock.advance(LIFETIME_MS);
    await reconciler.pass();
    assert.equal((await orders.find(order.id))!.failure, 'not-charged');
    // The gateway finished the sale after the release, and it has settled since.
    const saleId = await saleFor(order);
    await (gateway as unknown as { testing: { settle(id: string): Promise<unknown> } }).testing.settle(saleId);
    clock.advance(EVERY_MS);
    await reconciler.pass();
    const sale = await gateway.transaction.find(saleId);
    assert.equal(sale.status, 'settled');
    assert.equal(sale.refundIds?.length, 1, 'refunded');
    const after = (await orders.find(order.id))!;
    assert.equal(after.status, 'failed');
    assert.deepEqual(
      after.lateSales.map(({ transactionId, outcome }) => ({ transactionId, outcome })),
      [{ transactionId: saleId, outcome: 'refunded' }],
    );
    assert.ok(errors.some((line) => line.includes(order.id) && line.includes(saleId)));
    // Refunded, it is not looked at again.
    errors.length = 0;
    await reconciler.pass();
    assert.deepEqual(errors, []);
  });

  it('leaves the order as it was, and counts the failure, when the gateway cannot be searched', async () => {
    const order = await unanswered();
    clock.advance(LIFETIME_MS);
    emulator.faults.add({ route: 'advanced_search', status: 500, times: 5 });
    const report = await reconciler.pass();
    assert.equal(report.failedLookups, 1);
    assert.equal((await orders.find(order.id))!.status, 'unknown');
    assert.ok(
      logs.some((line) => line.includes(`order ${order.id}: the gateway could not be asked`)),
      logs.join('\n'),
    );
  });

  it('logs a store that fails while the pass records an order as the store, not the gateway, and leaves the order as it was', async () => {
    const order = await unanswered();
    await saleFor(order);
    // The gateway answers; the store reads the order but cannot write it paid (as a database that fails mid-pass).
    const failing: Orders = Object.create(orders, {
      resolvePaid: { value: () => Promise.reject(new Error('the disk is full')) },
    });
    try {
      const report = await reconcilerOn(failing).pass();
      assert.equal(report.failedLookups, 1);
      assert.equal((await orders.find(order.id))!.status, 'unknown');
      const line = logs.find((entry) => entry.includes(`order ${order.id}:`));
      assert.equal(
        line,
        `[reconcile] order ${order.id}: the store could not read or write the order: the disk is full`,
      );
      assert.ok(!logs.some((entry) => entry.includes('gateway could not be asked')), logs.join('\n'));
    } finally {
      // The next tests count the unresolved orders they make.
      await reconciler.reconcile(order);
    }
  });

  describe("the checkout's look-up after the gateway answered the sale with an error", () => {
    /** A charger on `store`, and an order it charges while the gateway answers every sale with a server error. */
    async function chargedIntoAnError(store: Orders): Promise<{ id: string }> {
      const charger = new Charger({
        gateway,
        orders: store,
        reconciler: reconcilerOn(store),
        clock,
        answerWithinMs: 5000,
        attemptLifetimeMs: LIFETIME_MS,
        log: (line) => logs.push(line),
        logError: (line) => errors.push(line),
      });
      emulator.faults.add({ route: 'transaction', status: 500, times: 1 });
      const order = await orders.create({ sessionId: 's', amount: '10.00', currency: 'USD' });
      await charger.charge({
        orderId: order.id,
        sessionId: 's',
        nonce: 'fake-valid-visa-nonce',
        deviceData: '',
        usedSavedCard: false,
      });
      return { id: order.id };
    }

    it('logs a search the gateway fails as the gateway', async () => {
      emulator.faults.add({ route: 'advanced_search', status: 500, times: 5 });
      const { id } = await chargedIntoAnError(orders);
      assert.ok(
        logs.some((line) => line.startsWith(`[checkout] order ${id}: the gateway could not be asked: `)),
        logs.join('\n'),
      );
    });

    it('logs a store that fails to record what the search found as the store, not the gateway', async () => {
      const failing: Orders = Object.create(orders, {
        resolveNotCharged: { value: () => Promise.reject(new Error('the disk is full')) },
      });
      const { id } = await chargedIntoAnError(failing);
      const lines = logs.filter((line) => line.startsWith(`[checkout] order ${id}:`));
      assert.ok(
        lines.includes(`[checkout] order ${id}: the store could not read or write the order: the disk is full`),
        lines.join('\n'),
      );
      assert.ok(!lines.some((line) => line.includes('gateway could not be asked')), lines.join('\n'));
    });
  });
});
