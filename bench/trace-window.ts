/**
 * Where each contender's main-thread time goes from `create()` to ready, read from `npm run bench`'s traces
 * (BENCH_TRACE_DIR, recorded with the CPU profiler on): every sample between the page's marks `bench:create:start` and
 * `bench:ready` is charged to its owner (bench/profile-attribution.ts), through the page builds' source maps, and the
 * owners are grouped as the bench weighs the code (our own code, Lit, braintree-web with its dependencies), beside the
 * browser's own work and, from the trace's events, the rendering done meanwhile. The medians over the runs are what
 * the report prints: the page's busy time is what competes with the card frames' processes for the machine's cores.
 */
import { readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { BuildResult } from './build.js';
import { moduleName } from './coverage.js';
import type { TraceEvent } from './page-cpu.js';
import { attributeWindow, type CallFrame, type ResolveFrame, type WindowAttribution } from './profile-attribution.js';
import { markdownTable, summarize } from './stats.js';

/** The rows of the table, in order: the groups of owners, then the browser's own work. */
export const GROUPS = [
  'our own code',
  'Lit',
  'braintree-web and its dependencies',
  "Drop-in's script",
  'the browser (style, layout, parsing)',
  'garbage collector',
  'the bench page and anything else',
] as const;

export type Group = (typeof GROUPS)[number];

const LIT_PACKAGES = /^(lit|lit-html|lit-element|@lit\/.+)$/;

/**
 * The group of an owner as `attributeWindow` names it (see `ownerOf`): our modules and the bundler's glue (which the
 * bench counts as ours), Lit's packages, every other package (braintree-web's), Drop-in's script by its URL, the
 * browser's work, and the rest (the page's driver, the browser automation's own calls).
 */
export function groupOf(owner: string): Group {
  if (owner === 'widget (elements/)' || /bundler's glue/.test(owner)) return 'our own code';
  if (LIT_PACKAGES.test(owner)) return 'Lit';
  if (/^(@[^/\s]+\/)?[a-z0-9][\w.-]*$/.test(owner)) return 'braintree-web and its dependencies';
  if (owner.startsWith('/dropin/')) return "Drop-in's script";
  if (owner === 'browser (style, layout, parsing)') return 'the browser (style, layout, parsing)';
  if (owner === 'garbage collector') return 'garbage collector';
  return 'the bench page and anything else';
}

/**
 * Maps frames of a build served under `/<base>/` through its chunks' (hidden) source maps to paths from the
 * repository; a chunk's code with no source behind it is the bundler's glue. Frames of other scripts keep their URL.
 */
export function chunkResolver(builds: ReadonlyArray<{ base: string; build: BuildResult }>): ResolveFrame {
  const consumers = new Map<string, { consumer: SourceMapConsumer; outDir: string; fileName: string }>();
  for (const { base, build } of builds)
    for (const chunk of build.chunks)
      if (chunk.map)
        consumers.set(`/${base}/${chunk.fileName}`, {
          consumer: new SourceMapConsumer(chunk.map as unknown as RawSourceMap),
          outDir: build.outDir,
          fileName: chunk.fileName,
        });
  return (frame: CallFrame) => {
    const path = URL.canParse(frame.url) ? new URL(frame.url).pathname : undefined;
    const mapped = path === undefined ? undefined : consumers.get(path);
    if (!mapped) return undefined;
    const place = mapped.consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = moduleName(mapped.outDir, mapped.fileName, place.source ?? undefined);
    return { source, line: place.line ?? frame.lineNumber + 1, ...(place.name ? { name: place.name } : {}) };
  };
}

/** One run's window, by group. */
export interface GroupedWindow {
  spanMs: number;
  busyMs: number;
  renderingMs: number;
  byGroup: Record<Group, number>;
}

/** A window's owners added up by group (a group no sample fell in counts 0). */
export function grouped(window: WindowAttribution): GroupedWindow {
  const byGroup = Object.fromEntries(GROUPS.map((group) => [group, 0])) as Record<Group, number>;
  for (const [owner, ms] of Object.entries(window.byOwner)) byGroup[groupOf(owner)] += ms;
  return { spanMs: window.spanMs, busyMs: window.busyMs, renderingMs: window.renderingMs, byGroup };
}

/** The medians over a contender's runs, and how many traces were read. */
export interface WindowMedians {
  runs: number;
  spanMs: number;
  busyMs: number;
  renderingMs: number;
  byGroup: Record<Group, number>;
}

/** Medians of each figure over the runs (each figure on its own, so they need not add up). */
export function medians(windows: readonly GroupedWindow[]): WindowMedians {
  const median = (pick: (w: GroupedWindow) => number): number => summarize(windows.map(pick)).median;
  return {
    runs: windows.length,
    spanMs: median((w) => w.spanMs),
    busyMs: median((w) => w.busyMs),
    renderingMs: median((w) => w.renderingMs),
    byGroup: Object.fromEntries(GROUPS.map((group) => [group, median((w) => w.byGroup[group])])) as Record<
      Group,
      number
    >,
  };
}

/**
 * A trace file's events, in either shape DevTools writes (an object with `traceEvents`, or the bare array); undefined
 * for a file a failed run left unwritten or cut short.
 */
export function traceEventsOf(file: string): TraceEvent[] | undefined {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    return Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  } catch {
    return undefined;
  }
}

/**
 * Reads each trace file and charges its create-to-ready window; a trace without the marks or a profile is skipped, and
 * so is one that a failed run left unwritten or cut short (the table is then over fewer runs: its header says how many).
 */
export function readWindows(files: readonly string[], resolve: ResolveFrame): GroupedWindow[] {
  const windows: GroupedWindow[] = [];
  for (const file of files) {
    const events = traceEventsOf(file);
    if (!events) continue;
    const window = attributeWindow(events, 'bench:create:start', 'bench:ready', resolve);
    if (window) windows.push(grouped(window));
  }
  return windows;
}

/** The report's table: one column per contender (label → medians), a row per group and the three totals. */
export function windowTable(columns: ReadonlyArray<[label: string, medians: WindowMedians]>): string {
  const cell = (ms: number): string => ms.toFixed(1);
  return markdownTable(
    ['main thread from create() to ready, ms (medians)', ...columns.map(([label, m]) => `${label} (${m.runs})`)],
    [
      ['create() to ready', ...columns.map(([, m]) => cell(m.spanMs))],
      ['busy (samples not idle)', ...columns.map(([, m]) => cell(m.busyMs))],
      ...GROUPS.map((group) => [`↳ ${group}`, ...columns.map(([, m]) => cell(m.byGroup[group]))]),
      ['rendering: style, layout, paint (trace events)', ...columns.map(([, m]) => cell(m.renderingMs))],
    ],
  );
}
