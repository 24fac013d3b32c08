import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GOALS, checkGoal, checkGoals, goalText, type Goal } from '../../bench/goals.js';

/**
 * The bench's goals: each a ratio against Drop-in, the floor or our own cards-only page measured in the same
 * run (or a fixed limit where there is nothing to compare with), checked as met, not met or not measured.
 */
const goal = (figure: string): Goal => {
  const found = GOALS.find((g) => g.figure.startsWith(figure));
  assert.ok(found, `no goal for ${figure}`);
  return found;
};

describe('the goals table', () => {
  it('holds the nine goals, each with its rule in words', () => {
    assert.deepEqual(
      GOALS.map((g) => [g.figure, goalText(g)]),
      [
        ['largest contentful paint, cards only, phone', '≤ 1.0× Drop-in'],
        ['blocking time from CPU time, cards only', '≤ 0.8× Drop-in'],
        ['Lighthouse performance, cards only', '≥ 1.0× Drop-in'],
        ['blocking time from CPU time, every way to pay', '≤ 1.15× cards only'],
        ['time to ready, desktop', '≤ 1.0× floor'],
        ['card frames requested, ms after create()', '≤ floor + 20 ms'],
        ['time to nonce', '≤ 1.1× floor'],
        ['own code on a card-only page, gzip', '≤ 20 KB'],
        ['heap per create/teardown cycle over 200 cycles', '≤ 5 KB'],
      ],
    );
  });

  it('names a figure of its own tool for every goal, and a reference for every comparison', () => {
    for (const g of GOALS) {
      assert.ok(g.value.includes('.'), g.figure);
      if (g.rule === 'at-most') assert.equal(g.reference, undefined, g.figure);
      else assert.ok(g.reference && g.referenceName, `${g.figure} compares with nothing`);
    }
  });
});

describe('when a goal is a ratio at most', () => {
  const ready = goal('time to ready');
  const cases: Array<[string, number, number, string, string]> = [
    ['faster than the floor', 500, 532, '0.94×', 'met'],
    ['exactly at the limit', 532, 532, '1.00×', 'met'],
    ['slower than the floor', 568, 532, '1.07×', 'not met'],
  ];
  for (const [when, ours, floor, comparison, status] of cases) {
    it(`is ${status} when ours is ${when}`, () => {
      const result = checkGoal(ready, { 'ours.readyMs': ours, 'floor.readyMs': floor });
      assert.equal(result.comparison, comparison);
      assert.equal(result.status, status);
      assert.equal(result.value, ours);
      assert.equal(result.reference, floor);
    });
  }

  it('shows a third decimal when two would read as the limit on the wrong side of it', () => {
    const nonce = goal('time to nonce');
    const over = checkGoal(nonce, { 'ours.nonceMs': 22.08, 'floor.nonceMs': 20 });
    assert.equal(over.comparison, '1.104×');
    assert.equal(over.status, 'not met');
    const under = checkGoal(nonce, { 'ours.nonceMs': 21.9, 'floor.nonceMs': 20 });
    assert.equal(under.comparison, '1.09×');
    assert.equal(under.status, 'met');
  });

  it('decides against a reference of zero without dividing by it', () => {
    const everyWay = goal('blocking time from CPU time, every way');
    const both = checkGoal(everyWay, { 'ours.cpuBlockingMs': 0, 'cards.cpuBlockingMs': 0 });
    assert.equal(both.status, 'met');
    assert.equal(both.comparison, '—');
    const some = checkGoal(everyWay, { 'ours.cpuBlockingMs': 6, 'cards.cpuBlockingMs': 0 });
    assert.equal(some.status, 'not met');
  });
});

describe('when a goal is a ratio at least', () => {
  const score = goal('Lighthouse performance');
  it('is met at or above the reference and not below it', () => {
    assert.equal(checkGoal(score, { 'cards.performance': 98, 'dropin.performance': 93 }).status, 'met');
    assert.equal(checkGoal(score, { 'cards.performance': 93, 'dropin.performance': 93 }).status, 'met');
    const below = checkGoal(score, { 'cards.performance': 68, 'dropin.performance': 72 });
    assert.equal(below.status, 'not met');
    assert.equal(below.comparison, '0.94×');
  });
});

