import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;

describe('npm run emulator', () => {
  it('prints its URLs, answers on them, and stops cleanly on Ctrl-C', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts'], {
      cwd: root,
      env: { ...process.env, EMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const started = Date.now();
    while (!output.includes('Press Ctrl-C to stop.')) {
      assert.ok(Date.now() - started < 30_000, `the emulator did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = /Node SDK \(HTTP\):\s+(http:\/\/\S+)/.exec(output)?.[1];
    assert.ok(url, output);
    assert.match(output, /Browsers \(HTTPS\):\s+https:\/\/127\.0\.0\.1:\d+/);
    assert.match(output, /Tokenization key:\s+sandbox_emulated_emulated_merchant/);
    const state = await fetch(`${url}/__emulator/state`);
    assert.equal(state.status, 200);
    child.kill('SIGINT');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
    assert.match(output, /Emulator stopped\./);
  });
});
