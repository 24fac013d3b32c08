/**
 * `npm run bench`: `<payment-dropin>` side by side with Braintree Drop-in 1.40.2 and the bare
 * braintree-web floor, in headless Chromium against the in-process emulator.
 *
 * - builds the three contenders (Vite, production, minified) and the page driver;
 * - serves the pages from 127.0.0.1 (port 0), and Drop-in's stylesheet from the assets host;
 * - timed runs, interleaved ours, Drop-in, floor, ours, …: BENCH_WARMUP (default 1) warm-up
 *   rounds, then BENCH_RUNS (default 20) counted runs each, every run in a fresh browser context
 *   and page;
 * - each timed run also records when the configuration request and the field frames happened
 *   (resource timing), and the input latency while the number is typed (key in the frame to the
 *   widget's card event);
 * - teardown: BENCH_CYCLES (default 50) create/teardown cycles on one page per contender, with
 *   what is left read from the DevTools protocol; then BENCH_LONG_CYCLES (default 200) cycles of
 *   ours alone, to show whether the heap stays flat, with a snapshot after the first BENCH_CYCLES
 *   as well (by then the browser has compiled the widget's code: the growth after it is what a
 *   page that mounts the widget again and again keeps per mount);
 * - two coverage runs on ours, built split by part, under V8's block coverage: one page to ready, one through a
 *   card payment, for how much of our own code a card-only page runs to be ready and to pay, and by module (the
 *   split build's source maps) where the code the payment does not run lies, and how far the own-code goal is: the
 *   own code weighed with the longest stretches not run by ready cut out (bench/coverage.ts, cutLongestRuns);
 * - prints a table (medians, min–max, our ratio to each) with the machine's load, and writes the
 *   `bench` section of bench/results.json, keeping the file's other sections (bench:page's);
 * - then prints the goals (bench/goals.ts), its own from this run and `npm run bench:page`'s from its
 *   latest section in the file.
 *
 * Environment: BENCH_RUNS, BENCH_WARMUP, BENCH_CYCLES, BENCH_LONG_CYCLES, CHROMIUM_PATH, and BENCH_TRACE_DIR (a
 * directory: a DevTools trace of each timed run's create() and of its payment, `<time>-<contender>-<step>.json`,
 * each step between the user-timing marks `bench:<step>:start` and `bench:<step>:end`, with the CPU profiler's
 * samples; tracing slows the page, so compare the traces with each other, not with the table). With traces the report
 * adds a table of where each contender's main thread spent the time from create() to ready (bench/trace-window.ts),
 * and one of the page's own part of a card payment (bench/payment-trace.ts).
 * BENCH_COVERAGE_DUMP (a file) has the coverage run write there, as text, every run of characters of the own chunks
 * the card-only page loads at once that did not run by ready, longest first, with whether the card payment ran it,
 * its source module and lines, and its code (bench/coverage.ts, formatUnrunRuns).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { createEmulator } from '../emulator/index.js';
import { CardFrames, type CardFieldInput } from '../test/support/card-frames.js';
import { CHROMIUM_PATH, chromiumFlags } from '../test/support/chromium.mjs';
import {
  BENCH_DIR,
  DROPIN_VERSION,
  buildDropin,
  buildFloor,
  buildHarness,
  buildOurs,
  gzipBytes,
  largestOwnModules,
  loadedChunks,
  loadedSize,
  partOf,
  partSizes,
  sizes,
  type BuildResult,
  type Sizes,
} from './build.js';
import {
  chunkLocator,
  countByModule,
  cutLongestRuns,
  formatUnrunRuns,
  ranMask,
  unrunByModule,
  unrunRuns,
  type CharCounts,
  type CutWeight,
  type ModuleCoverage,
} from './coverage.js';
import { COMMANDS, GOALS, GOAL_LONG_CYCLES, type BenchFigure } from './goals.js';
import { goalsReport } from './goals-report.js';
import { HOSTED_NETWORK, hostedFiles, hostedLoads, type HostedContender, type HostedLoads } from './hosted.js';
import { currentCommit, loadNow, loadSince, loadText } from './machine.js';
import type { Contender, CycleTimes, Phases } from './pages/api.js';
import { readResults, writeSection } from './results-file.js';
import { paymentTable, readPaymentPhases, type PaymentPhases } from './payment-trace.js';
import { chunkResolver, medians, readWindows, windowTable, type WindowMedians } from './trace-window.js';
import { startAssetsHost, startPageServer } from './servers.js';
import {
  kb,
  markdownTable,
  ms as formatMs,
  percentile,
  ratio,
  ratioSpread,
  roundRatios,
  summarize,
  timing,
  type Summary,
} from './stats.js';
import { typingLatencies, watchTyping } from './typing.js';

const RUNS = positiveInteger('BENCH_RUNS', 20);
const WARM_UP = positiveInteger('BENCH_WARMUP', 1);
const CYCLES = positiveInteger('BENCH_CYCLES', 50);
const LONG_CYCLES = positiveInteger('BENCH_LONG_CYCLES', 200);
/** Pause between key presses while the number is typed, so each card event belongs to one key. */
const KEY_DELAY_MS = 60;
const CONTENDERS: readonly Contender[] = ['ours', 'dropin', 'floor'];
const LABELS: Record<Contender, string> = {
  ours: 'ours',
  dropin: `Drop-in ${DROPIN_VERSION}`,
  floor: 'floor (braintree-web)',
};
/** Time for work a widget leaves running after teardown (analytics requests time out at 2 s). */
const SETTLE_MS = 2500;
const STEP_TIMEOUT = 30_000;
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const COVERAGE_DUMP = process.env.BENCH_COVERAGE_DUMP;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
  // The CPU profiler's samples: whose code the page's main thread ran (bench/trace-window.ts), one about every 0.2 ms
  // (`hires`; about every 1 ms without it, too few to say whose code runs in a 2 ms task such as the payment's).
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

/** The traces written so far, by contender and step (read for the report's table of the create() traces). */
const traceFiles: Array<{ contender: Contender; round: number; step: string; path: string }> = [];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got ${raw})`);
  return value;
}

const startedAt = performance.now();
const elapsed = (): string => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`;
const log = (message: string): void => console.log(`[bench ${elapsed().padStart(5)}] ${message}`);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// -------------------------------------------------------------------------------------------------
// Builds and pages

interface Builds {
  ours: BuildResult;
  oursSplit: BuildResult;
  floor: BuildResult;
  harness: BuildResult;
  dropin: { js: string; css: string };
}

