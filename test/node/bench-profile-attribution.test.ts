import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TraceEvent } from '../../bench/page-cpu.js';
import {
  attribute,
  attributeWindow,
  ownerOf,
  type CallFrame,
  type SourcePlace,
} from '../../bench/profile-attribution.js';

/**
 * `npm run bench:profile`'s attribution: each main-thread CPU sample after the first paint is charged to the nearest
 * script frame of its stack and that frame's owner, through the build's source maps; inside the long tasks, to its
 * function too.
 */
const URL = 'http://127.0.0.1:3000/';
const MAIN = { pid: 1, tid: 7 };
const FRAME = 'frame-1';
const CHUNK = 'http://127.0.0.1:3000/assets/payment-form-abc123.js';

const frame = (functionName: string, url = '', lineNumber = 0): CallFrame => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});

/** The profile's call tree: root → task → script (line 10 of the chunk) → appendChild; root → (program); … */
const NODES = [
  { id: 1, callFrame: frame('(root)') },
  { id: 2, parent: 1, callFrame: frame('t', CHUNK, 10) },
  { id: 3, parent: 2, callFrame: frame('appendChild') },
  { id: 4, parent: 1, callFrame: frame('(program)') },
  { id: 5, parent: 1, callFrame: frame('(idle)') },
  { id: 6, parent: 1, callFrame: frame('n', CHUNK, 20) },
  { id: 7, parent: 1, callFrame: frame('', 'https://www.paypal.com/sdk/js?client-id=x', 0) },
];

/** The chunk's source map, as the tool reads it: line 10 is the widget's, line 20 braintree-web's. */
const resolve = (f: CallFrame): SourcePlace | undefined =>
  f.url !== CHUNK
    ? undefined
    : f.lineNumber === 10
      ? { source: 'elements/setup/option-instances.ts', line: 104, name: 'setUp' }
      : { source: 'node_modules/braintree-web/lib/analytics.js', line: 30 };

/** A trace: navigation at 0, first paint at 10 ms, a long task 20–40 ms (4 × 20 ms), a short one 50–52 ms. */
function trace(samples: Array<[atMs: number, node: number]>): TraceEvent[] {
  const timeDeltas = samples.map(([at], i) => (at - (i ? samples[i - 1]![0] : 0)) * 1000);
  return [
    {
      name: 'navigationStart',
      ph: 'R',
      ...MAIN,
      ts: 0,
      args: { frame: FRAME, data: { documentLoaderURL: URL, isLoadingMainFrame: true } },
    },
    { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 10_000, args: { frame: FRAME } },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: 20_000, dur: 20_000, tdur: 20_000 },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: 50_000, dur: 2_000, tdur: 2_000 },
    { name: 'Profile', ph: 'P', ...MAIN, ts: 0, id: '0x1', args: { data: { startTime: 0 } } } as TraceEvent,
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: MAIN.pid,
      tid: 99,
      ts: 60_000,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: NODES, samples: samples.map(([, node]) => node) }, timeDeltas } },
    } as TraceEvent,
    // Another process's profile with the same id is not the page's.
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: 2,
      tid: 5,
      ts: 60_000,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: NODES, samples: [6, 6] }, timeDeltas: [25_000, 1_000] } },
    } as TraceEvent,
  ];
}

