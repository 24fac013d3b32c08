import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const SONGBIRD_DIR = fileURLToPath(new URL('./songbird/', import.meta.url));

/** Bundles the Songbird stand-in (`songbird/main.ts`) into one minified IIFE, in memory. */
async function bundleSongbird(): Promise<string> {
  const result = await build({
    configFile: false,
    root: SONGBIRD_DIR,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: fileURLToPath(new URL('./songbird/main.ts', import.meta.url)),
        name: 'EmulatedSongbird',
        formats: ['iife'],
        fileName: () => 'songbird.js',
      },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk' && item.isEntry);
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('Vite produced no entry chunk for the Songbird stand-in.');
}

let pending: Promise<string> | undefined;

/** The Songbird stand-in, built on first use and kept; a failed build is retried on the next call. */
export function songbirdScript(): Promise<string> {
  if (!pending) {
    pending = bundleSongbird().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  }
  return pending;
}
