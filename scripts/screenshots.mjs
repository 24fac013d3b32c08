#!/usr/bin/env node
/**
 * Photographs the widget's trust-critical views for a person to look at: the card sheet with
 * errors, saved methods, the delete confirmation and the options list, in light, dark and right
 * to left, as PNGs in dist/screenshots/ (git-ignored). It runs the browser-test setup (Chromium,
 * the gateway emulator) on one page that is not a test: test/browser/dropin/appearance-screenshots.shots.ts.
 *
 * Usage: node scripts/screenshots.mjs   (PD_SCREENSHOT_DIR=<folder> to write elsewhere)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const out = process.env.PD_SCREENSHOT_DIR ?? join(root, 'dist', 'screenshots');
const result = spawnSync(join(root, 'node_modules', '.bin', 'web-test-runner'), [], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WTR_FILES: 'test/browser/dropin/appearance-screenshots.shots.ts', PD_SCREENSHOT_DIR: out },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const files = readdirSync(out).filter((file) => file.endsWith('.png'));
console.log(`${files.length} screenshots in ${out}:\n${files.map((file) => `  ${file}`).join('\n')}`);
