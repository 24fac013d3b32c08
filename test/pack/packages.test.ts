/**
 * The published packages, as a merchant gets them: `npm pack` each public package (its prepack
 * builds it), check what the tarball holds, install the tarballs into scratch projects made here,
 * and use them as a merchant would, in headless Chromium against the emulator:
 * - a default-settings Vite app that renders `payment-dropin/react`;
 * - card-only pages built by Vite and by webpack with their defaults, weighed against the README's
 *   size budget;
 * - a plain HTML page with one classic script tag (`payment-dropin.min.js`, Drop-in's script-tag
 *   integration) inside a form, served under a strict Content-Security-Policy;
 * - a Node script importing `payment-dropin` with no DOM;
 * - `npx payment-dropin-emulator` answering the Node SDK.
 * Nothing here imports the repo's sources for the widget: only the tarballs. The widget's tarball is the run's own
 * under `npm test` (support/widget-tarball.ts), packed once for this file and the framework hosts' test.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, posix } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { enterTestCard } from '../support/card-frames.js';
import { CHROMIUM_PATH, chromiumFlags } from '../support/chromium.mjs';
import { testPagePolicy } from '../support/csp-policy.mjs';
import { guideExamples, type GuideExample } from '../support/guide-examples.mjs';
import { installProject } from './support/scratch-project.js';
import { npmPack, widgetTarball } from './support/widget-tarball.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'pd-pack-'));
const TIMEOUT = 30_000;

let emulator: Emulator;
let browser: Browser;
const tarballs: Record<'widget' | 'emulator', string> = { widget: '', emulator: '' };
const contents: Record<'widget' | 'emulator', string[]> = { widget: [], emulator: [] };

/** A scratch project with the given files and dependencies, installed from the registry's cache. */
function project(name: string, files: Record<string, string>, dependencies: string[]): Promise<string> {
  return installProject(join(scratch, name), files, dependencies);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * Serves a directory on loopback, like a merchant's web server; records form posts. `pageHeaders`
 * go with every HTML page (a Content-Security-Policy, say).
 */
function serve(
  dir: string,
  pageHeaders: Record<string, string> = {},
): Promise<{ server: Server; url: string; posts: Array<Record<string, string>> }> {
  const posts: Array<Record<string, string>> = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posts.push(Object.fromEntries(new URLSearchParams(body)));
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="posted">posted</p>');
      });
      return;
    }
    try {
      const file = join(dir, path === '/' ? 'index.html' : path);
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, ...(type === 'text/html' ? pageHeaders : {}) }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${address.port}`, posts });
    }),
  );
}

/** A new page whose errors and console errors are kept for failure messages. */
async function newPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/**
 * The widget's tarball unpacked into a scratch folder of its own: the package's folder, as npm would install it. The
 * hosted build needs nothing installed beside it (it carries braintree-web), so a page that uses only it is served
 * from here, as a merchant who copies the package's files would, without an npm install of its own.
 */
async function unpackWidget(name: string): Promise<string> {
  const dir = join(scratch, name);
  mkdirSync(dir);
  await run('tar', ['-xzf', tarballs.widget, '-C', dir]);
  return join(dir, 'package');
}

/** Opens `url` and waits for the element's `ready`, which bubbles from it once every part of setup has settled. */
async function openUntilReady(tab: Page, url: string, problems: string[]): Promise<void> {
  await tab.evaluateOnNewDocument(() =>
    document.addEventListener('ready', () => ((window as unknown as { ready: boolean }).ready = true)),
  );
  await tab.goto(url);
  await step(problems, () =>
    tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, { timeout: TIMEOUT }),
  );
}

/** Runs a step, adding what went wrong in the page to its error. */
async function step<T>(problems: string[], action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${problems.join('\n')}`, { cause: error });
  }
}

/**
 * Serves a built scratch app, opens it with the emulator's tokenization key and waits for the
 * widget's `ready` (the app sets `window.widgetReady`). Keeps every script the page fetched, for
 * sizes.
 */
async function openBuiltApp(distDir: string) {
  const site = await serve(distDir);
  const { page, problems } = await newPage();
  const responses: Array<{ url: string; body: Buffer }> = [];
  page.on('response', (response) => {
    if (response.request().method() === 'GET' && response.ok())
      void response.buffer().then(
        (body) => responses.push({ url: response.url(), body }),
        () => undefined,
      );
  });
  await page.goto(`${site.url}/?authorization=${emulator.merchant.tokenizationKey}`);
  await step(problems, () =>
    page.waitForFunction(() => (window as unknown as { widgetReady?: boolean }).widgetReady === true, {
      timeout: TIMEOUT,
    }),
  );
  return { site, page, problems, responses };
}

/** Builds a scratch Vite app with its default settings (`vite build`) and opens it. */
async function openViteApp(dir: string) {
  await run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  return openBuiltApp(join(dir, 'dist'));
}

/**
 * Builds a scratch webpack app with webpack's defaults (no configuration file: `src/index.js` to
 * `dist/main.js`, production mode) and opens it from a plain HTML page.
 */
