/**
 * The hosted builds, for pages with no bundler: `payment-dropin.esm.js` (an ES module, with the parts a page asks for
 * later in `chunks/` beside it) and `payment-dropin.min.js` (the classic script Drop-in's guide puts on the page,
 * which loads the module from beside itself). Both address what they load relative to themselves, so they work from
 * any path. scripts/build.mjs builds them into the package's `dist/hosted/`; the benchmark builds them to weigh and
 * time them.
 */
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import { minifyTemplatesPlugin } from './minify-templates.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The file names of the two entries, in `outDir`. */
const HOSTED_MODULE = 'payment-dropin.esm.js';
export const HOSTED_SCRIPT = 'payment-dropin.min.js';

const shared = {
  configFile: false,
  root,
  // The hosted builds are served from wherever the merchant puts them (`/payment-dropin/`, a CDN path): every
  // chunk, locale and asset is addressed relative to the file that loads it, never from the site's root.
  base: './',
  logLevel: 'warn',
  // braintree-web's `browser` field points at prebuilt per-module bundles that repeat its shared
  // code; its CommonJS sources, bundled once, are about a third smaller. The entry is a source file, and so is
  // every import the package maps (`#mark-files`): with the `source` condition the build needs no compiled
  // `dist/` first (the benchmark builds it on a fresh clone).
  resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'], conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/**
 * Rollup's `hoistTransitiveImports`, which rolldown does not do yet: an entry also names every file its imports load
 * at once, so the browser asks for them all as soon as it reads the entry instead of one level of imports per round
 * trip. The names go at the end of the code: an import's place in the text does not change when it loads, and the
 * source map's lines stay as they were.
 */
const hoistTransitiveImports = (imported) => ({
  name: 'payment-dropin:hoist-transitive-imports',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const reached = new Set(chunk.imports);
      for (const name of reached) for (const next of bundle[name]?.imports ?? []) reached.add(next);
      const hoisted = [...reached].filter((name) => !chunk.imports.includes(name));
      const from = posix.dirname(chunk.fileName);
      chunk.code += hoisted.map((name) => `\nimport"./${posix.relative(from, name)}";`).join('');
      chunk.imports.push(...hoisted);
      imported(
        chunk.fileName,
        chunk.imports.map((name) => `./${posix.relative(from, name)}`),
      );
    }
  },
});

/** Builds both hosted entries into `outDir` (which it does not empty), minified. */
export async function buildHosted({ outDir, sourcemap }) {
  let moduleImports = [];
  await build({
    ...shared,
    plugins: [
      // The Lit templates lose their indentation, as in the package's modules (minify-templates.mjs).
      minifyTemplatesPlugin(),
      hoistTransitiveImports((entry, imports) => {
        if (entry === HOSTED_MODULE) moduleImports = imports;
      }),
    ],
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: false,
      sourcemap,
      lib: { entry: join(root, 'hosted/esm.ts'), formats: ['es'], fileName: () => HOSTED_MODULE },
      rolldownOptions: {
        output: {
          minify: true,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Everything the module loads at once in one file beside it (the widget, Lit, braintree-web's client and
          // card fields), and only what the page asks for later (locales, wallets, 3D Secure) in chunks of their
          // own. Left to itself, rolldown gives each module shared with a later chunk a file of its own: 29 files in
          // two levels behind the entry, and 8 KB more gzip than one file. The entry itself stays a line of
          // re-exports. With the widget in it (a group named as the entry, `preserveEntrySignatures:
          // 'allow-extension'`) a module-script page saves a round trip (the element defined after 663 ms instead of
          // 845 at the bench's phone network), but the later chunks then import the entry by its plain address: a
          // page that asks for `payment-dropin.esm.js?v=…`, or a fingerprinted copy of it, would load and run the
          // whole widget a second time with the first chunk it asks for (a locale, say).
          codeSplitting: { groups: [{ name: 'payment-dropin', tags: ['$initial'] }] },
        },
      },
    },
  });
  await build({
    ...shared,
    // The classic script asks for what the module imports beside the module itself: the browser gets the files
    // one round trip after the script, not two.
    define: { ...shared.define, __HOSTED_MODULE_IMPORTS__: JSON.stringify(moduleImports) },
    build: {
      target: 'es2020',
      outDir,
      emptyOutDir: false,
      sourcemap,
      lib: {
        entry: join(root, 'hosted/loader.ts'),
        formats: ['iife'],
        name: 'paymentDropinLoader',
        fileName: () => HOSTED_SCRIPT,
      },
      rolldownOptions: { output: { minify: true } },
    },
  });
}
