/**
 * Where the page's main thread spends the time of a card payment, read from `npm run bench`'s traces of the `pay` step
 * (BENCH_TRACE_DIR). The frames do the tokenization; the page's part is two tasks:
 * - the task that asks (`requestPaymentMethod()`, or bare braintree-web's `tokenize()`): its work before braintree-web
 *   posts the request to the card frames, and its work after that post. Chromium sends a frame of another site its
 *   message only once the posting task has ended, so both halves delay the frames;
 * - the task in which the frames' answer arrives, up to the moment the page has the nonce (the mark `bench:nonce`).
 * Everything between is the frames' and the gateway's. The medians per contender say how much of the time to the
 * nonce is the page's own, and which part of it.
 */
import type { TraceEvent } from './page-cpu.js';
import { markdownTable, summarize } from './stats.js';
import { traceEventsOf } from './trace-window.js';

export interface PaymentPhases {
  /** From the start of the task that asks to braintree-web's post of the request to the frames. */
  beforePostMs: number;
  /** From that post to the end of its task, when the browser sends the message on. */
  afterPostMs: number;
  /** From the start of the task the answer arrives in to the nonce in the page's hands. */
  answerMs: number;
  /** From the step's start mark to the nonce. */
  spanMs: number;
}

/** A task of the main thread, as Chromium's scheduler records it (its name changed across versions). */
const TASK = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The phases of one traced payment; undefined when the trace lacks the marks, the post, or the tasks around them (a
 * run that failed or was cut short).
 */
export function paymentPhases(events: readonly TraceEvent[]): PaymentPhases | undefined {
  const start = events.find((e) => e.name === 'bench:pay:start');
  if (!start) return undefined;
  const onPage = (e: TraceEvent): boolean => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts;
  const nonce = events.find((e) => e.name === 'bench:nonce' && onPage(e));
  const post = nonce && events.find((e) => e.name === 'SchedulePostMessage' && onPage(e) && e.ts <= nonce.ts);
  if (!nonce || !post) return undefined;
  const taskAt = (ts: number): TraceEvent | undefined =>
    events.find((e) => e.ph === 'X' && TASK.has(e.name) && onPage(e) && e.ts <= ts && e.ts + (e.dur ?? 0) >= ts);
  const asking = taskAt(post.ts);
  const answer = taskAt(nonce.ts);
  if (!asking || !answer) return undefined;
  return {
    beforePostMs: (post.ts - asking.ts) / 1000,
    afterPostMs: (asking.ts + (asking.dur ?? 0) - post.ts) / 1000,
    answerMs: (nonce.ts - answer.ts) / 1000,
    spanMs: (nonce.ts - start.ts) / 1000,
  };
}

/** Reads each trace file's payment; a file that is missing, cut short or without the marks is skipped. */
export function readPaymentPhases(files: readonly string[]): PaymentPhases[] {
  const phases: PaymentPhases[] = [];
  for (const file of files) {
    const events = traceEventsOf(file);
    const found = events && paymentPhases(events);
    if (found) phases.push(found);
  }
  return phases;
}

/** The report's table: a column per contender (label → its payments), each phase's median over them. */
export function paymentTable(columns: ReadonlyArray<[label: string, payments: readonly PaymentPhases[]]>): string {
  const cell = (payments: readonly PaymentPhases[], pick: (p: PaymentPhases) => number): string =>
    payments.length ? summarize(payments.map(pick)).median.toFixed(2) : '—';
  const row = (name: string, pick: (p: PaymentPhases) => number): string[] => [
    name,
    ...columns.map(([, payments]) => cell(payments, pick)),
  ];
  return markdownTable(
    ['the page during a card payment, ms (medians)', ...columns.map(([label, p]) => `${label} (${p.length})`)],
    [
      row('start to nonce (traced)', (p) => p.spanMs),
      row('the asking task, before the request is posted to the frames', (p) => p.beforePostMs),
      row('the asking task, after the post (the message leaves when it ends)', (p) => p.afterPostMs),
      row("the answer's task, until the nonce", (p) => p.answerMs),
    ],
  );
}