async function buildAll(workDir: string): Promise<Builds> {
  const ours = await buildOurs(join(workDir, 'ours'));
  const oursSplit = await buildOurs(join(workDir, 'ours-split'), true);
  const floor = await buildFloor(join(workDir, 'floor'));
  const harness = await buildHarness(join(workDir, 'harness'));
  const dropin = await buildDropin(join(workDir, 'dropin'));
  return { ours, oursSplit, floor, harness, dropin };
}

function page(contender: Contender, script: string): string {
  return [
    '<!doctype html>',
    `<html lang="en" data-contender="${contender}">`,
    '<head><meta charset="utf-8"><title>bench</title></head>',
    '<body>',
    // A checkout page has text laid out before its payment form is created. The renderer's first text layout sets
    // up its fonts (about 40 ms in a DevTools trace of this page): on an empty page, a widget that draws text paid
    // for it inside create(), and the floor, which draws none, never did.
    '<h1>Checkout</h1><p>Pay for your order.</p>',
    '<main id="container"></main>',
    script,
    '<script type="module" src="/harness.js"></script>',
    '</body>',
    '</html>',
  ].join('\n');
}

function pageFiles(builds: Builds): Map<string, { body: string; type: string }> {
  const files = new Map<string, { body: string; type: string }>();
  const js = (body: string): { body: string; type: string } => ({ body, type: 'text/javascript; charset=utf-8' });
  const html = (body: string): { body: string; type: string } => ({ body, type: 'text/html; charset=utf-8' });
  for (const [base, build] of [
    ['ours', builds.ours],
    ['ours-split', builds.oursSplit],
  ] as const) {
    for (const chunk of build.chunks) files.set(`/${base}/${chunk.fileName}`, js(chunk.code));
    // The brand marks the card sheet shows are image files the build emits under assets/ (Vite's base is /<base>/).
    const assets = join(build.outDir, 'assets');
    for (const name of existsSync(assets) ? readdirSync(assets) : [])
      if (name.endsWith('.svg'))
        files.set(`/${base}/assets/${name}`, { body: readFileSync(join(assets, name), 'utf8'), type: 'image/svg+xml' });
  }
  for (const chunk of builds.floor.chunks) files.set(`/floor/${chunk.fileName}`, js(chunk.code));
  for (const chunk of builds.harness.chunks) files.set(`/${chunk.fileName}`, js(chunk.code));
  files.set('/dropin/dropin.min.js', js(builds.dropin.js));
  files.set('/ours.html', html(page('ours', `<script type="module" src="/ours/${builds.ours.entry}"></script>`)));
  // The same widget from the build split by part, for the coverage run.
  files.set(
    '/ours-split.html',
    html(page('ours', `<script type="module" src="/ours-split/${builds.oursSplit.entry}"></script>`)),
  );
  files.set('/floor.html', html(page('floor', `<script type="module" src="/floor/${builds.floor.entry}"></script>`)));
  // Drop-in's documented way in: a classic script that defines braintree.dropin.
  files.set('/dropin.html', html(page('dropin', '<script src="/dropin/dropin.min.js"></script>')));
  return files;
}

// -------------------------------------------------------------------------------------------------
// Browser runs

interface Context {
  browser: Browser;
  pagesUrl: string;
  authorization: string;
}

/** Watches a page for errors; returns the list it fills. */
function watch(target: Page): string[] {
  const problems: string[] = [];
  target.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  target.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  target.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return problems;
}

async function openPage(
  ctx: Context,
  contender: Contender,
  { file = contender, beforeLoad }: { file?: string; beforeLoad?: (page: Page) => Promise<void> } = {},
): Promise<{ page: Page; problems: string[]; fetched: string[]; close(): Promise<void> }> {
  const context = await ctx.browser.createBrowserContext();
  const target = await context.newPage();
  await beforeLoad?.(target);
  target.setDefaultTimeout(STEP_TIMEOUT);
  const problems = watch(target);
  const fetched: string[] = [];
  // Only what arrived whole: a widget file that failed or answered an error is a problem, not a byte.
  target.on('requestfinished', (request) => {
    const status = request.response()?.status() ?? 0;
    if (status >= 200 && status < 300) fetched.push(request.url());
    else if (!request.url().endsWith('/favicon.ico')) problems.push(`HTTP ${status}: ${request.url()}`);
  });
  await target.goto(`${ctx.pagesUrl}/${file}.html`, { waitUntil: 'load' });
  await target
    .waitForFunction(() => window.bench !== undefined)
    .catch((error: unknown) => {
      throw new Error(`The ${contender} page did not start: ${String(error)} ${problems.join(' | ')}`);
    });
  return { page: target, problems, fetched, close: () => context.close() };
}

/** An error's message with its causes' (the automation's "Waiting for selector failed" says why only in its cause). */
function whatFailed(error: unknown): string {
  const messages: string[] = [];
  for (let at: unknown = error; at !== undefined && messages.length < 4; at = (at as { cause?: unknown }).cause)
    messages.push(at instanceof Error ? at.message : String(at));
  return messages.join(': ');
}

/** A card the emulator authorizes, expiring three years ahead. */
function testCard(): Record<'number' | 'expirationDate' | 'cvv' | 'postalCode', string> {
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  return { number: '4111111111111111', expirationDate: `12${year}`, cvv: '123', postalCode: '12345' };
}

/** Each field of the test card, with its input found in its hosted-field frame. */
type CardInputs = Record<keyof ReturnType<typeof testCard>, CardFieldInput>;

/**
 * Every card field's input, looked up before any key is typed, so that the typing latency measures typing, not the
 * lookups (which may look again, on a second connection, when the automation lost a frame: see CardFrames). Each
 * look again is noted as a problem of the run, which still counts.
 */
async function cardInputs(frames: CardFrames, problems: string[]): Promise<CardInputs> {
  const inputs: Partial<CardInputs> = {};
  for (const field of Object.keys(testCard()) as Array<keyof CardInputs>) inputs[field] = await frames.input(field);
  problems.push(...frames.relooks.map((look) => `card frame looked up again: ${look}`));
  return inputs as CardInputs;
}

/** What a field's input holds, digits only (the frames format as they go: spaces, a slash). */
async function digitsIn({ input }: CardFieldInput): Promise<string> {
  const value = await input.evaluate((el) => el.value).catch(() => '');
  return value.replace(/\D/g, '');
}

/**
 * Types the card into the frames, field by field, and checks what each input received; on a
 * busy machine a keystroke can go missing, so a field that did not get its digits is typed over
 * (at most twice, each time noted as a problem of the run). The keys go through the page to the focused frame.
 */
