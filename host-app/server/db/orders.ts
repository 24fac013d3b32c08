import { randomUUID } from 'node:crypto';
import type { Database } from './database.js';

/**
 * `charging`: a sale is under way. `unknown`: its answer did not come, so only the gateway can say
 * whether it went through. Both are unresolved: the order is neither charged again nor told
 * "not charged" until the gateway's answer, or a search after the attempt's end, decides.
 */
export type OrderStatus = 'pending' | 'charging' | 'unknown' | 'paid' | 'declined' | 'failed';

export function isUnresolved(order: Pick<Order, 'status'>): boolean {
  return order.status === 'charging' || order.status === 'unknown';
}

/** What the receipt page shows, kept with the order so it is shown again after a restart. */
export interface Receipt {
  transactionId: string;
  status: string;
  amount: string;
  currency: string;
  /** "Visa ending in 1111", "Google Pay, Visa ending in 1111", "PayPal, shopper@example.com", … */
  paymentMethod: string;
  brand: string;
  lastFour: string;
  usedSavedCard: boolean;
  /** For a decline: the processor's answer. */
  processorAnswer?: string;
}

/**
 * A sale that landed after its order was released as not charged (the shopper was told nothing was charged), and
 * what was done about it: `voided`, `refunded` (it had settled), or `not undone` (to be refunded by hand).
 */
export interface LateSale {
  transactionId: string;
  outcome: 'voided' | 'refunded' | 'not undone';
  /** When it was found (ms since the epoch). */
  at: number;
  /** The gateway's words when it could not be undone. */
  message?: string;
}

export interface Order {
  id: string;
  sessionId: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  /** Every attempt the order has had, whatever became of it: the current one's number. */
  attempts: number;
  /**
   * The attempts the card's issuer or the gateway's checks refused (`refused` when `settle` recorded them): what the
   * cap on an order's payments counts. Not those that failed for want of an answer, or by our own failure.
   */
  refusedAttempts: number;
  transactionId: string | null;
  receipt: Receipt | null;
  /** Why the last attempt failed: `refused` (the gateway said why), `not-charged` (looked up: no sale). */
  failure: string | null;
  /** The gateway's words for a refused sale. */
  refusal: string | null;
  /** When the current attempt can no longer make a sale (ms since the epoch). */
  attemptDeadAt: number | null;
  /** The current attempt paid with a saved payment method. */
  attemptSaved: boolean;
  /** When an attempt was last released as not charged (ms since the epoch): a sale may still land late. */
  releasedAt: number | null;
  /** Sales that landed after a release, undone. */
  lateSales: LateSale[];
}

export type Outcome =
  | { status: 'paid'; receipt: Receipt }
  | { status: 'declined'; receipt: Receipt }
  /** `refusal`: the gateway's words when it refused the sale (`failure: 'refused'`). */
  | { status: 'failed'; failure: 'refused' | 'not-charged'; refusal?: string };

interface Row {
  id: string;
  session_id: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  attempts: number;
  refused_attempts: number;
  transaction_id: string | null;
  receipt: Receipt | string | null;
  failure: string | null;
  refusal: string | null;
  attempt_dead_at: string | number | null;
  attempt_saved: boolean;
  released_at: string | number | null;
  late_sales: LateSale[] | string | null;
}

const COLUMNS =
  'id, session_id, amount::text as amount, currency, status, attempts, refused_attempts, transaction_id, receipt, ' +
  'failure, refusal, attempt_dead_at, attempt_saved, released_at, late_sales';

function toOrder(row: Row): Order {
  return {
    id: row.id,
    sessionId: row.session_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    attempts: row.attempts,
    refusedAttempts: row.refused_attempts,
    transactionId: row.transaction_id,
    receipt: typeof row.receipt === 'string' ? (JSON.parse(row.receipt) as Receipt) : row.receipt,
    failure: row.failure,
    refusal: row.refusal,
    attemptDeadAt: row.attempt_dead_at === null ? null : Number(row.attempt_dead_at),
    attemptSaved: row.attempt_saved,
    releasedAt: row.released_at === null ? null : Number(row.released_at),
    lateSales: typeof row.late_sales === 'string' ? (JSON.parse(row.late_sales) as LateSale[]) : (row.late_sales ?? []),
  };
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Order ids are UUIDs; anything else is refused before it reaches a query. */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID.test(value);
}

