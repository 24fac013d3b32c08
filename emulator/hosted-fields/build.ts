import { browserBundle, type ServedScript } from '../browser-bundle.js';

/** The browser scripts the emulator serves from `frame/`. */
const SCRIPTS = {
  /** The hosted-fields frame itself. */
  'hosted-fields-frame': browserBundle({
    entry: new URL('./frame/main.ts', import.meta.url),
    globalName: 'hostedFieldsFrame',
    label: 'the hosted-fields frame',
  }),
  /** A test aid that describes how the frames render (see `frame/inspector.ts`). */
  'hosted-fields-inspector': browserBundle({
    entry: new URL('./frame/inspector.ts', import.meta.url),
    globalName: 'hostedFieldsInspector',
    label: 'the hosted-fields inspector',
  }),
} as const;

export type BrowserScript = keyof typeof SCRIPTS;

/** A browser script, built on first use and kept in memory (the same function for every request). */
export function browserScript(name: BrowserScript): () => Promise<ServedScript> {
  return SCRIPTS[name];
}
