import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
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
 * A browser script built on first use and kept in memory, with its ETag and its compressed forms: concurrent first
 * callers share one build, and a failed build is forgotten so the next request tries again.
 */
export function browserBundle(entry: BrowserEntry): () => Promise<ServedScript> {
  let pending: Promise<ServedScript> | undefined;
  return () => {
    pending ??= bundle(entry).then(servedScript, (error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The content codings a script is sent in, the emulator's preference first. */
const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A built script as the emulator sends it: one ETag for every coding (a browser revalidating what it kept gets a 304
 * whichever coding it was sent), and its body in each coding, each compressed form made once, on the first request
 * that accepts it (again after a failure), as a CDN sends its precompressed files: brotli when the browser accepts it,
 * else gzip. The four card frames of a page each ask for the frame script (none finds it in the cache, as they ask at
 * once): compressed per request, they cost the emulator about 10 ms of CPU each, on the cores the browser it serves
 * runs on. Brotli's quality 6 makes the first answer in a few milliseconds and comes within a tenth of the best
 * brotli's size.
 */
export interface ServedScript {
  readonly etag: string;
  body(coding: Coding): Promise<Buffer>;
}

function servedScript(code: string): ServedScript {
  const text = Buffer.from(code);
  const make: Record<Coding, () => Promise<Buffer>> = {
    br: () => brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: () => gzipped(text),
    identity: () => Promise.resolve(text),
  };
  const bodies: Partial<Record<Coding, Promise<Buffer>>> = {};
  return {
    etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 27)}"`,
    body: (coding) =>
      (bodies[coding] ??= make[coding]().catch((error: unknown) => {
        delete bodies[coding];
        throw error;
      })),
  };
}

/**
 * How long a browser keeps a script: the URLs name a braintree-web version, not the script's
 * content, so an hour (then revalidated by ETag) rather than a CDN's year, which would keep an
 * emulator's old frame script in a browser after the emulator changed. Within the hour, the four
 * card frames of a page share one download.
 */
const SCRIPT_CACHE_CONTROL = 'public, max-age=3600';

/** Answers with a built browser script in the coding the request accepts, or with a 500 naming the build error. */
export async function sendBrowserScript(
  req: Request,
  res: Response,
  script: () => Promise<ServedScript>,
  label: string,
  log: (message: string) => void,
  cacheControl: string = SCRIPT_CACHE_CONTROL,
): Promise<void> {
  // The first coding of ours the request accepts (brotli whenever it does, as CDNs answer browsers that list gzip
  // first); one that refuses them all, even `identity`, gets the text.
  const coding = CODINGS.find((candidate) => req.acceptsEncodings(candidate)) ?? 'identity';
  let body: Buffer;
  let etag: string;
  try {
    const served = await script();
    body = await served.body(coding);
    etag = served.etag;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${label} failed to build or compress: ${message}`);
    res.status(500).type('text/plain').send(`${label} failed to build: ${message}`);
    return;
  }
  res.set({
    'Content-Type': 'text/javascript; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    // The emulator turns Express's ETags off for its API; a script has one, so a browser
    // revalidating it gets a 304 (res.send answers one when the request's tag matches).
    ETag: etag,
  });
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  res.send(body);
}
