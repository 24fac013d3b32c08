import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  mergeSection,
  readResults,
  sectionFigures,
  writeSection,
  type ResultsFile,
  type Section,
} from '../../bench/results-file.js';

/**
 * bench/results.json holds one section per bench tool; each tool replaces its own and keeps the others, so
 * `npm run bench` no longer rewrites bench:page's medians away.
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

describe('when a tool writes its section', () => {
  it('starts the file with it when there is none', () => {
    assert.deepEqual(mergeSection(undefined, 'bench', bench), { bench });
  });

  it("keeps every other section as it was, bench:page's and any other tool's", () => {
    const server = { date: '2026-11-27T10:00:00.000Z', checkoutsPerSecond: 41 };
    const merged = mergeSection({ page, server }, 'bench', bench);
    assert.deepEqual(merged, { page, server, bench });
  });

  it('replaces only its own earlier section', () => {
    const older = section('npm run bench', '2026-11-25T00:00:00.000Z', { 'ours.readyMs': 900 });
    const merged = mergeSection({ bench: older, page }, 'bench', bench);
    assert.deepEqual(merged, { bench, page });
  });

  it("reads a file from before the sections as the bench's section and bench:page's", () => {
    const legacy = { date: '2026-11-26T07:13:00.000Z', command: 'npm run bench', table: '| … |', page };
    const merged = mergeSection(legacy, 'page', page);
    assert.deepEqual(merged, {
      bench: { date: '2026-11-26T07:13:00.000Z', command: 'npm run bench', table: '| … |' },
      page,
    });
    const rewritten = mergeSection(legacy, 'bench', bench);
    assert.deepEqual(rewritten, { bench, page });
  });

  it('refuses a file that is not an object of sections, saying what to do', () => {
    for (const bad of [[1, 2], 42, null, 'text'])
      assert.throws(() => mergeSection(bad, 'bench', bench), /not an object of sections; move it away or delete it/);
  });
});

describe('the figures the goals read', () => {
  it('are taken from each section, finite numbers only (a NaN is written to JSON as null)', () => {
    const file = JSON.parse(
      JSON.stringify({ bench: section('npm run bench', bench.date, { 'ours.readyMs': 568, 'ours.nonceMs': NaN }) }),
    ) as ResultsFile;
    assert.deepEqual(sectionFigures(file), { bench: { 'ours.readyMs': 568 } });
  });

  it('are none for a section written before figures were recorded', () => {
    assert.deepEqual(sectionFigures({ page: { date: page.date, medians: {} } } as unknown as ResultsFile), {});
  });
});

describe('bench/results.json on disk', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps bench:page's section when the bench writes after it, and the other way round", () => {
    const file = join(dir, 'both.json');
    writeSection(file, 'page', page);
    writeSection(file, 'bench', bench);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { page, bench });
    const newer = { ...page, date: '2026-11-27T00:00:00.000Z' };
    writeSection(file, 'page', newer);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { page: newer, bench });
  });

  it('is refused, with its name, when it is not JSON, and left as it was', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "bench": ');
    assert.throws(() => readResults(file), /broken\.json is not JSON .*move it away or delete it/);
    assert.throws(() => writeSection(file, 'bench', bench), /is not JSON/);
    assert.equal(readFileSync(file, 'utf8'), '{ "bench": ');
  });

  it('is refused, with its name, when it holds JSON that is not an object of sections', () => {
    const file = join(dir, 'array.json');
    writeFileSync(file, '[]\n');
    assert.throws(() => readResults(file), /array\.json holds an array, not an object of sections/);
    assert.equal(readFileSync(file, 'utf8'), '[]\n');
  });

  it('is nothing yet when it does not exist', () => {
    assert.equal(readResults(join(dir, 'none.json')), undefined);
  });
});
