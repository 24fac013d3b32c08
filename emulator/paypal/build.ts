import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/** The browser scripts of the PayPal stand-ins, each bundled from its TypeScript entry. */
const ENTRIES = {
  sdk: { dir: './sdk/', entry: './sdk/main.ts', name: 'paypalEmulatorSdk' },
  'dispatch-frame': {
    dir: './dispatch-frame/',
    entry: './dispatch-frame/main.ts',
    name: 'paypalEmulatorDispatchFrame',
  },
} as const;

export type PayPalScript = keyof typeof ENTRIES;

/** Bundles one script into a minified IIFE, in memory. */
async function bundle(script: PayPalScript): Promise<string> {
  const spec = ENTRIES[script];
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL(spec.dir, import.meta.url)),
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
      lib: {
        entry: fileURLToPath(new URL(spec.entry, import.meta.url)),
        name: spec.name,
        formats: ['iife'],
        fileName: () => `${script}.js`,
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
  throw new Error(`Vite produced no entry chunk for the PayPal ${script} script.`);
}

const pending = new Map<PayPalScript, Promise<string>>();

/**
 * A stand-in script, built on first use and kept in memory. Concurrent first callers share one
 * build; a failed build is forgotten so the next request tries again.
 */
export function paypalScript(script: PayPalScript): Promise<string> {
  let promise = pending.get(script);
  if (!promise) {
    promise = bundle(script).catch((error: unknown) => {
      pending.delete(script);
      throw error;
    });
    pending.set(script, promise);
  }
  return promise;
}