/**
 * The orders table and its state machine. Each move is one conditional `update … returning`, so
 * the database decides who wins a race: of two submits of one order, exactly one moves it to
 * `charging`, and only that one may call the gateway.
 */
export class Orders {
  /**
   * Paid orders this process has written or read, newest last. A paid order never changes again (every move
   * below requires another status), so every instance may keep its own copy: the receipt page after a payment
   * needs no query. A cache only: the table stays the truth, and a restart starts it empty.
   */
  private readonly paid = new Map<string, Order>();

  constructor(
    private readonly db: Database,
    private readonly paidKept = 1000,
  ) {}

  /** The order a query returned (its first row), remembered when it is paid. */
  private first(rows: Row[]): Order | undefined {
    return this.seen(rows[0] ? toOrder(rows[0]) : undefined);
  }

  /** The order a write returned, remembered when it is paid. */
  private seen(order: Order | undefined): Order | undefined {
    if (order?.status !== 'paid') return order;
    Object.freeze(order);
    this.paid.delete(order.id);
    this.paid.set(order.id, order);
    if (this.paid.size > this.paidKept) this.paid.delete(this.paid.keys().next().value!);
    return order;
  }

  async create(o: { sessionId: string; amount: string; currency: string }): Promise<Order> {
    const rows = await this.db.query<Row>(
      `insert into orders (id, session_id, amount, currency) values ($1, $2, $3, $4) returning ${COLUMNS}`,
      [randomUUID(), o.sessionId, o.amount, o.currency],
    );
    return toOrder(rows[0]!);
  }

  async find(id: string): Promise<Order | undefined> {
    if (!isOrderId(id)) return undefined;
    const paid = this.paid.get(id);
    if (paid) return paid;
    const rows = await this.db.query<Row>(`select ${COLUMNS} from orders where id = $1`, [id]);
    return this.first(rows);
  }

  /**
   * The order a checkout opened again in this session goes to, in one query: the session's newest order whose sale
   * may have gone through (`charging` or `unknown`), so that it does not become a second order and a second charge;
   * else its newest order nobody tried to pay (`pending`, no attempt) for this amount and currency, so that a reload
   * or a second tab does not store another. `amount` null (not money): only an unresolved order is looked for.
   */
  async openOfSession(sessionId: string, amount: string | null, currency: string): Promise<Order | undefined> {
    const rows = await this.db.query<Row>(
      `select ${COLUMNS} from orders
       where session_id = $1 and (status in ('charging', 'unknown')
         or (status = 'pending' and attempts = 0 and amount = $2::numeric and currency = $3))
       order by status = 'pending', updated_at desc limit 1`,
      [sessionId, amount, currency],
    );
    return this.first(rows);
  }

