import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { Orders } from '../../../host-app/server/db/orders.js';

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
});
