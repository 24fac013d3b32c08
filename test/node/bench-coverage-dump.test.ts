import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PROJECT_DIR } from '../../bench/build.js';
import {
  chunkLocator,
  formatUnrunRuns,
  paidShare,
  unrunRuns,
  type CoverageChunk,
  type DumpChunk,
  type SourcePosition,
  type UnrunRun,
} from '../../bench/coverage.js';

/**
 * `BENCH_COVERAGE_DUMP`: the runs of our own minified code that the page did not run by `ready`, each with whether
 * the card payment ran it and where it comes from. These check the lookup, the cutting into runs and the text on
 * hand-made masks and maps.
 */
const OUT_DIR = join(PROJECT_DIR, 'bench', 'out');

const mask = (bits: string) => Uint8Array.from(bits, Number);
/** A lookup from offset to module that gives the characters before `boundary` to a.ts (line 1 + offset), after to b.ts. */
const twoModules =
  (boundary: number) =>
  (offset: number): SourcePosition =>
    offset < boundary ? { module: 'a.ts', line: 1 + offset } : { module: 'b.ts' };
const dumpChunk = (code: string, ready: string, paid: string, locate = twoModules(Infinity)): DumpChunk => ({
  fileName: 'ours-split.js',
  code,
  ready: mask(ready),
  paid: mask(paid),
  locate,
});
/** A run's place and counts, without its text. */
const brief = ({ fileName, start, end, module, lines, paidChars }: UnrunRun) => ({
  fileName,
  start,
  end,
  module,
  lines,
  paidChars,
});
const run = (fields: Partial<UnrunRun> & Pick<UnrunRun, 'start' | 'end'>): UnrunRun => ({
  fileName: 'ours-split.js',
  module: 'elements/a.ts',
  paidChars: 0,
  text: 'x'.repeat(fields.end - fields.start),
  ...fields,
});

