#!/usr/bin/env node
/**
 * Builds what the `payment-dropin-emulator` package ships besides its TypeScript: the declarations of its public
 * entries (`index.ts`, `vite-bridge.ts`) and of what they name, in `dist/`, so a merchant's tsc reads the
 * package's types without type-checking its sources (which need @types/express and the like, ours only). The
 * emulator itself runs from its TypeScript (tsx); `npm pack` runs this as prepack.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = join(root, '..', 'node_modules', '.bin', 'tsc');

rmSync(join(root, 'dist'), { recursive: true, force: true });
// Child output goes to stderr: `npm pack --json` runs this as prepack and reads stdout.
const result = spawnSync(tsc, ['-p', 'tsconfig.build.json'], { cwd: root, stdio: ['ignore', 2, 2] });
if (result.status !== 0) throw new Error('tsc -p tsconfig.build.json failed');

// Every entry's `types` must be a file just built.
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const [entry, target] of Object.entries(manifest.exports)) {
  if (typeof target === 'string') continue;
  if (!existsSync(join(root, target.types))) throw new Error(`${entry}: ${target.types} was not built`);
}
