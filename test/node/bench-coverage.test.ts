import assert from 'node:assert/strict';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PROJECT_DIR } from '../../bench/build.js';
import {
  countByModule,
  moduleName,
  ranMask,
  unrunByModule,
  type CharCounts,
  type CoverageChunk,
} from '../../bench/coverage.js';

/**
 * `npm run bench`'s coverage runs tell which characters of our own chunks ran (V8's block coverage) and, by the split
 * build's source maps, in which source module they lie. These check the counting on hand-made coverage and maps.
 */
const OUT_DIR = join(PROJECT_DIR, 'bench', 'out');
const SOURCES = ['../../elements/a.ts', '../../elements/b.ts'];
const GLUE = "(the bundler's glue: no source)";

/** A chunk in OUT_DIR whose v3 map gives each line's first column (and what follows) a source. */
const chunk = (code: string, mappings: string, fileName = 'ours-split.js'): CoverageChunk => ({
  code,
  fileName,
  name: 'ours-split',
  map: { version: 3, sources: SOURCES, names: [], mappings },
});
/** 'AAAA': line 0, column 0 from source 0; ';ACAA': line 1, column 0 from source 0 + 1. */
const TWO_LINES = 'AAAA;ACAA';
/** The same, and line 0 from column 2 on ('E': column 0 + 2) a segment with no source. */
const WITH_GLUE = 'AAAA,E;ACAA';

const range = (startOffset: number, endOffset: number, count: number) => ({ startOffset, endOffset, count });
const mask = (...bits: number[]) => Uint8Array.from(bits);
const counted = (counts: Map<string, CharCounts>) => Object.fromEntries(counts);