describe('when a goal is a margin over the reference', () => {
  const frames = goal('card frames requested');
  it('shows the difference and is met within the margin', () => {
    const late = checkGoal(frames, { 'ours.framesStartMs': 194, 'floor.framesStartMs': 128 });
    assert.deepEqual([late.comparison, late.status], ['+66.0 ms', 'not met']);
    const close = checkGoal(frames, { 'ours.framesStartMs': 148, 'floor.framesStartMs': 128 });
    assert.deepEqual([close.comparison, close.status], ['+20.0 ms', 'met']);
    const early = checkGoal(frames, { 'ours.framesStartMs': 120, 'floor.framesStartMs': 128 });
    assert.deepEqual([early.comparison, early.status], ['−8.0 ms', 'met']);
  });
});

describe('when a goal is a fixed limit', () => {
  it('compares the figure itself, in KB of 1,024 bytes', () => {
    const own = checkGoal(goal('own code'), { 'ours.ownCodeGzipBytes': 26.7 * 1024 });
    assert.deepEqual([own.comparison, own.status], ['26.7 KB', 'not met']);
    const heap = checkGoal(goal('heap per'), { 'ours.heapPerCycleBytes': 3.9 * 1024 });
    assert.deepEqual([heap.comparison, heap.status], ['3.9 KB', 'met']);
  });
});

describe('when a figure is missing', () => {
  it('leaves the goal not measured, whether ours or the reference is missing or not a number', () => {
    const ready = goal('time to ready');
    for (const figures of [
      {},
      { 'ours.readyMs': 500 },
      { 'floor.readyMs': 500 },
      { 'ours.readyMs': Number.NaN, 'floor.readyMs': 500 },
      { 'ours.readyMs': 500, 'floor.readyMs': Number.POSITIVE_INFINITY },
    ]) {
      const result = checkGoal(ready, figures);
      assert.equal(result.status, 'not measured', JSON.stringify(figures));
      assert.equal(result.comparison, '—');
    }
  });

  it("leaves the other tool's goals not measured when only one tool's figures are given", () => {
    const results = checkGoals({ bench: { 'ours.readyMs': 500, 'floor.readyMs': 520 } });
    for (const result of results)
      if (result.goal.section === 'page') assert.equal(result.status, 'not measured', result.goal.figure);
    assert.equal(results.find((r) => r.goal.figure === 'time to ready, desktop')?.status, 'met');
  });
});

describe('the latest figures the README recorded (2026-11-26)', () => {
  it('meet the blocking, score and heap goals and miss the paint, ready, frames, nonce and code goals', () => {
    const results = checkGoals({
      page: {
        'ours.lcpMs': 2120,
        'cards.lcpMs': 2190,
        'dropin.lcpMs': 1710,
        'ours.cpuBlockingMs': 7,
        'cards.cpuBlockingMs': 4,
        'dropin.cpuBlockingMs': 116,
        'cards.performance': 98,
        'dropin.performance': 93,
      },
      bench: {
        'ours.readyMs': 568,
        'floor.readyMs': 532,
        'ours.framesStartMs': 194,
        'floor.framesStartMs': 128,
        'ours.nonceMs': 21.0,
        'floor.nonceMs': 18.5,
        'ours.ownCodeGzipBytes': 26.7 * 1024,
        'ours.heapPerCycleBytes': 3.9 * 1024,
      },
    });
    assert.deepEqual(
      results.map((r) => [r.comparison, r.status]),
      [
        ['1.28×', 'not met'],
        ['0.03×', 'met'],
        ['1.05×', 'met'],
        ['1.75×', 'not met'],
        ['1.07×', 'not met'],
        ['+66.0 ms', 'not met'],
        ['1.14×', 'not met'],
        ['26.7 KB', 'not met'],
        ['3.9 KB', 'met'],
      ],
    );
  });
});
