/**
 * Size budget: builds `<payment-dropin>` for production exactly as `npm run bench` does
 * (bench/build.ts: Vite, es2022, minified, braintree-web's CommonJS sources bundled once) and
 * checks the gzip size of the JavaScript a page loads for it (the entry and its static imports;
 * lazy locale chunks excluded) against the budget written in the README's Performance section.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_DIR, buildOurs, loadedChunks, loadedSize } from '../../bench/build.js';

/** The README line `Size budget: … **N KB gzip** …` (1 KB = 1,024 bytes). */
function readmeBudget(): number {
  const readme = readFileSync(join(PROJECT_DIR, 'README.md'), 'utf8');
  const match = /^Size budget:.*?\*\*(\d+(?:\.\d+)?) KB gzip\*\*/m.exec(readme);
  assert.ok(match, 'README.md has no "Size budget: … **N KB gzip**" line in its Performance section');
  return Math.round(Number(match[1]) * 1024);
}

test('the JavaScript a page loads for <payment-dropin> stays within the README size budget (gzip)', async () => {
  const budget = readmeBudget();
  const outDir = mkdtempSync(join(tmpdir(), 'pd-size-'));
  try {
    const result = await buildOurs(outDir);
    const files = loadedChunks(result).map((chunk) => chunk.fileName);
    const { gzip } = loadedSize(result);
    assert.ok(
      gzip <= budget,
      `${files.join(' + ')} is ${gzip} bytes gzip, over the budget of ${budget} bytes (${(gzip / 1024).toFixed(1)} KB > ${(budget / 1024).toFixed(1)} KB). ` +
        'Run `npm run bench` to see where the bytes go; raise the README budget only on purpose.',
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
