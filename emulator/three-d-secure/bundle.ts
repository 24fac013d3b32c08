import { browserBundle } from '../browser-bundle.js';

/** The Songbird stand-in (`songbird/main.ts`), built on first use and kept. */
export const songbirdScript = browserBundle({
  entry: new URL('./songbird/main.ts', import.meta.url),
  globalName: 'EmulatedSongbird',
  label: 'the Songbird stand-in',
});
