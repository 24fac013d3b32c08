/**
 * `<payment-dropin>` in each framework a merchant may use, from the packed tarball, as elements/README.md's snippet
 * for that framework puts it on a page: Vue 3 (with and without `isCustomElement`), Svelte 5, Angular 21 (the
 * newest that runs on Node 20), Next.js 16 (the app router, server-rendered) and a plain page loading the hosted
 * module from a folder of its own. Each app binds the widget's events in its own template syntax; in headless Chromium against
 * the emulator each one gets `ready`, shows the card brands' marks, changes `locale` through its own state and shows
 * the new words, and pays to a nonce, with its bound events received.
 *
 * One scratch project holds every framework (one install, from npm's cache where it has them), installed while the
 * tarball is packed; under `npm test` both are made at the run's start, beside the checks (support/host-project.ts,
 * support/widget-tarball.ts). The apps then build side by side. Each phase prints how long it took.
 */
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { enterTestCard } from '../support/card-frames.js';
import { CHROMIUM_PATH, chromiumFlags } from '../support/chromium.mjs';
import { hostProject } from './support/host-project.js';
import { widgetTarball } from './support/widget-tarball.js';
import { HYPHENATED_EVENTS, PLAIN_PAGE_SCRIPT, plainPage } from './support/host-apps.js';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'pd-hosts-'));
/** The scratch project with every framework installed (support/host-project.ts). */
let project = '';
const TIMEOUT = 30_000;
const BIG = 64 * 1024 * 1024;
/** No prompts, no telemetry, no update checks from the frameworks' tools. */
const QUIET_ENV = { ...process.env, CI: '1', NG_CLI_ANALYTICS: 'false', NEXT_TELEMETRY_DISABLED: '1' };

let emulator: Emulator;
let browser: Browser;
const builds = new Map<string, string>();
let nextServer: { child: ChildProcess; url: string } | undefined;

/** Runs a step and prints how long it took. */
async function timed<T>(label: string, action: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await action();
  } finally {
    console.log(`hosts: ${label} took ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

/** Runs one app's production build; keeps what it printed (warnings included). */
async function build(name: string, command: string, args: string[]): Promise<void> {
  const { stdout, stderr } = await timed(`${name} build`, () =>
    run(join(project, 'node_modules/.bin', command), args, { cwd: project, env: QUIET_ENV, maxBuffer: BIG }),
  );
  builds.set(name, `${stdout}\n${stderr}`);
}

/** The plain page: the hosted build copied into a folder of its own, the page beside it. */
function writePlainPage(): void {
  const site = join(project, 'dist/plain');
  cpSync(join(project, 'node_modules/payment-dropin/dist/hosted'), join(site, 'vendor/payment-dropin'), {
    recursive: true,
  });
  writeFileSync(join(site, 'index.html'), plainPage('/vendor/payment-dropin/payment-dropin.esm.js'));
  writeFileSync(join(site, 'page.js'), PLAIN_PAGE_SCRIPT);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves a built app on loopback, as a merchant's web server would (a folder's index.html for the folder). */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // The browser asks every site for one; these sites have none, and a 404 would be noise in the console.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    try {
      const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/** A free loopback port (for `next start`, which takes a port number). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `next start` on the built app; resolves once it serves. */
async function startNext(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    join(project, 'node_modules/.bin/next'),
    ['start', 'next', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: project,
      env: QUIET_ENV,
    },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}: ${out}`);
    const answered = await fetch(`${url}/?authorization=x`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { child, url };
    if (Date.now() > deadline) throw new Error(`next start did not answer within 30 s: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Visit {
  page: Page;
  /** Page errors, console errors, failed and 4xx requests. */
  problems: string[];
  /** Every console message, of any kind. */
  console: string[];
}

async function visit(url: string): Promise<Visit> {
  const page = await browser.newPage();
  const problems: string[] = [];
  const messages: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(`${url}/?authorization=${emulator.merchant.tokenizationKey}`);
  return { page, problems, console: messages };
}

/** Runs a step, adding what went wrong in the page to its error. */
async function step<T>(visit: Visit, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${visit.problems.join('\n')}`, { cause: error });
  }
}