  /**
   * Deletes orders nobody tried to pay (`pending`, no attempt, no sale recorded) whose last change was before
   * `before` (ms since the epoch), in batches so that one statement never holds many rows. Every visit to the
   * checkout may store an order, so without this the table grows with every abandoned cart and every crawler.
   * Each condition is checked again on the row it deletes: an order a claim took meanwhile is kept.
   */
  async deleteUntouched(before: number, batch = 500): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.db.query<{ id: string }>(
        `delete from orders
         where id in (select id from orders where status = 'pending' and attempts = 0 and updated_at < $1::timestamptz
                      order by updated_at limit $2)
           and status = 'pending' and attempts = 0 and transaction_id is null and receipt is null
         returning id`,
        [new Date(before).toISOString(), batch],
      );
      deleted += rows.length;
      if (rows.length < batch) return deleted;
    }
  }

  /**
   * The orders of session `from` become session `to`'s: the shopper's orders follow their session when its id is
   * replaced (sign-in, sign-out), and the old id owns none. Paid ones this process kept are dropped from its
   * copy; another instance's copy of one still names `from`, so an owner check that fails on a kept order asks
   * the store (`findFresh`).
   */
  async moveSession(from: string, to: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'update orders set session_id = $2, updated_at = now() where session_id = $1 returning id',
      [from, to],
    );
    for (const { id } of rows) this.paid.delete(id);
    return rows.length;
  }

  /** The order as the store has it now, bypassing this process's copy of paid orders. */
  async findFresh(id: string): Promise<Order | undefined> {
    if (!isOrderId(id)) return undefined;
    this.paid.delete(id);
    return this.find(id);
  }

  /**
   * pending / declined / failed → charging, for one caller only: attempt number `attempts`, which
   * can make a sale until `deadAt`. `undefined`: someone else holds it, it is unresolved, or paid, or `maxAttempts` of
   * its attempts were refused already (`refusedAttempts`; those that failed otherwise do not count).
   */
  async claim(
    id: string,
    attempt: { deadAt: number; saved: boolean; sessionId?: string; maxAttempts?: number },
  ): Promise<Order | undefined> {
    // With `sessionId`, only that session's order (a checkout claims without reading the order first).
    const rows = await this.db.query<Row>(
      `update orders set status = 'charging', attempts = attempts + 1, attempt_dead_at = $2, attempt_saved = $3,
         failure = null, refusal = null, updated_at = now()
       where id = $1 and status in ('pending', 'declined', 'failed') and ($4::text is null or session_id = $4)
         and ($5::integer is null or refused_attempts < $5)
       returning ${COLUMNS}`,
      [id, attempt.deadAt, attempt.saved, attempt.sessionId ?? null, attempt.maxAttempts ?? null],
    );
    return this.first(rows);
  }

  /**
   * The gateway's answer to attempt `attempt` (in time or late): charging / unknown → the outcome.
   * `refused`: the card's issuer or the gateway's checks refused it (payments/charger.ts decides), so it counts in
   * `refusedAttempts`, in the same write: an attempt is counted once, and only by the answer that records it.
   * `undefined` when the order has moved on (resolved by a search, or paid).
   */
  async settle(id: string, attempt: number, outcome: Outcome, refused: boolean): Promise<Order | undefined> {
    const receipt = outcome.status === 'failed' ? null : outcome.receipt;
    const rows = await this.db.query<Row>(
      `update orders set status = $3, receipt = $4::jsonb, transaction_id = $5, failure = $6, refusal = $7,
         refused_attempts = refused_attempts + $8, updated_at = now()
       where id = $1 and attempts = $2 and status in ('charging', 'unknown') returning ${COLUMNS}`,
      [
        id,
        attempt,
        outcome.status,
        receipt ? JSON.stringify(receipt) : null,
        receipt?.transactionId ?? null,
        outcome.status === 'failed' ? outcome.failure : null,
        outcome.status === 'failed' ? (outcome.refusal ?? null) : null,
        refused ? 1 : 0,
      ],
    );
    return this.first(rows);
  }

  /** No answer in time: charging → unknown, for the gateway (a late answer, or a search) to decide. */
  async markUnknown(id: string, attempt: number): Promise<void> {
    await this.db.query(
      `update orders set status = 'unknown', updated_at = now() where id = $1 and attempts = $2 and status = 'charging'`,
      [id, attempt],
    );
  }

  /** The gateway has finished with the attempt's request (it answered): it can make no sale after `now`. */
  async endAttempt(id: string, attempt: number, now: number): Promise<void> {
    await this.db.query(
      `update orders set attempt_dead_at = least(coalesce(attempt_dead_at, $3), $3), updated_at = now()
       where id = $1 and attempts = $2 and status in ('charging', 'unknown')`,
      [id, attempt, now],
    );
  }

  /**
   * A successful sale for this unresolved order found at the gateway: the order is paid by it, whatever attempt
   * made it. `undefined` when the order is resolved: a paid order is never changed, and one released as not charged
   * (or declined since) stays so, for the shopper was told nothing was charged (such a sale is undone instead).
   * Nor is it paid by a sale recorded as one that landed after a release (`recordLateSale`): that one is being undone.
   */
  async resolvePaid(id: string, receipt: Receipt): Promise<Order | undefined> {
    const rows = await this.db.query<Row>(
      `update orders set status = 'paid', receipt = $2::jsonb, transaction_id = $3, failure = null, updated_at = now()
       where id = $1 and status in ('charging', 'unknown')
         and not coalesce(late_sales, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('transactionId', $3::text))
       returning ${COLUMNS}`,
      [id, JSON.stringify(receipt), receipt.transactionId],
    );
    return this.first(rows);
  }

  /**
   * The gateway holds no successful sale for this order and its attempt can no longer make one
   * (`now` is past the attempt's end): unresolved → failed, `not-charged`, so it may be paid again. The release's
   * time is kept: the reconciler looks for a sale that lands late for a while after it.
   */
  async resolveNotCharged(id: string, attempt: number, now: number): Promise<Order | undefined> {
    const rows = await this.db.query<Row>(
      `update orders set status = 'failed', failure = 'not-charged', released_at = $3, updated_at = now()
       where id = $1 and attempts = $2 and status in ('charging', 'unknown') and attempt_dead_at <= $3
       returning ${COLUMNS}`,
      [id, attempt, now],
    );
    return this.first(rows);
  }

  /**
   * A sale that landed after the order was released as not charged, and what was done about it; it replaces what was
   * recorded of the same sale before (found, then voided, say). `undefined`, and nothing recorded, when the order is
   * paid by that very sale (a search paid it by the sale first): it is kept.
   */
  async recordLateSale(id: string, late: LateSale): Promise<Order | undefined> {
    const rows = await this.db.query<Row>(
      `update orders set late_sales = (
           select coalesce(jsonb_agg(sale), '[]'::jsonb) from jsonb_array_elements(coalesce(late_sales, '[]'::jsonb)) sale
           where sale->>'transactionId' <> $2
         ) || jsonb_build_array($3::jsonb), updated_at = now()
       where id = $1 and not (status = 'paid' and transaction_id = $2) returning ${COLUMNS}`,
      [id, late.transactionId, JSON.stringify(late)],
    );
    return this.first(rows);
  }

  /**
   * Orders released as not charged since `since` (ms since the epoch) that are not being charged again now, oldest
   * release first: a sale of the released attempt may still land, and is looked for.
   */
  async releasedSince(since: number, limit = 50): Promise<Order[]> {
    const rows = await this.db.query<Row>(
      `select ${COLUMNS} from orders
       where released_at >= $1 and status in ('paid', 'declined', 'failed')
       order by released_at limit $2`,
      [since, limit],
    );
    return rows.map(toOrder);
  }

  /**
   * Orders the gateway must settle: every `unknown` one, and `charging` ones whose attempt is over
   * (their server stopped mid-sale), oldest first.
   */
  async unresolved(now: number, limit = 50): Promise<Order[]> {
    const rows = await this.db.query<Row>(
      `select ${COLUMNS} from orders
       where status = 'unknown' or (status = 'charging' and attempt_dead_at <= $1)
       order by updated_at limit $2`,
      [now, limit],
    );
    return rows.map(toOrder);
  }

  async countByStatus(): Promise<Record<OrderStatus, number>> {
    const counts: Record<OrderStatus, number> = {
      pending: 0,
      charging: 0,
      unknown: 0,
      paid: 0,
      declined: 0,
      failed: 0,
    };
    const rows = await this.db.query<{ status: OrderStatus; n: number }>(
      'select status, count(*)::int as n from orders group by status',
    );
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
