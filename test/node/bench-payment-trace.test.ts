import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { paymentPhases, paymentTable, readPaymentPhases } from '../../bench/payment-trace.js';
import type { TraceEvent } from '../../bench/page-cpu.js';

/** A trace event on the page's main thread (pid 1, tid 2) at `ms`, as Chromium writes it (microseconds). */
const at = (name: string, ms: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'I',
  pid: 1,
  tid: 2,
  ts: ms * 1000,
  ...more,
});
const task = (ms: number, durMs: number, more: Partial<TraceEvent> = {}): TraceEvent =>
  at('ThreadControllerImpl::RunTask', ms, { ph: 'X', dur: durMs * 1000, ...more });

/** A payment: the asking task from 10 to 13 ms posting at 12.5, the answer's task from 40 ms, the nonce at 41.5. */
const payment = (): TraceEvent[] => [
  at('bench:pay:start', 5),
  task(10, 3),
  at('SchedulePostMessage', 12.5),
  // Another thread's task and post (a frame of the same process) are not the page's.
  task(12, 10, { tid: 3 }),
  at('SchedulePostMessage', 14, { tid: 3 }),
  task(40, 2),
  at('bench:nonce', 41.5),
];

/**
 * `npm run bench`'s table of the traced payments: the page's part of the time to the nonce, in the task that asks the
 * frames (before and after braintree-web posts them the request) and in the task their answer arrives in.
 */
describe("the page's own part of a card payment (npm run bench with traces)", () => {
  it('splits the asking task at the post to the frames, and times the answer’s task up to the nonce', () => {
    assert.deepEqual(paymentPhases(payment()), { beforePostMs: 2.5, afterPostMs: 0.5, answerMs: 1.5, spanMs: 36.5 });
  });

  it('reads the first post after the start mark on the page’s own thread, not an earlier one', () => {
    const events = [at('SchedulePostMessage', 1), task(0, 2), ...payment()];
    assert.equal(paymentPhases(events)?.beforePostMs, 2.5);
  });

  it('gives nothing for a trace without its marks, its post or the tasks around them', () => {
    assert.equal(paymentPhases(payment().filter((e) => e.name !== 'bench:nonce')), undefined);
    assert.equal(paymentPhases(payment().filter((e) => !(e.name === 'SchedulePostMessage' && e.tid === 2))), undefined);
    assert.equal(paymentPhases(payment().filter((e) => !(e.ph === 'X' && e.ts === 40_000))), undefined);
  });

  it('prints each phase’s median per contender, with its count of payments, and a dash for none', () => {
    const slower = payment().map((e) => (e.name === 'bench:nonce' ? { ...e, ts: e.ts + 500 } : e));
    const table = paymentTable([
      ['ours', [paymentPhases(payment())!, paymentPhases(slower)!, paymentPhases(slower)!]],
      ['floor', []],
    ]).split('\n');
    assert.equal(table[0], '| the page during a card payment, ms (medians) | ours (3) | floor (0) |');
    assert.ok(table.includes('| start to nonce (traced) | 37.00 | — |'));
    assert.ok(table.includes('| the asking task, before the request is posted to the frames | 2.50 | — |'));
    assert.ok(table.includes("| the answer's task, until the nonce | 2.00 | — |"));
  });

  it('skips a trace a failed run left unwritten or cut short, and reads both of Chromium’s file shapes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'payment-trace-'));
    try {
      writeFileSync(join(dir, 'cut.json'), '{"traceEvents":[{"name":"bench:pay:start"');
      writeFileSync(join(dir, 'object.json'), JSON.stringify({ traceEvents: payment() }));
      writeFileSync(join(dir, 'array.json'), JSON.stringify(payment()));
      const files = ['missing.json', 'cut.json', 'object.json', 'array.json'].map((name) => join(dir, name));
      assert.equal(readPaymentPhases(files).length, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
