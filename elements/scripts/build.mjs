#!/usr/bin/env node
/**
 * Builds the `payment-dropin` package into `dist/`:
 * 1. every module compiled to ES2022 JavaScript with its `.d.ts` (tsc), for bundlers;
 * 2. the hosted builds for pages with no bundler (scripts/hosted-build.mjs): `hosted/payment-dropin.esm.js` (an
 *    ES module, with on-demand chunks beside it) and `hosted/payment-dropin.min.js` (a classic script that loads it);
 * 3. `custom-elements.json`, the Custom Elements Manifest, from the element's JSDoc.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHosted } from './hosted-build.mjs';
import { minifyTemplates } from './minify-templates.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const bin = (name) => join(root, '..', 'node_modules', '.bin', name);

function run(command, args) {
  // Child output goes to stderr: `npm pack --json` runs this as prepack and reads stdout.
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

rmSync(dist, { recursive: true, force: true });
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
// tsc does not emit hand-written declaration files: ship the braintree-web module shim and point the
// declarations that import those modules at it.
copyFileSync(join(root, 'braintree-web-modules.d.ts'), join(dist, 'braintree-web-modules.d.ts'));
// The brand marks are images the modules point at with `new URL(…, import.meta.url)`: ship them beside (their inline
// copies, for bundlers that ship no such file, are modules tsc compiled with the rest).
cpSync(join(root, 'views', 'marks'), join(dist, 'views', 'marks'), {
  recursive: true,
  filter: (f) => !/\.(mjs|ts)$/.test(f),
});
// A payment option's mark sits in its own folder, under a name no other mark has.
for (const folder of readdirSync(join(root, 'options'))) {
  const mark = join(root, 'options', folder, `${folder}-mark.svg`);
  if (existsSync(mark)) copyFileSync(mark, join(dist, 'options', folder, `${folder}-mark.svg`));
}
// The Lit templates lose their indentation (minify-templates.mjs): what every merchant's bundle carries.
for (const file of readdirSync(dist, { recursive: true }).map(String)) {
  if (!file.endsWith('.js')) continue;
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  const minified = minifyTemplates(code, path);
  if (minified !== code) writeFileSync(path, minified);
}
for (const file of readdirSync(dist, { recursive: true }).map(String)) {
  if (!file.endsWith('.d.ts') || file === 'braintree-web-modules.d.ts') continue;
  const path = join(dist, file);
  const text = readFileSync(path, 'utf8');
  if (!/from 'braintree-web\/[a-z-]+\/index\.js'/.test(text)) continue;
  const shim = relative(dirname(path), join(dist, 'braintree-web-modules.d.ts')).replace(/^(?!\.)/, './');
  writeFileSync(path, `/// <reference path="${shim}" />\n${text}`);
}

await buildHosted({ outDir: join(dist, 'hosted'), sourcemap: true });

run(bin('custom-elements-manifest'), [
  'analyze',
  '--litelement',
  '--globs',
  'payment-dropin.ts',
  'define.ts',
  '--outdir',
  '.',
]);

const manifestPath = join(root, 'custom-elements.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// The payment options' fields are typed by the options' own declarations, merged into the element's class, which
// the analyzer does not read: add one field per registry id, described as its declaration describes it.
const { OPTION_IDS } = await import(pathToFileURL(join(dist, 'options', 'registry.js')).href);
const descriptions = new Map();
for (const file of readdirSync(join(dist, 'options'), { recursive: true }).map(String)) {
  if (!file.endsWith('index.d.ts')) continue;
  const text = readFileSync(join(dist, 'options', file), 'utf8');
  for (const [, description, name] of text.matchAll(/\/\*\* (.+?) \*\/\s*(\w+): /g))
    descriptions.set(name, description);
}
const element = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .find((declaration) => declaration.tagName === 'payment-dropin');
const at = element.members.findIndex((member) => member.name === 'paymentOptionPriority') + 1;
element.members.splice(
  at,
  0,
  ...OPTION_IDS.map((id) => ({
    kind: 'field',
    name: id,
    privacy: 'public',
    type: { text: `DropinOptions['${id}'] | undefined` },
    ...(descriptions.has(id) ? { description: descriptions.get(id) } : {}),
  })),
);
// The events come from the one event table (vocabulary/events.ts): each by Drop-in's name, described by its entry's
// comment, then each hyphenated name; the analyzer's own guesses (none are declared on the element) are replaced.
const { DROPIN_EVENT_NAMES, EVENT_ALIASES } = await import(pathToFileURL(join(dist, 'vocabulary', 'events.js')).href);
const eventDescriptions = new Map();
const table = readFileSync(join(dist, 'vocabulary', 'events.d.ts'), 'utf8');
for (const [, comment, name] of table.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*'?([\w:-]+)'?: /g))
  eventDescriptions.set(name, comment.replace(/\n\s*\*\s?/g, ' ').trim());
const missing = DROPIN_EVENT_NAMES.filter((name) => !eventDescriptions.has(name));
if (missing.length) throw new Error(`vocabulary/events.ts has no comment on ${missing.join(', ')}`);
for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) delete declaration.events;
element.events = [
  ...DROPIN_EVENT_NAMES.map((name) => ({ description: eventDescriptions.get(name), name })),
  ...Object.entries(EVENT_ALIASES).map(([name, alias]) => ({
    description: `hyphenated name of ${name} (same detail)`,
    name: alias,
  })),
];
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