describe("the bench's dump of the code not run by ready", () => {
  it('gives a character the module and 1-based original line of the nearest mapping at or before it', () => {
    // Line 0: column 0 from a.ts line 0, column 2 on from a.ts line 1 ('EACA'); line 1: b.ts line 1 ('ACAA').
    const chunk: CoverageChunk = {
      code: 'abcd\nef',
      fileName: 'ours-split.js',
      name: 'ours-split',
      map: {
        version: 3,
        sources: ['../../elements/a.ts', '../../elements/b.ts'],
        names: [],
        mappings: 'AAAA,EACA;ACAA',
      },
    };
    const locate = chunkLocator(OUT_DIR, chunk);
    assert.deepEqual(locate(1), { module: 'elements/a.ts', line: 1 });
    assert.deepEqual(locate(2), { module: 'elements/a.ts', line: 2 });
    // The newline belongs to the line it ends.
    assert.deepEqual(locate(4), { module: 'elements/a.ts', line: 2 });
    assert.deepEqual(locate(6), { module: 'elements/b.ts', line: 2 });
  });

  it("gives no line for the bundler's glue, nor for a chunk with no source map", () => {
    // From column 2 on, a segment with no source (Node's parser drops a one-field segment that ends the mappings).
    const glue: CoverageChunk = {
      code: 'abcd',
      fileName: 'ours-split.js',
      name: 'ours-split',
      map: { version: 3, sources: ['../../elements/a.ts'], names: [], mappings: 'AAAA,E;' },
    };
    assert.deepEqual(chunkLocator(OUT_DIR, glue)(3), { module: "(the bundler's glue: no source)" });
    const runtime: CoverageChunk = {
      code: 'x;y',
      fileName: 'rolldown-runtime.js',
      name: 'rolldown-runtime',
      map: null,
    };
    assert.deepEqual(chunkLocator(OUT_DIR, runtime)(1), { module: 'rolldown-runtime (no source map)' });
  });

  it('cuts runs at the characters that ran by ready, counting what the payment ran of each', () => {
    const runs = unrunRuns([dumpChunk('abcdefghij', '1000110001', '0100100000')]);
    assert.deepEqual(runs.map(brief), [
      { fileName: 'ours-split.js', start: 1, end: 4, module: 'a.ts', lines: { first: 2, last: 4 }, paidChars: 1 },
      { fileName: 'ours-split.js', start: 6, end: 9, module: 'a.ts', lines: { first: 7, last: 9 }, paidChars: 0 },
    ]);
    assert.deepEqual(
      runs.map((r) => r.text),
      ['bcd', 'ghi'],
    );
  });

  it('closes a run that reaches the end of the code, and gives none for code that all ran', () => {
    assert.deepEqual(
      unrunRuns([dumpChunk('abcd', '1100', '0011')]).map((r) => [r.start, r.end, r.paidChars, r.text]),
      [[2, 4, 2, 'cd']],
    );
    assert.deepEqual(unrunRuns([dumpChunk('abcd', '1111', '1111')]), []);
  });

  it('cuts a run where its source module changes, a module without lines giving the run none', () => {
    const runs = unrunRuns([dumpChunk('abcdef', '000000', '000000', twoModules(2))]);
    assert.deepEqual(
      runs.map((r) => [r.module, r.text, r.lines]),
      [
        ['b.ts', 'cdef', undefined],
        ['a.ts', 'ab', { first: 1, last: 2 }],
      ],
    );
  });

  it("lists every chunk's runs together, longest first, then by chunk and offset", () => {
    const runs = unrunRuns([
      { ...dumpChunk('abcdefghijkl', '000100001111', '000000000000'), fileName: 'z.js' },
      { ...dumpChunk('abcdefgh', '10001000', '00000000'), fileName: 'a.js' },
    ]);
    assert.deepEqual(
      runs.map((r) => `${r.fileName} ${r.start}-${r.end}`),
      ['z.js 4-8', 'a.js 1-4', 'a.js 5-8', 'z.js 0-3'],
    );
  });

  it('tells whether the payment ran all of a run, part of it or none', () => {
    assert.equal(paidShare(run({ start: 10, end: 14, paidChars: 4 })), 'all');
    assert.equal(paidShare(run({ start: 10, end: 14, paidChars: 1 })), 'part (1 of 4)');
    assert.equal(paidShare(run({ start: 10, end: 14, paidChars: 0 })), 'none');
  });

  it('writes each long run with its length, payment, module, lines, place and code, newlines escaped', () => {
    const text = formatUnrunRuns(
      [
        run({ start: 0, end: 6, paidChars: 6, lines: { first: 3, last: 9 }, text: 'a(){\nb' }),
        run({ start: 20, end: 25, module: 'elements/b.ts', lines: { first: 7, last: 7 } }),
        run({ start: 30, end: 34, module: "(the bundler's glue: no source)" }),
      ],
      { minChars: 4 },
    );
    const lines = text.split('\n');
    assert.match(lines[1]!, /^3 runs of consecutive characters of one module, 15 characters\. The 3 of at least 4 /);
    assert.deepEqual(lines.slice(3, 11), [
      '#1 6 chars, paid: all, elements/a.ts:3-9 (ours-split.js 0-6)',
      '    a(){\\nb',
      '',
      '#2 5 chars, paid: none, elements/b.ts:7 (ours-split.js 20-25)',
      '    xxxxx',
      '',
      "#3 4 chars, paid: none, (the bundler's glue: no source) (ours-split.js 30-34)",
      '    xxxx',
    ]);
  });

  it('cuts the code after the given length, saying how much more there is', () => {
    const text = formatUnrunRuns([run({ start: 0, end: 50, text: 'y'.repeat(50) })], { textChars: 10 });
    assert.ok(text.includes(`\n    ${'y'.repeat(10)}… (40 more)\n`), text);
  });

  it('counts the runs shorter than the least length by module at the end, the most characters first', () => {
    const text = formatUnrunRuns([
      run({ start: 0, end: 40 }),
      run({ start: 50, end: 53, module: 'elements/b.ts' }),
      run({ start: 60, end: 62 }),
      run({ start: 70, end: 72, module: 'elements/b.ts' }),
      run({ start: 80, end: 81 }),
    ]);
    assert.equal(text.match(/^#\d/gm)?.length, 1);
    assert.ok(
      text.endsWith(
        'Shorter runs (under 40 characters): 4, 8 characters, by module:\n' +
          '  elements/b.ts: 2 runs, 5 characters\n' +
          '  elements/a.ts: 2 runs, 3 characters\n',
      ),
      text,
    );
  });
});
