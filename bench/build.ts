/**
 * Production builds of the benchmark's contenders, made with Vite's JS API, and the byte counts
 * of what a page loads from them. Our contender imports the widget through the package's public
 * entry (`payment-dropin/define`), as a merchant's page does.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, defaultClientConditions, minify, type InlineConfig, type Rolldown } from 'vite';
import { minifyTemplatesPlugin } from '../elements/scripts/minify-templates.mjs';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const PROJECT_DIR = join(BENCH_DIR, '..');
const PAGES_DIR = join(BENCH_DIR, 'pages');

/** The Drop-in release we compare with, and the braintree-web it bundles. */
export const DROPIN_VERSION = '1.40.2';

type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** gzip at level 9, in bytes (`sizes`' gzip, without the slower brotli). */
export function gzipBytes(content: string | Uint8Array): number {
  return gzipSync(typeof content === 'string' ? Buffer.from(content) : content, { level: 9 }).length;
}

/** gzip at level 9 and brotli at quality 11 (what a server precompressing assets would send). */
export function sizes(content: string | Uint8Array): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipBytes(buffer),
    brotli: brotliCompressSync(buffer, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

export function addSizes(list: readonly Sizes[]): Sizes {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** Which part of a bundle a module belongs to. */
export type Part = 'own' | 'lit' | 'braintree-web';

const LIT = /[\\/]node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * Lit is lit, lit-html, lit-element and @lit/*. Every other package in our graph is braintree-web
 * or one of its dependencies (framebus, restricted-input, credit-card-type, @braintree/*,
 * @paypal/*). Our own modules and the bundler's runtime helpers are "own".
 */
export function partOf(moduleId: string): Part {
  if (LIT.test(moduleId)) return 'lit';
  if (NODE_MODULES.test(moduleId)) return 'braintree-web';
  return 'own';
}

/**
 * The configuration our checkout bundle is built with (host-app/build.ts): production mode,
 * es2022, fully minified (Vite 8 needs `output.minify` for that). braintree-web's CommonJS sources
 * are bundled once rather than its per-component prebuilt browser bundles: the widget imports them
 * by file, and Drop-in's and the floor's pages ask for them with no `browser` main field. The
 * `source` condition builds the widget from its TypeScript, as the repo runs it. `split` puts Lit,
 * braintree-web and our own code, as far as the page loads them at once, in chunks of their own,
 * to weigh the parts. The widget's Lit templates lose their indentation, as the package's build
 * does to what it publishes.
 */
function productionConfig(name: string, entry: string, outDir: string, split = false): InlineConfig {
  return {
    configFile: false,
    root: PAGES_DIR,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    envDir: PAGES_DIR,
    plugins: [minifyTemplatesPlugin()],
    // Each contender's files are served under /<name>/ (the harness at the root): its script then asks for its
    // lazy chunks (and their preload links) and its images there.
    base: name === 'harness' ? '/' : `/${name}/`,
    resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'], conditions: ['source', ...defaultClientConditions] },
    build: minifiedBuild(
      outDir,
      { [name]: entry },
      {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        ...(split ? { codeSplitting: { groups: partGroups() } } : {}),
      },
      // The source maps tell the coverage run which module each character it ran came from, and a traced run whose
      // code each CPU sample ran (bench/trace-window.ts); hidden, the chunks carry no comment naming them, so they
      // weigh what they would weigh without. The page driver needs none.
      name === 'harness' ? false : 'hidden',
    ),
  };
}

/** What a chunking pass tells about a module: who imports it statically, and whether it is an entry. */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly importers: readonly string[]; readonly isEntry: boolean } | null;
}

/**
 * The split build's groups: Lit, braintree-web with its dependencies, and our own code, each in a chunk of its own, but
 * only the modules the page loads at once. A module the page reaches only through `import()` (a wallet's braintree-web
 * component, 3D Secure, the data collector) stays in its lazy chunk: a group that took every matching module would
 * put those in the chunk the entry imports, and the page's braintree-web would weigh twice what it loads. Our own
 * code is grouped too because the page's build has it in one chunk (its entry): without the group, the two other
 * groups keep the bundler from seeing that the modules our lazy chunks share with the entry (the messages, the
 * constants…) are loaded with it, and each became a chunk of its own, compressed on its own, that the page's build
 * does not have.
 */
function partGroups(): Array<{ debugName: string; name: (id: string, ctx: ChunkingContext) => string | null }> {
  const atOnce = new Map<string, boolean>();
  /** Some chain of static imports leads from an entry to the module. */
  const loadedAtOnce = (id: string, ctx: ChunkingContext): boolean => {
    const known = atOnce.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length && !found) {
      const info = ctx.getModuleInfo(queue.shift()!);
      if (!info) continue;
      if (info.isEntry) found = true;
      for (const importer of info.importers) {
        if (atOnce.get(importer) === true) found = true;
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    atOnce.set(id, found);
    return found;
  };
  const group = (name: Part) => ({
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => (partOf(id) === name && loadedAtOnce(id, ctx) ? name : null),
  });
  return [group('lit'), group('braintree-web'), group('own')];
}

/** The build settings every bench page shares: es2022, fully minified (Vite 8: `output.minify`), no source maps unless asked. */
export function minifiedBuild(
  outDir: string,
  input: Record<string, string>,
  output: Record<string, unknown>,
  sourcemap: false | 'hidden' = false,
): NonNullable<InlineConfig['build']> {
  return {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap,
    reportCompressedSize: false,
    rolldownOptions: { input, output: { minify: true, ...output } },
  };
}

export interface BuildResult {
  outDir: string;
  /** The entry's file name in outDir. */
  entry: string;
  chunks: OutputChunk[];
}

async function viteBuild(config: InlineConfig): Promise<OutputChunk[]> {
  const result = await build(config);
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<OutputChunk | OutputAsset> }>;
  return outputs.flatMap((o) => o.output.filter((item): item is OutputChunk => item.type === 'chunk'));
}

async function buildEntry(name: string, entry: string, outDir: string, split = false): Promise<BuildResult> {
  const chunks = await viteBuild(productionConfig(name, entry, outDir, split));
  const main = chunks.find((c) => c.isEntry);
  if (!main) throw new Error(`The ${name} build has no entry chunk.`);
  return { outDir, entry: main.fileName, chunks };
}

/**
 * `<payment-dropin>` as a page ships it: an entry that imports elements/define.ts. The split build is served
 * under /ours-split/ (its entry `ours-split.js`), beside the page's own build.
 */
export function buildOurs(outDir: string, split = false): Promise<BuildResult> {
  return buildEntry(split ? 'ours-split' : 'ours', join(PAGES_DIR, 'ours.ts'), outDir, split);
}

/** Bare braintree-web (client + hosted fields), built the same way. */
export function buildFloor(outDir: string): Promise<BuildResult> {
  return buildEntry('floor', join(PAGES_DIR, 'floor.ts'), outDir);
}

/** The page-side driver all three pages share (not counted in any contender's bytes). */
export async function buildHarness(outDir: string): Promise<BuildResult> {
  const config = productionConfig('harness', join(PAGES_DIR, 'harness.ts'), outDir);
  return { outDir, entry: 'harness.js', chunks: await viteBuild(config) };
}

/** The chunks a page loads for an entry: the entry and its static imports (no lazy chunks). */
export function loadedChunks(result: BuildResult): OutputChunk[] {
  const byName = new Map(result.chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const order: OutputChunk[] = [];
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = byName.get(fileName);
    if (!chunk) throw new Error(`The build has no chunk ${fileName}.`);
    order.push(chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(result.entry);
  return order;
}

/** Sizes of the JavaScript a page loads for an entry. */
export function loadedSize(result: BuildResult): Sizes {
  return addSizes(loadedChunks(result).map((c) => sizes(c.code)));
}

/**
 * Our bundle weighed by part: the split build's chunks, each compressed on its own, attributed by
 * the modules they hold. Compressed separately they add up to a little more than the one bundle.
 */
export function partSizes(split: BuildResult): Record<Part, Sizes> & { modules: Record<Part, number> } {
  const parts: Record<Part, Sizes[]> = { own: [], lit: [], 'braintree-web': [] };
  const modules: Record<Part, number> = { own: 0, lit: 0, 'braintree-web': 0 };
  for (const chunk of loadedChunks(split)) {
    const kinds = [...new Set(chunk.moduleIds.map(partOf))];
    if (kinds.length !== 1)
      throw new Error(`Chunk ${chunk.fileName} mixes ${kinds.join(', ')}: the split build did not separate the parts.`);
    for (const id of chunk.moduleIds) modules[partOf(id)] += 1;
    parts[kinds[0]!].push(sizes(chunk.code));
  }
  return {
    own: addSizes(parts.own),
    lit: addSizes(parts.lit),
    'braintree-web': addSizes(parts['braintree-web']),
    modules,
  };
}

/** The largest own modules of a build (rendered, before minification), for the report. */
export function largestOwnModules(result: BuildResult, count = 8): Array<{ module: string; renderedLength: number }> {
  return loadedChunks(result)
    .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => ({ id, length: info.renderedLength })))
    .filter(({ id }) => partOf(id) === 'own' && !id.startsWith('\0'))
    .sort((a, b) => b.length - a.length)
    .slice(0, count)
    .map(({ id, length }) => ({ module: relative(PROJECT_DIR, id), renderedLength: length }));
}

export interface DropinAssets {
  /** dropin.min.js: the package's browser bundle minified with Vite's (Oxc) minifier. */
  js: string;
  css: string;
}

/**
 * Drop-in as Braintree ships it: `dist/browser/dropin.js` minified (the package carries no min
 * file) and the stylesheet it requests, `dropin.css` from the package root (the package has no
 * `dist/browser/dropin.css`).
 */
export async function buildDropin(outDir: string): Promise<DropinAssets> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('braintree-web-drop-in/package.json'));
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (version !== DROPIN_VERSION)
    throw new Error(`braintree-web-drop-in ${version} is installed; the benchmark compares with ${DROPIN_VERSION}.`);
  const source = readFileSync(join(packageDir, 'dist', 'browser', 'dropin.js'), 'utf8');
  const minified = await minify('dropin.js', source, { module: false, compress: true, mangle: true });
  if (minified.errors.length)
    throw new Error(`Minifying dropin.js failed: ${minified.errors.map((e) => e.message).join('; ')}`);
  const css = readFileSync(join(packageDir, 'dropin.css'), 'utf8');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'dropin.min.js'), minified.code);
  return { js: minified.code, css };
}