async function openWebpackApp(dir: string) {
  await run(join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production', '--no-stats'], { cwd: dir });
  writeFileSync(
    join(dir, 'dist/index.html'),
    '<!doctype html><html lang="en"><body><main id="root"></main><script src="/main.js"></script></body></html>',
  );
  return openBuiltApp(join(dir, 'dist'));
}

/** A card-only page's script: the element registered, created and given the page's authorization. */
const CARD_ONLY_PAGE = [
  "import 'payment-dropin/define';",
  "const el = document.createElement('payment-dropin');",
  "el.authorization = new URLSearchParams(location.search).get('authorization');",
  // What the page had fetched by ready: the lists' code, which the widget asks for once the page is idle after it, is
  // not part of what a card-only page needs to start.
  "el.addEventListener('ready', () => {",
  "  window.fetchedAtReady = performance.getEntriesByType('resource').map((entry) => entry.name);",
  '  window.widgetReady = true;',
  '});',
  "document.getElementById('root').append(el);",
].join('\n');

/**
 * Checks a card-only page's scripts: the gzip bytes of every script from the page's own origin that it had fetched
 * when the widget was ready stay within the README's budget.
 */
async function assertCardOnlyBudget(
  bundler: string,
  origin: string,
  page: Page,
  allResponses: Array<{ url: string; body: Buffer }>,
): Promise<void> {
  const atReady = await page.evaluate(() => (window as unknown as { fetchedAtReady: string[] }).fetchedAtReady);
  const responses = allResponses.filter((r) => atReady.includes(r.url));
  const scripts = responses.filter((r) => r.url.startsWith(origin) && r.url.endsWith('.js'));
  assert.ok(scripts.length > 0, `the ${bundler} page fetched no script`);
  const bytes = scriptBytes(responses, origin);
  const budget = readmeBudget();
  console.log(`card-only page, default-settings ${bundler} app: ${bytes} bytes gzip (budget ${budget})`);
  assert.ok(
    bytes <= budget,
    `${scripts.map((r) => r.url).join(' + ')} is ${bytes} bytes gzip, over the README budget of ${budget} bytes. ` +
      'Run `npm run bench` to see where the bytes go; raise the README budget only on purpose.',
  );
}

/** The README line `Size budget: … **N KB gzip** …` (1 KB = 1,024 bytes). */
function readmeBudget(): number {
  const match = /^Size budget:.*?\*\*(\d+(?:\.\d+)?) KB gzip\*\*/m.exec(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  assert.ok(match, 'README.md has no "Size budget: … **N KB gzip**" line in its Performance section');
  return Math.round(Number(match[1]) * 1024);
}

/** Every script the page fetched from its own origin, gzipped, in bytes. */
function scriptBytes(responses: Array<{ url: string; body: Buffer }>, origin: string): number {
  return responses
    .filter((r) => r.url.startsWith(origin) && r.url.endsWith('.js'))
    .reduce((sum, r) => sum + gzipSync(r.body, { level: 9 }).length, 0);
}

before(async () => {
  emulator = await createEmulator({ browserAccess: 'host-mapped' });
  const [widget, emulatorPackage] = await Promise.all([
    widgetTarball(scratch),
    npmPack(join(ROOT, 'emulator'), scratch),
  ]);
  tarballs.widget = widget.file;
  tarballs.emulator = emulatorPackage.file;
  contents.widget = widget.files;
  contents.emulator = emulatorPackage.files;
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumFlags({ hostRules: emulator.hostRules }),
  });
});