async function fillCard(target: Page, inputs: CardInputs, problems: string[]): Promise<void> {
  for (const [field, text] of Object.entries(testCard()) as Array<[keyof CardInputs, string]>) {
    const { input } = inputs[field];
    for (let attempt = 0; ; attempt += 1) {
      // Typing replaces whatever a failed attempt left.
      await input.focus();
      await input.evaluate((el) => el.select());
      await target.keyboard.type(text, field === 'number' ? { delay: KEY_DELAY_MS } : undefined);
      const got = await digitsIn(inputs[field]);
      if (got === text) break;
      if (attempt === 2) throw new Error(`The ${field} field holds "${got}" after typing "${text}" three times`);
      problems.push(`retyped ${field}: it held "${got}"`);
    }
  }
}

/** The digits in every field, for failure messages. */
async function cardState(inputs: CardInputs): Promise<string> {
  const parts = await Promise.all(
    Object.entries(inputs).map(async ([field, input]) => `${field}="${await digitsIn(input)}"`),
  );
  return parts.join(' ');
}

interface TimedRun {
  contender: Contender;
  round: number;
  readyMs: number;
  phases: Phases;
  /** ms from a key press in the number frame to the widget's card event, one per event. */
  typingMs: number[];
  nonceMs: number;
  nonce: string;
  fetched: string[];
  problems: string[];
}

/**
 * Runs one step of a timed run in the page; with BENCH_TRACE_DIR, under a DevTools trace of its own, between the
 * user-timing marks `bench:<step>:start` and `bench:<step>:end`.
 */
async function pageStep<T>(
  target: Page,
  contender: Contender,
  round: number,
  step: string,
  run: () => Promise<T>,
): Promise<T> {
  if (!TRACE_DIR) return run();
  const path = join(TRACE_DIR, `${Date.now()}-${contender}-${step}.json`);
  await target.tracing.start({ path, categories: TRACE_CATEGORIES });
  traceFiles.push({ contender, round, step, path });
  try {
    await target.evaluate((name) => performance.mark(`bench:${name}:start`), step);
    const result = await run();
    await target.evaluate((name) => performance.mark(`bench:${name}:end`), step);
    return result;
  } finally {
    await target.tracing.stop();
  }
}

/**
 * Waits for the typed card to be requestable, then asks for the payment method (`pay`, by default straight away): the
 * time to it, and its nonce.
 */
async function payWhenRequestable(
  target: Page,
  inputs: CardInputs,
  problems: readonly string[],
  pay = (ask: () => Promise<{ ms: number; nonce: string }>) => ask(),
): Promise<{ ms: number; nonce: string }> {
  await target
    .waitForFunction(() => window.bench!.requestable())
    .catch(async (error: unknown) => {
      const state = await cardState(inputs).catch(() => '(fields unreadable)');
      throw new Error(`The card never became requestable (${state}): ${String(error)} ${problems.join(' | ')}`);
    });
  const { ms, nonce } = await pay(() => target.evaluate(() => window.bench!.tokenize()));
  if (!nonce) throw new Error('requestPaymentMethod resolved without a nonce');
  return { ms, nonce };
}

async function timedRun(ctx: Context, contender: Contender, round: number): Promise<TimedRun> {
  const opened = await openPage(ctx, contender);
  const frames = new CardFrames(opened.page, { timeout: STEP_TIMEOUT });
  try {
    const { page: target, problems } = opened;
    const readyMs = await pageStep(target, contender, round, 'create', () =>
      target.evaluate((authorization) => window.bench!.create(authorization), ctx.authorization),
    );
    const phases = await target.evaluate(() => window.bench!.phases());
    const inputs = await cardInputs(frames, problems);
    await watchTyping(target, inputs.number.frame);
    await fillCard(target, inputs, problems);
    const typingMs = await typingLatencies(target, inputs.number.frame);
    const { ms, nonce } = await payWhenRequestable(target, inputs, problems, (ask) =>
      pageStep(target, contender, round, 'pay', ask),
    );
    return {
      contender,
      round,
      readyMs,
      phases,
      typingMs,
      nonceMs: ms,
      nonce,
      fetched: [...opened.fetched],
      problems: [...problems],
    };
  } finally {
    await frames.release();
    await opened.close();
  }
}

// -------------------------------------------------------------------------------------------------
// What a card payment runs (DevTools coverage)

interface CardPathCoverage {
  /** Our own code the card-only page loads at once (the split build's own chunks), minified, in characters. */
  ownChars: number;
  /** Of it, what ran while the page loaded, the widget was created, the card typed, paid and torn down. */
  ranChars: number;
  /** The code that ran, laid end to end and gzipped: about the least own code a card-only page could load. */
  ranGzip: number;
  /** Of the own code, what ran on a page of its own from before it loaded to `ready` (nothing typed). */
  readyChars: number;
  /**
   * That code laid end to end and gzipped: about the least own code a card-only page could load at once, were
   * everything the shopper's typing and paying run fetched after ready, as the lists are.
   */
  readyGzip: number;
  /**
   * Where the own code the card payment did not run lies, module by module, most first (minified characters, told
   * apart by the split build's source maps): the modules to split or trim for a smaller card-only page. Each module
   * also tells what of it the page ran by `ready` (`readyChars`): what the payment ran beyond that is code a card-only
   * page could fetch once ready.
   */
  unrunByModule: ModuleCoverage[];
  /**
   * How far the own-code goal is (`cutLongestRuns`): the own code's gzip with the longest runs not run by ready cut
   * out, for a few counts, and the fewest runs whose cut reaches the goal.
   */
  cutToGoal: ReturnType<typeof cutLongestRuns>;
  /** What went wrong on the pages meanwhile (a page error would leave code unrun). */
  problems: string[];
}

/**
 * The split build's own code that ran on a fresh page under V8's precise coverage, from before the page loads to
 * `ready`, or with `pay` on through a card payment and teardown: those characters of the chunks, laid end to end, and
 * the counts by module.
 */
async function ranOwnCode(
  ctx: Context,
  outDir: string,
  own: readonly BuildResult['chunks'][number][],
  problems: string[],
  pay: boolean,
): Promise<{ code: string; byModule: Map<string, CharCounts>; masks: Uint8Array[] }> {
  let cdp: CDPSession | undefined;
  const opened = await openPage(ctx, 'ours', {
    file: 'ours-split',
    beforeLoad: async (target) => {
      cdp = await target.createCDPSession();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
    },
  });
  try {
    const { page: target } = opened;
    await target.evaluate((authorization) => window.bench!.create(authorization), ctx.authorization);
    if (pay) {
      const frames = new CardFrames(target, { timeout: STEP_TIMEOUT });
      try {
        const inputs = await cardInputs(frames, opened.problems);
        await fillCard(target, inputs, opened.problems);
        await payWhenRequestable(target, inputs, opened.problems);
      } finally {
        await frames.release();
      }
      await target.evaluate(() => window.bench!.teardown());
    }
    const { result } = await cdp!.send('Profiler.takePreciseCoverage');
    let ranCode = '';
    const byModule = new Map<string, CharCounts>();
    const masks = own.map((chunk) => {
      const script = result.find((entry) => entry.url.endsWith(`/ours-split/${chunk.fileName}`));
      if (!script) throw new Error(`The coverage run has no record of ${chunk.fileName}`);
      const ran = ranMask(chunk.code.length, script.functions);
      for (let i = 0; i < chunk.code.length; i += 1) if (ran[i]) ranCode += chunk.code[i];
      countByModule(outDir, chunk, ran, byModule);
      return ran;
    });
    return { code: ranCode, byModule, masks };
  } finally {
    problems.push(...opened.problems);
    await opened.close();
  }
}

