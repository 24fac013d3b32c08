import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { startServer, type RunningServer, type StartServerOptions } from '../../../../host-app/server/index.js';

/**
 * An output folder with a build manifest and empty files instead of the checkout bundle, for server
 * tests that read pages but never run their script: the server renders its pages from it (with
 * `build: 'never'`), and the minute of building the real bundle is saved. Tests of the bundle itself
 * (what the browser loads) build it.
 */
export function pagesOnlyOutDir(prefix: string): string {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const manifest = {
    'src/main.ts': { file: 'assets/main.js', imports: ['src/mount.tsx'] },
    'src/mount.tsx': { file: 'assets/mount.js', css: ['assets/mount.css'] },
    'src/PaymentForm.tsx': { file: 'assets/form.js' },
  };
  writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const file of ['main.js', 'mount.js', 'mount.css', 'form.js']) writeFileSync(join(outDir, 'assets', file), '');
  return outDir;
}

/** Product servers started on one pages-only folder, for the tests of one block (see `serversOnPagesOnly`). */
export interface PagesOnlyServers {
  /**
   * Starts a server on the folder: on free ports, serving the folder as it is (`build: 'never'`), its store in memory,
   * `env` empty and its log dropped, unless the block's defaults or `options` say otherwise (`options` win). Closed
   * after the block's tests, unless a test closed it.
   */
  start(options?: StartServerOptions): Promise<RunningServer>;
}

/**
 * The harness of the server tests that read pages only: in the `describe` (or file) it is called in, it makes a
 * pages-only folder (`pagesOnlyOutDir(prefix)`) before the tests, and after them closes every server `start` started
 * that is still open, then removes the folder. Its hooks run before the block's own that come after the call: a
 * `before` that starts a server, an `after` that closes what the servers used (an emulator of the block's own).
 */
export function serversOnPagesOnly(prefix: string, defaults: StartServerOptions = {}): PagesOnlyServers {
  let outDir: string | undefined;
  const open = new Set<RunningServer>();
  before(() => {
    outDir = pagesOnlyOutDir(prefix);
  });
  after(async () => {
    for (const server of [...open]) await server.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });
  const folder = (): string => {
    if (outDir === undefined) {
      throw new Error(`The pages-only folder ${prefix}… is made before the tests: ask for it in a test or a hook.`);
    }
    return outDir;
  };
  return {
    async start(options = {}) {
      const started = await startServer({
        port: 0,
        emulatorPort: 0,
        build: 'never',
        dataDir: 'memory://',
        env: {},
        log: () => undefined,
        ...defaults,
        ...options,
        outDir: folder(),
      });
      // Closed by a test, it is not closed again after the block.
      const server: RunningServer = {
        ...started,
        close: () => {
          open.delete(server);
          return started.close();
        },
      };
      open.add(server);
      return server;
    },
  };
}

/**
 * Made-up Braintree sandbox keys: a server started with them runs as a real merchant's would (no demo, the server's
 * prices, the limits on), for tests that only ask it for pages and never reach Braintree.
 */
export const REAL_CREDENTIALS = {
  BRAINTREE_MERCHANT_ID: 'merchant-id-sentinel',
  BRAINTREE_PUBLIC_KEY: 'public-key-sentinel',
  BRAINTREE_PRIVATE_KEY: 'private-key-sentinel',
  BRAINTREE_ENVIRONMENT: 'sandbox',
  BRAINTREE_CURRENCY: 'USD',
} as const;