after(async () => {
  await browser?.close();
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the payment-dropin tarball', () => {
  it('holds compiled JavaScript with types for every entry point, the manifest, the hosted builds and the licence', () => {
    const files = new Set(contents.widget);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'elements/package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    for (const [entry, target] of Object.entries(manifest.exports)) {
      const paths = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const path of paths)
        assert.ok(files.has(path.replace(/^\.\//, '')), `${entry}: ${path} is not in the tarball`);
    }
    for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md', 'custom-elements.json', 'package.json'])
      assert.ok(files.has(file), `${file} is not in the tarball`);
  });

  it('ships no tests, no TypeScript sources and no source maps', () => {
    const stray = contents.widget.filter(
      (f) => /\.test\.|(^|\/)test\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')) || f.endsWith('.map'),
    );
    assert.deepEqual(stray, []);
  });

  it("carries the element's attributes, events, parts and custom properties in its Custom Elements Manifest", () => {
    return unpackWidget('manifest').then((pkg) => {
      const manifest = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8')) as {
        modules: Array<{ declarations?: Array<Record<string, Array<{ name: string }>> & { tagName?: string }> }>;
      };
      const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'payment-dropin');
      assert.ok(element, 'no <payment-dropin> in the manifest');
      const names = (key: string): string[] => (element[key] ?? []).map((x) => x.name);
      assert.ok(names('attributes').includes('authorization'));
      assert.ok(names('events').includes('paymentMethodRequestable'));
      assert.ok(names('events').includes('card:validityChange'));
      assert.ok(names('cssParts').includes('panel'));
      assert.ok(names('cssProperties').includes('--pd-color-primary'));
    });
  });

  it('imports in Node with no DOM (server-side rendering, tests) without crashing', async () => {
    const dir = await project('node-import', {}, [tarballs.widget]);
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('payment-dropin'); console.log(typeof m.PaymentDropin);"],
      { cwd: dir },
    );
    assert.equal(stdout.trim(), 'function');
  });

  it('works in a default-settings Vite + React app through payment-dropin/react: ready, then a nonce', async () => {
    const dir = await project(
      'vite-react-app',
      {
        'index.html':
          '<!doctype html><html lang="en"><body><main id="root"></main><script type="module" src="/src/main.jsx"></script></body></html>',
        'src/main.jsx': [
          "import { createRoot } from 'react-dom/client';",
          "import { PaymentDropin } from 'payment-dropin/react';",
          "const authorization = new URLSearchParams(location.search).get('authorization');",
          "createRoot(document.getElementById('root')).render(",
          '  <PaymentDropin authorization={authorization} onReady={() => { window.widgetReady = true; }} />,',
          ');',
        ].join('\n'),
      },
      [tarballs.widget, 'react', 'react-dom', 'vite'],
    );
    const { site, page, problems, responses } = await openViteApp(dir);
    try {
      await step(problems, () => enterTestCard(page, TIMEOUT));
      const nonce = await page.evaluate(async () => {
        const el = document.querySelector('payment-dropin') as unknown as {
          requestPaymentMethod(): Promise<{ nonce: string }>;
        };
        return (await el.requestPaymentMethod()).nonce;
      });
      assert.match(nonce, /\S/);
      const bytes = scriptBytes(responses, site.url);
      assert.ok(bytes > 0);
      console.log(`default-settings Vite app, card only: ${(bytes / 1024).toFixed(1)} KB gzip of script`);
    } finally {
      await page.close();
      site.server.close();
    }
  });

  it('keeps a card-only page in a default-settings Vite app within the README size budget, with no PayPal code', async () => {
    const dir = await project(
      'vite-card-only',
      {
        'index.html':
          '<!doctype html><html lang="en"><body><main id="root"></main><script type="module" src="/src/main.js"></script></body></html>',
        'src/main.js': CARD_ONLY_PAGE,
      },
      [tarballs.widget, 'vite'],
    );
    const { site, page, responses } = await openViteApp(dir);
    try {
      // Vite names on-demand chunks after their modules, so a fetched one shows by name.
      assert.deepEqual(
        responses
          .filter((r) => r.url.startsWith(site.url) && /paypal|three-d-secure|data-collector|vault/i.test(r.url))
          .map((r) => r.url),
        [],
        'a card-only page loaded on-demand parts',
      );
      await assertCardOnlyBudget('Vite', site.url, page, responses);
    } finally {
      await page.close();
      site.server.close();
    }
  });

  it('keeps a card-only page in a default-settings webpack app within the README size budget, with no PayPal code', async () => {
    const dir = await project('webpack-card-only', { 'src/index.js': CARD_ONLY_PAGE }, [
      tarballs.widget,
      'webpack',
      'webpack-cli',
    ]);
    const { site, page, responses } = await openWebpackApp(dir);
    try {
      // webpack numbers its on-demand chunks, so look for PayPal's code by what it contains.
      const paypal = responses.filter(
        (r) => r.url.startsWith(site.url) && r.body.toString().includes('paypal-checkout'),
      );
      assert.deepEqual(
        paypal.map((r) => r.url),
        [],
        'a card-only page loaded PayPal code',
      );
      await assertCardOnlyBudget('webpack', site.url, page, responses);
    } finally {
      await page.close();
      site.server.close();
    }
  });

  it("types the React entry and each payment option from the published declarations: a misspelt prop, an unknown option, an option's wrong value and a wrong event detail type fail to compile", async () => {
    const dir = await project(
      'typed-react-app',
      {
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          },
          include: ['src'],
        }),
        'src/checkout.tsx': [
          "import { PaymentDropin } from 'payment-dropin/react';",
          "import type { DropinOptions, PaymentDropin as PaymentDropinElement, PaymentOptionId } from 'payment-dropin';",
          'export const ok = (',
          '  <PaymentDropin',
          '    authorization="sandbox_x_y"',
          '    onPaymentMethodRequestable={(e) => e.detail.paymentMethodIsSelected satisfies boolean}',
          '  />',
          ');',
          '// @ts-expect-error a misspelt prop',
          'export const misspelt = <PaymentDropin authorisation="sandbox_x_y" />;',
          "// @ts-expect-error no such payment option: options are typed as tightly as Drop-in's",
          "export const unknownOption = <PaymentDropin paymentOptionPriority={['cards']} />;",
          // Each option's settings type reaches the merchant from its own folder's declarations.
          'export const venmo = <PaymentDropin venmo={{ allowNewBrowserTab: false }} googlePay={{ merchantId: "m" }} />;',
          '// @ts-expect-error PayPal is off unless given an object: true is not a value it takes',
          'export const paypalTrue = <PaymentDropin paypal={true} />;',
          '// @ts-expect-error allowNewBrowserTab is a boolean',
          'export const venmoWrong = <PaymentDropin venmo={{ allowNewBrowserTab: "yes" }} />;',
          "export const wallets: PaymentOptionId[] = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'];",
          '// @ts-expect-error not a payment option',
          "export const bitcoin: PaymentOptionId = 'bitcoin';",
          "export const settings: DropinOptions = { authorization: 'sandbox_x_y', applePay: { displayName: 'Shop' } };",
          'export function setFields(el: PaymentDropinElement): void {',
          '  el.venmo = { allowNewBrowserTab: true };',
          "  // @ts-expect-error the element's applePay field takes settings or false, not true",
          '  el.applePay = true;',
          '}',
          // braintree-web-drop-in-react's component, as the default export: Drop-in's instance and payloads.
          "export { default as DropIn } from 'payment-dropin/react';",
          "import DropIn from 'payment-dropin/react';",
          'export const dropIn = (',
          '  <DropIn',
          "    options={{ authorization: 'sandbox_x_y', paypal: { flow: 'vault' } }}",
          '    onInstance={(instance) => void instance.requestPaymentMethod().then((p) => p.nonce satisfies string)}',
          '    onPaymentMethodRequestable={(payload) => payload.paymentMethodIsSelected satisfies boolean}',
          '  />',
          ');',
          '// @ts-expect-error DropIn needs its options, as braintree-web-drop-in-react does',
          'export const noOptions = <DropIn />;',
          'export const wrongDetail = (',
          '  <PaymentDropin',
          '    // @ts-expect-error paymentMethodIsSelected is a boolean, not a string',
          '    onPaymentMethodRequestable={(e) => e.detail.paymentMethodIsSelected satisfies string}',
          '  />',
          ');',
        ].join('\n'),
      },
      [tarballs.widget, 'react', 'react-dom', '@types/react', '@types/react-dom'],
    );
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', 'tsconfig.json'], { cwd: dir }).then(
      () => ({ ok: true, out: '' }),
      (error: { stdout?: string }) => ({ ok: false, out: error.stdout ?? String(error) }),
    );
    assert.ok(result.ok, `the typed app does not compile as expected:\n${result.out}`);
  });

  it('works on a plain page with one classic script tag (payment-dropin.min.js) in a form, under a strict Content-Security-Policy: the submit carries a nonce, 0 violations', async () => {
    const hosted = join(await unpackWidget('plain-page'), 'dist/hosted');
    writeFileSync(
      join(hosted, 'index.html'),
      `<!doctype html><html lang="en"><body><form action="/pay" method="post">
<script src="/payment-dropin.min.js" data-braintree-dropin-authorization="${emulator.merchant.tokenizationKey}"></script>
<button type="submit">Pay</button></form></body></html>`,
    );
    // The README's policy: no 'unsafe-inline', no 'unsafe-eval', Trusted Types for script sinks. The
    // page has no inline script, so the nonce is never used.
    const site = await serve(hosted, { 'content-security-policy': testPagePolicy(randomBytes(16).toString('base64')) });
    const { page, problems } = await newPage();
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
      );
    });
    try {
      await page.goto(site.url);
      await step(problems, () => enterTestCard(page, TIMEOUT));
      await page.waitForFunction(
        () =>
          (
            document.querySelector('payment-dropin') as unknown as { isPaymentMethodRequestable?(): boolean } | null
          )?.isPaymentMethodRequestable?.() === true,
        { timeout: TIMEOUT },
      );
      const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      await Promise.all([page.waitForSelector('#posted', { timeout: TIMEOUT }), page.click('button[type="submit"]')]);
      assert.equal(site.posts.length, 1);
      assert.match(site.posts[0]!.payment_method_nonce ?? '', /\S/);
      assert.deepEqual(violations, []);
    } finally {
      await page.close();
      site.server.close();
    }
  });
});