/** The own-code goal's limit, bytes of gzip (bench/goals.ts). */
const OWN_CODE_GOAL_BYTES = GOALS.find((goal) => goal.value === 'ours.ownCodeGzipBytes')!.limit;

/** The counts of longest runs the report cuts out to show how the own code's weight falls (`cutTable`). */
const CUT_COUNTS = [10, 20, 40];

/**
 * The table of `cutLongestRuns`: the own code with the longest runs not run by ready cut out, and the fewest such runs
 * whose cut meets the goal, each with its share of the own code's characters.
 */
function cutTable({ rows, toGoal }: CardPathCoverage['cutToGoal'], ownChars: number): string {
  const line = ({ runs, chars, bytes }: CutWeight, label = String(runs)): string[] => [
    label,
    `${chars} (${Math.round((100 * chars) / ownChars)}%)`,
    `${bytes} (${kb(bytes)} KB)`,
  ];
  return markdownTable(
    ['longest runs cut', 'characters cut (share of the own code)', 'own code, gzip bytes'],
    [
      ...rows.map((row) => line(row)),
      toGoal ? line(toGoal, `${toGoal.runs}: the fewest that meet the goal`) : ['all: the goal is not met', '', ''],
    ],
  );
}

/** How many modules the report names in its table of the code a card payment does not run (the file keeps all). */
const UNRUN_SHOWN = 12;

/** The modules' table: the characters the card payment did not run, and those the page did not run by ready. */
function unrunTable(modules: readonly ModuleCoverage[]): string {
  return markdownTable(
    ['module', 'not run', 'not run by ready', 'in the module', 'share not run'],
    modules.map(({ module, ownChars, ranChars, readyChars }) => [
      module,
      String(ownChars - ranChars),
      String(ownChars - readyChars),
      String(ownChars),
      `${Math.round((100 * (ownChars - ranChars)) / ownChars)}%`,
    ]),
  );
}

/**
 * The modules' table of the code the page runs to be ready (the most first): what the own-code goal weighs once
 * everything that does not run by ready is fetched later, and so where a smaller first download has to come from.
 */
function readyTable(modules: readonly ModuleCoverage[]): string {
  const total = modules.reduce((sum, { readyChars }) => sum + readyChars, 0);
  return markdownTable(
    ['module', 'run by ready', 'in the module', 'share of what runs by ready'],
    [...modules]
      .sort((a, b) => b.readyChars - a.readyChars)
      .slice(0, UNRUN_SHOWN)
      .map(({ module, ownChars, readyChars }) => [
        module,
        String(readyChars),
        String(ownChars),
        `${((100 * readyChars) / total).toFixed(1)}%`,
      ]),
  );
}

/**
 * How much of our own code a card-only page runs, on the split build's page: to `ready` on one fresh page, and
 * through one card payment to teardown on another. What does not run by the payment (other options, saved methods,
 * errors, public methods the payment does not call) is what a card-only page could load later or not at all; what
 * runs only after ready (the typing, the payment) is what it could fetch once ready.
 */
async function cardPathCoverage(ctx: Context, split: BuildResult): Promise<CardPathCoverage> {
  const own = loadedChunks(split).filter((chunk) => chunk.moduleIds.every((id) => partOf(id) === 'own'));
  const problems: string[] = [];
  const ready = await ranOwnCode(ctx, split.outDir, own, problems, false);
  const { code: readyCode, byModule: readyByModule } = ready;
  const { code: ranCode, byModule, masks } = await ranOwnCode(ctx, split.outDir, own, problems, true);
  const runs = unrunRuns(
    own.map((chunk, i) => ({
      ...chunk,
      ready: ready.masks[i]!,
      paid: masks[i]!,
      locate: chunkLocator(split.outDir, chunk),
    })),
  );
  if (COVERAGE_DUMP) {
    writeFileSync(COVERAGE_DUMP, formatUnrunRuns(runs));
    log(`coverage: the code not run by ready, run by run, written to ${COVERAGE_DUMP}`);
  }
  const cutToGoal = cutLongestRuns(
    own,
    runs,
    (codes) => codes.reduce((sum, code) => sum + gzipBytes(code), 0),
    OWN_CODE_GOAL_BYTES,
    CUT_COUNTS,
  );
  return {
    ownChars: own.reduce((sum, chunk) => sum + chunk.code.length, 0),
    ranChars: ranCode.length,
    ranGzip: sizes(ranCode).gzip,
    readyChars: readyCode.length,
    readyGzip: sizes(readyCode).gzip,
    unrunByModule: unrunByModule(byModule, readyByModule),
    cutToGoal,
    problems,
  };
}

// -------------------------------------------------------------------------------------------------
// Teardown (DevTools protocol)

interface Snapshot {
  iframes: number;
  /** Frames Chromium still has attached to the page (out-of-process ones included). */
  frames: number;
  windowListeners: Record<string, number>;
  documentListeners: Record<string, number>;
  domCounters: { documents: number; nodes: number; jsEventListeners: number };
  heapUsed: number;
  /** Widget objects still alive (0 before the first create). */
  widgetsAlive: number;
}

const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);

async function listenersOf(cdp: CDPSession, expression: 'window' | 'document'): Promise<Record<string, number>> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'bench' });
  if (!result.objectId) throw new Error(`No remote object for ${expression}`);
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench' });
  const counts: Record<string, number> = {};
  for (const listener of listeners) counts[listener.type] = (counts[listener.type] ?? 0) + 1;
  return counts;
}

/** How many objects have the widget's prototype (Runtime.queryObjects runs a GC first). */
async function widgetsAlive(cdp: CDPSession): Promise<number> {
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.bench.widgetPrototype',
      objectGroup: 'bench',
    });
    if (!result.objectId) return 0;
    const { objects } = await cdp.send('Runtime.queryObjects', {
      prototypeObjectId: result.objectId,
      objectGroup: 'bench',
    });
    const { result: length } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId!,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    return Number(length.value);
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench' });
  }
}

