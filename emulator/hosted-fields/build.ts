import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const FRAME_DIR = fileURLToPath(new URL('./frame/', import.meta.url));

/** The browser scripts the emulator serves from `frame/`. */
export const BROWSER_SCRIPTS = {
  /** The hosted-fields frame itself. */
  'hosted-fields-frame': 'main.ts',
  /** A test aid that describes how the frames render (see `frame/inspector.ts`). */
  'hosted-fields-inspector': 'inspector.ts',
} as const;

export type BrowserScript = keyof typeof BROWSER_SCRIPTS;

/** Bundles one entry of `frame/` into a single minified IIFE, in memory. */
async function bundle(name: BrowserScript): Promise<string> {
  const result = await build({
    configFile: false,
    root: FRAME_DIR,
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
        entry: fileURLToPath(new URL(`./frame/${BROWSER_SCRIPTS[name]}`, import.meta.url)),
        name: name.replace(/-(\w)/g, (_m, letter: string) => letter.toUpperCase()),
        formats: ['iife'],
        fileName: () => `${name}.js`,
      },
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
  throw new Error(`Vite produced no entry chunk for ${name}.`);
}

const pending = new Map<BrowserScript, Promise<string>>();

/**
 * A browser script, built on first use and kept in memory. Concurrent first callers share one
 * build; a failed build is forgotten so the next request tries again.
 */
export function browserScript(name: BrowserScript): Promise<string> {
  let script = pending.get(name);
  if (!script) {
    script = bundle(name).catch((error: unknown) => {
      pending.delete(name);
      throw error;
    });
    pending.set(name, script);
  }
  return script;
}

export function frameScript(): Promise<string> {
  return browserScript('hosted-fields-frame');
}
