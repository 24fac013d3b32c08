import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import type { Database } from './database.js';

/**
 * A count of requests could not be read or written: the database failed. The limit that asked refuses the request
 * (see `requestLimit` in security.ts) rather than let it through uncounted.
 */
export class RequestCountsUnavailable extends Error {}

/** How often an instance deletes the counts whose window has ended (each instance, at most this often). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The rate limits' counts, kept in the database (`request_counts`), so that every instance on one database counts
 * the same requests, and a restart forgets none. A row per limit and client (an address, or a session): how many
 * requests it made in its window, and when that window ends. The window starts with a client's first request and
 * lasts `windowMs`, as express-rate-limit's own memory store has it. Time is the server's clock (the one the
 * payments' deadlines use); instances whose clocks differ by a few seconds move a 15-minute window by as much.
 *
 * Rows whose window has ended are deleted by the next increment on this instance once a minute has passed since its
 * last sweep, so the table holds only the clients of about the last window, however long the server runs.
 */
export class RequestCounts {
  private nextSweepAt = 0;

  constructor(
    private readonly db: Database,
    /** The time, ms since the epoch: the server's clock. */
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  /** A store for the limit `name` (each express-rate-limit limiter needs its own instance). */
  store(name: string, windowMs: number): Store {
    return new LimitStore(this, name, windowMs);
  }

  /**
   * One more request of `key` under the limit `name`: counted in one statement, so that requests at once, through
   * any instance, each get their own count (PostgreSQL's `on conflict do update` locks the row and the later one
   * adds to the earlier one's count; it never reads a count another is about to change). A window that has ended
   * starts again at 1.
   */
  async increment(name: string, key: string, windowMs: number): Promise<ClientRateLimitInfo> {
    const now = this.now();
    let row: { hits: number; window_ends_at: string | number } | undefined;
    try {
      [row] = await this.db.query<{ hits: number; window_ends_at: string | number }>(
        `insert into request_counts (name, key, hits, window_ends_at) values ($1, $2, 1, $3)
         on conflict (name, key) do update set
           hits = case when request_counts.window_ends_at <= $4 then 1 else request_counts.hits + 1 end,
           window_ends_at = case when request_counts.window_ends_at <= $4 then excluded.window_ends_at
                                 else request_counts.window_ends_at end
         returning hits, window_ends_at`,
        [name, key, now + windowMs, now],
      );
    } catch (error) {
      const message = `The rate limit "${name}" could not count a request in the database, so it was refused: ${
        (error as Error).message
      }`;
      this.log(`[server] ${message}`);
      throw new RequestCountsUnavailable(message, { cause: error });
    }
    await this.sweep(now);
    return { totalHits: row!.hits, resetTime: new Date(Number(row!.window_ends_at)) };
  }

  async decrement(name: string, key: string): Promise<void> {
    await this.db.query(
      'update request_counts set hits = hits - 1 where name = $1 and key = $2 and hits > 0 and window_ends_at > $3',
      [name, key, this.now()],
    );
  }

  async get(name: string, key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db.query<{ hits: number; window_ends_at: string | number }>(
      'select hits, window_ends_at from request_counts where name = $1 and key = $2 and window_ends_at > $3',
      [name, key, this.now()],
    );
    return row ? { totalHits: row.hits, resetTime: new Date(Number(row.window_ends_at)) } : undefined;
  }

  async reset(name: string, key?: string): Promise<void> {
    if (key === undefined) await this.db.query('delete from request_counts where name = $1', [name]);
    else await this.db.query('delete from request_counts where name = $1 and key = $2', [name, key]);
  }

  /** Deletes the ended windows, at most once a minute per instance. A failure is logged: the count itself stood. */
  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    try {
      await this.db.query('delete from request_counts where window_ends_at <= $1', [now]);
    } catch (error) {
      this.log(`[server] The ended rate-limit windows could not be deleted: ${(error as Error).message}`);
    }
  }
}

/** express-rate-limit's `Store` for one limit, over `RequestCounts`. */
class LimitStore implements Store {
  /** Counts are shared with other instances (and other processes): express-rate-limit checks such stores' keys by prefix. */
  readonly localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly counts: RequestCounts,
    private readonly name: string,
    private readonly windowMs: number,
  ) {
    this.prefix = `${name}:`;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.counts.increment(this.name, key, this.windowMs);
  }

  decrement(key: string): Promise<void> {
    return this.counts.decrement(this.name, key);
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.counts.get(this.name, key);
  }

  resetKey(key: string): Promise<void> {
    return this.counts.reset(this.name, key);
  }

  resetAll(): Promise<void> {
    return this.counts.reset(this.name);
  }
}
