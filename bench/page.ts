/**
 * `npm run bench:page`: the checkout page as a phone loads it, measured with Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4× slower CPU), beside the same page with Braintree Drop-in 1.40.2 in
 * our widget's place.
 *
 * - starts, in a child process at a lower priority (bench/page-servers.ts; on a phone the servers
 *   are not on the page's CPU), the product server (`startServer`, emulated gateway, a fresh build)
 *   and, in front of it, one bench server that answers three pages: `/` is the product's checkout as
 *   it opens (every way to pay), `/?wallets=0` the same with cards only, `/dropin` the checkout's
 *   HTML with Drop-in's script and stylesheet instead of ours (bench/page-html.ts;
 *   bench/page-dropin.ts, built by Vite with the same emulator bridge, served by the same
 *   compressed, cached static middleware); every other request goes to the product server;
 * - BENCH_PAGE_RUNS (default 5) Lighthouse runs each, interleaved (the three pages in turn, the
 *   order reversed every other round), each in a fresh headless Chromium;
 * - prints the medians side by side with their ratios (bench/page-report.ts) and the machine's load,
 *   and writes them under `page` in bench/results.json, keeping the file's other sections; besides
 *   Lighthouse's own figures, the blocking time and longest task from the main thread's CPU time in
 *   Lighthouse's trace (bench/page-cpu.ts), which the machine's load moves far less;
 * - then prints the goals (bench/goals.ts), its own from this run and `npm run bench`'s from its
 *   latest section in the file.
 *
 * Environment: BENCH_PAGE_RUNS, CHROME_PATH (default: the repository's Chromium, CHROMIUM_PATH or
 * /usr/bin/chromium), BENCH_PAGE_REPORTS (a directory for each run's whole Lighthouse report and its trace).
 *
 * Fails (exit code 1, saying why) when a page does not answer, or a run measures nothing: a
 * Lighthouse error, a figure it could not compute, or a widget that never loaded its card frames.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch, Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, chromiumFlags, withFeaturesMerged } from '../test/support/chromium.mjs';
import { BENCH_DIR } from './build.js';
import { COMMANDS } from './goals.js';
import { goalsReport } from './goals-report.js';
import { currentCommit, loadNow, loadSince, loadText } from './machine.js';
import { cpuBlocking, type TraceEvent } from './page-cpu.js';
import {
  FIGURES,
  LABELS,
  PAGES,
  medians,
  pageFigures,
  pageTable,
  roundsTable,
  type Medians,
  type RunFigures,
} from './page-report.js';
import type { Page } from './page-servers.js';
import { startServers } from './page-servers-child.js';
import { readResults, writeSection } from './results-file.js';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_PAGE_RUNS must be a positive integer.');
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
/** Where each run's whole Lighthouse report goes (JSON), for a closer look; none by default. */
const REPORTS_DIR = process.env.BENCH_PAGE_REPORTS;
/**
 * chrome-launcher's own flags (Lighthouse's usual ones) and, headless, those every other part of the repository starts
 * Chromium with (test/support/chromium.mjs), with the two lists of features to disable made one.
 */
const CHROME_FLAGS = withFeaturesMerged([...Launcher.defaultFlags(), '--headless=new', ...chromiumFlags()]);

const log = (message: string): void => console.log(`[bench:page] ${message}`);

/** Each distinct message once, shortened, with how many times it came. */
function distinct(messages: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const message of messages) {
    const short = message.length > 160 ? `${message.slice(0, 157)}...` : message;
    counts.set(short, (counts.get(short) ?? 0) + 1);
  }
  return [...counts].map(([message, count]) => (count > 1 ? `${count}× ${message}` : message)).join(' | ');
}

/** Fails before any Lighthouse run when a page does not answer 200 with HTML. */
async function checkPage(page: Page, url: string): Promise<void> {
  const answer = await fetch(url);
  const body = await answer.text();
  if (!answer.ok || !/^text\/html/.test(answer.headers.get('content-type') ?? ''))
    throw new Error(`The ${LABELS[page]} page (${url}) answered ${answer.status}: ${body.slice(0, 300)}`);
}

// -------------------------------------------------------------------------------------------------
// Lighthouse

interface Audit {
  numericValue?: number;
  score?: number | null;
  details?: { items?: Array<Record<string, unknown>> };
}

/**
 * One run. On a loaded machine Chromium can drop the first DevTools connection, or Lighthouse lose
 * the trace (NO_NAVSTART), so a run is tried up to 3 times; the last attempt's figures are
 * returned as they are, for the caller to refuse.
 */
