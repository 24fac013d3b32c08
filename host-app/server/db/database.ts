import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { preparedQueries } from './pglite-statements.js';
import { lockStore } from './store-lock.js';

/**
 * The product server's store: one interface over two real PostgreSQL engines. PGlite (PostgreSQL
 * compiled to WebAssembly) in a data directory is the default, so `npm start` needs no server;
 * with `DATABASE_URL` set it is a real PostgreSQL through `pg`, which several server instances can
 * share. Both speak the same SQL, so the queries and migrations are written once.
 */
export interface Database {
  /** One statement; each SQL text is prepared once (per connection) and run by name after that. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements separated by `;` (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** `postgres://…`: use that server. Otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` keeps it in memory (tests that need no restart). */
  dataDir?: string;
  /**
   * Where a PostgreSQL connection's failure while it waits in the pool is reported (the server restarted or failed
   * over, a proxy closed an idle connection): the pool drops that connection and opens another for the next query.
   * Default `console.error`.
   */
  logError?: (message: string) => void;
  /**
   * The folder where the first `memory://` store's empty files are saved for the processes after it (see
   * emptyStoreFiles). Default `node_modules/.cache/payment-form` in the project PGlite is installed in.
   */
  emptyStoreCache?: string;
}

/** The schemes `pg` reads a connection string in. */
const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Never quoted in an error: the URL may hold the database's password.
    if (!POSTGRES_URL.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:port/database.');
    }
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that fails (the server restarted, a proxy timed it out) is an `error` event of the pool: with
    // no listener it would end the process. The pool has dropped it already; the next query opens another.
    const logError = options.logError ?? ((message: string) => console.error(message));
    pool.on('error', (error) => logError(`[store] a PostgreSQL connection failed while idle: ${error.message}`));
    // Fail at start, not on the first checkout, when the server is unreachable.
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(
        `The PostgreSQL server DATABASE_URL names could not be used: ${(error as Error).message || String(error)}.`,
        { cause: error },
      );
    }
    // `pg` prepares a named statement once on each connection and binds it after that.
    const names = new Map<string, string>();
    const nameOf = (sql: string): string => names.get(sql) ?? names.set(sql, `s${names.size + 1}`).get(sql)!;
    return closable({
      engine: 'postgres',
      query: async <Row>(sql: string, params: unknown[] = []) =>
        (await pool.query({ name: nameOf(sql), text: sql, values: params })).rows as Row[],
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = options.dataDir ?? 'memory://';
  let release = (): void => undefined;
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockStore(resolve(dataDir));
  }
  let db: InstanceType<typeof PGlite>;
  try {
    db = dataDir === 'memory://' ? await newMemoryStore(PGlite, options.emptyStoreCache) : await PGlite.create(dataDir);
  } catch (error) {
    release();
    // PGlite's WebAssembly fails with a bare `Aborted()`: say which store, and what to try.
    throw new Error(
      `The embedded store in ${resolve(dataDir)} could not be opened (${(error as Error).message || String(error)}). ` +
        'If another program uses it, stop that program; otherwise move the directory aside to start with an empty store, ' +
        'or set DATABASE_URL to use PostgreSQL.',
      { cause: error },
    );
  }
  const prepared = preparedQueries(db);
  return closable({
    engine: 'pglite',
    query: <Row>(sql: string, params: unknown[] = []) => prepared<Row>(sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  });
}

type PGliteClass = typeof import('@electric-sql/pglite').PGlite;

/**
 * The files of an empty in-memory store. PGlite makes a new store by running PostgreSQL's initdb, about 3 s on a
 * two-core machine; from these files a new store is ready in about 0.7 s. The first process that runs initdb keeps
 * them in memory for its later stores and saves them in the project's cache folder (`node_modules/.cache`, where
 * other tools keep theirs), under PGlite's version, for the processes after it: the tests start their servers on
 * `memory://` stores, dozens per file and in dozens of processes, and pay initdb once. They are the files of a store
 * nothing was written to yet, the same for every store: what a store holds is never kept, and nothing that must
 * survive a restart is (an in-memory store keeps nothing). A file that cannot be read or loaded only means initdb
 * runs again, and its files replace it.
 */
let emptyStoreFiles: Promise<Blob | undefined> | undefined;

/** PGlite's installed folder and version, looked up once; none when they cannot be told. */
let pglitePackage: { dir: string; version: string } | null | undefined;

function installedPGlite(): { dir: string; version: string } | null {
  if (pglitePackage !== undefined) return pglitePackage;
  pglitePackage = null;
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json'))) {
      if (dirname(dir) === dir) return pglitePackage;
      dir = dirname(dir);
    }
    const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name === '@electric-sql/pglite' && version) pglitePackage = { dir, version };
  } catch {
    /* none: the files are not saved */
  }
  return pglitePackage;
}