describe("the bench's coverage counts, by character and by module", () => {
  it("gives a nested block's count over its enclosing function's, whichever the protocol lists first", () => {
    const ran = ranMask(12, [
      // A function that ran, with a block inside that did not, listed before the script's top level.
      { ranges: [range(2, 9, 1), range(4, 7, 0)] },
      { ranges: [range(0, 12, 1)] },
    ]);
    assert.deepEqual(ran, mask(1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1));
  });

  it('gives a block that starts where its function starts its own count', () => {
    const ran = ranMask(6, [{ ranges: [range(0, 3, 0)] }, { ranges: [range(0, 6, 1)] }]);
    assert.deepEqual(ran, mask(0, 0, 0, 1, 1, 1));
  });

  it('counts the characters outside every range as ran', () => {
    assert.deepEqual(ranMask(6, [{ ranges: [range(1, 3, 0)] }]), mask(1, 0, 0, 1, 1, 1));
    assert.deepEqual(ranMask(3, []), mask(1, 1, 1));
  });

  it('reads the hand-written maps as the tests below count them', () => {
    const entry = (mappings: string, line: number, column: number) =>
      (
        new SourceMap(chunk('', mappings).map as SourceMapPayload).findEntry(line, column) as {
          originalSource?: string;
        }
      ).originalSource;
    assert.equal(entry(TWO_LINES, 0, 2), SOURCES[0]);
    assert.equal(entry(TWO_LINES, 1, 1), SOURCES[1]);
    assert.equal(entry(WITH_GLUE, 0, 1), SOURCES[0]);
    assert.equal(entry(WITH_GLUE, 0, 2), undefined);
    assert.equal(entry(WITH_GLUE, 1, 0), SOURCES[1]);
  });

  it("counts each character, and those that ran, under its mapping's module, from the repository's root", () => {
    const counts = new Map<string, CharCounts>();
    // 'ab\n' is line 0 (the newline with it), 'cd' line 1.
    countByModule(OUT_DIR, chunk('ab\ncd', TWO_LINES), mask(1, 0, 1, 0, 1), counts);
    assert.deepEqual(counted(counts), {
      'elements/a.ts': { ownChars: 3, ranChars: 2 },
      'elements/b.ts': { ownChars: 2, ranChars: 1 },
    });
  });

  it("adds to the counts it is given, each source resolved from its own chunk's directory", () => {
    const counts = new Map<string, CharCounts>();
    countByModule(OUT_DIR, chunk('ab\ncd', TWO_LINES), mask(1, 1, 1, 1, 1), counts);
    countByModule(OUT_DIR, chunk('ab\ncd', TWO_LINES), mask(0, 0, 0, 0, 0), counts);
    // The same source strings, from a chunk one directory down, name other files.
    countByModule(OUT_DIR, chunk('ab\ncd', TWO_LINES, 'assets/lazy.js'), mask(1, 0, 0, 0, 0), counts);
    assert.deepEqual(counted(counts), {
      'elements/a.ts': { ownChars: 6, ranChars: 3 },
      'elements/b.ts': { ownChars: 4, ranChars: 2 },
      'bench/elements/a.ts': { ownChars: 3, ranChars: 1 },
      'bench/elements/b.ts': { ownChars: 2, ranChars: 0 },
    });
  });

  it('counts a chunk with no source map as one module named after the chunk', () => {
    const counts = new Map<string, CharCounts>();
    const runtime: CoverageChunk = {
      code: 'x;\ny',
      fileName: 'rolldown-runtime.js',
      name: 'rolldown-runtime',
      map: null,
    };
    countByModule(OUT_DIR, runtime, mask(1, 0, 1, 1), counts);
    assert.deepEqual(counted(counts), { 'rolldown-runtime (no source map)': { ownChars: 4, ranChars: 3 } });
  });

  it("counts the characters of a mapping with no source as the bundler's glue", () => {
    const counts = new Map<string, CharCounts>();
    countByModule(OUT_DIR, chunk('abc\nde', WITH_GLUE), mask(1, 1, 0, 1, 1, 0), counts);
    assert.deepEqual(counted(counts), {
      'elements/a.ts': { ownChars: 2, ranChars: 2 },
      [GLUE]: { ownChars: 2, ranChars: 1 },
      'elements/b.ts': { ownChars: 2, ranChars: 1 },
    });
  });

  it("names a source inside the repository from its root, and one outside it by the source's own name", () => {
    assert.equal(moduleName(OUT_DIR, 'ours-split.js', '../../elements/a.ts'), 'elements/a.ts');
    assert.equal(moduleName(OUT_DIR, 'ours-split.js', `file://${PROJECT_DIR}/elements/a.ts`), 'elements/a.ts');
    const outside = `${'../'.repeat(PROJECT_DIR.split('/').length + 2)}node_modules/lit/index.js`;
    assert.equal(moduleName(OUT_DIR, 'ours-split.js', outside), 'node_modules/lit/index.js');
    assert.equal(moduleName(OUT_DIR, 'ours-split.js', undefined), GLUE);
  });

  it("matches the two pages' counts by module, a module one page lacks counting 0 there, most unrun first", () => {
    const paid = new Map<string, CharCounts>([
      ['elements/b.ts', { ownChars: 5, ranChars: 5 }],
      ['elements/a.ts', { ownChars: 10, ranChars: 3 }],
      ['elements/c.ts', { ownChars: 8, ranChars: 2 }],
    ]);
    const ready = new Map<string, CharCounts>([
      ['elements/a.ts', { ownChars: 10, ranChars: 1 }],
      ['elements/b.ts', { ownChars: 5, ranChars: 4 }],
      ['elements/d.ts', { ownChars: 3, ranChars: 3 }],
    ]);
    assert.deepEqual(unrunByModule(paid, ready), [
      { module: 'elements/a.ts', ownChars: 10, ranChars: 3, readyChars: 1 },
      { module: 'elements/c.ts', ownChars: 8, ranChars: 2, readyChars: 0 },
      { module: 'elements/d.ts', ownChars: 3, ranChars: 0, readyChars: 3 },
      { module: 'elements/b.ts', ownChars: 5, ranChars: 5, readyChars: 4 },
    ]);
  });
});
