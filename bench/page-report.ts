/**
 * What `npm run bench:page` reports: the figures of one Lighthouse run, their medians per page, the table of
 * them with ratios, and the figures the goals read (bench/goals.ts).
 *
 * The page bench has no floor: its pages are the product's checkout (every way to pay, and cards only) and the
 * same checkout with Drop-in, so its ratios are ours against Drop-in (cards only is the like-for-like one) and
 * every way to pay against cards only (what the wallets cost).
 */
import { DROPIN_VERSION } from './build.js';
import type { PageFigure } from './goals.js';
import type { Page } from './page-servers.js';
import { markdownTable, ratio, ratioSpread, roundRatios, summarize } from './stats.js';

/** The pages, in the table's order. */
export const PAGES: readonly Page[] = ['ours', 'cards', 'dropin'];

export const LABELS: Record<Page, string> = {
  ours: 'ours',
  cards: 'ours, cards only',
  dropin: `Drop-in ${DROPIN_VERSION}, cards only`,
};

export interface RunFigures {
  page: Page;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  ttiMs: number;
  /** Scripts from the page's own origin, as sent (compressed), in bytes. */
  pageJsBytes: number;
  /** Scripts from every origin (the card frames' too). */
  allJsBytes: number;
  longTasks: number;
  longestTaskMs: number;
  /** Blocking time from the main thread's CPU time (bench/page-cpu.ts): moves less with the machine's load. */
  cpuBlockingMs: number;
  /** The longest task after first paint, as 4 × its CPU time. */
  cpuLongestTaskMs: number;
  renderBlocking: string[];
  /** Card frames the page loaded (a page whose widget failed loads none). */
  cardFrames: number;
  consoleErrors: string[];
  runtimeError?: string;
}

export const FIGURES = [
  ['performance', 'Lighthouse performance', (v: number) => v.toFixed(0)],
  ['fcpMs', 'first contentful paint', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['lcpMs', 'largest contentful paint', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['tbtMs', 'total blocking time', (v: number) => `${v.toFixed(0)} ms`],
  ['cls', 'cumulative layout shift', (v: number) => v.toFixed(3)],
  ['speedIndexMs', 'speed index', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['ttiMs', 'time to interactive', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['pageJsBytes', "page's own JavaScript on the wire", (v: number) => `${(v / 1024).toFixed(1)} KB`],
  ['allJsBytes', 'all JavaScript on the wire (card frames too)', (v: number) => `${(v / 1024).toFixed(1)} KB`],
  ['longTasks', 'long tasks (over 50 ms)', (v: number) => v.toFixed(0)],
  ['longestTaskMs', 'longest task', (v: number) => `${v.toFixed(0)} ms`],
  ['cpuBlockingMs', 'blocking time from CPU time (4 × thread time)', (v: number) => `${v.toFixed(0)} ms`],
  ['cpuLongestTaskMs', 'longest task from CPU time (4 × thread time)', (v: number) => `${v.toFixed(0)} ms`],
  ['accessibility', 'Lighthouse accessibility', (v: number) => v.toFixed(0)],
  ['bestPractices', 'Lighthouse best practices', (v: number) => v.toFixed(0)],
] as const;

export type Medians = Record<(typeof FIGURES)[number][0], number>;

/** Each figure's median over the runs given. */
export function medians(runs: readonly RunFigures[]): Medians {
  const out = {} as Medians;
  for (const [key] of FIGURES) out[key] = summarize(runs.map((r) => r[key])).median;
  return out;
}

/** The medians side by side, with cards only ÷ Drop-in, every way ÷ Drop-in and every way ÷ cards only. */
export function pageTable(all: Record<Page, Medians>): string {
  const header = [
    'figure',
    ...PAGES.map((page) => LABELS[page]),
    'cards only ÷ Drop-in',
    'ours ÷ Drop-in',
    'ours ÷ cards only',
  ];
  const rows = FIGURES.map(([key, label, format]) => [
    label,
    ...PAGES.map((page) => format(all[page][key])),
    ratio(all.cards[key], all.dropin[key]),
    ratio(all.ours[key], all.dropin[key]),
    ratio(all.ours[key], all.cards[key]),
  ]);
  return markdownTable(header, rows);
}

/**
 * The same ratios taken within each round, where the three pages ran one after the other: each round's ratio, their
 * median and middle half. Where a goal's bound falls inside that range, whether one run meets it is the machine's
 * noise. `runs` are in the order they ran (every round has all three pages: a round with a failed run ends the bench).
 */
export function roundsTable(runs: readonly RunFigures[]): string {
  const byRound = (page: Page, key: keyof Medians): Map<number, number> =>
    new Map(runs.filter((run) => run.page === page).map((run, round) => [round, run[key]]));
  const spread = (key: keyof Medians, page: Page, reference: Page): string =>
    ratioSpread(roundRatios(byRound(page, key), byRound(reference, key)));
  const header = ['figure, within each round', 'cards only ÷ Drop-in', 'ours ÷ Drop-in', 'ours ÷ cards only'];
  const rows = FIGURES.map(([key, label]) => [
    label,
    spread(key, 'cards', 'dropin'),
    spread(key, 'ours', 'dropin'),
    spread(key, 'ours', 'cards'),
  ]);
  return markdownTable(header, rows);
}

/** The figures the goals read, from the medians. */
export function pageFigures(all: Record<Page, Medians>): Record<PageFigure, number> {
  const out = {} as Record<PageFigure, number>;
  for (const page of PAGES) {
    out[`${page}.lcpMs`] = all[page].lcpMs;
    out[`${page}.cpuBlockingMs`] = all[page].cpuBlockingMs;
    out[`${page}.performance`] = all[page].performance;
  }
  return out;
}
