import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FIGURES,
  pageFigures,
  pageTable,
  roundsTable,
  type Medians,
  type RunFigures,
} from '../../bench/page-report.js';
import type { Page } from '../../bench/page-servers.js';
import { percentile, ratio, ratioSpread, roundRatios } from '../../bench/stats.js';

/**
 * `npm run bench:page` prints its medians beside their ratios: cards only ÷ Drop-in (like for like), every way to
 * pay ÷ Drop-in, and every way ÷ cards only (what the wallets cost), and hands the goals their figures.
 */
const medians = (values: Partial<Medians>): Medians => {
  const all = Object.fromEntries(FIGURES.map(([key]) => [key, 0])) as Medians;
  return { ...all, ...values };
};
const all = {
  ours: medians({ performance: 94, lcpMs: 2120, cpuBlockingMs: 7, pageJsBytes: 160.4 * 1024 }),
  cards: medians({ performance: 98, lcpMs: 2190, cpuBlockingMs: 4, pageJsBytes: 123.3 * 1024 }),
  dropin: medians({ performance: 93, lcpMs: 1710, cpuBlockingMs: 116, pageJsBytes: 93.7 * 1024 }),
};

/** The cells of a markdown table's row, found by its first cell. */
const cellsOf = (rows: readonly string[], label: string): string[] =>
  (rows.find((line) => line.startsWith(`| ${label} |`)) ?? '')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('a ratio', () => {
  it('is ours ÷ the other to two decimals, and a dash when the other is zero or a figure is missing', () => {
    assert.equal(ratio(2190, 1710), '1.28×');
    assert.equal(ratio(4, 116), '0.03×');
    assert.equal(ratio(0, 0), '—');
    assert.equal(ratio(7, 0), '—');
    assert.equal(ratio(Number.NaN, 3), '—');
  });
});

describe('the ratios within each round', () => {
  it('pair the rounds both contenders ran, and leave out a round either one failed in', () => {
    const ours = new Map([
      [1, 30],
      [2, 22],
      [3, 25],
    ]);
    const floor = new Map([
      [1, 20],
      [3, 25],
      [4, 10],
    ]);
    assert.deepEqual(roundRatios(ours, floor), [1.5, 1]);
  });

  it('read as the median of the rounds and their middle half, or a dash when no round has both', () => {
    assert.equal(ratioSpread([1.2, 0.9, 1.0, 1.1]), '1.05× (0.90–1.10×)');
    assert.equal(ratioSpread([0.97]), '0.97× (0.97–0.97×)');
    assert.equal(ratioSpread([]), '—');
  });

  it('take their quarters by nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 8, 7, 6];
    assert.deepEqual(
      [0, 25, 50, 75, 100].map((p) => percentile(values, p)),
      [1, 2, 4, 6, 8],
    );
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});

describe("the page bench's ratios within each round", () => {
  /** Three rounds: each page's runs in the order they ran, the figures not given left at zero. */
  const runs = (['ours', 'cards', 'dropin'] as const).flatMap((page: Page) =>
    [0, 1, 2].map(
      (round) =>
        ({
          ...medians({
            lcpMs: { ours: [2000, 2400, 2200], cards: [2000, 2200, 2100], dropin: [2000, 2000, 1400] }[page][round],
          }),
          page,
        }) as unknown as RunFigures,
    ),
  );
  const rows = roundsTable(runs).split('\n');
  const row = (label: string): string[] => cellsOf(rows, label);

  it('pairs each round of one page with the same round of the other, for every figure', () => {
    assert.deepEqual(row('figure, within each round'), [
      'figure, within each round',
      'cards only ÷ Drop-in',
      'ours ÷ Drop-in',
      'ours ÷ cards only',
    ]);
    // cards ÷ Drop-in by round: 1.00, 1.10, 1.50; ours ÷ Drop-in: 1.00, 1.20, 1.57; ours ÷ cards: 1.00, 1.09, 1.05
    // (of three rounds, the nearest rank of the 25th percentile is the first, of the 75th the third).
    assert.deepEqual(row('largest contentful paint'), [
      'largest contentful paint',
      '1.10× (1.00–1.50×)',
      '1.20× (1.00–1.57×)',
      '1.05× (1.00–1.09×)',
    ]);
    // A figure that is zero on the reference page has no ratio in any round.
    assert.deepEqual(row('total blocking time').slice(1), ['—', '—', '—']);
    assert.equal(rows.length, 2 + FIGURES.length);
  });
});

describe("the page bench's table", () => {
  const rows = pageTable(all).split('\n');
  const row = (label: string): string[] => cellsOf(rows, label);

  it('has the three pages and the three ratio columns', () => {
    assert.deepEqual(row('figure'), [
      'figure',
      'ours',
      'ours, cards only',
      'Drop-in 1.40.2, cards only',
      'cards only ÷ Drop-in',
      'ours ÷ Drop-in',
      'ours ÷ cards only',
    ]);
  });

  it('gives each figure its medians and ratios', () => {
    assert.deepEqual(row('largest contentful paint'), [
      'largest contentful paint',
      '2.12 s',
      '2.19 s',
      '1.71 s',
      '1.28×',
      '1.24×',
      '0.97×',
    ]);
    assert.deepEqual(row('blocking time from CPU time (4 × thread time)'), [
      'blocking time from CPU time (4 × thread time)',
      '7 ms',
      '4 ms',
      '116 ms',
      '0.03×',
      '0.06×',
      '1.75×',
    ]);
    assert.deepEqual(row("page's own JavaScript on the wire").slice(4), ['1.32×', '1.71×', '1.30×']);
  });

  it('has a row for every figure', () => {
    assert.equal(rows.length, 2 + FIGURES.length);
  });
});

describe('the figures the page bench hands the goals', () => {
  it('are each page’s largest paint, blocking time from CPU time and performance score', () => {
    assert.deepEqual(pageFigures(all), {
      'ours.lcpMs': 2120,
      'ours.cpuBlockingMs': 7,
      'ours.performance': 94,
      'cards.lcpMs': 2190,
      'cards.cpuBlockingMs': 4,
      'cards.performance': 98,
      'dropin.lcpMs': 1710,
      'dropin.cpuBlockingMs': 116,
      'dropin.performance': 93,
    });
  });
});
