import type { SdkGateway, SdkTransaction } from '../braintree-sdk.js';
import { isUnresolved, type LateSale, type Order, type Orders } from '../db/orders.js';
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
  /** How long after an order's release as not charged each pass still looks for a sale of it that landed late. */
  lateSaleWatchMs: number;
  /** Whether this process still waits for the gateway's answer to the order's attempt. */
  answerPending: (orderId: string) => boolean;
  log: (message: string) => void;
  /** Where lines that need the merchant's attention go (a sale taken for an order released as not charged). */
  logError: (message: string) => void;
}

/** Statuses from which a sale can no longer be voided, only refunded. */
const REFUNDABLE = new Set(['settled', 'settling']);

function time(sale: SdkTransaction): number {
  return sale.createdAt ? new Date(sale.createdAt).getTime() : 0;
}

/** What one pass did. */
export interface ReconcileReport {
  looked: number;
  paid: number;
  notCharged: number;
  stillUnknown: number;
  /** Orders a pass could not settle: the gateway could not be asked, or the store could not read or write them. */
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
 * instances reconciling one order agree), and on demand for one order. Each pass also looks again at the orders
 * released in the last `lateSaleWatchMs` (a sale of theirs that lands late is undone), and deletes the orders nobody
 * tried to pay that have not changed for `untouchedOrderLifetimeMs`.
 */