async function snapshot(target: Page, cdp: CDPSession): Promise<Snapshot> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const domCounters = await cdp.send('Memory.getDOMCounters');
  return {
    iframes: await target.evaluate(() => window.bench!.iframes()),
    frames: target.frames().length - 1,
    windowListeners: await listenersOf(cdp, 'window'),
    documentListeners: await listenersOf(cdp, 'document'),
    domCounters: {
      documents: domCounters.documents,
      nodes: domCounters.nodes,
      jsEventListeners: domCounters.jsEventListeners,
    },
    heapUsed: heap.usedSize,
    widgetsAlive: await widgetsAlive(cdp),
  };
}

interface TeardownResult {
  contender: Contender;
  cycles: number;
  before: Snapshot;
  afterFirst: Snapshot;
  /** After the first `CYCLES` cycles, in a longer round: what the page holds once it has warmed up. */
  afterWarmUp?: Snapshot;
  after: Snapshot;
  times: CycleTimes;
  problems: string[];
}

async function teardownRound(ctx: Context, contender: Contender, cycles = CYCLES): Promise<TeardownResult> {
  const opened = await openPage(ctx, contender);
  try {
    const { page: target } = opened;
    target.setDefaultTimeout(STEP_TIMEOUT * 4);
    const cdp = await target.createCDPSession();
    const before = await snapshot(target, cdp);
    const first = await target.evaluate((authorization) => window.bench!.cycles(authorization, 1), ctx.authorization);
    await sleep(SETTLE_MS);
    const afterFirst = await snapshot(target, cdp);
    const run = (count: number): Promise<CycleTimes> =>
      target.evaluate((authorization, n) => window.bench!.cycles(authorization, n), ctx.authorization, count);
    const rest = await run(Math.min(cycles, CYCLES) - 1);
    let afterWarmUp: Snapshot | undefined;
    if (cycles > CYCLES) {
      await sleep(SETTLE_MS);
      afterWarmUp = await snapshot(target, cdp);
      const more = await run(cycles - CYCLES);
      rest.createMs.push(...more.createMs);
      rest.teardownMs.push(...more.teardownMs);
    }
    await sleep(SETTLE_MS);
    const after = await snapshot(target, cdp);
    await cdp.detach();
    return {
      contender,
      cycles,
      before,
      afterFirst,
      ...(afterWarmUp ? { afterWarmUp } : {}),
      after,
      times: { createMs: [...first.createMs, ...rest.createMs], teardownMs: [...first.teardownMs, ...rest.teardownMs] },
      problems: [...opened.problems],
    };
  } finally {
    await opened.close();
  }
}

/**
 * A teardown round, again on a fresh page when it failed once (a step past its time on a loaded machine): a whole
 * run's timings are not thrown away for one widget's slow round. A second failure ends the run.
 */
async function onceMore<T>(label: string, round: () => Promise<T>): Promise<T> {
  try {
    return await round();
  } catch (error) {
    log(`${label} failed, running it once more: ${error instanceof Error ? error.message : String(error)}`);
    return round();
  }
}

// -------------------------------------------------------------------------------------------------
// Bytes

interface Bytes {
  js: Sizes;
  css: Sizes;
  total: Sizes;
  parts: Record<string, Sizes>;
  files: string[];
}

function bytesOf(builds: Builds): Record<Contender, Bytes> {
  const none: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  const sum = (a: Sizes, b: Sizes): Sizes => ({
    raw: a.raw + b.raw,
    gzip: a.gzip + b.gzip,
    brotli: a.brotli + b.brotli,
  });
  const oursJs = loadedSize(builds.ours);
  const parts = partSizes(builds.oursSplit);
  const dropinJs = sizes(builds.dropin.js);
  const dropinCss = sizes(builds.dropin.css);
  const floorJs = loadedSize(builds.floor);
  return {
    ours: {
      js: oursJs,
      css: none,
      total: oursJs,
      parts: { own: parts.own, lit: parts.lit, 'braintree-web': parts['braintree-web'] },
      files: loadedChunks(builds.ours).map((c) => `/ours/${c.fileName}`),
    },
    dropin: {
      js: dropinJs,
      css: dropinCss,
      total: sum(dropinJs, dropinCss),
      parts: { 'dropin.min.js (braintree-web 3.97.1 inside)': dropinJs, 'dropin.css': dropinCss },
      files: ['/dropin/dropin.min.js', `/web/dropin/${DROPIN_VERSION}/css/dropin.css`],
    },
    floor: {
      js: floorJs,
      css: none,
      total: floorJs,
      parts: { 'braintree-web': floorJs },
      files: loadedChunks(builds.floor).map((c) => `/floor/${c.fileName}`),
    },
  };
}

/** The widget files a page really fetched (page server scripts and Drop-in's stylesheet). */
function widgetFetches(contender: Contender, fetched: readonly string[], pagesUrl: string): string[] {
  return fetched
    .map((url) => new URL(url))
    .filter((url) =>
      url.origin === pagesUrl ? url.pathname.startsWith(`/${contender}/`) : url.pathname.startsWith('/web/dropin/'),
    )
    .map((url) => url.pathname)
    .sort();
}

// -------------------------------------------------------------------------------------------------
// Report

interface Timed {
  ready: Summary;
  nonce: Summary;
  /** Medians over the runs of each phase (ms from the start of create). */
  phases: Phases;
  /** Every latency sample of every run. */
  typing: { median: number; p95: number; n: number };
  /** Each counted round's figures, by round (for the ratios within a round). */
  byRound: { ready: Map<number, number>; nonce: Map<number, number> };
}

function timedOf(runs: readonly TimedRun[]): Timed {
  const median = (pick: (p: Phases) => number): number =>
    summarize(runs.map((r) => pick(r.phases)).filter(Number.isFinite)).median;
  const typing = runs.flatMap((r) => r.typingMs);
  return {
    ready: summarize(runs.map((r) => r.readyMs)),
    nonce: summarize(runs.map((r) => r.nonceMs)),
    phases: {
      configurationStart: median((p) => p.configurationStart),
      configurationEnd: median((p) => p.configurationEnd),
      framesStart: median((p) => p.framesStart),
      framesEnd: median((p) => p.framesEnd),
      ready: median((p) => p.ready),
    },
    typing: { median: summarize(typing).median, p95: percentile(typing, 95), n: typing.length },
    byRound: {
      ready: new Map(runs.map((r) => [r.round, r.readyMs])),
      nonce: new Map(runs.map((r) => [r.round, r.nonceMs])),
    },
  };
}

