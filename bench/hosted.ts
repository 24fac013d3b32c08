/**
 * The hosted script, for pages with no bundler. Drop-in's guide puts one classic script on the checkout page; a
 * merchant switching changes its address to ours (`payment-dropin.min.js`, which loads the ES module build and
 * its chunks from beside itself). Both are timed from the page's start until `braintree.dropin.create` can build a
 * form, on a phone's network (HOSTED_NETWORK: every request waits a round trip, the bytes share the bandwidth),
 * served gzipped over HTTP/1.1 as a merchant's own server sends them, and weighed: the files fetched, how many
 * levels of imports stand one behind another, and their gzip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { buildHosted, HOSTED_SCRIPT } from '../elements/scripts/hosted-build.mjs';
import { summarize, type Summary } from './stats.js';
import type { StaticFile } from './servers.js';

/** Lighthouse's mobile throttling (its "slow 4G"): a 150 ms round trip, 1.6 Mbit/s down, 675 kbit/s up. */
export const HOSTED_NETWORK = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675 } as const;

export type HostedContender = 'ours' | 'dropin';

export interface HostedLoads {
  /** From the page's start until the widget's code is on the page and defined, ms. */
  loaded: Summary;
  /** The script files the page fetched by then (in the first run that got there). */
  files: string[];
  /** Their gzip, bytes. */
  gzip: number;
  /** How many of those files are fetched one behind another: the script, then what it imports, and so on. */
  levels: number;
  problems: string[];
}

const JS = 'text/javascript; charset=utf-8';
const script = (body: string): StaticFile => ({ body, type: JS, gzip: gzipSync(body, { level: 9 }) });

/** Each contender's page: the script alone, then a note of the time once `braintree.dropin.create` can run. */
function hostedPage(contender: HostedContender): string {
  const tag =
    contender === 'ours'
      ? // The module build defines the element once it has loaded: what `create` waits for.
        `<script src="/hosted-ours/${HOSTED_SCRIPT}"></script>` +
        `<script>customElements.whenDefined('payment-dropin').then(() => { window.hostedLoadedAt = performance.now(); });</script>`
      : // A classic script runs after the one before it has: Drop-in is defined by then.
        `<script src="/hosted-dropin/dropin.min.js"></script>` +
        `<script>if (window.braintree && braintree.dropin) window.hostedLoadedAt = performance.now();</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hosted</title></head><body><h1>Checkout</h1>${tag}</body></html>`;
}

/**
 * Builds our hosted script into `outDir` and returns the pages and files both contenders' runs are served from:
 * `/hosted-ours.html` and `/hosted-dropin.html`, the scripts under `/hosted-ours/` and `/hosted-dropin/`.
 */
export async function hostedFiles(outDir: string, dropinJs: string): Promise<Map<string, StaticFile>> {
  await buildHosted({ outDir, sourcemap: false });
  const files = new Map<string, StaticFile>();
  for (const name of readdirSync(outDir, { recursive: true }).map(String))
    if (name.endsWith('.js'))
      files.set(`/hosted-ours/${name.replaceAll('\\', '/')}`, script(readFileSync(join(outDir, name), 'utf8')));
  files.set('/hosted-dropin/dropin.min.js', script(dropinJs));
  for (const contender of ['ours', 'dropin'] as const)
    files.set(`/hosted-${contender}.html`, { body: hostedPage(contender), type: 'text/html; charset=utf-8' });
  return files;
}

/** How many files stand one behind another up to this one: 1 for a script the page itself asks for. */
export function levelOf(url: string, askedBy: ReadonlyMap<string, string>): number {
  let level = 0;
  for (let at: string | undefined = url; at && level < 100; at = askedBy.get(at)) {
    if (!/\.js(\?|$)/.test(new URL(at).pathname)) break; // the page
    level += 1;
  }
  return level;
}

/** `runs` loads of each contender's page, one after the other in turn, each in a fresh browser context. */
export async function hostedLoads(
  browser: Browser,
  pagesUrl: string,
  files: ReadonlyMap<string, StaticFile>,
  runs: number,
): Promise<Record<HostedContender, HostedLoads>> {
  const times: Record<HostedContender, number[]> = { ours: [], dropin: [] };
  const fetched: Record<HostedContender, string[]> = { ours: [], dropin: [] };
  const problems: Record<HostedContender, string[]> = { ours: [], dropin: [] };
  const levels: Record<HostedContender, number> = { ours: 0, dropin: 0 };
  for (let run = 0; run < runs; run += 1) {
    for (const contender of ['ours', 'dropin'] as const) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        const scripts: string[] = [];
        // Who asked for each file: the page for its script, a script for what it imports (statically or not).
        const askedBy = new Map<string, string>();
        page.on('request', (request) => {
          const initiator = request.initiator();
          const by = initiator?.url ?? initiator?.stack?.callFrames[0]?.url;
          if (by) askedBy.set(request.url(), by);
        });
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path.startsWith(`/hosted-${contender}/`) && response.ok()) scripts.push(response.url());
        });
        page.on('pageerror', (error) => problems[contender].push(String(error)));
        const cdp = await page.createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: HOSTED_NETWORK.latencyMs,
          downloadThroughput: (HOSTED_NETWORK.downloadKbps * 1024) / 8,
          uploadThroughput: (HOSTED_NETWORK.uploadKbps * 1024) / 8,
        });
        await page.goto(`${pagesUrl}/hosted-${contender}.html`);
        await page.waitForFunction(() => typeof (window as { hostedLoadedAt?: number }).hostedLoadedAt === 'number', {
          timeout: 60_000,
        });
        times[contender].push(
          await page.evaluate(() => (window as unknown as { hostedLoadedAt: number }).hostedLoadedAt),
        );
        if (fetched[contender].length === 0) {
          fetched[contender] = scripts.map((url) => new URL(url).pathname).sort();
          levels[contender] = Math.max(0, ...scripts.map((url) => levelOf(url, askedBy)));
        }
      } catch (error) {
        problems[contender].push(`run ${run + 1}: ${String(error)}`);
      } finally {
        await context.close();
      }
    }
  }
  const result = {} as Record<HostedContender, HostedLoads>;
  for (const contender of ['ours', 'dropin'] as const)
    result[contender] = {
      loaded: summarize(times[contender]),
      files: fetched[contender],
      gzip: fetched[contender].reduce((sum, path) => sum + (files.get(path)?.gzip?.length ?? 0), 0),
      levels: levels[contender],
      problems: problems[contender],
    };
  return result;
}
