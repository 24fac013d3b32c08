import { randomUUID } from 'node:crypto';
import type { Database } from './database.js';

export type OrderStatus = 'pending' | 'charging' | 'paid' | 'declined' | 'failed';

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

export interface Order {
  id: string;
  sessionId: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  attempts: number;
  transactionId: string | null;
  receipt: Receipt | null;
  /** Why the last attempt failed; `unknown-outcome` when the gateway's answer was lost. */
  failure: string | null;
}

export type Outcome =
  | { status: 'paid'; receipt: Receipt }
  | { status: 'declined'; receipt: Receipt }
  | { status: 'failed'; failure: string };

interface Row {
  id: string;
  session_id: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  attempts: number;
  transaction_id: string | null;
  receipt: Receipt | string | null;
  failure: string | null;
}

const COLUMNS = 'id, session_id, amount::text as amount, currency, status, attempts, transaction_id, receipt, failure';

function toOrder(row: Row): Order {
  return {
    id: row.id,
    sessionId: row.session_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    attempts: row.attempts,
    transactionId: row.transaction_id,
    receipt: typeof row.receipt === 'string' ? (JSON.parse(row.receipt) as Receipt) : row.receipt,
    failure: row.failure,
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
  constructor(private readonly db: Database) {}

  async create(o: { sessionId: string; amount: string; currency: string }): Promise<Order> {
    const rows = await this.db.query<Row>(
      `insert into orders (id, session_id, amount, currency) values ($1, $2, $3, $4) returning ${COLUMNS}`,
      [randomUUID(), o.sessionId, o.amount, o.currency],
    );
    return toOrder(rows[0]!);
  }

  async find(id: string): Promise<Order | undefined> {
    if (!isOrderId(id)) return undefined;
    const rows = await this.db.query<Row>(`select ${COLUMNS} from orders where id = $1`, [id]);
    return rows[0] ? toOrder(rows[0]) : undefined;
  }

  /**
   * pending / declined / failed → charging, for one caller only. `undefined`: someone else holds
   * it, or it is paid.
   */
  async claim(id: string): Promise<Order | undefined> {
    const rows = await this.db.query<Row>(
      `update orders set status = 'charging', attempts = attempts + 1, updated_at = now()
       where id = $1 and status in ('pending', 'declined', 'failed') returning ${COLUMNS}`,
      [id],
    );
    return rows[0] ? toOrder(rows[0]) : undefined;
  }

  /** charging → the outcome. Only the claimant calls this; a paid order is never changed. */
  async finish(id: string, outcome: Outcome): Promise<Order | undefined> {
    const receipt = outcome.status === 'failed' ? null : outcome.receipt;
    const rows = await this.db.query<Row>(
      `update orders set status = $2, receipt = $3::jsonb, transaction_id = $4, failure = $5, updated_at = now()
       where id = $1 and status = 'charging' returning ${COLUMNS}`,
      [
        id,
        outcome.status,
        receipt ? JSON.stringify(receipt) : null,
        receipt?.transactionId ?? null,
        outcome.status === 'failed' ? outcome.failure : null,
      ],
    );
    return rows[0] ? toOrder(rows[0]) : undefined;
  }

  /**
   * A sale whose answer came after we had given up on it (a timeout): record it if the order is
   * still unpaid, so the next submit shows the receipt instead of charging again.
   */
  async recordLateSale(id: string, receipt: Receipt): Promise<void> {
    await this.db.query(
      `update orders set status = 'paid', receipt = $2::jsonb, transaction_id = $3, failure = null, updated_at = now()
       where id = $1 and status in ('failed', 'declined', 'pending')`,
      [id, JSON.stringify(receipt), receipt.transactionId],
    );
  }

  /** A lost answer turned out to be a failure: the order may be charged again without a search. */
  async markNotCharged(id: string): Promise<void> {
    await this.db.query(
      `update orders set failure = 'gateway-error', updated_at = now()
       where id = $1 and status = 'failed' and failure = 'unknown-outcome'`,
      [id],
    );
  }

  /** An attempt whose server died mid-charge: give it back after `olderThanMs`. */
  async releaseStale(id: string, olderThanMs: number): Promise<void> {
    await this.db.query(
      `update orders set status = 'failed', failure = 'unknown-outcome', updated_at = now()
       where id = $1 and status = 'charging' and updated_at < now() - ($2::text || ' milliseconds')::interval`,
      [id, String(olderThanMs)],
    );
  }

  async countByStatus(): Promise<Record<OrderStatus, number>> {
    const counts: Record<OrderStatus, number> = { pending: 0, charging: 0, paid: 0, declined: 0, failed: 0 };
    const rows = await this.db.query<{ status: OrderStatus; n: number }>(
      'select status, count(*)::int as n from orders group by status',
    );
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
