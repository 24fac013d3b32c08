import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../../host-app/server/db/database.js';
import { migrate } from '../../../host-app/server/db/migrations.js';

/**
 * In-memory stores (`memory://`): a process that opens several starts the later ones from the files of an empty store
 * it kept (PGlite's initdb runs once), so each must still start as empty as the first, whatever the others hold; and
 * it saves those files for the processes after it, which start their stores from them.
 */

const run = promisify(execFile);
const TABLES_SCRIPT = new URL('./support/memory-store-tables.ts', import.meta.url).pathname;

/** The tables a new `memory://` store starts with in a process of its own, saving or reading its files in `folder`. */
async function tablesInAnotherProcess(folder: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', TABLES_SCRIPT, folder]);
  return JSON.parse(stdout.trim().split('\n').pop()!) as string[];
}
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

  it('saves the empty files for the processes after it, which start their stores from them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pd-store-cache-'));
    try {
      assert.deepEqual(await tablesInAnotherProcess(folder), []);
      const [saved, ...others] = readdirSync(folder);
      assert.match(saved ?? '', /^empty-store-pglite-[\w.-]+\.tar$/, 'the first process saved the empty files');
      assert.deepEqual(others, [], 'nothing else is left in the folder (no partial file)');
      // Files with a table in them stand in for the saved ones: a later process's store starts from what is saved.
      const marked = await PGlite.create();
      await marked.exec('create table marker (x integer)');
      writeFileSync(join(folder, saved!), Buffer.from(await (await marked.dumpDataDir('none')).arrayBuffer()));
      await marked.close();
      assert.deepEqual(await tablesInAnotherProcess(folder), ['marker']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs initdb when the saved files cannot be loaded, and saves good ones over them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pd-store-cache-'));
    try {
      assert.deepEqual(await tablesInAnotherProcess(folder), []);
      const [saved] = readdirSync(folder);
      writeFileSync(join(folder, saved!), 'not the files of a store');
      assert.deepEqual(await tablesInAnotherProcess(folder), [], 'a store still opens, empty');
      assert.notEqual(readFileSync(join(folder, saved!), 'utf8'), 'not the files of a store');
      assert.deepEqual(await tablesInAnotherProcess(folder), [], 'and the next process starts from the new files');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
