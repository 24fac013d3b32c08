/**
 * The checkout bundle builds without a word: `npm start` (for the emulator, with the braintree-web
 * bridge) and `npm run build` (for the real gateway) print no warning a newcomer would have to
 * puzzle over. Both run the same build function this test runs, in a process of its own, as they do.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

  it("asks Vite's preload helper for no script the page's entry preloads itself, and for a wallet's imports", () => {
    const dir = join(outDir, 'emulated');
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    /** The files each dynamic import of a chunk hands Vite's preload helper (its `__vite__mapDeps` list). */
    const preloadLists = (key: string): string[] => {
      const code = readFileSync(join(dir, manifest[key]!.file), 'utf8');
      const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1];
      return list ? (JSON.parse(list.replaceAll('`', '"')) as string[]) : [];
    };
    // The entry's import of React and the mount, and the mount's of the form: the page asks for their scripts at
    // once after the first paint (its payment-form-scripts meta); the helper keeps only the mount's stylesheet.
    assert.deepEqual(
      preloadLists('src/main.ts').filter((file) => file.endsWith('.js')),
      [],
    );
    assert.deepEqual(
      preloadLists('src/mount.tsx').filter((file) => file.endsWith('.js')),
      [],
    );
    assert.ok(
      preloadLists('src/main.ts').some((file) => file.endsWith('.css')),
      'the stylesheet is still asked for',
    );
    // A chunk the page does not preload (a wallet's, imported by the element) still has its imports preloaded.
    const element = Object.keys(manifest).find((key) => manifest[key]!.file.includes('/define-'))!;
    assert.ok(preloadLists(element).filter((file) => file.endsWith('.js')).length > 3, "a wallet's imports");
  });

  it('builds for the real gateway, as npm run build does, printing nothing', async () => {
    const { code, output } = await buildInChild(join(outDir, 'gateway'));
    assert.equal(code, 0, output);
    assert.equal(output, '');
  });
});
