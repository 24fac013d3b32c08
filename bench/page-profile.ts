/**
 * `npm run bench:profile`: who spends the checkout page's main-thread time on a phone, every way to pay against cards
 * only. Lighthouse's trace (`npm run bench:page`) has no CPU profile, so it says how long the page's tasks are but not
 * whose code runs in them; this records one.
 *
 * - starts the same servers as `npm run bench:page` (bench/page-servers.ts), with the checkout built with its source
 *   maps beside its chunks;
 * - BENCH_PROFILE_RUNS (default 5) rounds, each loading the two pages (`/`, every way to pay; `/?wallets=0`, cards
 *   only) in turn, the order reversed every other round, each in a fresh browser context of one headless Chromium, as
 *   Lighthouse's phone (its mobile user agent and screen; the CPU not slowed, as Lighthouse's simulation does not
 *   slow it either) with a DevTools trace and the CPU profiler on, until 5 s after the load event;
 * - charges each main-thread sample after the first paint to its owner (bench/profile-attribution.ts): an npm package,
 *   our widget, our checkout, the bundler's glue, a wallet's SDK, or the browser's own work;
 * - prints, as medians over the rounds, the blocking time from CPU time (bench/page-cpu.ts, the figure `bench:page`
 *   uses) and the milliseconds of each owner on each page with the difference, the same for the functions every way
 *   to pay adds the most time to, and the functions that take the most time in its long tasks.
 *
 * The times are the machine's, not a phone's: multiply by 4 for Lighthouse's phone. Compare the two pages of one run.
 * Environment: BENCH_PROFILE_RUNS, CHROME_PATH (default: the repository's Chromium, CHROMIUM_PATH or
 * /usr/bin/chromium), BENCH_PROFILE_TRACES (a directory for each load's trace, to open in DevTools' Performance panel).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CHROMIUM_PATH, chromiumFlags } from '../test/support/chromium.mjs';
import { PROJECT_DIR } from './build.js';
import { coreCount, currentCommit, loadNow, loadSince, loadText } from './machine.js';
import type { TraceEvent } from './page-cpu.js';
import type { Page } from './page-servers.js';
import { startServers } from './page-servers-child.js';
import { attribute, type Attribution, type CallFrame, type ResolveFrame } from './profile-attribution.js';
import { summarize } from './stats.js';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_PROFILE_RUNS must be a positive integer.');
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const TRACES_DIR = process.env.BENCH_PROFILE_TRACES;
/** The two pages compared: every way to pay, then cards only. */
const PAGES = ['ours', 'cards'] as const satisfies readonly Page[];
const LABELS: Record<(typeof PAGES)[number], string> = { ours: 'every way to pay', cards: 'cards only' };
/** How long after the load event the trace goes on: the wallets and the widget's later chunks are done by then. */
const AFTER_LOAD_MS = 5_000;
/** How many functions the table of what every way to pay adds lists. */
const FUNCTION_ROWS = 20;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

const log = (message: string): void => console.log(`[bench:profile] ${message}`);

/**
 * Maps frames of the checkout's chunks (`/assets/<chunk>.js`) through the source maps beside them, to paths from the
 * repository (`elements/…`, `node_modules/…`); a chunk's code with no source behind it (the bundler's glue) becomes
 * `assets/<chunk>.js`. Other scripts keep their URL.
 */
function sourceMapResolver(assetsDir: string): ResolveFrame {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (chunk: string): SourceMapConsumer | undefined => {
    if (!maps.has(chunk)) {
      const file = join(assetsDir, `${chunk}.map`);
      maps.set(
        chunk,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : undefined,
      );
    }
    return maps.get(chunk);
  };
  return (frame: CallFrame) => {
    const chunk = /\/assets\/([^/?#]+\.js)(?:[?#]|$)/.exec(frame.url)?.[1];
    if (!chunk) return undefined;
    const place = mapOf(chunk)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!place?.source) return { source: `assets/${chunk}`, line: frame.lineNumber + 1 };
    const source = relative(PROJECT_DIR, resolvePath(assetsDir, place.source));
    return { source, line: place.line, ...(place.name ? { name: place.name } : {}) };
  };
}

/** One load of `url` as Lighthouse's phone, traced with the CPU profiler, until a while after its load event. */
async function tracedLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    const screen = screenEmulationMetrics.mobile;
    await tab.setUserAgent({ userAgent: userAgents.mobile });
    await tab.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await tab.tracing.start({ categories: CATEGORIES });
    await tab.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    const trace = await tab.tracing.stop();
    if (!trace) throw new Error(`No trace was recorded for ${url}.`);
    return (JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/**
 * One load, attributed. Now and then Chromium's trace of a load lacks the first paint or the main thread's profile
 * (a load on a busy machine), so a load is tried up to 3 times; undefined when none of them could be read.
 */
async function attributedLoad(
  browser: Browser,
  url: string,
  resolve: ResolveFrame,
  name: string,
): Promise<Attribution | undefined> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const events = await tracedLoad(browser, url);
    if (TRACES_DIR) {
      mkdirSync(TRACES_DIR, { recursive: true });
      writeFileSync(join(TRACES_DIR, `${name}-${attempt}.trace.json`), JSON.stringify({ traceEvents: events }));
    }
    const attribution = attribute(events, url, resolve);
    if (attribution) return attribution;
    log(`${name}: the trace has no first paint or no profile of the main thread; again`);
  }
  return undefined;
}

