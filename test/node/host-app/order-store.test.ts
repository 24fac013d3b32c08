import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';
import { Orders, type Receipt } from '../../../host-app/server/db/orders.js';

/** The store's side of a checkout: how many queries it makes, and that prepared statements behave as plain ones. */
let db: Database;
/** Every SQL text sent to the store since the last reset. */
let sent: string[] = [];

/** The database, with each query written down. */
function counted(inner: Database): Database {
  return {
    engine: inner.engine,
    query: (sql, params) => {
      sent.push(sql);
      return inner.query(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
  };
}

const RECEIPT: Receipt = {
  transactionId: 'txn1',
  status: 'submitted_for_settlement',
  amount: '10.00',
  currency: 'USD',
  paymentMethod: 'Visa ending in 1111',
  brand: 'Visa',
  lastFour: '1111',
  usedSavedCard: false,
};

before(async () => {
  db = counted(await openDatabase({ dataDir: 'memory://' }));
  await migrate(db);
});
after(() => db.close());

describe('the orders of a checkout', () => {
  it('are one insert, a claim and a settle; the receipt page after them asks the store nothing', async () => {
    const orders = new Orders(db);
    sent = [];
    const order = await orders.create({ sessionId: 's1', amount: '10.00', currency: 'USD' });
    const claimed = await orders.claim(order.id, { deadAt: Date.now() + 1000, saved: false, sessionId: 's1' });
    assert.equal(claimed?.status, 'charging');
    await orders.settle(order.id, claimed.attempts, { status: 'paid', receipt: RECEIPT }, false);
    const shown = await orders.find(order.id);
    assert.equal(shown?.status, 'paid');
    assert.deepEqual(shown?.receipt, RECEIPT);
    assert.deepEqual(
      sent.map((sql) => sql.trim().split(/\s+/)[0]),
      ['insert', 'update', 'update'],
    );
  });

  it('reads an unpaid order from the store every time, so what another server did to it is seen', async () => {
    const here = new Orders(db);
    const there = new Orders(db);
    const order = await here.create({ sessionId: 's2', amount: '5.00', currency: 'USD' });
    assert.equal((await here.find(order.id))?.status, 'pending');
    await there.claim(order.id, { deadAt: Date.now() + 1000, saved: false });
    assert.equal((await here.find(order.id))?.status, 'charging');
  });

  it('keeps a paid order another server settled once it has read it, and never changes it', async () => {
    const here = new Orders(db);
    const there = new Orders(db);
    const order = await there.create({ sessionId: 's3', amount: '7.00', currency: 'USD' });
    const claimed = await there.claim(order.id, { deadAt: Date.now() + 1000, saved: false });
    await there.settle(
      order.id,
      claimed!.attempts,
      { status: 'paid', receipt: { ...RECEIPT, transactionId: 'txn3' } },
      false,
    );
    const first = await here.find(order.id);
    sent = [];
    const again = await here.find(order.id);
    assert.deepEqual(sent, []);
    assert.equal(again, first);
    assert.ok(Object.isFrozen(again));
  });
});

describe('when a session gets a new id (sign-in, sign-out)', () => {
  it("moves the session's orders to the new id, and a server that kept a paid one reads it again", async () => {
    const here = new Orders(db);
    const there = new Orders(db);
    const unpaid = await here.create({ sessionId: 'old-session', amount: '3.00', currency: 'USD' });
    const paid = await here.create({ sessionId: 'old-session', amount: '4.00', currency: 'USD' });
    const claimed = await here.claim(paid.id, { deadAt: Date.now() + 1000, saved: false });
    await here.settle(
      paid.id,
      claimed!.attempts,
      { status: 'paid', receipt: { ...RECEIPT, transactionId: 'txn-m' } },
      false,
    );
    assert.equal((await there.find(paid.id))?.sessionId, 'old-session'); // `there` keeps it now

    assert.equal(await here.moveSession('old-session', 'new-session'), 2);
    assert.equal((await here.find(unpaid.id))?.sessionId, 'new-session');
    assert.equal((await here.find(paid.id))?.sessionId, 'new-session');
    // `there` still holds its copy under the old id; the store has the new one.
    assert.equal((await there.find(paid.id))?.sessionId, 'old-session');
    assert.equal((await there.findFresh(paid.id))?.sessionId, 'new-session');
    assert.equal((await there.find(paid.id))?.sessionId, 'new-session');
  });
});

describe("the cap on an order's payments", () => {
  const DECLINED: Receipt = { ...RECEIPT, transactionId: 'txn-d', status: 'processor_declined' };

  it('counts a refused attempt in the write that records it, once, and claims against that count, not every attempt', async () => {
    const orders = new Orders(db);
    const order = await orders.create({ sessionId: 'cap', amount: '10.00', currency: 'USD' });
    const claim = () => orders.claim(order.id, { deadAt: Date.now() + 1000, saved: false, maxAttempts: 2 });
    // Two attempts that failed for want of an answer, then a decline: one refused of three.
    for (let i = 0; i < 2; i += 1) {
      const claimed = (await claim())!;
      await orders.settle(order.id, claimed.attempts, { status: 'failed', failure: 'not-charged' }, false);
    }
    const third = (await claim())!;
    const declined = await orders.settle(order.id, third.attempts, { status: 'declined', receipt: DECLINED }, true);
    assert.deepEqual([declined?.attempts, declined?.refusedAttempts], [3, 1]);
    // A second answer to the same attempt (it has moved on) is not recorded, nor counted again.
    assert.equal(
      await orders.settle(order.id, third.attempts, { status: 'declined', receipt: DECLINED }, true),
      undefined,
    );
    assert.equal((await orders.find(order.id))?.refusedAttempts, 1);
    // Three attempts, over the bound of 2, and the order is claimed again: one refused is under it.
    const fourth = (await claim())!;
    assert.equal(fourth.attempts, 4);
    await orders.settle(order.id, fourth.attempts, { status: 'failed', failure: 'refused', refusal: 'No.' }, true);
    assert.equal(await claim(), undefined, 'two refused: the bound of 2 is reached');
    assert.deepEqual(await orders.find(order.id).then((o) => [o?.status, o?.attempts, o?.refusedAttempts]), [
      'failed',
      4,
      2,
    ]);
  });

  it('migrates the orders stored before: those whose last attempt was refused count every attempt, the others none', async () => {
    const orders = new Orders(db);
    const make = async (attempts: number, status: string, set = '') => {
      const { id } = await orders.create({ sessionId: 'before-9', amount: '10.00', currency: 'USD' });
      await db.query(`update orders set attempts = $2, status = $3 ${set} where id = $1`, [id, attempts, status]);
      return id;
    };
    const processorDeclined = await make(3, 'declined', `, receipt = '{"status":"processor_declined"}'::jsonb`);
    const gatewayRejected = await make(2, 'declined', `, receipt = '{"status":"gateway_rejected"}'::jsonb`);
    const processorFailed = await make(3, 'declined', `, receipt = '{"status":"failed"}'::jsonb`);
    const validation = await make(2, 'failed', `, failure = 'refused'`);
    const notCharged = await make(3, 'failed', `, failure = 'not-charged'`);
    const untried = await make(0, 'pending');
    // The store as it was before step 9, with these orders in it; then step 9 runs.
    await db.exec('alter table orders drop column refused_attempts; delete from schema_migrations where version = 9');
    await migrate(db);
    const refused = async (id: string) => (await orders.findFresh(id))?.refusedAttempts;
    assert.deepEqual(
      await Promise.all(
        [processorDeclined, gatewayRejected, processorFailed, validation, notCharged, untried].map(refused),
      ),
      [3, 2, 0, 2, 0, 0],
    );
  });
});

describe('prepared statements', () => {
  it('answer a statement that failed at its first use, once it is right, and keep failing what is wrong', async () => {
    await assert.rejects(db.query('select no_such_column from orders where id = $1', ['x']), /no_such_column/);
    await assert.rejects(db.query('select no_such_column from orders where id = $1', ['x']), /no_such_column/);
    const rows = await db.query<{ n: number }>('select count(*)::int as n from orders where currency = $1', ['USD']);
    assert.ok(rows[0]!.n >= 3);
  });

  it('run again after a row broke a constraint, with the same text and other values', async () => {
    const insert = 'insert into server_secrets (name, value) values ($1, $2)';
    await db.query(insert, ['prepared-test', 'one']);
    await assert.rejects(db.query(insert, ['prepared-test', 'two']), /duplicate key/);
    await db.query(insert, ['prepared-test-2', 'three']);
    const rows = await db.query<{ value: string }>(
      'select value from server_secrets where name like $1 order by name',
      ['prepared-test%'],
    );
    assert.deepEqual(
      rows.map((row) => row.value),
      ['one', 'three'],
    );
  });

  it('bring back numbers, booleans, JSON and nulls typed as the columns say', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      'select $1::int as n, $2::boolean as b, $3::jsonb as j, $4::text as t, $5::bigint as big',
      [42, true, JSON.stringify({ a: [1] }), null, 1_795_000_000_000],
    );
    assert.deepEqual(row, { n: 42, b: true, j: { a: [1] }, t: null, big: 1_795_000_000_000 });
  });
});