/** Waits until the app has received `count` events named `name` through its own bindings. */
async function received(visit: Visit, name: string, count = 1): Promise<void> {
  try {
    await visit.page.waitForFunction(
      (n, c) => ((window as unknown as { hostEvents?: string[] }).hostEvents ?? []).filter((e) => e === n).length >= c,
      { timeout: TIMEOUT },
      name,
      count,
    );
  } catch (error) {
    const seen = await visit.page.evaluate(() => ({
      events: (window as unknown as { hostEvents?: string[] }).hostEvents,
      requestable: (
        document.querySelector('payment-dropin') as unknown as { isPaymentMethodRequestable?(): boolean } | null
      )?.isPaymentMethodRequestable?.(),
    }));
    throw new Error(
      `${count} × ${name} never arrived; the app received ${JSON.stringify(seen.events)}, requestable: ${seen.requestable}\n${visit.problems.join('\n')}`,
      { cause: error },
    );
  }
}

/** The card sheet's heading, read from the widget's shadow root. */
function cardHeading(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document
        .querySelector('payment-dropin')
        ?.shadowRoot?.querySelector('[part~="card-sheet"] [part="heading"]')
        ?.textContent?.trim() ?? '',
  );
}

/**
 * What every host must do: get ready, draw the card brands' marks, take a new locale through the framework's own
 * state (the widget restarts in it), then pay to a nonce; `events` are the names it binds, each received.
 */
async function payThrough(
  host: string,
  url: string,
  events: { ready: string; requestable: string; validity: string; view: string },
): Promise<Visit> {
  const v = await visit(url);
  await received(v, events.ready);
  // Every brand mark drawn: the image file the bundler shipped, or the inline copy where it shipped none.
  const drawn = await step(v, () =>
    v.page.waitForFunction(
      () => {
        const icons = [
          ...(document.querySelector('payment-dropin')?.shadowRoot?.querySelectorAll('.brands .brand-icon') ?? []),
        ];
        const kinds = icons.map((icon) => {
          const img = icon.querySelector('img');
          if (img) return img.complete && img.naturalWidth > 0 ? 'image' : undefined;
          return icon.querySelector(':scope > svg path') ? 'inline' : undefined;
        });
        return icons.length > 0 && kinds.every(Boolean) && [...new Set(kinds)].join('+');
      },
      { timeout: TIMEOUT },
    ),
  );
  console.log(`hosts: ${host}: card brand marks drawn as ${String(await drawn.jsonValue())}`);
  assert.equal(await cardHeading(v.page), 'Pay by card');

  await v.page.click('#locale-de');
  await received(v, events.ready, 2);
  await step(v, () =>
    v.page.waitForFunction(
      () =>
        document
          .querySelector('payment-dropin')
          ?.shadowRoot?.querySelector('[part~="card-sheet"] [part="heading"]')
          ?.textContent?.trim() === 'Mit Karte zahlen',
      { timeout: TIMEOUT },
    ),
  );

  await step(v, () => enterTestCard(v.page, TIMEOUT));
  await received(v, events.validity);
  await received(v, events.requestable);
  const nonce = await v.page.evaluate(async () => {
    const el = document.querySelector('payment-dropin') as unknown as {
      requestPaymentMethod(): Promise<{ nonce: string }>;
    };
    return (await el.requestPaymentMethod()).nonce;
  });
  assert.match(nonce, /\S/);
  // The card, once tokenized, is shown in the methods list: a change of view the app hears.
  await received(v, events.view);
  assert.deepEqual(v.problems, []);
  return v;
}

