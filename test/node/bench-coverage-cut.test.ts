import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cutLongestRuns, type UnrunRun } from '../../bench/coverage.js';

/**
 * How far the own-code goal lies (`npm run bench`'s last coverage table): the own chunks weighed with the longest runs
 * not run by ready cut out. A stand-in weight (the characters kept) makes each step plain; the bench weighs gzip.
 */
const run = (fileName: string, start: number, end: number): UnrunRun => ({
  fileName,
  start,
  end,
  module: 'elements/a.ts',
  paidChars: 0,
  text: '',
});
const chunks = [
  { fileName: 'ours-split.js', code: 'aaXXXXbbYYYcc' },
  { fileName: 'runtime.js', code: 'rrZZr' },
];
// Longest first, as unrunRuns orders them: XXXX, YYY, ZZ.
const runs = [run('ours-split.js', 2, 6), run('ours-split.js', 8, 11), run('runtime.js', 2, 4)];
/** The characters kept, with what was kept of each chunk recorded. */
const kept: string[][] = [];
const weigh = (codes: readonly string[]): number => {
  kept.push([...codes]);
  return codes.reduce((sum, code) => sum + code.length, 0);
};

describe('how far the own-code goal lies from the code that runs by ready', () => {
  it('cuts the longest runs out of their own chunks, in place, and weighs every chunk', () => {
    kept.length = 0;
    const { rows } = cutLongestRuns(chunks, runs, weigh, 0, [2, 3]);
    assert.deepEqual(rows, [
      { runs: 2, chars: 7, bytes: 11 },
      { runs: 3, chars: 9, bytes: 9 },
    ]);
    assert.deepEqual(kept[0], ['aabbcc', 'rrZZr']);
    assert.deepEqual(kept[1], ['aabbcc', 'rrr']);
  });

  it('finds the fewest longest runs whose cut meets the goal, none cut when the code already meets it', () => {
    assert.deepEqual(cutLongestRuns(chunks, runs, weigh, 14, []).toGoal, { runs: 1, chars: 4, bytes: 14 });
    assert.deepEqual(cutLongestRuns(chunks, runs, weigh, 18, []).toGoal, { runs: 0, chars: 0, bytes: 18 });
  });

  it('says the goal cannot be met when cutting every run leaves too much, and skips counts beyond the runs', () => {
    const { rows, toGoal } = cutLongestRuns(chunks, runs, weigh, 8, [1, 5]);
    assert.equal(toGoal, undefined);
    assert.deepEqual(rows, [{ runs: 1, chars: 4, bytes: 14 }]);
  });
});