function table(
  timed: Record<Contender, Timed>,
  bytes: Record<Contender, Bytes>,
  teardown: Record<Contender, TeardownResult>,
  long: TeardownResult,
  coverage: CardPathCoverage | undefined,
  hosted: Record<HostedContender, HostedLoads>,
): string {
  const header = ['', LABELS.ours, LABELS.dropin, LABELS.floor, 'ours ÷ Drop-in', 'ours ÷ floor'];
  const rows: string[][] = [];
  const row = (label: string, cell: (c: Contender) => string, value?: (c: Contender) => number): void => {
    const ratios = value ? [ratio(value('ours'), value('dropin')), ratio(value('ours'), value('floor'))] : ['', ''];
    rows.push([label, ...CONTENDERS.map(cell), ...ratios]);
  };
  // The same figure's ratio within each round, where the contenders ran one after the other: how far the machine's
  // noise moves the ratio of the medians beside it.
  const withinRounds = (figure: keyof Timed['byRound']): void => {
    const spread = (other: Contender): string =>
      ratioSpread(roundRatios(timed.ours.byRound[figure], timed[other].byRound[figure]));
    rows.push([
      '↳ ours ÷ the other in each round: median (middle half of the rounds)',
      ...CONTENDERS.map(() => ''),
      spread('dropin'),
      spread('floor'),
    ]);
  };
  // Failed runs leave fewer samples: say how many when so.
  const counted = (summary: Summary): string => `${timing(summary)}${summary.n < RUNS ? `, n = ${summary.n}` : ''}`;
  row(
    'time to ready, ms: median (min–max)',
    (c) => counted(timed[c].ready),
    (c) => timed[c].ready.median,
  );
  withinRounds('ready');
  const span = (from: number, to: number): string => `${formatMs(from)} → ${formatMs(to)}`;
  // The ratios of these two rows are of the start: when the request leaves, when the card frames are asked for.
  row(
    '↳ configuration request, ms from create: start → end (medians; ratios of the start)',
    (c) => span(timed[c].phases.configurationStart, timed[c].phases.configurationEnd),
    (c) => timed[c].phases.configurationStart,
  );
  row(
    '↳ card frame documents, ms from create: first start (frames requested) → last end (medians; ratios of the start)',
    (c) => span(timed[c].phases.framesStart, timed[c].phases.framesEnd),
    (c) => timed[c].phases.framesStart,
  );
  row(
    'input latency typing the number, key → card event, ms: median (p95)',
    (c) => `${formatMs(timed[c].typing.median)} (${formatMs(timed[c].typing.p95)})`,
    (c) => timed[c].typing.median,
  );
  row(
    'time to nonce, ms: median (min–max)',
    (c) => counted(timed[c].nonce),
    (c) => timed[c].nonce.median,
  );
  withinRounds('nonce');
  const warm = (c: Contender): Summary => summarize(teardown[c].times.createMs.slice(1));
  row(
    `time to ready again on the same page (cycles 2–${CYCLES}), ms`,
    (c) => timing(warm(c)),
    (c) => warm(c).median,
  );
  row(
    'JS + CSS, gzip KB',
    (c) => kb(bytes[c].total.gzip),
    (c) => bytes[c].total.gzip,
  );
  row(
    'JS + CSS, brotli KB',
    (c) => kb(bytes[c].total.brotli),
    (c) => bytes[c].total.brotli,
  );
  const part = (c: Contender, name: string): string => {
    const found = bytes[c].parts[name];
    return found ? `${kb(found.gzip)} / ${kb(found.brotli)}` : '—';
  };
  const partGzip = (c: Contender, name: string): number => bytes[c].parts[name]?.gzip ?? Number.NaN;
  row('↳ our own code, gzip / brotli KB', (c) => part(c, 'own'));
  row('↳ of it, what a card payment runs, gzip KB (share of the own code)', (c) =>
    c === 'ours' && coverage
      ? `${kb(coverage.ranGzip)} (${Math.round((100 * coverage.ranChars) / coverage.ownChars)}%)`
      : '—',
  );
  row('↳ of it, what the page runs to be ready, gzip KB (share of the own code)', (c) =>
    c === 'ours' && coverage
      ? `${kb(coverage.readyGzip)} (${Math.round((100 * coverage.readyChars) / coverage.ownChars)}%)`
      : '—',
  );
  row('↳ Lit, gzip / brotli KB', (c) => part(c, 'lit'));
  // Drop-in's braintree-web is not apart from the rest of its bundle: the ratio is against the floor's only.
  row(
    '↳ braintree-web, gzip / brotli KB (ratios of gzip)',
    (c) =>
      c === 'dropin'
        ? `all of dropin.min.js: ${part(c, 'dropin.min.js (braintree-web 3.97.1 inside)')} (3.97.1 inside)`
        : part(c, 'braintree-web'),
    (c) => partGzip(c, 'braintree-web'),
  );
  row('↳ CSS, gzip / brotli KB', (c) => (c === 'dropin' ? part(c, 'dropin.css') : 'none (styles in JS)'));
  // Pages with no bundler: the one script tag of Drop-in's guide, ours the hosted build. The floor has none.
  const hostedOf = (c: Contender): HostedLoads | undefined => (c === 'floor' ? undefined : hosted[c]);
  row(
    `hosted script (no bundler) until create can run, at a ${HOSTED_NETWORK.latencyMs} ms round trip and ${(HOSTED_NETWORK.downloadKbps / 1024).toFixed(1)} Mbit/s, ms: median (min–max)`,
    (c) => {
      const loads = hostedOf(c);
      return loads ? counted(loads.loaded) : '—';
    },
    (c) => hostedOf(c)?.loaded.median ?? Number.NaN,
  );
  row(
    '↳ script files fetched (levels one behind another), gzip KB',
    (c) => {
      const loads = hostedOf(c);
      return loads ? `${loads.files.length} (${loads.levels}), ${kb(loads.gzip)}` : '—';
    },
    (c) => hostedOf(c)?.gzip ?? Number.NaN,
  );
  const left = (c: Contender, pick: (s: Snapshot) => number): number =>
    pick(teardown[c].after) - pick(teardown[c].before);
  // Counts: a ratio shows only where the other left some (none left is a dash, not a ratio).
  const count = (label: string, value: (c: Contender) => number): void => row(label, (c) => String(value(c)), value);
  count(`after ${CYCLES} create/teardown cycles: iframes left`, (c) => left(c, (s) => s.iframes));
  count('↳ widget objects still alive after GC', (c) => teardown[c].after.widgetsAlive);
  count('↳ listeners left on window + document', (c) =>
    left(c, (s) => total(s.windowListeners) + total(s.documentListeners)),
  );
  count('↳ JS event listeners left (DOM counters)', (c) => left(c, (s) => s.domCounters.jsEventListeners));
  count('↳ DOM nodes left (DOM counters)', (c) => left(c, (s) => s.domCounters.nodes));
  row(
    '↳ JS heap growth after GC, KB',
    (c) => kb(left(c, (s) => s.heapUsed)),
    (c) => left(c, (s) => s.heapUsed),
  );
  const perCycleAfterFirst = (c: Contender): number =>
    (teardown[c].after.heapUsed - teardown[c].afterFirst.heapUsed) / Math.max(1, CYCLES - 1);
  row('↳ heap growth per cycle after the first, KB', (c) => kb(perCycleAfterFirst(c)), perCycleAfterFirst);
  const perCycle = (from: Snapshot, to: Snapshot, cycles: number): string =>
    kb((to.heapUsed - from.heapUsed) / Math.max(1, cycles));
  row(`after ${long.cycles} cycles (ours alone): heap growth per cycle after the first, KB`, (c) =>
    c === 'ours' ? perCycle(long.afterFirst, long.after, long.cycles - 1) : '—',
  );
  const warmedUp = long.afterWarmUp;
  if (warmedUp) {
    row(`↳ heap growth per cycle from cycle ${CYCLES} to ${long.cycles} (warmed up), KB`, (c) =>
      c === 'ours' ? perCycle(warmedUp, long.after, long.cycles - CYCLES) : '—',
    );
  }
  row(`↳ widgets alive / iframes left after ${long.cycles} cycles`, (c) =>
    c === 'ours' ? `${long.after.widgetsAlive} / ${long.after.iframes - long.before.iframes}` : '—',
  );
  return markdownTable(header, rows);
}

