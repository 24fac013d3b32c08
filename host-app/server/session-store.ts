import session from 'express-session';
import type { Database } from './db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session's store in our database, so sessions (who is signed in, which orders are
 * whose) survive a restart and are shared by every instance on one PostgreSQL. It has no `touch`:
 * sessions are not rolling (a session's expiry is set once, with it), so a touch on every request
 * would write the same expiry again, a database write per page for nothing.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly db: Database) {
    super();
  }

  private expiry(data: session.SessionData): Date {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + DAY_MS);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .query<{ data: session.SessionData | string }>(
        'select data from sessions where sid = $1 and expires_at > now()',
        [sid],
      )
      .then(
        ([row]) => callback(null, row ? (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) : null),
        (error: unknown) => callback(error),
      );
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db
      .query(
        `insert into sessions (sid, data, expires_at) values ($1, $2::jsonb, $3)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(data), this.expiry(data).toISOString()],
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db.query('delete from sessions where sid = $1', [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}
