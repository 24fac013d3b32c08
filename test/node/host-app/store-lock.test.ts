import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LOCK_FILE } from '../../../host-app/server/db/store-lock.js';
import { pagesOnlyOutDir } from './support/pages-only.js';

/**
 * Two `npm start` on one checkout without DATABASE_URL: both would open the same embedded store. The
 * first holds it; the second refuses to start, saying which directory and what to do, and never
 * shows the database's bare `Aborted()`.
 */
const ROOT = new URL('../../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'host-app-lock-'));
const outDir = pagesOnlyOutDir('host-app-lock-out-');
const children: ChildProcess[] = [];

function npmStart(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // The embedded store is the point: no PostgreSQL even where CI provides one.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      EMULATOR_PORT: '0',
      DATA_DIR: dataDir,
      HOST_APP_OUT_DIR: outDir,
      // The first server holds the store; it needs no bundle for that.
      HOST_APP_BUILD: 'never',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The pid in the lock file, if it is there and whole. */
function holder(lock: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(lock, 'utf8')) as { pid?: number }).pid;
  } catch {
    return undefined;
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two servers on one embedded store', () => {
  after(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('lets the first hold the store, and the second refuse to start, naming the directory and what to do', async () => {
    const first = npmStart();
    const lock = join(dataDir, LOCK_FILE);
    await until(() => holder(lock) !== undefined, 'the first server to hold the store');
    assert.equal(holder(lock), first.child.pid);

    const second = npmStart();
    assert.equal(await second.exited, 1, second.output());
    const said = second.output();
    assert.ok(said.includes(dataDir), `names the directory: ${said}`);
    assert.match(said, /Stop that server first/);
    assert.match(said, /DATA_DIR=/);
    assert.match(said, /DATABASE_URL=/);
    assert.doesNotMatch(said, /Aborted\(\)/);
    assert.equal(first.child.exitCode, null, 'the first still runs');

    // A crash leaves the lock behind: the next start takes it over, as no process holds it.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = npmStart();
    await until(() => holder(lock) === third.child.pid, 'the third to take over');
    third.child.kill('SIGKILL');
    await third.exited;
  });
});