const HYPHENATED = {
  ready: 'ready',
  requestable: HYPHENATED_EVENTS[1]!,
  validity: HYPHENATED_EVENTS[2]!,
  view: HYPHENATED_EVENTS[3]!,
};

before(async () => {
  emulator = await createEmulator({ browserAccess: 'host-mapped' });
  const [tarball] = await Promise.all([
    timed('packing the tarball', async () => (await widgetTarball(scratch)).file),
    timed(
      process.env.PAYMENT_DROPIN_HOSTS_PROJECT ? "the frameworks (npm test's install)" : 'installing the frameworks',
      async () => {
        project = await hostProject(scratch);
      },
    ),
  ]);
  await timed('installing the tarball', () =>
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-save', tarball], {
      cwd: project,
      maxBuffer: BIG,
    }),
  );
  await timed('building every app side by side', () =>
    Promise.all([
      build('vue', 'vite', ['build', '--config', 'vite.vue.config.mjs']),
      build('vue-custom-element', 'vite', ['build', '--config', 'vite.vue-custom-element.config.mjs']),
      build('svelte', 'vite', ['build', '--config', 'vite.svelte.config.mjs']),
      build('angular', 'ng', ['build']),
      build('next', 'next', ['build', 'next']),
    ]),
  );
  writePlainPage();
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumFlags({ hostRules: emulator.hostRules }),
  });
});

after(async () => {
  nextServer?.child.kill('SIGTERM');
  await browser?.close();
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Serves a built app for one test. */
async function withSite(dir: string, test: (url: string) => Promise<Visit>): Promise<void> {
  const site = await serve(join(project, dir));
  try {
    const v = await test(site.url);
    await v.page.close();
  } finally {
    site.server.close();
  }
}

describe('<payment-dropin> in each framework, from the tarball', () => {
  it('Vue 3 with isCustomElement: @payment-method-requestable and the other hyphenated names fire, a :locale change shows the new words, a nonce', () =>
    withSite('dist/vue-custom-element', (url) => payThrough('Vue with isCustomElement', url, HYPHENATED)));

  it('Vue 3 without isCustomElement (the element left to Vue as an unknown component): the same bindings work', () =>
    withSite('dist/vue', (url) => payThrough('Vue', url, HYPHENATED)));

  it('Svelte 5: onpayment-method-requestable and the others fire, a $state locale shows the new words, a nonce; the build warns of nothing of ours', async () => {
    assert.doesNotMatch(builds.get('svelte') ?? '', /attribute_illegal_colon|payment-dropin/);
    await withSite('dist/svelte', (url) => payThrough('Svelte', url, HYPHENATED));
  });

  it("Angular 21 (CUSTOM_ELEMENTS_SCHEMA, zoneless): (payment-method-requestable) and the others fire, a signal's locale shows the new words, a nonce; with the package README's allowedCommonJsDependencies the build warns of no CommonJS module", async () => {
    assert.doesNotMatch(builds.get('angular') ?? '', /CommonJS|not ESM/);
    await withSite('dist/angular/browser', (url) => payThrough('Angular', url, HYPHENATED));
  });

  it('Next.js 16, app router, server-rendered: the element set up once hydrated, the onX props fire, a locale state shows the new words, a nonce, and the page logs nothing', async () => {
    nextServer = await startNext();
    const v = await payThrough('Next.js', nextServer.url, {
      ready: 'ready',
      requestable: 'paymentMethodRequestable',
      validity: 'card:validityChange',
      view: 'changeActiveView',
    });
    try {
      // The server rendered the element; it upgraded before hydration gave it its authorization, and waited quietly.
      assert.deepEqual(v.console, []);
    } finally {
      await v.page.close();
    }
  });

  it('a plain page with the hosted module served from a folder of its own: addEventListener on the hyphenated names, a locale attribute, a nonce', () =>
    withSite('dist/plain', (url) => payThrough('the plain page', url, HYPHENATED)));
});
