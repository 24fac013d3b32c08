import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { InlineConfig, Rolldown } from 'vite';
import { braintreeEmulatorBridge } from '../emulator/vite-bridge.js';

export const HOST_APP_DIR = fileURLToPath(new URL('.', import.meta.url));
const PROJECT_DIR = join(HOST_APP_DIR, '..');
export const DEFAULT_OUT_DIR = join(PROJECT_DIR, 'dist', 'host-app');
const ENTRY = 'src/main.ts';
/** The demo's no-script checkout: the element's definition and nothing else (see `src/plain.ts`). */
const PLAIN_ENTRY = 'src/plain.ts';
/**
 * What the entry imports on demand at once, each importing the next: React and the mount, then
 * the payment form with the element and braintree-web. The page's entry preloads them with their own
 * imports; what they import on demand later (a wallet, a locale) is left to its time.
 */
const ON_DEMAND_AT_ONCE = ['src/mount.tsx', 'src/PaymentForm.tsx'];

export interface HostAppBuildOptions {
  /** Where the bundle goes (served at `/assets/`). */
  outDir: string;
  /**
   * The emulator's origin in emulated mode: the build then carries the braintree-web bridge so a
   * browser with no flags reaches the emulator. Leave it out for the real Braintree gateway.
   */
  emulatorOrigin?: string;
  /**
   * Writes each chunk's source map beside it, named by no chunk (`hidden`: the page never asks for them), for tools that
   * read a profile of the page (`npm run bench:profile`). Off by default.
   */
  sourceMaps?: boolean;
}

/**
 * The Vite configuration of the checkout bundle (no config file: the server and `npm start` call it). Vite is loaded
 * here, not with the module: importing it costs a second of CPU, which a server that serves a bundle built before
 * (`build: 'never'`, or one already up to date) need not pay.
 */
export async function hostAppViteConfig({
  outDir,
  emulatorOrigin,
  sourceMaps,
}: HostAppBuildOptions): Promise<InlineConfig> {
  const { defaultClientConditions } = await import('vite');
  return {
    configFile: false,
    root: HOST_APP_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    // Nothing from the environment is baked into the browser bundle but variables named for it.
    envPrefix: 'PAYMENT_FORM_PUBLIC_',
    envDir: HOST_APP_DIR,
    plugins: emulatorOrigin ? [braintreeEmulatorBridge({ emulatorOrigin })] : [],
    resolve: {
      // Without 'browser', braintree-web's `browser` map (braintree-web/client → dist/browser/client.js,
      // one prebuilt bundle per component, each with its own copy of lib/) is not applied: its CommonJS
      // sources are bundled once, and the emulator bridge can patch lib/is-verified-domain.js, which
      // the prebuilt bundles inline. (The only other object `browser` map in the graph is react-dom's,
      // for server entries the page never loads.)
      mainFields: ['module', 'jsnext:main', 'jsnext'],
      // The checkout imports the widget through its package entry points (`payment-dropin/react`);
      // the `source` condition builds them from the TypeScript in the repo.
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      modulePreload: { resolveDependencies: preloadedByThePage },
      sourcemap: sourceMaps ? 'hidden' : false,
      // Vite 8: `build.minify` alone keeps whitespace; `output.minify` minifies fully.
      rolldownOptions: {
        input: [join(HOST_APP_DIR, ENTRY), join(HOST_APP_DIR, PLAIN_ENTRY)],
        output: { minify: true },
        onLog: quietUseClient,
        // Its warning that plugins took much of the build's time comes and goes with the machine's load, and
        // names only Vite's own plugins: nothing the checkout can act on.
        checks: { bundlerTimings: false },
      },
    },
  };
}

/** The file names Rolldown gives the chunks of `ON_DEMAND_AT_ONCE` (`assets/mount-<hash>.js`). */
const ON_DEMAND_AT_ONCE_FILES = new RegExp(
  `^assets/(${ON_DEMAND_AT_ONCE.map((key) => basename(key, extname(key))).join('|')})-[\\w-]+\\.js$`,
);

/**
 * What Vite's preload helper asks for before a dynamic import: nothing more for the chunks the page's entry
 * preloads itself with every import they need (the `payment-form-scripts` meta, asked for at once after the
 * first paint), the chunk's imports for every other chunk (a wallet, a locale). For those two the helper would
 * only look up each of their imports again among the page's links, in the task that starts the form (a phone's
 * trace showed it as long as the preloading itself). Their styles are kept: Vite adds them after this.
 */
