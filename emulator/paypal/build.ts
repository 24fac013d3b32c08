import { browserBundle, type ServedScript } from '../browser-bundle.js';

/** The browser scripts of the PayPal stand-ins, each bundled from its TypeScript entry. */
const SCRIPTS = {
  sdk: browserBundle({
    entry: new URL('./sdk/main.ts', import.meta.url),
    globalName: 'paypalEmulatorSdk',
    label: 'the PayPal SDK stand-in',
  }),
  'dispatch-frame': browserBundle({
    entry: new URL('./dispatch-frame/main.ts', import.meta.url),
    globalName: 'paypalEmulatorDispatchFrame',
    label: 'the PayPal dispatch frame',
  }),
} as const;

export type PayPalScript = keyof typeof SCRIPTS;

/** A stand-in script, built on first use and kept in memory. */
export function paypalScript(script: PayPalScript): () => Promise<ServedScript> {
  return SCRIPTS[script];
}