export class Reconciler {
  private timer: unknown;
  private running: Promise<ReconcileReport> | undefined;
  private stopped = true;
  /** Set by `close()`: no pass starts any more, and the one under way looks at no further order. */
  private closed = false;

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
   * For a shutdown, before the store closes: no pass starts from now on (neither the background one nor one asked
   * for), and the pass under way finishes the order it is at and looks at no other (they stay unresolved in the store,
   * for the next pass of any instance). Resolves once that pass has ended, so that none of its writes comes after the
   * store is closed.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    await this.running?.catch(() => undefined);
  }

  /**
   * One pass over every unresolved order, then the sweep of untouched ones (a pass already under way is joined,
   * not doubled). Rejects once `close()` was called.
   */
  pass(): Promise<ReconcileReport> {
    if (this.closed) {
      return Promise.reject(new Error('The reconciler is closed (the server is shutting down): no pass starts now.'));
    }
    this.running ??= this.reconcileAll()
      .then(async (report) => ({ ...report, deletedUntouched: this.closed ? 0 : await this.sweep() }))
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
      if (this.closed) break;
      if (this.o.answerPending(order.id)) continue;
      report.looked += 1;
      const settled = await this.reconcileOrLog(order);
      if (!settled) report.failedLookups += 1;
      else if (settled.status === 'paid') report.paid += 1;
      else if (isUnresolved(settled)) report.stillUnknown += 1;
      else report.notCharged += 1;
    }
    await this.watchReleased();
    return report;
  }

  /**
   * Looks again at the orders released as not charged in the last `lateSaleWatchMs`: the gateway may still finish a
   * sale it had started after the attempt's end (or another instance released the order while this one still waited
   * for its answer), and `reconcile` undoes such a sale.
   */
  private async watchReleased(): Promise<void> {
    const since = this.o.clock.now() - this.o.lateSaleWatchMs;
    const released = await this.o.orders.releasedSince(since).catch((error: unknown) => {
      this.o.log(`[reconcile] could not read the released orders: ${(error as Error).message}`);
      return [];
    });
    for (const order of released) {
      if (this.closed) break;
      await this.reconcileOrLog(order);
    }
  }

  /**
   * `reconcile` for a pass, or for the checkout (`caller`, which starts the log line): a failure is logged, naming what
   * failed (the gateway's search, or the store while it read or recorded the order), and gives `undefined`; the order
   * stays as it was, for the next pass. The two are told apart because they call for different fixes: a gateway that
   * does not answer, or a database in trouble.
   */
  async reconcileOrLog(order: Order, caller: 'reconcile' | 'checkout' = 'reconcile'): Promise<Order | undefined> {
    let sales: SdkTransaction[];
    try {
      sales = await this.salesOf(order);
    } catch (error) {
      this.o.log(`[${caller}] order ${order.id}: the gateway could not be asked: ${(error as Error).message}`);
      return undefined;
    }
    try {
      return await this.record(order, sales);
    } catch (error) {
      this.o.log(
        `[${caller}] order ${order.id}: the store could not read or write the order: ${(error as Error).message}`,
      );
      return undefined;
    }
  }

  /**
   * Asks the gateway about one order and records what it says. Throws when the gateway cannot be
   * asked (the order stays as it was), or when the store cannot read or write the order.
   */
  async reconcile(order: Order): Promise<Order> {
    return this.record(order, await this.salesOf(order));
  }

  /** The gateway's half of `reconcile`: every transaction it holds for the order. */
  private salesOf(order: Order): Promise<SdkTransaction[]> {
    return salesOfOrder(this.o.gateway, this.o.clock, order.id, this.o.searchTimeoutMs);
  }

  /**
   * The store's half of `reconcile`: records what the gateway's `sales` say about the order. The gateway calls it makes
   * (voiding or refunding a sale) catch their own failures, so what it throws comes from the store.
   */
  private async record(order: Order, sales: readonly SdkTransaction[]): Promise<Order> {
    const { orders, clock, log } = this.o;
    // Oldest first: the first sale pays the order, any later one is extra.
    const successful = sales.filter(charged).sort((x, y) => time(x) - time(y));
    // A sale recorded as one that landed after a release is being undone: it pays nothing.
    const payable = successful.filter((sale) => !order.lateSales.some((late) => late.transactionId === sale.id));
    let now = order;
    const [first] = payable;
    if (first) {
      // Paid by the sale the order names if it already names one, else by the first found.
      const named = payable.find((sale) => sale.id === order.transactionId) ?? first;
      const resolved = await orders.resolvePaid(
        order.id,
        receiptOf(named, { usedSavedCard: order.attemptSaved, currency: order.currency }),
      );
      if (resolved) log(`[reconcile] order ${order.id} is paid by ${named.id} (found at the gateway)`);
      // The store decides which sale pays the order (another instance may have recorded one first).
      now = resolved ?? (await orders.find(order.id))!;
      if (now.status === 'paid') {
        if (now.transactionId && successful.some((sale) => sale.id === now.transactionId)) {
          await this.voidExtra(order.id, successful, now.transactionId);
        }
        return now;
      }
      // Being charged again, and not paid by this sale (recorded as a late one meanwhile): the next look decides.
      if (isUnresolved(now)) return now;
    }
    if (successful.length > 0 && !isUnresolved(now)) {
      // Not paid, and resolved when the sales were found (else a search would have paid it): every attempt that made
      // a sale had been released as not charged, and the shopper told so. Such a sale is undone, not kept.
      await this.undoLateSales(now, successful);
      return (await orders.find(order.id)) ?? now;
    }
    if (isUnresolved(order) && order.attemptDeadAt !== null && order.attemptDeadAt <= clock.now()) {
      const released = await orders.resolveNotCharged(order.id, order.attempts, clock.now());
      if (released) log(`[reconcile] order ${order.id}: no sale at the gateway; it may be paid again`);
      return released ?? (await orders.find(order.id))!;
    }
    return (await orders.find(order.id)) ?? order;
  }

  /**
   * Sales that landed after their order was released as not charged: money taken for an order the shopper was told
   * was not charged. Each is voided (refunded, once it has settled), logged as an error with the order and the sale,
   * and recorded on the order, which stays as it is. One already undone and recorded is left.
   */
  async undoLateSales(order: Order, sales: readonly Pick<SdkTransaction, 'id'>[]): Promise<void> {
    const { orders, clock, logError } = this.o;
    for (const sale of sales) {
      if (order.lateSales.some((late) => late.transactionId === sale.id && late.outcome !== 'not undone')) continue;
      // Recorded first, as not undone yet: from then on no search pays the order by it, and if this process stops
      // before the void, the next pass finds it again. Refused when a search has just paid the order by this very
      // sale: then it is kept.
      const found = { transactionId: sale.id, outcome: 'not undone' as const, at: clock.now() };
      if (!(await orders.recordLateSale(order.id, found))) continue;
      const { outcome, message } = await this.undo(sale.id);
      const what = `[reconcile] order ${order.id}: LATE SALE ${sale.id} landed after the order was released as not charged`;
      logError(
        outcome === 'not undone'
          ? `${what}; REFUND it by hand, it could not be voided or refunded: ${message ?? ''}`
          : `${what}; ${outcome}`,
      );
      await orders.recordLateSale(order.id, {
        transactionId: sale.id,
        outcome,
        at: clock.now(),
        ...(message ? { message } : {}),
      });
    }
  }

  /** Voids the sale, or refunds it once it has settled; one voided meanwhile (by another instance) is done. */
  private async undo(id: string): Promise<{ outcome: LateSale['outcome']; message?: string }> {
    const { transaction } = this.o.gateway;
    try {
      const voided = await transaction.void(id);
      if (voided.success) return { outcome: 'voided' };
      const sale = await transaction.find(id);
      if (sale.status === 'voided') return { outcome: 'voided' };
      if (!REFUNDABLE.has(sale.status)) return { outcome: 'not undone', message: voided.message ?? sale.status };
      const refunded = await transaction.refund(id);
      return refunded.success ? { outcome: 'refunded' } : { outcome: 'not undone', message: refunded.message ?? '' };
    } catch (error) {
      return { outcome: 'not undone', message: (error as Error).message };
    }
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
        // A second sale left standing is the merchant's to refund: it goes where the lines that need them go.
        if (result.success) {
          this.o.log(`[reconcile] order ${orderId}: voided ${sale.id}, a second sale (the order is paid by ${keepId})`);
        } else {
          this.o.logError(
            `[reconcile] order ${orderId}: REFUND ${sale.id} by hand, a second sale that could not be voided: ${result.message ?? ''}`,
          );
        }
      } catch (error) {
        this.o.logError(
          `[reconcile] order ${orderId}: REFUND ${sale.id} by hand, a second sale that could not be voided: ${(error as Error).message}`,
        );
      }
    }
  }
}
