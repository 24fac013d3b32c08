import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { goalsReport } from '../../bench/goals-report.js';
import type { Section } from '../../bench/results-file.js';

/**
 * The goals table both bench tools print: each goal beside its measured comparison and met / not met, with
 * the run its figures came from (this run, or the other tool's latest section in bench/results.json).
 */
const section = (command: string, date: string, figures: Record<string, number>): Section => ({
  command,
  date,
  commit: 'abc123',
  runs: 5,
  load: { start: 1.2, end: 3.9, cores: 2 },
  figures,
});
const page = section('npm run bench:page', '2026-11-26T05:21:00.000Z', { 'cards.lcpMs': 2190, 'dropin.lcpMs': 1710 });
const bench = section('npm run bench', '2026-11-26T07:13:00.000Z', { 'ours.readyMs': 568, 'floor.readyMs': 532 });

describe('the goals table a tool prints', () => {
  it("names this run for its own goals and the other tool's latest run, with its date, for the rest", () => {
    const report = goalsReport({ page, bench }, 'bench');
    const line = (figure: string): string => report.split('\n').find((l) => l.startsWith(`| ${figure} |`)) ?? '';
    assert.match(
      line('time to ready, desktop'),
      /\| 568 ms \| 532 ms \(floor\) \| 1\.07× \| \*\*not met\*\* \| this run \|$/,
    );
    assert.match(
      line('largest contentful paint, cards only, phone'),
      /\| 2\.19 s \| 1\.71 s \(Drop-in\) \| 1\.28× \| \*\*not met\*\* \| npm run bench:page, 2026-11-26 05:21 UTC, 5 runs, load 1\.2 → 3\.9 \|$/,
    );
    assert.match(report, /0 of 9 goals met, 2 not met, 7 not measured\.$/);
  });

  it('says when the other tool has no run recorded', () => {
    const report = goalsReport({ page }, 'page');
    assert.match(report, /\| time to nonce \|.*\| not measured \| no npm run bench run recorded \|/);
    assert.match(report, /\| largest contentful paint, cards only, phone \|.*\| this run \|/);
  });
});
