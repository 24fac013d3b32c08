/**
 * Opens one `memory://` store in a process of its own, with the empty store's files saved in (or read from) the folder
 * given as the first argument, and prints the tables it starts with as JSON: what a later process's store starts from.
 */
import { openDatabase } from '../../../../host-app/server/db/database.js';

const db = await openDatabase({ dataDir: 'memory://', emptyStoreCache: process.argv[2]! });
try {
  const rows = await db.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  console.log(JSON.stringify(rows.map((row) => row.tablename)));
} finally {
  await db.close();
}