describe('main-thread time by owner (bench:profile)', () => {
  it("charges each sample after the first paint to its nearest script frame's owner, through the source map", () => {
    const result = attribute(
      trace([
        [5, 2], // before the first paint: not counted
        [12, 4], // 12: (program), 7 ms since the sample before
        [22, 3], // 22: appendChild, made by the widget's setUp: 10 ms, in the long task
        [26, 6], // 26: braintree-web's analytics: 4 ms, in the long task
        [30, 5], // idle: not counted
        [51, 7], // 51: PayPal's SDK, 21 ms, in the short task
      ]),
      URL,
      resolve,
    );
    assert.ok(result);
    assert.deepEqual(result.byOwner, {
      'browser (style, layout, parsing)': 7,
      'widget (elements/)': 10,
      'braintree-web': 4,
      '/sdk/js': 21,
    });
    assert.deepEqual(result.byFunction, {
      'browser (style, layout, parsing)': 7,
      'setUp elements/setup/option-instances.ts:104': 10,
      '(anonymous) braintree-web/lib/analytics.js:30': 4,
      '(anonymous) https://www.paypal.com/sdk/js?client-id=x:1': 21,
    });
    assert.deepEqual(result.longTaskFunctions, {
      'setUp elements/setup/option-instances.ts:104': 10,
      '(anonymous) braintree-web/lib/analytics.js:30': 4,
    });
    assert.equal(result.longTasks, 1);
    assert.equal(result.blockingMs, 30, 'the long task: 4 × 20 ms less 50 ms');
  });

  it('counts a sample after a long gap (the thread waiting for a core) for at most four typical intervals', () => {
    const result = attribute(
      trace([
        [11, 4],
        [12, 4],
        [13, 4],
        [14, 4],
        [34, 6], // 20 ms after the sample before: counts 4 × 1 ms
      ]),
      URL,
      resolve,
    );
    assert.deepEqual(result?.byOwner, { 'browser (style, layout, parsing)': 3, 'braintree-web': 4 });
  });

  it('is undefined when the trace has no profile of the main thread', () => {
    const events = trace([[12, 4]]).filter((e) => e.name !== 'Profile');
    assert.equal(attribute(events, URL, resolve), undefined);
  });

  it("names owners by package, by our two folders, the bundler's glue, and by path for scripts from elsewhere", () => {
    assert.equal(ownerOf('node_modules/lit-html/lit-html.js'), 'lit-html');
    assert.equal(ownerOf('../../node_modules/@lit/reactive-element/css-tag.js'), '@lit/reactive-element');
    assert.equal(ownerOf('elements/payment-dropin.ts'), 'widget (elements/)');
    assert.equal(ownerOf('host-app/src/main.ts'), 'checkout (host-app/)');
    assert.equal(ownerOf('assets/preload-helper-7y9sWmk5.js'), "bundler's glue (no source)");
    assert.equal(ownerOf('https://pay.google.com/gp/p/js/pay.js?v=2'), '/gp/p/js/pay.js');
  });
});

describe("main-thread time between two marks (npm run bench's traces)", () => {
  /** The same profile, with the marks of a create() at 20 ms and its ready at 40 ms, and rendering in between. */
  const windowTrace = (samples: Array<[atMs: number, node: number]>): TraceEvent[] => [
    ...trace(samples),
    { name: 'bench:create:start', ph: 'R', ...MAIN, ts: 20_000 },
    { name: 'bench:ready', ph: 'R', ...MAIN, ts: 40_000 },
    { name: 'Layout', ph: 'X', ...MAIN, ts: 25_000, dur: 3_000 },
    { name: 'Paint', ph: 'X', ...MAIN, ts: 30_000, dur: 1_500 },
    // Outside the window, or on another thread: not counted.
    { name: 'Layout', ph: 'X', ...MAIN, ts: 45_000, dur: 9_000 },
    { name: 'UpdateLayoutTree', ph: 'X', pid: 2, tid: 5, ts: 26_000, dur: 9_000 },
  ];

  it('charges only the samples between the marks, by owner, and adds up the rendering done there', () => {
    const result = attributeWindow(
      windowTrace([
        [12, 4], // before create(): not counted
        [22, 3], // the widget's setUp: 10 ms
        [26, 6], // braintree-web: 4 ms
        [30, 5], // idle: not counted
        [38, 4], // the browser's own work: 8 ms
        [51, 7], // after ready: not counted
      ]),
      'bench:create:start',
      'bench:ready',
      resolve,
    );
    assert.deepEqual(result, {
      spanMs: 20,
      busyMs: 22,
      renderingMs: 4.5,
      byOwner: { 'widget (elements/)': 10, 'braintree-web': 4, 'browser (style, layout, parsing)': 8 },
    });
  });

  it('is undefined when the trace lacks a mark', () => {
    const events = windowTrace([[22, 3]]).filter((e) => e.name !== 'bench:ready');
    assert.equal(attributeWindow(events, 'bench:create:start', 'bench:ready', resolve), undefined);
  });
});
