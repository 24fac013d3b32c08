import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

/**
 * `npm start` (`scripts/start.mjs`) given a HOST the checkout cannot listen on: it stops with a message that names
 * HOST and its value, and exits non-zero.
 */
const ROOT = new URL('../../..', import.meta.url).pathname;

describe('npm start with a HOST it cannot listen on', () => {
  let outDir: string;

  before(() => {
    outDir = mkdtempSync(join(tmpdir(), 'host-app-start-host-'));
  });

  after(() => rmSync(outDir, { recursive: true, force: true }));

  /** Runs the script with `host` as HOST; resolves with its exit code and everything it printed. */
  function startWith(host: string): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: host,
        DATABASE_URL: '',
        PORT: '0',
        EMULATOR_PORT: '0',
        DATA_DIR: 'memory://',
        HOST_APP_OUT_DIR: outDir,
        HOST_APP_BUILD: 'never',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Were it to start after all, it is stopped so the test ends (and fails on the message).
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    return new Promise((resolve) =>
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      }),
    );
  }

  it('names HOST and its value when HOST is a name that cannot be resolved, and exits non-zero', async () => {
    const { code, output } = await startWith('no-such-host.invalid');
    assert.notEqual(code, 0, `exit code; printed:\n${output}`);
    assert.match(output, /HOST is "no-such-host\.invalid", a name this machine cannot resolve/);
    assert.doesNotMatch(output, /Checkout:/, 'nothing was started');
  });

  it('names HOST and its value when HOST is an address no interface of this machine has, and exits non-zero', async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never an address of this machine.
    const { code, output } = await startWith('192.0.2.1');
    assert.notEqual(code, 0, `exit code; printed:\n${output}`);
    assert.match(output, /HOST is "192\.0\.2\.1", an address no interface of this machine has/);
  });
});
