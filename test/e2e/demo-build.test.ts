/**
 * The checkout bundle builds without a word: `npm start` (for the emulator, with the braintree-web
 * bridge) and `npm run build` (for the real gateway) print no warning a newcomer would have to
 * puzzle over. Both run the same build function this test runs, in a process of its own, as they do.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs `buildHostApp` in a fresh Node process and resolves with its exit code and everything it printed. */
function buildInChild(outDir: string, emulatorOrigin?: string): Promise<{ code: number | null; output: string }> {
  const script = `
    const { buildHostApp } = await import(${JSON.stringify(join(ROOT, 'host-app', 'build.ts'))});
    await buildHostApp({ outDir: ${JSON.stringify(outDir)}, force: true${
      emulatorOrigin ? `, emulatorOrigin: ${JSON.stringify(emulatorOrigin)}` : ''
    } });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe('the checkout bundle (npm start, npm run build)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'host-app-build-'));
  after(() => rmSync(outDir, { recursive: true, force: true }));

  it("builds for the emulator, as npm start does, printing nothing (no warning about React's 'use client')", async () => {
    const { code, output } = await buildInChild(join(outDir, 'emulated'), 'http://localhost:4010');
    assert.equal(code, 0, output);
    assert.equal(output, '');
  });

  it('builds for the real gateway, as npm run build does, printing nothing', async () => {
    const { code, output } = await buildInChild(join(outDir, 'gateway'));
    assert.equal(code, 0, output);
    assert.equal(output, '');
  });
});
