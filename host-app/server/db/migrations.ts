import type { Database } from './database.js';

/**
 * The schema, as numbered steps. Each runs once, in order, at start; the applied numbers are kept
 * in `schema_migrations`. Add a step at the end; never edit one that has shipped.
 */
const MIGRATIONS: readonly string[] = [
  // 1: orders. `status` moves pending → charging → paid / declined / failed; `transaction_id` is
  // unique so one gateway sale can never be recorded against two orders.
  `create table if not exists orders (
     id text primary key,
     session_id text not null,
     amount numeric(12, 2) not null check (amount > 0),
     currency text not null,
     status text not null default 'pending'
       check (status in ('pending', 'charging', 'paid', 'declined', 'failed')),
     attempts integer not null default 0,
     transaction_id text unique,
     receipt jsonb,
     failure text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   );
   create index if not exists orders_session on orders (session_id)`,
  // 2: server-side sessions (express-session's store).
  `create table if not exists sessions (
     sid text primary key,
     data jsonb not null,
     expires_at timestamptz not null
   );
   create index if not exists sessions_expiry on sessions (expires_at)`,
  // 3: secrets the server makes itself (cookie signing, CSRF), so sessions survive a restart.
  `create table if not exists server_secrets (
     name text primary key,
     value text not null
   )`,
  // 4: an order whose sale was not answered is `unknown` until the gateway says what became of it.
  // `attempt_dead_at` (ms since the epoch): after it, the attempt can no longer make a sale, so a
  // search that finds none proves nothing was charged. `attempt_saved`: the attempt paid with a saved
  // method (for the receipt of a sale found later). `refusal`: the gateway's words when it refused a
  // sale, for every submit that waited on that attempt. Orders the previous code left failed with an
  // unknown outcome become `unknown`, to be looked up at once.
  `alter table orders drop constraint if exists orders_status_check;
   alter table orders add constraint orders_status_check
     check (status in ('pending', 'charging', 'unknown', 'paid', 'declined', 'failed'));
   alter table orders add column if not exists attempt_dead_at bigint;
   alter table orders add column if not exists attempt_saved boolean not null default false;
   alter table orders add column if not exists refusal text;
   update orders set status = 'unknown', attempt_dead_at = 0 where status = 'failed' and failure = 'unknown-outcome';
   create index if not exists orders_unresolved on orders (status) where status in ('charging', 'unknown')`,
  // 5: sessions live in a signed cookie (cookie-session.ts), so the server keeps none.
  `drop table if exists sessions`,
  // 6: signed-in sessions ended by a sign-out before their cookie expired (the cookie itself cannot be
  // taken back). `expires_at`: ms since the epoch, when the cookie would stop being accepted anyway.
  `create table if not exists ended_sessions (
     id text primary key,
     expires_at bigint not null
   )`,
  // 7: orders nobody tried to pay are deleted a while after their last change (the reconciler's sweep); this
  // finds them without reading the whole table.
  `create index if not exists orders_untouched on orders (updated_at) where status = 'pending' and attempts = 0`,
  // 8: a sale that lands after its order was released as not charged is undone and recorded. `released_at` (ms
  // since the epoch): when an attempt was last released, so the reconciler looks for such a sale for a while after;
  // `late_sales`: each such sale and what was done about it. Both are empty for every order before.
  `alter table orders add column if not exists released_at bigint;
   alter table orders add column if not exists late_sales jsonb;
   create index if not exists orders_released on orders (released_at) where released_at is not null`,
  // 9: `refused_attempts`: the order's attempts the card's issuer or the gateway's checks refused (the rule:
  // `refusedByChecks` in payments/charger.ts). `PAYMENT_ATTEMPTS_PER_ORDER` bounds it, where it bounded `attempts`, which
  // goes on counting every attempt (each one's number). What became of an order's earlier attempts was never kept, only
  // its last one's: an order whose last attempt was refused (declined, but not for want of the processor, whose sale's
  // status is `failed`; or refused with the gateway's words) counts every attempt as refused, as before, so an order
  // the cap had closed against card testing stays closed; every other order (never tried, or last failed for want of
  // an answer: the ones a gateway's outage may have closed) starts at 0.
  `alter table orders add column if not exists refused_attempts integer not null default 0;
   update orders set refused_attempts = attempts
     where (status = 'declined' and coalesce(receipt->>'status', '') <> 'failed')
        or (status = 'failed' and failure = 'refused')`,
  // 10: the rate limits' counts (request-counts.ts), which lived in each instance's memory: so that the instances on
  // one database count together and a restart forgets none. A row per limit (`name`) and client (`key`: an address or
  // a session): its requests in the window that ends at `window_ends_at` (ms since the epoch). Rows of ended windows
  // are deleted; the index finds them.
  `create table if not exists request_counts (
     name text not null,
     key text not null,
     hits integer not null,
     window_ends_at bigint not null,
     primary key (name, key)
   );
   create index if not exists request_counts_window_end on request_counts (window_ends_at)`,
];

/** A secret kept in the database: made once, the same for every instance and every restart. */
export async function storedSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    make(),
  ]);
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  return row!.value;
}

/** The advisory lock every schema change takes, so instances starting together take turns. */
const MIGRATION_LOCK = 727201;

/** Quotes a step's SQL in `migrate`'s statement, inside its `$migration$` block (no step may hold either). */
const STEP_QUOTE = '$migration_step$';

/**
 * Runs the steps not applied yet, in order. `steps`: the schema's (tests give others).
 *
 * Two instances starting together against one PostgreSQL may both read a step as not applied: the lock makes the
 * second wait, and under it the step runs only if no one applied it meanwhile. A step that changes rows (4, 9) must
 * run once: run again, it could meet rows that the first instance, already taking payments, has changed since.
 */
export async function migrate(db: Database, steps: readonly string[] = MIGRATIONS): Promise<void> {
  // Under the same lock as the steps: two `create table if not exists` at once on PostgreSQL can
  // both pass the check and one then fails on the catalogue's unique index.
  await db.exec(
    `begin; select pg_advisory_xact_lock(${MIGRATION_LOCK}); ` +
      'create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now()); commit;',
  );
  const applied = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version),
  );
  for (const [index, sql] of steps.entries()) {
    const version = index + 1;
    if (applied.has(version)) continue;
    if (sql.includes('$migration')) throw new Error(`Migration ${version} holds $migration, which quotes it.`);
    await db.exec(
      `begin; select pg_advisory_xact_lock(${MIGRATION_LOCK}); ` +
        `do $migration$ begin if not exists (select 1 from schema_migrations where version = ${version}) then ` +
        `execute ${STEP_QUOTE} ${sql} ${STEP_QUOTE}; insert into schema_migrations (version) values (${version}); ` +
        'end if; end $migration$; commit;',
    );
  }
}