/**
 * The figures the goals read (bench/goals.ts). The heap's is recorded only from a long round of the goal's
 * length: the growth per cycle falls as a page warms up, so a shorter round would not measure the goal.
 */
function benchFigures(
  timed: Record<Contender, Timed>,
  bytes: Record<Contender, Bytes>,
  long: TeardownResult,
): Partial<Record<BenchFigure, number>> {
  const figures: Partial<Record<BenchFigure, number>> = {};
  for (const c of CONTENDERS) {
    figures[`${c}.readyMs`] = timed[c].ready.median;
    figures[`${c}.framesStartMs`] = timed[c].phases.framesStart;
    figures[`${c}.nonceMs`] = timed[c].nonce.median;
  }
  figures['ours.ownCodeGzipBytes'] = bytes.ours.parts.own?.gzip ?? Number.NaN;
  if (long.cycles === GOAL_LONG_CYCLES)
    figures['ours.heapPerCycleBytes'] = (long.after.heapUsed - long.afterFirst.heapUsed) / (long.cycles - 1);
  return figures;
}

// -------------------------------------------------------------------------------------------------
// Main

const RESULTS_FILE = join(BENCH_DIR, 'results.json');

/** The paths of a contender's traces of one step, in the counted rounds (not the warm-up). */
function countedTraces(contender: Contender, step: string): string[] {
  return traceFiles.filter((t) => t.contender === contender && t.step === step && t.round > 0).map((t) => t.path);
}

/**
 * The counted runs' create() traces, charged by contender (bench/trace-window.ts): ours and the floor through their
 * builds' source maps, Drop-in's script by its URL.
 */
function createWindows(builds: Builds): Array<[Contender, WindowMedians]> {
  const resolve = chunkResolver([
    { base: 'ours', build: builds.ours },
    { base: 'floor', build: builds.floor },
  ]);
  return CONTENDERS.map((contender) => [contender, medians(readWindows(countedTraces(contender, 'create'), resolve))]);
}

/** Each contender's traced payments (counted rounds only), in phases. */
function paymentWindows(): Array<[string, PaymentPhases[]]> {
  return CONTENDERS.map((contender) => [LABELS[contender], readPaymentPhases(countedTraces(contender, 'pay'))]);
}

