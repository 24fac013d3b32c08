/**
 * The servers behind `npm run bench:page`, in a process of their own: the product server (emulated gateway,
 * a fresh build of the checkout) and, in front of it, the bench server that answers the three pages (`/`, the
 * checkout as it opens; `/?wallets=0`, cards only; `/dropin`, the checkout's HTML with Drop-in in our widget's
 * place) and passes every other request to the product server.
 *
 * bench/page-servers-child.ts starts this file as a child process (bench/page-servers.mjs) and lowers its priority:
 * on a phone the servers are on the other side of the network, not on the CPU the page runs on. The child sends
 * `{ urls, assetsDir }` once the pages answer, and closes everything when told `close` (or when its parent goes
 * away). With `--source-maps` the checkout is built with its source maps (`npm run bench:profile` reads them).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import { build } from 'vite';
import { braintreeEmulatorBridge } from '../emulator/vite-bridge.js';
import { precompressAssets } from '../host-app/build.js';
import { startServer } from '../host-app/server/index.js';
import { staticAssets } from '../host-app/server/static-assets.js';
import { BENCH_DIR, DROPIN_VERSION, minifiedBuild } from './build.js';
import { dropinCheckoutHtml, type DropinPageAssets } from './page-html.js';
import { closer, forward, listen } from './servers.js';

/** The pages the bench measures: `ours` (every way to pay), `cards` (cards only) and `dropin`. */
export type Page = 'ours' | 'cards' | 'dropin';

/** What the child tells its parent: the pages' URLs and where the checkout's chunks (and maps, if asked) are. */
export type ServersMessage = { urls: Record<Page, string>; assetsDir: string } | { error: string };

const DROPIN_PREFIX = '/bench-dropin';
const log = (message: string): void => console.log(`[bench:page] ${message}`);

// -------------------------------------------------------------------------------------------------
// The Drop-in page

interface DropinAssets extends DropinPageAssets {
  dir: string;
}

/** Drop-in's page script (Drop-in and its braintree-web bundled once, minified) and its stylesheet. */
async function buildDropinPage(outDir: string, emulatorOrigin: string): Promise<DropinAssets> {
  const result = await build({
    configFile: false,
    root: BENCH_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [braintreeEmulatorBridge({ emulatorOrigin })],
    // Drop-in's CommonJS sources name Node's `global` (its browserify bundle maps it to window).
    define: { global: 'globalThis' },
    // As the checkout bundle: CommonJS sources, not the packages' prebuilt browser bundles.
    resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] },
    build: minifiedBuild(
      outDir,
      { dropin: join(BENCH_DIR, 'page-dropin.ts') },
      { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
    ),
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{
    output: Array<{ type: string; isEntry?: boolean; fileName: string }>;
  }>;
  const entry = outputs.flatMap((o) => o.output).find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('The Drop-in page build has no entry chunk.');
  const require = createRequire(import.meta.url);
  const css = readFileSync(join(dirname(require.resolve('braintree-web-drop-in/package.json')), 'dropin.css'));
  writeFileSync(join(outDir, 'assets', `dropin-${DROPIN_VERSION}.css`), css);
  precompressAssets(join(outDir, 'assets'));
  return {
    dir: join(outDir, 'assets'),
    script: `${DROPIN_PREFIX}/${entry.fileName.replace(/^assets\//, '')}`,
    stylesheet: `${DROPIN_PREFIX}/dropin-${DROPIN_VERSION}.css`,
  };
}

// -------------------------------------------------------------------------------------------------
// The bench server

async function startBenchServer(
  productUrl: string,
  dropin: DropinAssets,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(productUrl);
  const app = express();
  app.disable('x-powered-by');
  app.use(DROPIN_PREFIX, staticAssets(dropin.dir));
  // Served without the product's Content-Security-Policy: Drop-in sets inline styles, which the
  // product's policy refuses, and would log a violation for each.
  app.get('/dropin', async (req, res) => {
    const answer = await fetch(new URL(req.originalUrl.replace(/^\/dropin/, '/'), productUrl));
    const checkout = await answer.text();
    if (!answer.ok) {
      res.status(502).type('text').send(`bench server: the checkout answered ${answer.status}`);
      return;
    }
    try {
      res.status(200).type('html').set('Cache-Control', 'no-store').send(dropinCheckoutHtml(checkout, dropin));
    } catch (error) {
      res
        .status(500)
        .type('text')
        .send(`bench server: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  // Everything else is the product server's, unchanged (mounted at the root, the request keeps its whole path).
  app.use((req, res) => forward(req, res, { upstream, name: 'bench server' }));
  const server = createServer(app);
  const close = closer(server);
  const port = await listen(server);
  return { url: `http://localhost:${port}`, close };
}

// -------------------------------------------------------------------------------------------------
// The child process

async function startAll(
  workDir: string,
  sourceMaps: boolean,
): Promise<{ urls: Record<Page, string>; assetsDir: string; close(): Promise<void> }> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  };
  try {
    log('starting the product server (emulated gateway) and building the checkout');
    const product = await startServer({
      port: 0,
      emulatorPort: 0,
      env: {},
      outDir: join(workDir, 'host-app'),
      sourceMaps,
      // Its own database, in memory: not the one `npm start` may have open.
      dataDir: 'memory://',
      log: () => {},
    });
    cleanups.unshift(() => product.close());
    const emulatorOrigin = `http://localhost:${new URL(product.emulatorUrl!).port}`;
    log('building the Drop-in page');
    const dropin = await buildDropinPage(join(workDir, 'dropin'), emulatorOrigin);
    const bench = await startBenchServer(product.url, dropin);
    cleanups.unshift(() => bench.close());
    return {
      urls: { ours: `${bench.url}/`, cards: `${bench.url}/?wallets=0`, dropin: `${bench.url}/dropin` },
      assetsDir: join(workDir, 'host-app', 'assets'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

if (process.send) {
  const workDir = mkdtempSync(join(tmpdir(), 'pd-bench-page-'));
  const finish = async (servers?: { close(): Promise<void> }): Promise<never> => {
    await servers?.close();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  try {
    // `--source-maps` (bench:profile): the checkout is built with its source maps.
    const servers = await startAll(workDir, process.argv.includes('--source-maps'));
    process.on('message', (message) => {
      if (message === 'close') void finish(servers);
    });
    process.on('disconnect', () => void finish(servers));
    process.send({ urls: servers.urls, assetsDir: servers.assetsDir } satisfies ServersMessage);
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) } satisfies ServersMessage, () =>
      finish(),
    );
  }
}
