/**
 * Who spends the page's main-thread time, from a DevTools trace recorded with the CPU profiler on
 * (`disabled-by-default-v8.cpu_profiler`): `npm run bench:profile` (bench/page-profile.ts) reads it.
 *
 * Each CPU sample of the page's main thread after its first contentful paint is charged to the nearest
 * JavaScript frame of its stack (a DOM call such as `appendChild` to the script that made it), and that
 * frame to its owner: an npm package, our widget (`elements/`), our checkout (`host-app/`), the bundler's
 * glue, or a script from elsewhere (the wallets' SDKs). Samples with no JavaScript on the stack are the
 * browser's own work (style, layout, parsing: V8's `(program)`) or the garbage collector; idle samples are
 * not counted, and a sample counts for at most four typical sampling intervals (a longer gap is time the thread did
 * not run). The same samples are also charged to their function, over the whole load and inside the tasks long enough
 * to block input on Lighthouse's phone.
 *
 * `npm run bench` reads its traces (BENCH_TRACE_DIR) the same way between two of its marks, from `create()` to ready
 * (`attributeWindow`), with the rendering the browser did meanwhile.
 */
import {
  BLOCKING_THRESHOLD_MS,
  blockingOf,
  paintedPage,
  slowedMs,
  tasksAfterPaint,
  type TraceEvent,
} from './page-cpu.js';

