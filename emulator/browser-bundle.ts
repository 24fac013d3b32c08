import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import type { Rolldown } from 'vite';

/** One browser script the emulator serves, written in TypeScript beside the route that serves it. */
export interface BrowserEntry {
  /** The entry module, e.g. `new URL('./frame/main.ts', import.meta.url)`. */
  entry: URL;
  /** The IIFE's global name. */
  globalName: string;
  /** Named in errors. */
  label: string;
}

/** Bundles an entry and what it imports into one minified IIFE, in memory. */
async function bundle({ entry, globalName, label }: BrowserEntry): Promise<string> {
  const entryPath = fileURLToPath(entry);
  // Vite is loaded on the first script asked for, not with the emulator: importing it costs a second of CPU, which
  // a process that never serves these scripts (the Node SDK's tests, a server's own tests) need not pay.
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: dirname(entryPath),
    logLevel: 'silent',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: entryPath, name: globalName, formats: ['iife'], fileName: () => `${globalName}.js` },
      // Vite 8's library mode keeps whitespace with `build.minify` alone.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk' && item.isEntry);
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`Vite produced no entry chunk for ${label}.`);
}

/**
 * A browser script built on first use and kept in memory: concurrent first callers share one
 * build, and a failed build is forgotten so the next request tries again.
 */
export function browserBundle(entry: BrowserEntry): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= bundle(entry).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Compresses the scripts the emulator serves, as Braintree's and PayPal's CDNs do: brotli when the
 * browser accepts it, else gzip. Quality 6 keeps each answer to a few milliseconds of CPU and within
 * a tenth of the best brotli's size.
 */
export const compressScripts: RequestHandler = compression({
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } },
});

/**
 * How long a browser keeps a script: the URLs name a braintree-web version, not the script's
 * content, so an hour (then revalidated by ETag) rather than a CDN's year, which would keep an
 * emulator's old frame script in a browser after the emulator changed. Within the hour, the four
 * card frames of a page share one download.
 */
const SCRIPT_CACHE_CONTROL = 'public, max-age=3600';

/** Answers with a built browser script, or with a 500 naming the build error. */
export async function sendBrowserScript(
  res: Response,
  script: () => Promise<string>,
  label: string,
  log: (message: string) => void,
  cacheControl: string = SCRIPT_CACHE_CONTROL,
): Promise<void> {
  try {
    const code = await script();
    res.set({
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': cacheControl,
      // The emulator turns Express's ETags off for its API; a script has one, so a browser
      // revalidating it gets a 304 (res.send answers one when the request's tag matches).
      ETag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 27)}"`,
    });
    res.send(code);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${label} build failed: ${message}`);
    res.status(500).type('text/plain').send(`${label} failed to build: ${message}`);
  }
}
