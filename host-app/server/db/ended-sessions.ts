import type { Database } from './database.js';

/**
 * Sessions signed out before their cookie expired. A session lives in a signed cookie the server cannot take
 * back, so a sign-out records the session's id here, and a signed-in cookie is accepted only while its id is
 * not here. Rows are dropped once their cookie would have expired anyway (on the next sign-out).
 */
export class EndedSessions {
  constructor(private readonly db: Database) {}

  async end(id: string, expiresAt: number, now: number): Promise<void> {
    await this.db.query('delete from ended_sessions where expires_at <= $1', [now]);
    await this.db.query('insert into ended_sessions (id, expires_at) values ($1, $2) on conflict (id) do nothing', [
      id,
      expiresAt,
    ]);
  }

  async isEnded(id: string): Promise<boolean> {
    return (await this.db.query('select 1 from ended_sessions where id = $1', [id])).length > 0;
  }
}
