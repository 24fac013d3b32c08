import type { SdkGateway, SdkTransaction } from '../braintree-sdk.js';
import { isUnresolved, type Order, type Orders } from '../db/orders.js';
import { receiptOf } from '../receipt.js';
import type { Clock } from './clock.js';
import { charged, salesOfOrder } from './sale-search.js';

export interface ReconcilerOptions {
  gateway: SdkGateway;
  orders: Orders;
  clock: Clock;
  /** Bound on one search at the gateway. */
  searchTimeoutMs: number;
  /** Time between two background passes. */
  everyMs: number;
  /** How long after its last change an order nobody tried to pay is kept; a pass deletes it after that. */
  untouchedOrderLifetimeMs: number;
  /** Whether this process still waits for the gateway's answer to the order's attempt. */
  answerPending: (orderId: string) => boolean;
  log: (message: string) => void;
}

function time(sale: SdkTransaction): number {
  return sale.createdAt ? new Date(sale.createdAt).getTime() : 0;
}

/** What one pass did. */
export interface ReconcileReport {
  looked: number;
  paid: number;
  notCharged: number;
  stillUnknown: number;
  failedLookups: number;
  /** Orders nobody tried to pay, deleted once older than `untouchedOrderLifetimeMs`. */
  deletedUntouched: number;
}

/**
 * Settles unresolved orders from what the gateway holds, by order id: `unknown` ones (their sale's
 * answer never came) and `charging` ones whose attempt is over (their server stopped mid-sale). A
 * successful sale found pays the order. None found proves nothing only once the attempt can no
 * longer make one (`attemptDeadAt`): then the order is `not-charged` and may be paid again. It runs
 * at start and then every `everyMs`, on any instance (each step is a conditional update, so two
 * instances reconciling one order agree), and on demand for one order. Each pass also deletes the orders nobody
 * tried to pay that have not changed for `untouchedOrderLifetimeMs`.
 */
export class Reconciler {
  private timer: unknown;
  private running: Promise<ReconcileReport> | undefined;
  private stopped = true;

  constructor(private readonly o: ReconcilerOptions) {}

  /** A pass now, then one every `everyMs` until `stop()`. */
  start(): Promise<ReconcileReport> {
    this.stopped = false;
    return this.pass();
  }

  stop(): void {
    this.stopped = true;
    this.o.clock.clearTimeout(this.timer);
  }

  /**
   * One pass over every unresolved order, then the sweep of untouched ones (a pass already under way is joined,
   * not doubled).
   */
  pass(): Promise<ReconcileReport> {
    this.running ??= this.reconcileAll()
      .then(async (report) => ({ ...report, deletedUntouched: await this.sweep() }))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) {
          this.o.clock.clearTimeout(this.timer);
          this.timer = this.o.clock.setTimeout(() => void this.pass(), this.o.everyMs);
        }
      });
    return this.running;
  }

  /**
   * Deletes the orders nobody tried to pay (`pending`, no attempt) whose last change is older than
   * `untouchedOrderLifetimeMs`: each visit to the checkout from a new session stores one, so without this the table
   * grows with every abandoned cart and crawler. An order with an attempt, a sale or another status is never
   * deleted. A failure is logged and waits for the next pass.
   */
  private async sweep(): Promise<number> {
    const before = this.o.clock.now() - this.o.untouchedOrderLifetimeMs;
    try {
      const deleted = await this.o.orders.deleteUntouched(before);
      if (deleted) this.o.log(`[reconcile] deleted ${deleted} orders nobody tried to pay`);
      return deleted;
    } catch (error) {
      this.o.log(`[reconcile] could not delete the orders nobody tried to pay: ${(error as Error).message}`);
      return 0;
    }
  }

  private async reconcileAll(): Promise<Omit<ReconcileReport, 'deletedUntouched'>> {
    const report = { looked: 0, paid: 0, notCharged: 0, stillUnknown: 0, failedLookups: 0 };
    const due = await this.o.orders.unresolved(this.o.clock.now()).catch((error: unknown) => {
      this.o.log(`[reconcile] could not read the unresolved orders: ${(error as Error).message}`);
      return [];
    });
    for (const order of due) {
      if (this.o.answerPending(order.id)) continue;
      report.looked += 1;
      try {
        const settled = await this.reconcile(order);
        if (settled.status === 'paid') report.paid += 1;
        else if (isUnresolved(settled)) report.stillUnknown += 1;
        else report.notCharged += 1;
      } catch (error) {
        report.failedLookups += 1;
        this.o.log(`[reconcile] order ${order.id}: the gateway could not be asked: ${(error as Error).message}`);
      }
    }
    return report;
  }

  /**
   * Asks the gateway about one order and records what it says. Throws when the gateway cannot be
   * asked (the order stays as it was).
   */
  async reconcile(order: Order): Promise<Order> {
    const { orders, clock, log } = this.o;
    const sales = await salesOfOrder(this.o.gateway, clock, order.id, this.o.searchTimeoutMs);
    // Oldest first: the first sale pays the order, any later one is extra.
    const successful = sales.filter(charged).sort((x, y) => time(x) - time(y));
    const [first] = successful;
    if (first) {
      // Paid by the sale the order names if it already names one, else by the first found.
      const named = successful.find((sale) => sale.id === order.transactionId) ?? first;
      const resolved = await orders.resolvePaid(
        order.id,
        receiptOf(named, { usedSavedCard: order.attemptSaved, currency: order.currency }),
      );
      if (resolved) log(`[reconcile] order ${order.id} is paid by ${named.id} (found at the gateway)`);
      // The store decides which sale pays the order (another instance may have recorded one first).
      const now = resolved ?? (await orders.find(order.id))!;
      if (now.transactionId && successful.some((sale) => sale.id === now.transactionId)) {
        await this.voidExtra(order.id, successful, now.transactionId);
      }
      return now;
    }
    if (isUnresolved(order) && order.attemptDeadAt !== null && order.attemptDeadAt <= clock.now()) {
      const released = await orders.resolveNotCharged(order.id, order.attempts, clock.now());
      if (released) log(`[reconcile] order ${order.id}: no sale at the gateway; it may be paid again`);
      return released ?? (await orders.find(order.id))!;
    }
    return (await orders.find(order.id)) ?? order;
  }

  /**
   * A second successful sale for one order (a late sale that landed after another paid it): voided,
   * so the shopper is charged once. Logged loudly when the void fails, for the merchant to refund.
   */
  async voidExtra(orderId: string, successful: readonly SdkTransaction[], keepId: string): Promise<void> {
    for (const sale of successful) {
      if (sale.id === keepId) continue;
      try {
        const result = await this.o.gateway.transaction.void(sale.id);
        this.o.log(
          result.success
            ? `[reconcile] order ${orderId}: voided ${sale.id}, a second sale (the order is paid by ${keepId})`
            : `[reconcile] order ${orderId}: REFUND ${sale.id} by hand, a second sale that could not be voided: ${result.message ?? ''}`,
        );
      } catch (error) {
        this.o.log(
          `[reconcile] order ${orderId}: REFUND ${sale.id} by hand, a second sale that could not be voided: ${(error as Error).message}`,
        );
      }
    }
  }
}
