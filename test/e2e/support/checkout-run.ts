/**
 * One end-to-end suite's setting: the real product server (emulated gateway, in-process emulator,
 * production bundle with the bridge) started once, Chromium with no special flags, and a fresh
 * shopper (own browser context) for each test, on a reset emulator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { startServer, type RunningServer } from '../../../host-app/server/index.js';
import { launchBrowser, Shopper } from './shopper.js';

export class CheckoutRun {
  server!: RunningServer;
  browser!: Browser;
  shopper!: Shopper;
  /** What the product server logged during the current test. */
  readonly serverLog: string[] = [];
  private outDir = '';

  /** `scratch`: the prefix of the build's temporary folder. Call inside the suite's `describe`. */
  constructor(scratch: string) {
    before(async () => {
      this.outDir = mkdtempSync(join(tmpdir(), scratch));
      this.server = await startServer({
        port: 0,
        emulatorPort: 0,
        outDir: this.outDir,
        dataDir: 'memory://',
        env: {},
        log: (line) => this.serverLog.push(line),
      });
      this.browser = await launchBrowser();
    });
    after(async () => {
      await this.browser?.close();
      await this.server?.close();
      rmSync(this.outDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await this.emulator('POST', 'reset');
      this.serverLog.length = 0;
      this.shopper = await Shopper.open(this.browser, this.server.url);
    });
    afterEach(async () => {
      await this.shopper.close();
    });
  }

  /** Calls the emulator's control API (`/__emulator/<path>`) and returns its JSON answer. */
  async emulator(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.server.emulatorUrl}/__emulator/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }

  /** Explains a failure with what the page and the server said. */
  context(): string {
    return `\npage: ${this.shopper.problems.join('\n      ') || '(nothing)'}\nserver: ${this.serverLog.slice(-10).join('\n        ')}`;
  }
}