function preloadedByThePage(file: string, deps: string[]): string[] {
  return ON_DEMAND_AT_ONCE_FILES.test(file) ? [] : deps;
}

/**
 * Rolldown warns that a bundle cannot keep a module's `'use client'` (MODULE_LEVEL_DIRECTIVE): true, and
 * meaningless here, since the directive is for React Server Components bundlers (Next.js), and this page has no
 * server components. The React entry keeps it for them; every other log, and this warning about any other
 * directive, still reaches the console.
 */
function quietUseClient(level: Rolldown.LogLevel, log: Rolldown.RolldownLog, next: Rolldown.LogOrStringHandler): void {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /["']use client["']/.test(log.message)) return;
  next(level, log);
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // A package's own build output is not a source of the checkout bundle.
        if (name !== 'dist' && name !== 'node_modules') walk(path);
      } else files.push(path);
    }
  };
  walk(join(HOST_APP_DIR, 'src'));
  walk(join(PROJECT_DIR, 'elements'));
  files.push(
    join(HOST_APP_DIR, 'build.ts'),
    join(PROJECT_DIR, 'emulator', 'vite-bridge.ts'),
    join(PROJECT_DIR, 'package-lock.json'),
  );
  return files.sort();
}

/** Identifies a build: its sources, the emulator it talks to and whether it has source maps. */
function buildKey(emulatorOrigin: string | undefined, sourceMaps = false): string {
  const hash = createHash('sha256');
  hash.update(`emulator:${emulatorOrigin ?? 'none'}\nsource maps:${sourceMaps}\n`);
  for (const file of sourceFiles()) {
    if (!existsSync(file)) continue;
    hash.update(`${relative(PROJECT_DIR, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const KEY_FILE = 'build-key.txt';

/** What is worth compressing: text. (Images and fonts Vite emits are compressed already.) */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map']);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text asset,
 * once at build time, so the server sends the smallest encoding the browser accepts without
 * compressing on every request.
 */
export function precompressAssets(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompressAssets(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      }),
    );
  }
}

/**
 * Builds the checkout bundle into `outDir`, unless the bundle already there was built from the same
 * sources for the same emulator (`force` rebuilds anyway). Returns whether it built.
 */
export async function buildHostApp(options: HostAppBuildOptions & { force?: boolean }): Promise<boolean> {
  const key = buildKey(options.emulatorOrigin, options.sourceMaps);
  const keyFile = join(options.outDir, KEY_FILE);
  if (!options.force && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const { build } = await import('vite');
  await build(await hostAppViteConfig(options));
  precompressAssets(join(options.outDir, 'assets'));
  writeFileSync(keyFile, key);
  return true;
}

export interface EntryAssets {
  /** The entry module (small). */
  script: string;
  /** What the entry imports statically (Vite's preload helper): preloaded beside it, as it cannot run without them. */
  entryImports?: string[];
  styles: string[];
  /** The chunks the entry imports on demand at once, with their imports (asked for at once after the first paint). */
  preloads: string[];
  /** The demo's no-script checkout's only script (the element's definition). */
  plainScript?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The URLs the checkout page loads, read from the build's manifest. */
export function entryAssets(outDir: string): EntryAssets {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build in ${outDir} has no ${ENTRY}; rebuild it.`);
  const styles = new Set(entry.css ?? []);
  const seen = new Set([entry.file]);
  /** `key`'s chunk and its static imports, each once over both lists. */
  const visit = (key: string, into: string[]): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    into.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next, into);
  };
  const entryImports: string[] = [];
  for (const next of entry.imports ?? []) visit(next, entryImports);
  // Asked for together, they download beside each other instead of one after the other.
  const preloads: string[] = [];
  for (const key of ON_DEMAND_AT_ONCE) {
    if (!manifest[key]) throw new Error(`The build in ${outDir} has no ${key}; rebuild it.`);
    visit(key, preloads);
  }
  const plain = manifest[PLAIN_ENTRY];
  return {
    script: `/${entry.file}`,
    styles: [...styles].map((f) => `/${f}`),
    entryImports: entryImports.map((f) => `/${f}`),
    preloads: preloads.map((f) => `/${f}`),
    ...(plain ? { plainScript: `/${plain.file}` } : {}),
  };
}
