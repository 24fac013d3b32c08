import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuBlocking, type TraceEvent } from '../../bench/page-cpu.js';

/**
 * `npm run bench:page`'s blocking time from CPU time: Lighthouse's rule (each main-thread task after the first
 * contentful paint, slowdown × its time, less 50 ms, added up) applied to the tasks' thread time.
 */
const URL = 'http://127.0.0.1:3000/';
const MAIN = { pid: 1, tid: 7 };
const FRAME = 'frame-1';

const navigation = (url = URL, ts = 1_000): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts,
  args: { frame: FRAME, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
const paint = (ts: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...MAIN,
  ts,
  args: { frame: FRAME },
});
/** A task at `ts` µs lasting `dur` µs of wall clock, of which `tdur` µs ran on the thread. */
const task = (ts: number, dur: number, tdur: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});

describe('blocking time from CPU time (bench:page)', () => {
  it('adds up, for each task after the first paint, slowdown × thread time less 50 ms', () => {
    const result = cpuBlocking(
      [
        navigation(),
        paint(10_000),
        task(20_000, 40_000, 20_000), // 4 × 20 ms = 80 ms: blocks 30 ms
        task(70_000, 100_000, 10_000), // 40 ms of CPU, however long it waited: blocks nothing
        task(200_000, 60_000, 50_000), // 200 ms: blocks 150 ms, the longest
      ],
      URL,
    );
    assert.deepEqual(result, { blockingMs: 180, longestMs: 200 });
  });

  it('leaves out tasks before the first paint, on other threads, and nested inside another task', () => {
    const result = cpuBlocking(
      [
        navigation(),
        task(2_000, 50_000, 50_000), // before the paint
        paint(60_000),
        task(70_000, 100_000, 30_000), // 120 ms: blocks 70 ms
        task(80_000, 10_000, 30_000), // runs inside the one above
        task(90_000, 100_000, 100_000, { pid: 2, tid: 9 }), // a frame's process
      ],
      URL,
    );
    assert.deepEqual(result, { blockingMs: 70, longestMs: 120 });
  });

  it('uses the slowdown it is given', () => {
    const result = cpuBlocking([navigation(), paint(1_500), task(2_000, 30_000, 30_000)], URL, 2);
    assert.deepEqual(result, { blockingMs: 10, longestMs: 60 });
  });

  it('measures nothing without the navigation to the page, its first paint, or thread times', () => {
    assert.equal(cpuBlocking([navigation('http://other/'), paint(2_000), task(3_000, 1, 1)], URL), undefined);
    assert.equal(cpuBlocking([navigation(), task(3_000, 100_000, 100_000)], URL), undefined);
    const noThreadTime: TraceEvent = { name: 'RunTask', ph: 'X', ...MAIN, ts: 3_000, dur: 100_000 };
    assert.equal(cpuBlocking([navigation(), paint(2_000), noThreadTime], URL), undefined);
  });
});