/** A function's place in a script, as the profiler gives it (line and column from 0). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** The trace events this module reads besides tasks: the profile's start and its chunks of samples. */
interface ProfileEvent extends TraceEvent {
  id?: string;
  args?: TraceEvent['args'] & {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: Array<ProfileNode & { parent?: number }>; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** Where a frame's code came from: its source file (a path from the repository, or a URL) and the line in it. */
export interface SourcePlace {
  source: string;
  line: number;
  name?: string;
}

/** Maps a frame of a built chunk back to its source; undefined leaves the frame as the browser named it. */
export type ResolveFrame = (frame: CallFrame) => SourcePlace | undefined;

/** What one page load spent, in ms of main-thread samples after the first paint. */
export interface Attribution {
  /** By owner (see `ownerOf`). */
  byOwner: Record<string, number>;
  /** By function (`name source:line`; a sample with no script on its stack, by V8's name for it). */
  byFunction: Record<string, number>;
  /** The same inside the long tasks only. */
  longTaskFunctions: Record<string, number>;
  /** Blocking time from CPU time (bench/page-cpu.ts) of the same trace. */
  blockingMs: number;
  /** How many tasks after the first paint were long on the phone (over 50 ms at the slowdown). */
  longTasks: number;
}

/**
 * The owner of a source: a package (`lit-html`, `@lit/react`), `widget (elements/)`, `checkout (host-app/)`, the
 * bundler's glue (a chunk's code with no source behind it: `assets/<chunk>.js`), or, for a script from elsewhere (a
 * wallet's SDK), its URL's path.
 */
export function ownerOf(source: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1]!;
  if (/^elements\//.test(source)) return 'widget (elements/)';
  if (/^host-app\//.test(source)) return 'checkout (host-app/)';
  if (/^assets\/[^/]+\.js$/.test(source)) return "bundler's glue (no source)";
  return URL.canParse(source) ? new URL(source).pathname : source;
}

/** How many typical sampling intervals one sample counts for at most. */
const GAP_CAP = 4;

/** The owner of a sample whose stack has no JavaScript, by V8's name for it. */
const NATIVE_OWNERS: Record<string, string> = {
  '(program)': 'browser (style, layout, parsing)',
  '(garbage collector)': 'garbage collector',
};

/**
 * Charges the main thread's samples after the first paint of the page that loaded `url`. Undefined when the trace
 * lacks the navigation, the paint, or the main thread's profile.
 */
export function attribute(
  events: readonly TraceEvent[],
  url: string,
  resolve: ResolveFrame,
  slowdown = 4,
): Attribution | undefined {
  const page = paintedPage(events, url);
  if (!page) return undefined;
  const profile = mainThreadProfile(events, page);
  if (!profile) return undefined;
  const { nodes, samples } = profile;

  const tasks = tasksAfterPaint(events, page);
  const long = tasks.filter((task) => slowedMs(task, slowdown) > BLOCKING_THRESHOLD_MS);
  const inLongTask = (at: number): boolean => long.some((task) => at >= task.ts && at <= task.ts + (task.dur ?? 0));
  const placeOf = placesOf(resolve);

  const result: Attribution = {
    byOwner: {},
    byFunction: {},
    longTaskFunctions: {},
    blockingMs: blockingOf(tasks, slowdown).blockingMs,
    longTasks: long.length,
  };
  const add = (table: Record<string, number>, key: string, ms: number): void => {
    table[key] = (table[key] ?? 0) + ms;
  };
  for (const sample of samples) {
    if (sample.ts < page.paintTs) continue;
    const charged = charge(sample, nodes, placeOf);
    if (!charged) continue;
    add(result.byOwner, charged.owner, sample.ms);
    add(result.byFunction, charged.fn, sample.ms);
    if (charged.script && inLongTask(sample.ts)) add(result.longTaskFunctions, charged.fn, sample.ms);
  }
  return result;
}

/** `resolve`, asked once per node of the call tree. */
function placesOf(resolve: ResolveFrame): (node: ProfileNode) => SourcePlace | undefined {
  const places = new Map<ProfileNode, SourcePlace | undefined>();
  return (node) => {
    if (!places.has(node)) places.set(node, resolve(node.callFrame));
    return places.get(node);
  };
}

/** One CPU sample of the main thread: when it was taken (µs, trace clock), its stack's leaf, and the ms it stands for. */
interface Sample {
  ts: number;
  node: number;
  ms: number;
}

/**
 * The CPU profile of one thread in a trace: its call tree and its samples, each standing for the time since the one
 * before it, up to `GAP_CAP` typical intervals: a longer gap is time the thread did not run (on a busy machine it
 * waits for a core), which the function sampled after it did not spend. Undefined when the trace has none.
 */
export function mainThreadProfile(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): { nodes: Map<number, ProfileNode>; samples: Sample[] } | undefined {
  const profile = (events as readonly ProfileEvent[]).find(
    (e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid,
  );
  const start = profile?.args?.data?.startTime;
  if (!profile || start === undefined) return undefined;
  // The chunks come from the profiler's own thread: the same process and profile id.
  const chunks = (events as readonly ProfileEvent[])
    .filter((e) => e.name === 'ProfileChunk' && e.pid === thread.pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map<number, ProfileNode>();
  const taken: Array<{ ts: number; node: number }> = [];
  let ts = start;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      taken.push({ ts, node });
    });
  }
  if (!taken.length) return undefined;
  const intervals = taken
    .slice(1)
    .map((sample, i) => sample.ts - taken[i]!.ts)
    .sort((a, b) => a - b);
  const longest = GAP_CAP * (intervals[Math.floor(intervals.length / 2)] ?? 0);
  let previous = taken[0]!.ts;
  const samples = taken.map((sample) => {
    const ms = Math.min(sample.ts - previous, longest) / 1000;
    previous = sample.ts;
    return { ...sample, ms };
  });
  return { nodes, samples };
}

/**
 * Whom a sample is charged to: the nearest script frame of its stack, by its owner and as `name source:line`, or, with
 * no script on the stack, the browser's work by V8's name for it (`script` false). Undefined for an idle sample.
 */
function charge(
  sample: Sample,
  nodes: ReadonlyMap<number, ProfileNode>,
  placeOf: (node: ProfileNode) => SourcePlace | undefined,
): { owner: string; fn: string; script: boolean } | undefined {
  const leaf = nodes.get(sample.node);
  if (!leaf || leaf.callFrame.functionName === '(idle)') return undefined;
  let script: ProfileNode | undefined = leaf;
  while (script && !script.callFrame.url) script = script.parent === undefined ? undefined : nodes.get(script.parent);
  if (!script) {
    const owner = NATIVE_OWNERS[leaf.callFrame.functionName] ?? leaf.callFrame.functionName;
    return { owner, fn: owner, script: false };
  }
  const place = placeOf(script);
  const source = place?.source ?? script.callFrame.url;
  // A mapped frame's minified name means nothing: the source's name, or none.
  const name = (place ? place.name : script.callFrame.functionName) || '(anonymous)';
  const fn = `${name} ${source.replace(/^.*node_modules\//, '')}:${place?.line ?? script.callFrame.lineNumber + 1}`;
  return { owner: ownerOf(source), fn, script: true };
}

/** The browser's rendering work, by the trace's names for it: style, layout, paint and what prepares the paint. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** Where one thread's time went between two user-timing marks (`npm run bench`'s create() to ready). */
export interface WindowAttribution {
  /** From the first mark to the second, ms. */
  spanMs: number;
  /** Main-thread samples that were not idle, ms. */
  busyMs: number;
  /** The rendering events' own durations (style, layout, paint, pre-paint, layerize), ms. */
  renderingMs: number;
  /** The busy samples by owner (see `ownerOf`; the browser's own work by V8's name), ms. */
  byOwner: Record<string, number>;
}

/**
 * Charges the main-thread samples between the user-timing marks `startMark` and `endMark` (the thread that recorded
 * the first), as `attribute` does after a first paint, and adds up the rendering done there. Undefined when the trace
 * lacks either mark or the thread's profile.
 */
export function attributeWindow(
  events: readonly TraceEvent[],
  startMark: string,
  endMark: string,
  resolve: ResolveFrame,
): WindowAttribution | undefined {
  const start = events.find((e) => e.name === startMark);
  const end = start && events.find((e) => e.name === endMark && e.pid === start.pid && e.ts >= start.ts);
  if (!start || !end) return undefined;
  const profile = mainThreadProfile(events, start);
  if (!profile) return undefined;
  const within = (ts: number): boolean => ts >= start.ts && ts <= end.ts;
  const placeOf = placesOf(resolve);
  const result: WindowAttribution = { spanMs: (end.ts - start.ts) / 1000, busyMs: 0, renderingMs: 0, byOwner: {} };
  for (const sample of profile.samples) {
    if (!within(sample.ts)) continue;
    const charged = charge(sample, profile.nodes, placeOf);
    if (!charged) continue;
    result.busyMs += sample.ms;
    result.byOwner[charged.owner] = (result.byOwner[charged.owner] ?? 0) + sample.ms;
  }
  for (const e of events)
    if (e.ph === 'X' && RENDERING.has(e.name) && e.pid === start.pid && e.tid === start.tid && within(e.ts))
      result.renderingMs += (e.dur ?? 0) / 1000;
  return result;
}
