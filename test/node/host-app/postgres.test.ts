import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { Orders } from '../../../host-app/server/db/orders.js';
import { RequestCounts } from '../../../host-app/server/db/request-counts.js';

const url = process.env.DATABASE_URL;

describe('the store at start', () => {
  it('names DATABASE_URL when it is no PostgreSQL URL or its server cannot be reached, never quoting it', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'mysql://shop:s3cret@db/shop' }),
      (error: Error) =>
        /^DATABASE_URL must be a PostgreSQL URL, postgres:\/\/user:password@host:port\/database\.$/.test(
          error.message,
        ) && !error.message.includes('s3cret'),
    );
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://shop:s3cret@127.0.0.1:1/shop' }),
      (error: Error) =>
        /^The PostgreSQL server DATABASE_URL names could not be used: .*ECONNREFUSED/.test(error.message) &&
        !error.message.includes('s3cret'),
    );
  });

  it('runs a step once when two instances migrate at once, though both read it as not applied', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      // A step that changes rows, as steps 4 and 9 do: run twice, it would change them twice.
      const steps = ['create table if not exists ran (step integer)', 'insert into ran values (2)'];
      await Promise.all([migrate(db, steps), migrate(db, steps)]);
      assert.deepEqual(await db.query('select step from ran'), [{ step: 2 }]);
      assert.deepEqual(await db.query('select version from schema_migrations order by version'), [
        { version: 1 },
        { version: 2 },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('the store after close (a shutdown)', () => {
  const CLOSED = { message: 'The store is closed (the server is shutting down): no query runs now.' };

  /**
   * Closes the store with a query under way, and checks that the query ends as it would have, that no query runs after
   * that, and that a second close does no harm.
   */
  async function endsTheQueryUnderWayThenRefuses(db: Database): Promise<void> {
    const running = db.query<{ one: number }>('select pg_sleep(0.05), 1 as one');
    await db.close();
    assert.equal((await running)[0]?.one, 1, 'a query started before close() ends as it would have');
    await assert.rejects(db.query('select 1'), CLOSED);
    await assert.rejects(db.exec('select 1'), CLOSED);
    await db.close();
  }

  it('ends the query under way, then refuses every query with an error saying so, on the embedded store', async () =>
    endsTheQueryUnderWayThenRefuses(await openDatabase({ dataDir: 'memory://' })));

  // `pg` alone leaves a query that has not got its connection yet pending for ever when the pool ends, and the end.
  it(
    'ends the query under way, then refuses every query with an error saying so, on PostgreSQL',
    { skip: url ? false : 'DATABASE_URL is not set: this test needs PostgreSQL.' },
    async () => endsTheQueryUnderWayThenRefuses(await openDatabase({ databaseUrl: url })),
  );
});

describe('orders on a real PostgreSQL (DATABASE_URL)', () => {
  it(
    'migrates twice without harm and lets only one of two claims of an order win',
    {
      skip: url
        ? false
        : 'DATABASE_URL is not set: this test needs PostgreSQL. Run it with DATABASE_URL=postgres://… (bash .ci/run starts a throwaway cluster and sets it)',
    },
    async () => {
      const db = await openDatabase({ databaseUrl: url });
      try {
        // Two connections open before the two migrations, so both really run at once (as two instances
        // starting together do): each query holds its connection briefly, so the pool opens a second.
        await Promise.all([db.query('select pg_sleep(0.05)'), db.query('select pg_sleep(0.05)')]);
        await Promise.all([migrate(db), migrate(db)]);
        const orders = new Orders(db);
        const order = await orders.create({ sessionId: 'pg-test', amount: '10.00', currency: 'USD' });
        const claims = await Promise.all(
          [0, 1].map(() => orders.claim(order.id, { deadAt: Date.now() + 60_000, saved: false })),
        );
        assert.equal(claims.filter(Boolean).length, 1);
      } finally {
        await db.close();
      }
    },
  );

  it(
    "counts an order's refused attempts and claims against them, not against every attempt",
    {
      skip: url ? false : 'DATABASE_URL is not set: this test needs PostgreSQL.',
    },
    async () => {
      const db = await openDatabase({ databaseUrl: url });
      try {
        await migrate(db);
        const orders = new Orders(db);
        const order = await orders.create({ sessionId: 'pg-cap', amount: '10.00', currency: 'USD' });
        const claim = () => orders.claim(order.id, { deadAt: Date.now() + 60_000, saved: false, maxAttempts: 1 });
        const first = (await claim())!;
        await orders.settle(order.id, first.attempts, { status: 'failed', failure: 'not-charged' }, false);
        const second = (await claim())!;
        assert.equal(second.attempts, 2, 'an attempt that failed for want of an answer does not count');
        const refused = await orders.settle(order.id, second.attempts, { status: 'failed', failure: 'refused' }, true);
        assert.deepEqual([refused?.attempts, refused?.refusedAttempts], [2, 1]);
        assert.equal(await claim(), undefined);
      } finally {
        await db.close();
      }
    },
  );

  it(
    'keeps running when PostgreSQL ends an idle connection (a restart, a proxy), and says so in the log',
    {
      skip: url ? false : 'DATABASE_URL is not set: this test needs PostgreSQL.',
    },
    async () => {
      const failures: string[] = [];
      const db = await openDatabase({ databaseUrl: url, logError: (line) => failures.push(line) });
      const other = await openDatabase({ databaseUrl: url });
      try {
        const [idle] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
        // Ended from the server's side while it waits in the pool: without a listener, the pool's `error` event
        // would end this process.
        await other.query('select pg_terminate_backend($1)', [idle!.pid]);
        const deadline = Date.now() + 5000;
        while (failures.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        assert.match(failures[0] ?? '', /^\[store\] a PostgreSQL connection failed while idle: terminating connection/);
        assert.deepEqual(await db.query('select 1 as one'), [{ one: 1 }], 'the next query opens another connection');
      } finally {
        await db.close();
        await other.close();
      }
    },
  );

  it(
    "counts one limit's requests from two instances at once, each its own count, and keeps them for the next",
    {
      skip: url ? false : 'DATABASE_URL is not set: this test needs PostgreSQL.',
    },
    async () => {
      // Two instances: a pool each, both with connections open before the requests, so they really run at once.
      const dbs = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
      const name = `pg-test-${process.pid}-${Date.now()}`;
      try {
        await migrate(dbs[0]!);
        await Promise.all(dbs.flatMap((db) => [db.query('select pg_sleep(0.05)'), db.query('select pg_sleep(0.05)')]));
        const counts = dbs.map((db) => new RequestCounts(db, Date.now, () => undefined));
        const counted = await Promise.all(
          Array.from({ length: 40 }, (_, i) => counts[i % 2]!.increment(name, '203.0.113.7', 60_000)),
        );
        assert.deepEqual(
          counted.map((info) => info.totalHits).sort((a, b) => a - b),
          Array.from({ length: 40 }, (_, i) => i + 1),
          'no two requests read the same count',
        );
        // A restarted instance reads the same count.
        const restarted = new RequestCounts(dbs[1]!, Date.now, () => undefined);
        assert.equal((await restarted.get(name, '203.0.113.7'))?.totalHits, 40);
      } finally {
        await dbs[0]!.query('delete from request_counts where name = $1', [name]);
        for (const db of dbs) await db.close();
      }
    },
  );
});
