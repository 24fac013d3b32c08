import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file that says which process has the embedded store open. */
export const LOCK_FILE = 'checkout-server.lock';

export class StoreLockedError extends Error {}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One writer per embedded store. PGlite is a single-process database: two servers on one data
 * directory each keep their own copy in memory and overwrite each other's files (paid orders vanish),
 * or the second dies inside the WebAssembly with a bare `Aborted()`. So the first server takes a lock
 * file, as PostgreSQL's own `postmaster.pid` does, and a second one refuses to start and says what to
 * do. A lock left by a process that no longer runs on this machine (a crash, `kill -9`) is taken over.
 * Returns the release.
 */
export function lockStore(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder && (holder.host !== hostname() || alive(holder.pid))) {
        throw new StoreLockedError(
          `Another checkout server (process ${holder.pid} on ${holder.host}) is using the store in ${dataDir}. ` +
            'Stop that server first; or give this one a store of its own with DATA_DIR=<another directory>; ' +
            'or run several servers on one PostgreSQL with DATABASE_URL=postgres://…. ' +
            `(If no such server runs, delete ${path}.)`,
        );
      }
      // Nobody holds it any more: take it over.
      try {
        unlinkSync(path);
      } catch {
        /* another starter took it over first: the next try says so */
      }
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    closeSync(fd);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readHolder(path)?.pid === process.pid) unlinkSync(path);
      } catch {
        /* already gone */
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new StoreLockedError(`The store in ${dataDir} is being opened by another server right now. Try again.`);
}