/** MIGRATING.md's marked examples, read from the guide itself (so the doc cannot drift from what runs). */
function guide(): { text: string; examples: Record<string, GuideExample> } {
  const text = readFileSync(join(ROOT, 'elements/MIGRATING.md'), 'utf8');
  return { text, examples: guideExamples(text) };
}

/** The guide's placeholder for the merchant's authorization, as the emulator's tokenization key. */
function withAuthorization(code: string): string {
  return code.replace(/(['"])CLIENT_AUTHORIZATION\1/g, JSON.stringify(emulator.merchant.tokenizationKey));
}

/**
 * A merchant's site on loopback: `pages` by path, and folders mounted at path prefixes (the hosted build at
 * `/payment-dropin/`, say). Records form posts.
 */
function serveSite(
  pages: Record<string, string>,
  mounts: Array<[prefix: string, dir: string]>,
): Promise<{ server: Server; url: string; posts: Array<Record<string, string>> }> {
  const posts: Array<Record<string, string>> = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posts.push(Object.fromEntries(new URLSearchParams(body)));
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="posted">posted</p>');
      });
      return;
    }
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(pages[path]);
      return;
    }
    const mount = mounts.find(([prefix]) => path.startsWith(prefix));
    try {
      if (!mount || path.includes('..')) throw new Error('not found');
      const file = join(mount[1], path.slice(mount[0].length));
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'image/svg+xml' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, posts }),
    ),
  );
}