async function main(): Promise<void> {
  // A results file the run could not update is refused now, not after the runs.
  readResults(RESULTS_FILE);
  const workDir = mkdtempSync(join(tmpdir(), 'pd-bench-'));
  const cleanups: Array<() => Promise<unknown>> = [async () => rmSync(workDir, { recursive: true, force: true })];
  try {
    log('building the contenders (Vite, production, minified)');
    const builds = await buildAll(workDir);
    const bytes = bytesOf(builds);
    const hostedPages = await hostedFiles(join(workDir, 'hosted'), builds.dropin.js);

    const emulator = await createEmulator({ port: 0, browserAccess: 'host-mapped' });
    cleanups.unshift(() => emulator.close());
    const assets = await startAssetsHost({
      emulatorUrl: emulator.url,
      dropinVersion: DROPIN_VERSION,
      dropinCss: builds.dropin.css,
    });
    cleanups.unshift(() => assets.close());
    const pages = await startPageServer(new Map([...pageFiles(builds), ...hostedPages]));
    cleanups.unshift(() => pages.close());

    // The first matching rule wins: the assets host first, then the emulator's own rules.
    const hostRules = `MAP assets.braintreegateway.com 127.0.0.1:${assets.port}, ${emulator.hostRules}`;
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true, // --headless=new
      args: chromiumFlags({ hostRules }),
    });
    cleanups.unshift(() => browser.close());
    const ctx: Context = { browser, pagesUrl: pages.url, authorization: emulator.merchant.tokenizationKey };
    const chromiumVersion = await browser.version();
    const commit = currentCommit();
    const loadStart = loadNow();
    log(
      `${chromiumVersion}; emulator ${emulator.httpsUrl}; pages ${pages.url}; load average ${loadStart.toFixed(1)}; commit ${commit}`,
    );

    const runs: TimedRun[] = [];
    const failures: Array<{ contender: Contender; round: number; error: string }> = [];
    for (let round = 1 - WARM_UP; round <= RUNS; round += 1) {
      for (const contender of CONTENDERS) {
        try {
          const run = await timedRun(ctx, contender, round);
          if (round > 0) runs.push(run);
          else log(`warm-up ${contender}: ready ${run.readyMs.toFixed(0)} ms, nonce ${run.nonceMs.toFixed(0)} ms`);
        } catch (error) {
          failures.push({ contender, round, error: whatFailed(error) });
          log(`run ${round} ${contender} failed: ${whatFailed(error)}`);
        }
      }
      if (round > 0 && (round % 5 === 0 || round === RUNS)) log(`round ${round}/${RUNS} done`);
    }

    const teardown = {} as Record<Contender, TeardownResult>;
    for (const contender of CONTENDERS) {
      teardown[contender] = await onceMore(`teardown ${contender}`, () => teardownRound(ctx, contender));
      log(`teardown ${contender}: ${CYCLES} cycles done`);
    }
    const long = await onceMore('long teardown ours', () => teardownRound(ctx, 'ours', LONG_CYCLES));
    log(`long teardown ours: ${LONG_CYCLES} cycles done`);
    // A failed coverage run leaves its row empty, not the whole table.
    const coverage = await cardPathCoverage(ctx, builds.oursSplit).catch((error: unknown) => {
      failures.push({ contender: 'ours', round: 0, error: `coverage run: ${String(error)}` });
      return undefined;
    });
    if (coverage)
      log(
        `coverage: a card payment ran ${coverage.ranChars} of ${coverage.ownChars} characters of our own code, ${coverage.readyChars} of them by ready`,
      );
    // With traces: where each contender's main thread spent the time from create() to ready, counted runs only.
    const traceWindows = TRACE_DIR ? createWindows(builds) : undefined;
    const hosted = await hostedLoads(browser, pages.url, hostedPages, RUNS);
    log(`hosted scripts: ${RUNS} loads each at a ${HOSTED_NETWORK.latencyMs} ms round trip`);

    const timed = {} as Record<Contender, Timed>;
    const fetchedFiles = {} as Record<Contender, string[]>;
    for (const contender of CONTENDERS) {
      const mine = runs.filter((r) => r.contender === contender);
      timed[contender] = timedOf(mine);
      fetchedFiles[contender] = mine[0] ? widgetFetches(contender, mine[0].fetched, pages.url) : [];
      const expected = [...bytes[contender].files].sort();
      if (fetchedFiles[contender].join() !== expected.join()) {
        log(
          `note: the ${contender} page fetched ${fetchedFiles[contender].join(', ') || 'nothing'}; the byte count assumes ${expected.join(', ')}`,
        );
      }
    }

    const text = table(timed, bytes, teardown, long, coverage, hosted);
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, ${platform()} ${release()}, Node ${process.version}, ${chromiumVersion}`;
    const date = new Date().toISOString();
    const problems = Object.fromEntries(
      CONTENDERS.map((c) => [
        c,
        [
          ...runs.filter((r) => r.contender === c).flatMap((r) => r.problems),
          ...teardown[c].problems,
          ...(c === 'ours' ? [...long.problems, ...(coverage?.problems ?? [])] : []),
          ...(c === 'floor' ? [] : hosted[c].problems),
        ],
      ]),
    );
    const load = loadSince(loadStart);
    const written = writeSection(RESULTS_FILE, 'bench', {
      command: COMMANDS.bench,
      date,
      commit,
      runs: RUNS,
      load,
      figures: benchFigures(timed, bytes, long),
      machine,
      settings: {
        runs: RUNS,
        warmUpRounds: WARM_UP,
        cycles: CYCLES,
        longCycles: LONG_CYCLES,
        keyDelayMs: KEY_DELAY_MS,
        settleMs: SETTLE_MS,
        authorization: 'tokenization key',
        interleaved: CONTENDERS,
      },
      durationSeconds: Math.round((performance.now() - startedAt) / 1000),
      timing: timed,
      bytes,
      fetchedFiles,
      largestOwnModules: largestOwnModules(builds.ours),
      cardPathCoverage: coverage,
      ...(traceWindows ? { traceWindows: Object.fromEntries(traceWindows) } : {}),
      hosted: { network: HOSTED_NETWORK, ...hosted },
      teardown: Object.fromEntries(
        CONTENDERS.map((c) => {
          const t = teardown[c];
          return [
            c,
            {
              ...t,
              times: { create: summarize(t.times.createMs), teardown: summarize(t.times.teardownMs), raw: t.times },
            },
          ];
        }),
      ),
      longTeardown: {
        ...long,
        times: { create: summarize(long.times.createMs), teardown: summarize(long.times.teardownMs) },
      },
      failures,
      problems,
      every: runs.map(({ fetched: _f, ...run }) => run),
      table: text,
    });

    console.log(`\n${COMMANDS.bench}, ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${machine}`);
    console.log(
      `${RUNS} counted runs each after ${WARM_UP} warm-up round(s), interleaved; ${CYCLES} create/teardown cycles per contender; ` +
        `${loadText(load)}\n`,
    );
    console.log(text);
    if (coverage) {
      console.log(
        `\nOur own code a card payment does not run, by module (the ${UNRUN_SHOWN} with most; minified characters):\n`,
      );
      console.log(unrunTable(coverage.unrunByModule.slice(0, UNRUN_SHOWN)));
      console.log(`\nWhat the page runs to be ready, by module (the ${UNRUN_SHOWN} with most; minified characters):\n`);
      console.log(readyTable(coverage.unrunByModule));
      console.log(
        `\nHow far the own-code goal (${kb(OWN_CODE_GOAL_BYTES)} KB) lies: the own code with the longest runs the page ` +
          'did not run by ready cut out, longest first (deleted, not moved: no chunk is added, and code that cannot ' +
          'move, such as a public method, goes too; moving the same code to chunks of its own would weigh more):\n',
      );
      console.log(cutTable(coverage.cutToGoal, coverage.ownChars));
    }
    if (traceWindows) {
      console.log(`\nWhere the main thread's time went from create() to ready (the traces in ${TRACE_DIR}):\n`);
      console.log(windowTable(traceWindows.map(([contender, medians]) => [LABELS[contender], medians])));
      console.log(`\nThe page's own part of a card payment (the same traces):\n`);
      console.log(paymentTable(paymentWindows()));
    }
    console.log(`\nGoals (medians of this run and the latest ${COMMANDS.page} in bench/results.json):\n`);
    console.log(goalsReport(written, 'bench'));
    if (LONG_CYCLES !== GOAL_LONG_CYCLES)
      console.log(`(the heap goal is for ${GOAL_LONG_CYCLES} cycles; this run's long round had ${LONG_CYCLES})`);
    for (const contender of CONTENDERS) {
      const count = problems[contender]?.length ?? 0;
      if (count) console.log(`\n${LABELS[contender]}: ${count} page problems, first: ${problems[contender]![0]}`);
    }
    for (const failure of failures)
      console.log(`\nfailed: ${LABELS[failure.contender]}, round ${failure.round}: ${failure.error}`);
    console.log(
      `\nwrote the "bench" section of bench/results.json (its other sections kept); the run took ${elapsed()}`,
    );
    // A few failed runs on a busy machine still leave a table; too few counted runs do not.
    const short = CONTENDERS.filter((c) => timed[c].ready.n < Math.ceil(RUNS / 2));
    if (short.length) {
      console.log(`\ntoo few counted runs for ${short.map((c) => LABELS[c]).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

await main();
