/**
 * `npm start` as a developer runs it: the script on free ports, then an ordinary browser (no
 * flags) paying on the checkout it prints.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, Shopper, testCard } from './support/shopper.js';

const ROOT = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with everything printed once the script has printed its URLs. */
function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm start printed no URLs within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/Press Ctrl-C to stop/.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

describe('npm start', () => {
  let child: ChildProcess;
  let output: string;
  let outDir: string;
  let port: number;
  let emulatorPort: number;
  let browser: Browser;

  before(async () => {
    port = await freePort();
    emulatorPort = await freePort();
    outDir = mkdtempSync(join(tmpdir(), 'host-app-start-'));
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), EMULATOR_PORT: String(emulatorPort), HOST_APP_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = await started(child);
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(outDir, { recursive: true, force: true });
  });

  it('prints the checkout and emulator URLs', () => {
    assert.match(output, new RegExp(`Checkout: +http://localhost:${port}/`));
    assert.match(output, new RegExp(`Emulator: +http://localhost:${emulatorPort}`));
  });

  it('serves a checkout an ordinary browser pays on with 4111 1111 1111 1111', async () => {
    const shopper = await Shopper.open(browser, `http://localhost:${port}`);
    try {
      await shopper.visitCheckout();
      await shopper.enterCard(testCard());
      await shopper.pay();
      assert.equal(await shopper.text('h1'), 'Payment received', shopper.problems.join('\n'));
      assert.equal(await shopper.text('#payment-method'), 'Visa ending in 1111');
    } finally {
      await shopper.close();
    }
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  });
});
