import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';

/**
 * In-memory stores (`memory://`): a process that opens several starts the later ones from the files of an empty store
 * it kept (PGlite's initdb runs once), so each must still start as empty as the first, whatever the others hold.
 */
describe('in-memory stores', () => {
  const tables = async (db: Database): Promise<string[]> =>
    (
      await db.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      )
    ).map((row) => row.tablename);

  it('start empty, whatever the stores opened before them hold, and each keeps its own', async () => {
    const first = await openDatabase({ dataDir: 'memory://' });
    try {
      await first.exec('create table kept (x integer); insert into kept values (1)');
      await migrate(first);
      const second = await openDatabase({ dataDir: 'memory://' });
      try {
        assert.deepEqual(await tables(second), [], 'a new store holds none of the tables written before it');
        await migrate(second);
        assert.ok((await tables(second)).length > 0, 'a store from the kept files takes the migrations');
        await second.exec('create table other (y integer); insert into other values (2)');
        assert.ok(!(await tables(second)).includes('kept'));
        assert.deepEqual(await second.query('select y from other'), [{ y: 2 }]);
      } finally {
        await second.close();
      }
      const own = await tables(first);
      assert.ok(own.includes('kept') && !own.includes('other'), 'the first store keeps its own tables only');
      assert.deepEqual(await first.query('select x from kept'), [{ x: 1 }]);
    } finally {
      await first.close();
    }
  });
});
