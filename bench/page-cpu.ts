/**
 * Blocking time from the page's main-thread CPU time, read from the trace Lighthouse recorded.
 *
 * Lighthouse simulates a phone from each task's wall-clock length (times its CPU slowdown), and on a
 * shared machine other work stretches wall-clock time: the same page gave total blocking times up to
 * three times apart from one hour to the next. A task's thread time (`tdur`) counts only the time the
 * page's main thread ran, so it moves far less with the machine's load. The figure is Lighthouse's rule
 * applied to thread time: for each task on the page's main thread after the first contentful paint,
 * `slowdown × thread time − 50 ms`, when positive, added up. Time a task spends waiting (on the browser
 * process, say, while a frame is created) is not in it, so it is lower than Lighthouse's; it is for
 * comparing pages and changes measured at different moments, not for the goal.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface CpuBlocking {
  /** Σ max(0, slowdown × thread time − 50 ms) over the main thread's tasks after first paint. */
  blockingMs: number;
  /** The longest of those tasks, as slowdown × thread time. */
  longestMs: number;
}

/** Lighthouse's threshold: the part of a task over 50 ms blocks input. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The figure for the page whose main frame loaded `url`, or undefined when the trace does not show
 * that navigation, its first contentful paint, or thread times.
 */
export function cpuBlocking(events: readonly TraceEvent[], url: string, slowdown = 4): CpuBlocking | undefined {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        e.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) return undefined;
  const onMainThread = (e: TraceEvent): boolean => e.pid === navigation.pid && e.tid === navigation.tid;
  const paint = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' &&
      onMainThread(e) &&
      e.ts >= navigation.ts &&
      e.args?.frame === navigation.args?.frame,
  );
  if (!paint) return undefined;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMainThread(e) && e.ts >= paint.ts);
  if (!tasks.some((e) => typeof e.tdur === 'number')) return undefined;
  let blockingMs = 0;
  let longestMs = 0;
  let taskEnd = -Infinity;
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    // A task run inside another (a nested run loop) is already part of the outer one.
    if (task.ts < taskEnd) continue;
    taskEnd = task.ts + (task.dur ?? 0);
    const ms = (slowdown * (task.tdur ?? 0)) / 1000;
    longestMs = Math.max(longestMs, ms);
    blockingMs += Math.max(0, ms - BLOCKING_THRESHOLD_MS);
  }
  return { blockingMs, longestMs };
}