/** Where the empty store's files are saved, named by PGlite's version; none when that cannot be told. */
function savedEmptyStorePath(folder: string | undefined): string | undefined {
  const pglite = installedPGlite();
  if (!pglite) return undefined;
  // <project>/node_modules/@electric-sql/pglite → <project>/node_modules/.cache/payment-form
  const cache = folder ?? join(pglite.dir, '..', '..', '.cache', 'payment-form');
  return join(cache, `empty-store-pglite-${pglite.version}.tar`);
}

async function readSavedEmptyStore(path: string | undefined): Promise<Blob | undefined> {
  if (!path) return undefined;
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return undefined;
  }
}

/** Saves the files whole or not at all (written beside, then renamed), so no process reads half of them. */
async function saveEmptyStore(path: string | undefined, files: Blob): Promise<void> {
  if (!path) return;
  const partial = `${path}.${process.pid}.partial`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(partial, Buffer.from(await files.arrayBuffer()));
    await rename(partial, path);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

/** A new, empty in-memory store: from the empty store's files when they are here or saved, else by initdb. */
async function newMemoryStore(PGlite: PGliteClass, folder: string | undefined): Promise<InstanceType<PGliteClass>> {
  const path = savedEmptyStorePath(folder);
  emptyStoreFiles ??= readSavedEmptyStore(path);
  const files = await emptyStoreFiles;
  if (files) {
    try {
      return await PGlite.create({ loadDataDir: files });
    } catch {
      // Damaged or from another build: initdb below, whose files replace them.
    }
  }
  const db = await PGlite.create('memory://');
  // Taken before anything is written to this store. A failure only means the next store runs initdb again.
  const dumping = db.dumpDataDir('none').then(
    async (dumped) => {
      await saveEmptyStore(path, dumped);
      return dumped;
    },
    () => undefined,
  );
  emptyStoreFiles = dumping;
  await dumping;
  return db;
}

/**
 * The store, refusing every query once `close()` was called (a shutdown), with an error that says so: the engines' own
 * say nothing useful (PGlite fails with `Cannot read properties of undefined (reading
 * '_PostgresSendReadyForQueryIfNecessary')`, `pg` with `Cannot use a pool after calling end on the pool`). The queries
 * under way when `close()` is called end first, then the engine closes: PGlite would close under them, and `pg` leaves
 * a query that has not got its connection yet pending for ever, and the pool's end with it. A second `close()` waits
 * for the first instead of failing in the engine (PGlite's says `PGlite is closed`).
 */
function closable(store: Database): Database {
  let closing: Promise<void> | undefined;
  const running = new Set<Promise<unknown>>();
  const run = <T>(query: () => Promise<T>): Promise<T> => {
    if (closing)
      return Promise.reject(new Error('The store is closed (the server is shutting down): no query runs now.'));
    const promise = query();
    running.add(promise);
    const forget = (): void => void running.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  return {
    engine: store.engine,
    query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> =>
      run(() => store.query<Row>(sql, params)),
    exec: (sql: string): Promise<void> => run(() => store.exec(sql)),
    close: () => (closing ??= Promise.allSettled([...running]).then(() => store.close())),
  };
}
