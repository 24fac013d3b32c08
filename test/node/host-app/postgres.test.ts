import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { Orders } from '../../../host-app/server/db/orders.js';
import { RequestCounts } from '../../../host-app/server/db/request-counts.js';

const url = process.env.DATABASE_URL;

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
