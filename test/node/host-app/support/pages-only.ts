import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An output folder with a build manifest and empty files instead of the checkout bundle, for server
 * tests that read pages but never run their script: the server renders its pages from it (with
 * `build: 'never'`), and the minute of building the real bundle is saved. Tests of the bundle itself
 * (what the browser loads) build it.
 */
export function pagesOnlyOutDir(prefix: string): string {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const manifest = {
    'src/main.ts': { file: 'assets/main.js', imports: ['src/mount.tsx'] },
    'src/mount.tsx': { file: 'assets/mount.js', css: ['assets/mount.css'] },
    'src/PaymentForm.tsx': { file: 'assets/form.js' },
  };
  writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const file of ['main.js', 'mount.js', 'mount.css', 'form.js']) writeFileSync(join(outDir, 'assets', file), '');
  return outDir;
}

/**
 * Made-up Braintree sandbox keys: a server started with them runs as a real merchant's would (no demo, the server's
 * prices, the limits on), for tests that only ask it for pages and never reach Braintree.
 */
export const REAL_CREDENTIALS = {
  BRAINTREE_MERCHANT_ID: 'merchant-id-sentinel',
  BRAINTREE_PUBLIC_KEY: 'public-key-sentinel',
  BRAINTREE_PRIVATE_KEY: 'private-key-sentinel',
  BRAINTREE_ENVIRONMENT: 'sandbox',
  BRAINTREE_CURRENCY: 'USD',
} as const;
