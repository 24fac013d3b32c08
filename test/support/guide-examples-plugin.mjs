import { readFileSync } from 'node:fs';
import { guideExamples, inlineScripts } from './guide-examples.mjs';

const GUIDE = new URL('../../elements/MIGRATING.md', import.meta.url).pathname;
const README = new URL('../../elements/README.md', import.meta.url).pathname;

/** The emulated merchant's tokenization key (emulator/state/merchant.ts), for the guides' placeholders. */
const AUTHORIZATION = 'sandbox_emulated_emulated_merchant';

/**
 * What each prefix serves: the guide it reads, and its placeholders for an authorization (a string literal in the
 * code), which become the emulator's tokenization key.
 */
const GUIDES = {
  '/__guide/': { file: GUIDE, placeholders: /(['"])CLIENT_AUTHORIZATION\1/g },
  '/__readme/': { file: README, placeholders: /(['"])(?:CLIENT_TOKEN_OR_TOKENIZATION_KEY|CLIENT_TOKEN)\1/g },
};

/**
 * A Vite plugin that serves the examples of the migration guide and of the package's README as modules, compiled
 * as a merchant's bundler would compile them: their imports resolved, their JSX turned to calls. An authorization
 * placeholder in a string literal becomes the emulator's tokenization key; nothing else is changed.
 * - `/__guide/<name>.<ext>` (`esm.js`, `react.jsx`): an example of elements/MIGRATING.md;
 * - `/__readme/<name>.<ext>` (`js`, `tsx`, …): an example of elements/README.md;
 * - `/__readme/<name>.script-<n>.js`: the n-th inline `<script>` of an HTML example of the README (see
 *   `inlineScripts`), its bare imports resolved as a bundler resolves a page's inline module;
 * - `/__readme/<name>.exports.js`: imports the example `<name>` (its `.tsx`, `.ts` or `.js`) and keeps what it
 *   exports in `globalThis.__readmeExamples[name]`, for a test that renders an exported component.
 */
export function guideExamplesPlugin() {
  let root = '';
  const served = (id) => Object.keys(GUIDES).find((prefix) => id.startsWith(`${root}${prefix}`));
  return {
    name: 'guide-examples',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      // A path under the root that no file has, so Vite's own transforms (JSX, imports) apply by its extension.
      if (Object.keys(GUIDES).some((prefix) => id.startsWith(prefix))) return `${root}${id.split('?')[0]}`;
      return undefined;
    },
    load(id) {
      const prefix = served(id);
      if (!prefix) return undefined;
      const { file, placeholders } = GUIDES[prefix];
      const guideName = file.slice(file.lastIndexOf('/elements/') + 1);
      const [, name, variant] = /^([\w-]+)\.(.+)$/.exec(id.slice(root.length + prefix.length)) ?? [];
      const example = name && guideExamples(readFileSync(file, 'utf8'))[name];
      if (!example) throw new Error(`${guideName} has no example marked "${name}"`);
      const authorized = (code) => code.replace(placeholders, JSON.stringify(AUTHORIZATION));
      if (variant === 'exports.js') {
        const source = `${prefix}${name}.${{ tsx: 'tsx', ts: 'ts', jsx: 'jsx' }[example.lang] ?? 'js'}`;
        return `import * as example from ${JSON.stringify(source)};\n(globalThis.__readmeExamples ??= {})[${JSON.stringify(name)}] = example;\n`;
      }
      const script = /^script-(\d+)\.js$/.exec(variant);
      if (script) {
        const code = inlineScripts(example.code)[Number(script[1])];
        if (code === undefined) throw new Error(`${guideName}'s example "${name}" has no inline script ${script[1]}`);
        return authorized(code);
      }
      return authorized(example.code);
    },
  };
}