/** A tsc run's errors, each with the trimmed text of the line it points at. */
async function typeErrors(dir: string, project: string): Promise<Array<{ file: string; code: string; line: string }>> {
  const tsc = join(ROOT, 'node_modules/.bin/tsc');
  const out = await run(tsc, ['-p', project], { cwd: dir }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  return [...out.matchAll(/^(\S+)\((\d+),\d+\): error (TS\d+):/gm)].map(([, file, line, code]) => ({
    file: file!,
    code: code!,
    line: readFileSync(join(dir, file!), 'utf8').split('\n')[Number(line) - 1]!.trim(),
  }));
}

/** Picks the card in the page's options list, enters the test card, submits the form, and checks it posted a nonce. */
async function payByCardAndPost(
  page: Page,
  problems: string[],
  site: { posts: ReadonlyArray<Record<string, string>> },
): Promise<void> {
  await page.evaluate(() =>
    (
      document.querySelector('payment-dropin')!.shadowRoot!.querySelector('[data-option="card"]') as HTMLElement
    ).click(),
  );
  await step(problems, () => enterTestCard(page, TIMEOUT));
  await requestable(page, problems);
  await Promise.all([page.waitForSelector('#posted', { timeout: TIMEOUT }), page.click('input[type="submit"]')]);
  assert.equal(site.posts.length, 1);
  assert.match(site.posts[0]?.payment_method_nonce ?? '', /^tokencc_/);
}

/** Waits until the page's widget says a payment method can be requested (the card entered is complete). */
async function requestable(page: Page, problems: string[]): Promise<void> {
  await step(problems, () =>
    page.waitForFunction(
      () =>
        (
          document.querySelector('payment-dropin') as unknown as { isPaymentMethodRequestable?(): boolean } | null
        )?.isPaymentMethodRequestable?.() === true,
      { timeout: TIMEOUT },
    ),
  );
}

describe('the payment-dropin tarball for a Drop-in merchant (MIGRATING.md)', () => {
  it('the hosted module names in its own file everything it loads at once (one file of the widget and the bundler runtime beside it, nothing a level further), and the classic script asks for them beside the module', async () => {
    const hosted = join(await unpackWidget('hosted-graph'), 'dist/hosted');
    /** The files a module imports statically (minified: `import"…"`, `import{…}from"…"`, `export{…}from"…"`). */
    const imports = (file: string): string[] =>
      [...readFileSync(join(hosted, file), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((m) =>
        posix.join(posix.dirname(file), m[1]!),
      );
    const atOnce = imports('payment-dropin.esm.js');
    assert.ok(atOnce.length > 0 && atOnce.length <= 2, `the hosted module imports ${atOnce.length} files: ${atOnce}`);
    // The browser asks for every file the page needs to start as soon as it reads the entry: one round trip.
    for (const file of atOnce)
      assert.deepEqual(
        imports(file).filter((next) => !atOnce.includes(next)),
        [],
        `${file} imports files the entry does not name`,
      );
    // The classic script of Drop-in's guide asks for them beside the module, not after it.
    const script = readFileSync(join(hosted, 'payment-dropin.min.js'), 'utf8');
    for (const file of atOnce)
      assert.ok(
        script.includes(`"./${file}"`) || script.includes(`\`./${file}\``),
        `payment-dropin.min.js does not ask for ${file}`,
      );
    // The parts a page asks for later (locales, wallets, 3D Secure) are still chunks of their own.
    const chunks = readdirSync(join(hosted, 'chunks')).filter((f) => f.endsWith('.js'));
    assert.ok(
      chunks.some((f) => /de-DE/.test(f)) && chunks.some((f) => /paypal/i.test(f)),
      `no locale or PayPal chunk: ${chunks}`,
    );
  });

  it("reports a module file the site cannot serve once, in the console, and the classic script's early requests for it leave no unhandled rejection", async () => {
    const hosted = join(await unpackWidget('hosted-missing-file'), 'dist/hosted');
    const widget = readdirSync(join(hosted, 'chunks')).find((f) => /^payment-dropin-.+\.js$/.test(f));
    assert.ok(widget, 'no chunk holds the widget');
    rmSync(join(hosted, 'chunks', widget));
    const page = '<script src="/payment-dropin/payment-dropin.min.js"></script>';
    const site = await serveSite({ '/': `<!doctype html><html lang="en"><body>${page}</body></html>` }, [
      ['/payment-dropin/', hosted],
    ]);
    const { page: tab, problems } = await newPage();
    try {
      await tab.goto(site.url);
      const outcome = await tab.evaluate(() =>
        (window as unknown as { paymentDropin: { loaded: Promise<unknown> } }).paymentDropin.loaded.then(
          () => 'loaded',
          () => 'failed',
        ),
      );
      assert.equal(outcome, 'failed');
      // An unhandled rejection is reported after the task that left it: give it time to show.
      await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      const reported = problems.filter((p) => p.startsWith('console.error') && !/Failed to load resource/.test(p));
      assert.equal(reported.length, 1, `console errors: ${reported.join('\n')}`);
      assert.match(reported[0]!, /<payment-dropin>: the module build beside the script did not load\./);
      assert.deepEqual(
        problems.filter((p) => p.startsWith('page error')),
        [],
        'unhandled errors in the page',
      );
    } finally {
      await tab.close();
      site.server.close();
    }
  });

  it('keeps one widget when the page asks for the hosted module under a query (a cache-busting `?v=`): the German strings reach the element, and each file comes once', async () => {
    const hosted = join(await unpackWidget('hosted-query'), 'dist/hosted');
    const key = JSON.stringify(emulator.merchant.tokenizationKey);
    const site = await serveSite(
      {
        '/': `<!doctype html><html lang="de"><head><link rel="icon" href="data:,"></head><body><payment-dropin locale="de_DE" authorization=${key}></payment-dropin><script type="module" src="/payment-dropin/payment-dropin.esm.js?v=1.0"></script></body></html>`,
      },
      [['/payment-dropin/', hosted]],
    );
    const { page: tab, problems } = await newPage();
    const fetched: string[] = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (response.ok() && url.origin === site.url && url.pathname.endsWith('.js')) fetched.push(url.pathname);
    });
    try {
      await openUntilReady(tab, site.url, problems);
      // The locale's chunk imports what it shares from the widget: had that been a second copy of the widget (the
      // module under its plain address), the strings would have gone there and the element would show English.
      const labels = await tab.evaluate(() =>
        [...document.querySelector('payment-dropin')!.shadowRoot!.querySelectorAll('[part~="label"]')].map(
          (label) => label.textContent,
        ),
      );
      assert.match(labels.join(' | '), /Kartennummer/, 'the card sheet is not in German');
      assert.ok(
        fetched.some((path) => /de-DE/.test(path)),
        `no German strings were fetched: ${fetched}`,
      );
      const twice = fetched.filter((path, i) => fetched.indexOf(path) !== i);
      assert.deepEqual(twice, [], `files fetched twice, of ${fetched}`);
      assert.deepEqual(problems, [], 'problems on the page');
    } finally {
      await tab.close();
      site.server.close();
    }
  });

  it("runs the guide's script-tag example on the published hosted script served from a sub-path and from a deeper one: chunks, the German locale, PayPal and images load beside it, and the form posts a nonce", async () => {
    const hosted = join(await unpackWidget('hosted-subpath'), 'dist/hosted');
    const { code } = guide().examples['script-tag']!;
    assert.match(code, /src="\/payment-dropin\/payment-dropin\.min\.js"/);
    for (const base of ['/payment-dropin/', '/static/shop/vendor/pd/']) {
      const page = withAuthorization(code).replace('/payment-dropin/', base);
      const site = await serveSite({ '/': `<!doctype html><html lang="de"><body>${page}</body></html>` }, [
        [base, hosted],
      ]);
      const { page: tab, problems } = await newPage();
      const loaded: string[] = [];
      tab.on('response', (response) => {
        if (response.ok()) loaded.push(new URL(response.url()).pathname);
      });
      try {
        await openUntilReady(tab, site.url, problems);
        // The options list offers PayPal: its part came from beside the script, as did the German strings.
        assert.equal(
          await tab.evaluate(
            () =>
              document.querySelector('payment-dropin')!.shadowRoot!.querySelectorAll('[data-option="paypal"]').length,
          ),
          1,
        );
        const heading = await tab.evaluate(
          () => document.querySelector('payment-dropin')!.shadowRoot!.querySelector('[part="heading"]')?.textContent,
        );
        assert.equal(heading?.trim(), 'Wie möchten Sie bezahlen?', 'the options list is not in German');
        await tab.evaluate(() =>
          (
            document.querySelector('payment-dropin')!.shadowRoot!.querySelector('[data-option="card"]') as HTMLElement
          ).click(),
        );
        await step(problems, () =>
          tab.waitForFunction(
            () =>
              document.querySelector('payment-dropin')!.shadowRoot!.querySelector('[data-view="card"]:not([hidden])'),
            { timeout: TIMEOUT },
          ),
        );
        await step(problems, () => enterTestCard(tab, TIMEOUT));
        await requestable(tab, problems);
        // The card sheet's brand marks, where the page shows them as images, all came.
        const images = await tab.evaluate(() =>
          [...document.querySelector('payment-dropin')!.shadowRoot!.querySelectorAll('img')].map((img) => ({
            src: img.src,
            shown: img.complete && img.naturalWidth > 0,
          })),
        );
        assert.deepEqual(
          images.filter((image) => !image.shown),
          [],
          'brand images that did not load',
        );
        await Promise.all([tab.waitForSelector('#posted', { timeout: TIMEOUT }), tab.click('input[type="submit"]')]);
        assert.match(site.posts[0]?.payment_method_nonce ?? '', /^tokencc_/);
        const chunks = loaded.filter((path) => path.startsWith(`${base}chunks/`));
        assert.ok(
          chunks.some((path) => /de-DE/.test(path)),
          `no German strings came from ${base}chunks/: ${chunks}`,
        );
        assert.ok(
          chunks.some((path) => /paypal/i.test(path)),
          `no PayPal part came from ${base}chunks/: ${chunks}`,
        );
        assert.deepEqual(
          // The browser's own favicon request aside (the site has none), nothing the page asked for failed.
          problems.filter((p) => !p.startsWith('console.error') && !p.endsWith('/favicon.ico')),
          [],
          'requests that failed',
        );
      } finally {
        await tab.close();
        site.server.close();
      }
    }
  });

  it("holds the guide's script-tag form from the moment the classic script runs: a submit pressed before the widget's module has even arrived posts nothing, and once the card is in the form posts a nonce", async () => {
    const hosted = join(await unpackWidget('hosted-early-submit'), 'dist/hosted');
    const { code } = guide().examples['script-tag']!;
    const site = await serveSite(
      { '/': `<!doctype html><html lang="en"><body>${withAuthorization(code)}</body></html>` },
      [['/payment-dropin/', hosted]],
    );
    const { page: tab, problems } = await newPage();
    // The module build is held back until the shopper has pressed the button: only the classic script is on the page.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/payment-dropin.esm.js')) void held.then(() => request.continue());
      else void request.continue();
    });
    try {
      await tab.evaluateOnNewDocument(() =>
        document.addEventListener('ready', () => ((window as unknown as { ready: boolean }).ready = true)),
      );
      await tab.goto(site.url, { waitUntil: 'domcontentloaded' });
      // The shopper presses Purchase (clicked from within the page: puppeteer's mouse click did not submit while the
      // module was held, with or without the guard, so it could not tell them apart).
      await tab.evaluate(() => (document.querySelector('input[type="submit"]') as HTMLElement).click());
      release();
      await step(problems, () =>
        tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, { timeout: TIMEOUT }),
      );
      assert.equal(site.posts.length, 0, 'the form was sent before the widget could give a nonce');
      await payByCardAndPost(tab, problems, site);
    } finally {
      await tab.close();
      site.server.close();
    }
  });

  it("loads its code from beside its own tag when the page's markup shadows document.currentScript, window.paymentDropin and window.braintree: nothing is asked of the markup's address, and the form posts a nonce", async () => {
    const hosted = join(await unpackWidget('hosted-clobbered'), 'dist/hosted');
    const { code } = guide().examples['script-tag']!;
    // Markup a page may let through (a review, a profile), before the widget's script tag: named and id'd elements are
    // reachable as document.currentScript, window.paymentDropin and window.braintree.
    const markup =
      '<img name="currentScript" src="/elsewhere/x.png" alt=""><img id="paymentDropin" alt=""><img id="braintree" alt="">';
    const site = await serveSite(
      { '/': `<!doctype html><html lang="en"><body>${markup}${withAuthorization(code)}</body></html>` },
      [['/payment-dropin/', hosted]],
    );
    const { page: tab, problems } = await newPage();
    const elsewhere: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/elsewhere/') && !request.url().endsWith('/x.png'))
        elsewhere.push(request.url());
    });
    try {
      await tab.evaluateOnNewDocument(() =>
        document.addEventListener('ready', () => ((window as unknown as { ready: boolean }).ready = true)),
      );
      await tab.goto(site.url, { waitUntil: 'domcontentloaded' });
      await step(problems, () =>
        tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, { timeout: TIMEOUT }),
      );
      assert.deepEqual(elsewhere, [], "the widget's code was asked of the markup's address");
      assert.deepEqual(
        await tab.evaluate(() => {
          const w = window as unknown as {
            paymentDropin: { VERSION?: string };
            braintree: { dropin?: { VERSION?: string } };
          };
          return [
            w.paymentDropin.VERSION,
            w.braintree.dropin?.VERSION,
            'dropin' in document.getElementById('braintree')!,
          ];
        }),
        ['1.40.2', '1.40.2', false],
      );
      await payByCardAndPost(tab, problems, site);
    } finally {
      await tab.close();
      site.server.close();
    }
  });

  it('sets up on a page whose old scripts added an enumerable method to Object.prototype (MooTools-style), and the form posts a nonce', async () => {
    const hosted = join(await unpackWidget('hosted-object-prototype'), 'dist/hosted');
    const { code } = guide().examples['script-tag']!;
    // Before the widget's script, as an old platform's own scripts run first. braintree-web alone sets up on such a
    // page; the widget's bundled registry once copied the method as a payment option and failed to set up.
    const prelude = '<script>Object.prototype.each = function (fn) { for (var k in this) fn(this[k], k); };</script>';
    const site = await serveSite(
      { '/': `<!doctype html><html lang="en"><body>${prelude}${withAuthorization(code)}</body></html>` },
      [['/payment-dropin/', hosted]],
    );
    const { page: tab, problems } = await newPage();
    try {
      await tab.evaluateOnNewDocument(() =>
        document.addEventListener('ready', () => ((window as unknown as { ready: boolean }).ready = true)),
      );
      await tab.goto(site.url, { waitUntil: 'domcontentloaded' });
      // Puppeteer's own waiting code runs in the page and breaks on such a page: poll, and take the method away once
      // the widget is ready (its setup, where it failed, ran with it) for the payment's steps.
      const deadline = Date.now() + TIMEOUT;
      while (!(await tab.evaluate(() => (window as unknown as { ready?: boolean }).ready === true))) {
        assert.ok(Date.now() < deadline, `the widget was not ready:\n${problems.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await tab.evaluate(() => delete (Object.prototype as { each?: unknown }).each);
      await payByCardAndPost(tab, problems, site);
    } finally {
      await tab.close();
      site.server.close();
    }
  });

  it("runs the guide's callback example beside braintree-web's own client script: braintree.client stays, braintree.dropin is added, the form posts a nonce, and the guide's server example charges it with the official SDK", async () => {
    const dir = await project('hosted-callback', {}, [tarballs.widget]);
    const hosted = join(dir, 'node_modules/payment-dropin/dist/hosted');
    const braintreeWeb = join(dir, 'node_modules/braintree-web/dist/browser');
    const { examples } = guide();
    const body = `<script src="/vendor/braintree-web/client.js"></script>\n${withAuthorization(examples.callback!.code)}`;
    const site = await serveSite({ '/': `<!doctype html><html lang="en"><body>${body}</body></html>` }, [
      ['/payment-dropin/', hosted],
      ['/vendor/braintree-web/', braintreeWeb],
    ]);
    const { page, problems } = await newPage();
    try {
      await page.goto(site.url);
      const globals = await page.evaluate(() => {
        const bt = (window as unknown as { braintree: Record<string, { create?: unknown; VERSION?: string }> })
          .braintree;
        return { client: typeof bt.client?.create, dropin: typeof bt.dropin?.create, version: bt.dropin?.VERSION };
      });
      assert.deepEqual(globals, { client: 'function', dropin: 'function', version: '1.40.2' });
      await step(problems, () => enterTestCard(page, TIMEOUT));
      await requestable(page, problems);
      await Promise.all([page.waitForSelector('#posted', { timeout: TIMEOUT }), page.click('input[type="submit"]')]);
      const nonce = site.posts[0]?.payment_method_nonce ?? '';
      assert.match(nonce, /^tokencc_/);

      // The guide's server example, as it stands, with the official SDK pointed at the emulator.
      const require = createRequire(import.meta.url);
      const braintree = require('braintree') as Record<string, new (...args: unknown[]) => unknown>;
      const gateway = new braintree.BraintreeGateway!({
        environment: new braintree.Environment!('127.0.0.1', emulator.port, '', false),
        merchantId: emulator.merchant.merchantId,
        publicKey: emulator.merchant.publicKey,
        privateKey: emulator.merchant.privateKey,
      });
      const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (
        ...values: unknown[]
      ) => Promise<{
        clientToken: string;
        result: { success: boolean; transaction: { amount: string; status: string } };
      }>;
      const server = new AsyncFunction(
        'gateway',
        'nonceFromTheClient',
        `${examples.server!.code}\nreturn { clientToken, result };`,
      );
      const { clientToken, result } = await server(gateway, nonce);
      assert.match(clientToken, /\S/);
      assert.equal(result.success, true);
      assert.equal(result.transaction.amount, '10.00');
      assert.equal(result.transaction.status, 'submitted_for_settlement');
    } finally {
      await page.close();
      site.server.close();
    }
  });

  it("compiles DefinitelyTyped's usage tests for @types/braintree-web-drop-in against payment-dropin/create with the import line changed: the only errors are the ones the guide lists, each as it says against @types itself; every name @types exports is there; the guide's TypeScript example and the hosted global's types compile", async () => {
    const fixtures = join(ROOT, 'test/pack/fixtures/definitely-typed');
    const usage = (name: string): string =>
      readFileSync(join(fixtures, `braintree-web-drop-in-${name}.test.ts.txt`), 'utf8');
    const ours = (text: string): string => {
      const changed = text.replace(/from "braintree-web-drop-in";/, 'from "payment-dropin/create";');
      assert.notEqual(changed, text, 'the usage test has no import line to change');
      return changed;
    };
    const { text: guideText, examples } = guide();
    // DefinitelyTyped's own settings for these tests, with the module resolution that reads package exports.
    const compilerOptions = {
      target: 'ES2020',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2020', 'DOM'],
      noImplicitAny: true,
      noImplicitThis: true,
      strictNullChecks: true,
      strictFunctionTypes: true,
      types: [],
      noEmit: true,
      skipLibCheck: true,
    };
    const tsconfig = (files: string[]): string => JSON.stringify({ compilerOptions, files });
    const dir = await project(
      'definitely-typed-usage',
      {
        'types-tests/module.ts': usage('module'),
        'types-tests/global.ts': usage('global'),
        'ours/module.ts': ours(usage('module')),
        'ours/global.ts': ours(usage('global')),
        'ours/guide-example.ts': examples.typescript!.code,
        'ours/hosted-global.ts': [
          '/// <reference types="payment-dropin/global" />',
          "const created: Promise<unknown> | undefined = window.paymentDropin?.create({ authorization: 'k', container: '#d' });",
          "braintree.dropin.create({ authorization: 'k', container: '#d' }, (error, instance) => instance?.teardown());",
          'export const version: string = braintree.dropin.VERSION;',
          'export { created };',
        ].join('\n'),
        'types-tests.json': tsconfig(['types-tests/module.ts', 'types-tests/global.ts']),
        'ours-usage.json': tsconfig(['ours/module.ts', 'ours/global.ts']),
        'ours-examples.json': tsconfig(['ours/guide-example.ts', 'ours/hosted-global.ts', 'ours/names.ts']),
      },
      [tarballs.widget, '@types/braintree-web-drop-in@1.39.4'],
    );
    // The guide's table: each line that does not compile, and whether it compiles against @types itself.
    const table = guideText.slice(guideText.indexOf('<!-- typescript-exceptions -->'));
    const listed = [...table.matchAll(/^\| `(.+?)` \| .+ \| (the same error|compiles) \|$/gm)].map(
      ([, line, types]) => ({
        line: line!.replace(/\\\|/g, '|'),
        againstTypes: types === 'the same error',
      }),
    );
    assert.ok(listed.length > 0, 'MIGRATING.md lists no TypeScript exceptions after <!-- typescript-exceptions -->');

    // Every name @types exports, used from payment-dropin/create: a type by its name, a value as a value.
    const declared = readFileSync(join(dir, 'node_modules/@types/braintree-web-drop-in/index.d.ts'), 'utf8');
    const names = [...declared.matchAll(/^export (interface|type|const|function) (\w+)/gm)];
    assert.ok(names.length > 20, `only ${names.length} names found in @types/braintree-web-drop-in`);
    writeFileSync(
      join(dir, 'ours/names.ts'),
      [
        "import * as dropin from 'payment-dropin/create';",
        ...names.map(([, kind, name], index) =>
          kind === 'const' || kind === 'function'
            ? `export const value${index} = dropin.${name};`
            : `export type Type${index} = dropin.${name};`,
        ),
      ].join('\n'),
    );
    const [againstTypes, againstOurs, guideOnes] = await Promise.all([
      typeErrors(dir, 'types-tests.json'),
      typeErrors(dir, 'ours-usage.json'),
      typeErrors(dir, 'ours-examples.json'),
    ]);
    assert.deepEqual(
      guideOnes,
      [],
      "the guide's TypeScript example, the hosted global's types or one of @types' names do not compile",
    );
    const unlisted = againstOurs.filter((error) => !listed.some((entry) => entry.line === error.line));
    assert.deepEqual(unlisted, [], 'errors against payment-dropin/create that MIGRATING.md does not list');
    for (const entry of listed) {
      assert.ok(
        againstOurs.some((error) => error.line === entry.line),
        `MIGRATING.md lists ${entry.line}, which compiles against payment-dropin/create: remove it from the table`,
      );
      assert.equal(
        againstTypes.some((error) => error.line === entry.line),
        entry.againstTypes,
        `MIGRATING.md says ${entry.line} ${entry.againstTypes ? 'fails' : 'compiles'} against @types itself; it does not`,
      );
    }
  });
});

/**
 * A CommonJS project's script (`npm init -y` and `npm init playwright` make `"type": "commonjs"` projects, and
 * Playwright compiles its TypeScript tests to CommonJS): it `require`s both entries, starts an emulator through the
 * library and gets a client token from it, and prints what it saw as JSON.
 */
const COMMONJS_USER = `const library = require('payment-dropin-emulator');
const { braintreeEmulatorBridge } = require('payment-dropin-emulator/vite-bridge');
(async () => {
  const emulator = await library.createEmulator({ browserAccess: 'direct' });
  try {
    const response = await fetch(emulator.url + '/__emulator/client-token', { method: 'POST' });
    const { clientToken } = await response.json();
    console.log(JSON.stringify({
      exports: Object.keys(library).filter((name) => name !== '__esModule').sort(),
      defaultExports: Object.keys(library.default).sort(),
      hostRules: library.chromiumHostRules(emulator.httpsPort) === emulator.hostRules,
      hosts: library.BRAINTREE_HOSTS.length,
      plugin: braintreeEmulatorBridge({ emulatorOrigin: emulator.url }).name,
      status: response.status,
      configUrl: JSON.parse(Buffer.from(clientToken, 'base64').toString()).configUrl,
      libraryToken: JSON.parse(Buffer.from(emulator.clientToken(), 'base64').toString()).configUrl,
      port: emulator.port,
    }));
  } finally {
    await emulator.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * A merchant's TypeScript test setup using every name the emulator's two entries export, values and types; the
 * `@ts-expect-error` lines fail to compile if the declarations say `any`.
 */
const TYPESCRIPT_USER = `import {
  BRAINTREE_HOSTS,
  chromiumHostRules,
  createEmulator,
  type Emulator,
  type EmulatorOptions,
  type FaultSpec,
  type Merchant,
  type SeedCustomer,
  type SeedMethod,
  type Wallet,
  type WalletOutcome,
} from 'payment-dropin-emulator';
import { braintreeEmulatorBridge } from 'payment-dropin-emulator/vite-bridge';

export async function setUp(): Promise<string[]> {
  const options: EmulatorOptions = { browserAccess: 'direct', merchant: { challenges: ['cvv'] } };
  const emulator: Emulator = await createEmulator(options);
  const merchant: Merchant = emulator.merchant;
  const fault: FaultSpec = { route: 'tokenize', status: 500 };
  const method: SeedMethod = { type: 'CreditCard', number: '4111111111111111' };
  const customer: SeedCustomer = { paymentMethods: [method] };
  const wallet: Wallet = 'venmo';
  const outcome: WalletOutcome = 'cancel';
  const plugin = braintreeEmulatorBridge({ emulatorOrigin: emulator.url });
  // @ts-expect-error: not a way for browsers to reach it
  await createEmulator({ browserAccess: 'sideways' });
  // @ts-expect-error: the bridge needs the emulator's origin
  braintreeEmulatorBridge({});
  const token: string = emulator.clientToken({ access: 'host-mapped' });
  const rules: string = chromiumHostRules(emulator.httpsPort);
  await emulator.close();
  return [merchant.tokenizationKey, JSON.stringify([fault, customer, wallet, outcome]), plugin.name, token, rules, BRAINTREE_HOSTS[0]];
}
`;

describe('the payment-dropin-emulator tarball', () => {
  it('ships its bin and sources, a declaration file for every entry, and no tests', () => {
    assert.ok(contents.emulator.includes('bin/payment-dropin-emulator.mjs'));
    assert.ok(contents.emulator.includes('index.ts'));
    const manifest = JSON.parse(readFileSync(join(ROOT, 'emulator/package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue;
      assert.match(target.types, /\.d\.ts$/, `${entry}: its types are not declarations`);
      for (const path of [target.default, target.types])
        assert.ok(contents.emulator.includes(path.replace(/^\.\//, '')), `${entry}: ${path} is not in the tarball`);
    }
    assert.deepEqual(
      contents.emulator.filter((f) => /\.test\./.test(f)),
      [],
    );
  });

  it('loads with require() in a CommonJS project, and starts an emulator that gives client tokens', async () => {
    const dir = await project(
      'emulator-commonjs-user',
      {
        'package.json': JSON.stringify({ name: 'emulator-commonjs-user', private: true, type: 'commonjs' }),
        'main.js': COMMONJS_USER,
      },
      [tarballs.emulator],
    );
    const { stdout, stderr } = await run(process.execPath, ['main.js'], { cwd: dir, timeout: TIMEOUT });
    const seen = JSON.parse(stdout) as Record<string, unknown>;
    assert.deepEqual(seen.exports, ['BRAINTREE_HOSTS', 'chromiumHostRules', 'createEmulator', 'default']);
    assert.deepEqual(seen.defaultExports, ['BRAINTREE_HOSTS', 'chromiumHostRules', 'createEmulator']);
    assert.equal(seen.hostRules, true);
    assert.ok((seen.hosts as number) > 10);
    assert.equal(seen.plugin, 'braintree-emulator-bridge');
    assert.equal(seen.status, 200);
    const configUrl = `http://localhost:${seen.port as number}/merchants/emulated_merchant/client_api/v1/configuration`;
    assert.equal(seen.configUrl, configUrl);
    assert.equal(seen.libraryToken, configUrl);
    assert.equal(stderr, '');
  });

  it("gives a merchant's strict TypeScript its declarations, with no @types of its dependencies installed", async () => {
    const compilerOptions = { strict: true, skipLibCheck: true, noEmit: true, target: 'ES2022' };
    const dir = await project(
      'emulator-typescript-user',
      {
        'package.json': JSON.stringify({ name: 'emulator-typescript-user', private: true, type: 'commonjs' }),
        'setup.ts': TYPESCRIPT_USER,
        // Node's own resolution, in a CommonJS project (Playwright's), and a bundler's.
        'node.json': JSON.stringify({
          compilerOptions: { ...compilerOptions, module: 'NodeNext' },
          files: ['setup.ts'],
        }),
        'bundler.json': JSON.stringify({
          compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'Bundler' },
          files: ['setup.ts'],
        }),
      },
      [tarballs.emulator],
    );
    assert.deepEqual(
      readdirSync(join(dir, 'node_modules')).filter((name) => name === '@types'),
      [],
      'the scratch project has @types installed',
    );
    assert.deepEqual(await typeErrors(dir, 'node.json'), []);
    assert.deepEqual(await typeErrors(dir, 'bundler.json'), []);
  });

  it('starts with npx payment-dropin-emulator and answers the Node SDK', async () => {
    const dir = await project('emulator-user', {}, [tarballs.emulator]);
    const child = spawn(join(dir, 'node_modules/.bin/payment-dropin-emulator'), [], {
      cwd: dir,
      env: { ...process.env, EMULATOR_PORT: '0', EMULATOR_HTTPS_PORT: '0' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no start line in 30 s: ${out}`)), TIMEOUT);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Node SDK \(HTTP\):\s+(http:\/\/\S+)/.exec(out);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const response = await fetch(`${url}/__emulator/state`);
      assert.equal(response.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