const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '—');

type Tally = 'byOwner' | 'byFunction' | 'longTaskFunctions';

/** Each key of a tally with its median over the loads (0 in a load that lacks it). */
function medians(runs: readonly Attribution[], tally: Tally): Map<string, number> {
  const keys = new Set(runs.flatMap((run) => Object.keys(run[tally])));
  return new Map([...keys].map((key) => [key, summarize(runs.map((run) => run[tally][key] ?? 0)).median]));
}

/**
 * A tally's table (by owner or by function): each row's median milliseconds on each page and the difference, largest
 * difference first; `rows` of them, and a last row with the medians of the loads' totals.
 */
function differenceTable(runs: Record<(typeof PAGES)[number], Attribution[]>, tally: Tally, rows: number): string {
  const ours = medians(runs.ours, tally);
  const cards = medians(runs.cards, tally);
  const table = [...new Set([...ours.keys(), ...cards.keys()])]
    .map((key) => ({ key, ours: ours.get(key) ?? 0, cards: cards.get(key) ?? 0 }))
    .filter((row) => row.ours >= 0.5 || row.cards >= 0.5)
    .sort((a, b) => b.ours - b.cards - (a.ours - a.cards))
    .slice(0, rows);
  const total = (page: (typeof PAGES)[number]): number =>
    summarize(runs[page].map((run) => Object.values(run[tally]).reduce((sum, v) => sum + v, 0))).median;
  return [
    `| main-thread time after the first paint, ms, ${tally === 'byOwner' ? 'by owner' : 'by function'} | ${LABELS.ours} | ${LABELS.cards} | difference |`,
    '| --- | ---: | ---: | ---: |',
    ...table.map((row) => `| ${row.key} | ${ms(row.ours)} | ${ms(row.cards)} | ${ms(row.ours - row.cards)} |`),
    `| all (median of the loads' totals) | ${ms(total('ours'))} | ${ms(total('cards'))} | ${ms(total('ours') - total('cards'))} |`,
  ].join('\n');
}

/** The functions with the most time in the long tasks of a page, as medians over its loads. */
function longTaskFunctions(runs: readonly Attribution[], count = 15): string {
  return [...medians(runs, 'longTaskFunctions')]
    .filter(([, median]) => median > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, median]) => `  ${ms(median).padStart(6)} ms  ${name}`)
    .join('\n');
}

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const servers = await startServers(log, true);
    cleanups.unshift(() => servers.close());
    const resolve = sourceMapResolver(servers.assetsDir);
    const browser = await puppeteer.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: chromiumFlags(),
    });
    cleanups.unshift(() => browser.close());
    const commit = currentCommit();
    const loadStart = loadNow();
    log(
      `${RUNS} rounds of ${PAGES.length} pages; commit ${commit}; ${coreCount()} cores, load ${loadStart.toFixed(1)}`,
    );
    const runs: Record<(typeof PAGES)[number], Attribution[]> = { ours: [], cards: [] };
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of round % 2 ? [...PAGES] : [...PAGES].reverse()) {
        const url = servers.urls[page];
        const attribution = await attributedLoad(browser, url, resolve, `${page}-${round}`);
        if (!attribution)
          throw new Error(`Round ${round}, ${LABELS[page]}: 3 traces in a row had no first paint or no profile.`);
        runs[page].push(attribution);
        log(
          `round ${round} ${page}: blocking from CPU time ${ms(attribution.blockingMs)} ms, ${attribution.longTasks} long tasks`,
        );
      }
    }
    const blocking = (page: (typeof PAGES)[number]): number =>
      summarize(runs[page].map((run) => run.blockingMs)).median;
    console.log(
      `\nnpm run bench:profile, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    );
    console.log(
      `Medians of ${RUNS} loads each; ${loadText(loadSince(loadStart))}. Times on this machine (×4 for the phone).\n`,
    );
    console.log(
      `Blocking time from CPU time (the phone's): ${LABELS.ours} ${ms(blocking('ours'))} ms, ${LABELS.cards} ${ms(blocking('cards'))} ms (${(blocking('ours') / blocking('cards')).toFixed(2)}×).\n`,
    );
    console.log(differenceTable(runs, 'byOwner', Infinity));
    console.log(`\nThe ${FUNCTION_ROWS} functions ${LABELS.ours} adds the most time to:\n`);
    console.log(differenceTable(runs, 'byFunction', FUNCTION_ROWS));
    console.log(`\nIn the long tasks of ${LABELS.ours}, by function:\n${longTaskFunctions(runs.ours)}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

try {
  await main();
} catch (error) {
  console.error(`\n[bench:profile] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