async function lighthouseRun(url: string, page: Page): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const run = await lighthouseOnce(url, page);
      const problems = runFailures(run);
      if (!problems.length || attempt === 3) return run;
      log(`${page}: the run measured nothing (${problems.join('; ')}); again`);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${page}: Lighthouse failed (${error instanceof Error ? error.message : String(error)}); again`);
    }
  }
}

async function lighthouseOnce(url: string, page: Page): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, ignoreDefaultFlags: true });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const lhr = result.lhr;
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const stamp = Date.now();
      writeFileSync(join(REPORTS_DIR, `${page}-${stamp}.json`), JSON.stringify(lhr));
      // The trace too, for reading the long tasks' call stacks (which script, which function) afterwards.
      const recorded = (result.artifacts as unknown as { Trace?: unknown }).Trace;
      if (recorded) writeFileSync(join(REPORTS_DIR, `${page}-${stamp}.trace.json`), JSON.stringify(recorded));
    }
    const audits = lhr.audits as Record<string, Audit>;
    const value = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
    const items = (id: string): Array<Record<string, unknown>> => audits[id]?.details?.items ?? [];
    const origin = new URL(url).origin;
    const scripts = items('network-requests').filter((r) => r.resourceType === 'Script');
    const size = (list: Array<Record<string, unknown>>): number =>
      list.reduce((sum, r) => sum + (Number(r.transferSize) || 0), 0);
    const tasks = items('long-tasks').map((t) => Number(t.duration) || 0);
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const trace = (result.artifacts as unknown as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    const cpu = cpuBlocking(trace?.traceEvents ?? [], lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      ttiMs: value('interactive'),
      pageJsBytes: size(scripts.filter((r) => String(r.url).startsWith(origin))),
      allJsBytes: size(scripts),
      longTasks: tasks.length,
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      cpuBlockingMs: cpu?.blockingMs ?? Number.NaN,
      cpuLongestTaskMs: cpu?.longestMs ?? Number.NaN,
      renderBlocking: items('render-blocking-resources').map((r) => String(r.url)),
      cardFrames: items('network-requests').filter((r) => /hosted-fields-frame(\.min)?\.html/.test(String(r.url)))
        .length,
      consoleErrors: items('errors-in-console').map((e) => String(e.description ?? e.source ?? '')),
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

// -------------------------------------------------------------------------------------------------
// Report

/**
 * What makes a run no measurement: Lighthouse's own error, a figure it could not compute (NaN), or
 * a page whose widget never loaded its card frames.
 */
function runFailures(run: RunFigures): string[] {
  const problems: string[] = [];
  if (run.runtimeError) problems.push(`Lighthouse: ${run.runtimeError}`);
  const missing = FIGURES.filter(([key]) => !Number.isFinite(run[key])).map(([, label]) => label);
  if (missing.length) problems.push(`no ${missing.join(', ')}`);
  if (run.cardFrames === 0) problems.push('no card frames loaded (the widget did not start)');
  return problems.map((problem) => `${LABELS[run.page]}: ${problem}`);
}

// -------------------------------------------------------------------------------------------------
// Main

const RESULTS_FILE = join(BENCH_DIR, 'results.json');

async function main(): Promise<void> {
  // A results file the run could not update is refused now, not after the runs.
  readResults(RESULTS_FILE);
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const servers = await startServers(log);
    cleanups.unshift(() => servers.close());
    const urls = servers.urls;
    for (const page of PAGES) await checkPage(page, urls[page]);

    const commit = currentCommit();
    const loadStart = loadNow();
    log(
      `load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}; ${RUNS} runs each, interleaved; commit ${commit}`,
    );
    const runs: RunFigures[] = [];
    for (let round = 1; round <= RUNS; round += 1) {
      // Alternate who goes first, so neither always meets a machine the other just warmed or loaded.
      const order: Page[] = round % 2 ? [...PAGES] : [...PAGES].reverse();
      for (const page of order) {
        const run = await lighthouseRun(urls[page], page);
        runs.push(run);
        const problems = runFailures(run);
        if (problems.length) throw new Error(`Run ${round} measured nothing: ${problems.join('; ')}`);
        log(
          `run ${round} ${page}: performance ${run.performance}, FCP ${run.fcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms (from CPU time ${run.cpuBlockingMs.toFixed(0)} ms), CLS ${run.cls.toFixed(3)}, page JS ${(run.pageJsBytes / 1024).toFixed(1)} KB, ${run.cardFrames} card frames${run.consoleErrors.length ? `, console errors: ${distinct(run.consoleErrors)}` : ''}${run.runtimeError ? `, error: ${run.runtimeError}` : ''}`,
        );
      }
    }
    const load = loadSince(loadStart);
    const date = new Date().toISOString();

    const all = Object.fromEntries(PAGES.map((page) => [page, medians(runs.filter((r) => r.page === page))])) as Record<
      Page,
      Medians
    >;
    console.log(`\n${COMMANDS.page}, ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`);
    console.log(`Medians of ${RUNS} Lighthouse 12 mobile runs each; ${loadText(load)}.\n`);
    console.log(pageTable(all));
    console.log(`\nThe ratios within each round: median (middle half of the ${RUNS} rounds).\n`);
    console.log(roundsTable(runs));
    const blocking = [...new Set(runs.filter((r) => r.page === 'ours').flatMap((r) => r.renderBlocking))];
    console.log(`\nRender-blocking resources on our page: ${blocking.join(', ') || 'none'}`);

    mkdirSync(BENCH_DIR, { recursive: true });
    const written = writeSection(RESULTS_FILE, 'page', {
      command: COMMANDS.page,
      date,
      commit,
      runs: RUNS,
      load,
      figures: pageFigures(all),
      lighthouse: '12.2.3, mobile preset (simulated slow 4G, 4× CPU slowdown)',
      medians: all,
      renderBlocking: blocking,
      every: runs,
    });
    console.log(`\nGoals (medians of this run and the latest ${COMMANDS.bench} in bench/results.json):\n`);
    console.log(goalsReport(written, 'page'));
    log('wrote the medians under "page" in bench/results.json (its other sections kept)');
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

try {
  await main();
} catch (error) {
  console.error(`\n[bench:page] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error('[bench:page] Nothing was written to bench/results.json.');
  // Whatever a half-started server left open must not keep the bench from ending.
  process.exit(1);
}
