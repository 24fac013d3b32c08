import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { entryAssets, type EntryAssets } from '../../../host-app/build.js';
import { html } from '../../../host-app/server/html.js';
import { page } from '../../../host-app/server/pages/shell.js';
import { PAYMENT_FORM_SCRIPTS_META_NAME } from '../../../host-app/src/page-contract.js';
import { checkoutHtml } from './support/checkout-html.js';

/**
 * What the checkout page's head asks for before its first paint: the entry and what it cannot run
 * without; the payment form's scripts are only named there, for the entry to ask for once the page
 * has painted (host-app/src/main.ts).
 */

const ASSETS: EntryAssets = {
  script: '/assets/main.js',
  entryImports: ['/assets/preload-helper.js'],
  styles: ['/assets/mount.css'],
  preloads: ['/assets/mount.js', '/assets/PaymentForm.js', '/assets/lit.js'],
};

function checkout(assets: EntryAssets): string {
  return checkoutHtml({ assets, settings: { wallets: false } });
}

const head = (html: string): string => html.slice(0, html.indexOf('</head>'));

describe("the checkout page's scripts", () => {
  it("preloads only what the entry imports statically, and names the payment form's scripts in a meta", () => {
    const html = checkout(ASSETS);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(preloaded, ['/assets/preload-helper.js']);
    assert.ok(head(html).includes('<script type="module" nonce="nonce" src="/assets/main.js"></script>'));
    const meta = new RegExp(`<meta name="${PAYMENT_FORM_SCRIPTS_META_NAME}" content="([^"]*)" />`).exec(head(html));
    assert.ok(meta, 'the head names the payment form scripts');
    assert.deepEqual(meta[1]!.split(' '), ASSETS.preloads);
    for (const script of ASSETS.preloads) {
      // Named once, in the meta: no link or script element asks for it before the entry does.
      assert.equal(html.split(script).length - 1, 1, `${script} appears once`);
    }
  });

  it('names no scripts on a page without the checkout script', () => {
    const markup = page({ title: 'Receipt', assets: ASSETS, nonce: 'n', body: html`<p>Paid</p>` });
    assert.ok(!markup.includes(PAYMENT_FORM_SCRIPTS_META_NAME));
    assert.ok(!markup.includes('modulepreload'));
  });
});

describe("the build's entry assets", () => {
  const dir = mkdtempSync(join(tmpdir(), 'entry-assets-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("splits the entry's static imports from the chunks it imports on demand at once, each listed once", () => {
    mkdirSync(join(dir, '.vite'));
    const manifest = {
      'src/main.ts': { file: 'assets/main.js', isEntry: true, imports: ['_helper'], dynamicImports: ['src/mount.tsx'] },
      _helper: { file: 'assets/preload-helper.js' },
      'src/mount.tsx': { file: 'assets/mount.js', imports: ['_helper', '_runtime'], css: ['assets/mount.css'] },
      _runtime: { file: 'assets/runtime.js' },
      'src/PaymentForm.tsx': { file: 'assets/PaymentForm.js', imports: ['_runtime', '_lit', '_helper'] },
      _lit: { file: 'assets/lit.js' },
      'src/plain.ts': { file: 'assets/plain.js', isEntry: true },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    assert.deepEqual(entryAssets(dir), {
      script: '/assets/main.js',
      styles: ['/assets/mount.css'],
      entryImports: ['/assets/preload-helper.js'],
      preloads: ['/assets/mount.js', '/assets/runtime.js', '/assets/PaymentForm.js', '/assets/lit.js'],
      plainScript: '/assets/plain.js',
    });
  });
});
