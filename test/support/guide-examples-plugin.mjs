import { readFileSync } from 'node:fs';
import { guideExamples } from './guide-examples.mjs';

const GUIDE = new URL('../../elements/MIGRATING.md', import.meta.url).pathname;

/** The emulated merchant's tokenization key (emulator/state/merchant.ts), for the guide's placeholder. */
const AUTHORIZATION = 'sandbox_emulated_emulated_merchant';

/**
 * A Vite plugin that serves each example of the migration guide as a module at `/__guide/<name>.<ext>`
 * (`esm.js`, `react.jsx`), compiled as a merchant's bundler would compile it: its imports resolved, its JSX
 * turned to calls. The guide's placeholder 'CLIENT_AUTHORIZATION' becomes the emulator's tokenization key.
 */
export function guideExamplesPlugin() {
  const prefix = '/__guide/';
  let root = '';
  return {
    name: 'guide-examples',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      // A path under the root that no file has, so Vite's own transforms (JSX, imports) apply by its extension.
      if (id.startsWith(prefix)) return `${root}${id.split('?')[0]}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(`${root}${prefix}`)) return undefined;
      const name = id.slice(root.length + prefix.length).replace(/\.\w+$/, '');
      const example = guideExamples(readFileSync(GUIDE, 'utf8'))[name];
      if (!example) throw new Error(`elements/MIGRATING.md has no example marked "${name}"`);
      return example.code.replace(/(['"])CLIENT_AUTHORIZATION\1/g, JSON.stringify(AUTHORIZATION));
    },
  };
}
