import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type InlineConfig } from 'vite';
import { braintreeEmulatorBridge } from '../emulator/vite-bridge.js';

export const HOST_APP_DIR = fileURLToPath(new URL('.', import.meta.url));
const PROJECT_DIR = join(HOST_APP_DIR, '..');
export const DEFAULT_OUT_DIR = join(PROJECT_DIR, 'dist', 'host-app');
const ENTRY = 'src/mount.tsx';

export interface HostAppBuildOptions {
  /** Where the bundle goes (served at `/assets/`). */
  outDir: string;
  /**
   * The emulator's origin in emulated mode: the build then carries the braintree-web bridge so a
   * browser with no flags reaches the emulator. Leave it out for the real Braintree gateway.
   */
  emulatorOrigin?: string;
}

/** The Vite configuration of the checkout bundle (no config file: the server and `npm start` call it). */
export function hostAppViteConfig({ outDir, emulatorOrigin }: HostAppBuildOptions): InlineConfig {
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
      // The widget through its package entry points, from its TypeScript sources (the `source` condition).
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Vite 8: `build.minify` alone keeps whitespace (TOOLCHAIN.md).
      rolldownOptions: { input: join(HOST_APP_DIR, ENTRY), output: { minify: true } },
    },
  };
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
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

/** Identifies a build: its sources and the emulator it talks to. */
function buildKey(emulatorOrigin: string | undefined): string {
  const hash = createHash('sha256');
  hash.update(`emulator:${emulatorOrigin ?? 'none'}\n`);
  for (const file of sourceFiles()) {
    if (!existsSync(file)) continue;
    hash.update(`${relative(PROJECT_DIR, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const KEY_FILE = 'build-key.txt';

/**
 * Builds the checkout bundle into `outDir`, unless the bundle already there was built from the same
 * sources for the same emulator (`force` rebuilds anyway). Returns whether it built.
 */
export async function buildHostApp(options: HostAppBuildOptions & { force?: boolean }): Promise<boolean> {
  const key = buildKey(options.emulatorOrigin);
  const keyFile = join(options.outDir, KEY_FILE);
  if (!options.force && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  await build(hostAppViteConfig(options));
  writeFileSync(keyFile, key);
  return true;
}

export interface EntryAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
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
  const preloads: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || preloads.includes(chunk.file)) return;
    preloads.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const next of entry.imports ?? []) visit(next);
  return { script: `/${entry.file}`, styles: [...styles].map((f) => `/${f}`), preloads: preloads.map((f) => `/${f}`) };
}
