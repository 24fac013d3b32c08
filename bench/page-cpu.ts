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

/** The main thread of the page whose main frame loaded `url`, and when it first painted something (µs, trace clock). */
export interface PaintedPage {
  pid: number;
  tid: number;
  paintTs: number;
}

/** Finds the page's main thread and first contentful paint in a trace, or undefined when the trace lacks either. */
export function paintedPage(events: readonly TraceEvent[], url: string): PaintedPage | undefined {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        e.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) return undefined;
  const paint = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= navigation.ts &&
      e.args?.frame === navigation.args?.frame,
  );
  return paint && { pid: navigation.pid, tid: navigation.tid, paintTs: paint.ts };
}

/**
 * The main thread's top-level tasks after the first paint, in order: a task run inside another (a nested run loop)
 * is already part of the outer one, so it is left out.
 */
export function tasksAfterPaint(events: readonly TraceEvent[], page: PaintedPage): TraceEvent[] {
  const tasks = events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === page.pid && e.tid === page.tid && e.ts >= page.paintTs,
    )
    .sort((a, b) => a.ts - b.ts);
  let taskEnd = -Infinity;
  return tasks.filter((task) => {
    if (task.ts < taskEnd) return false;
    taskEnd = task.ts + (task.dur ?? 0);
    return true;
  });
}

/** A task's length as Lighthouse's simulated phone would see it: slowdown × its thread time, in ms. */
export const slowedMs = (task: TraceEvent, slowdown: number): number => (slowdown * (task.tdur ?? 0)) / 1000;

/** Lighthouse's threshold: the part of a task over 50 ms blocks input. */
export const BLOCKING_THRESHOLD_MS = 50;

/** The figure for a page's tasks after its first paint (`tasksAfterPaint`). */
export function blockingOf(tasks: readonly TraceEvent[], slowdown = 4): CpuBlocking {
  let blockingMs = 0;
  let longestMs = 0;
  for (const task of tasks) {
    const ms = slowedMs(task, slowdown);
    longestMs = Math.max(longestMs, ms);
    blockingMs += Math.max(0, ms - BLOCKING_THRESHOLD_MS);
  }
  return { blockingMs, longestMs };
}

/**
 * The figure for the page whose main frame loaded `url`, or undefined when the trace does not show
 * that navigation, its first contentful paint, or thread times.
 */
export function cpuBlocking(events: readonly TraceEvent[], url: string, slowdown = 4): CpuBlocking | undefined {
  const page = paintedPage(events, url);
  if (!page) return undefined;
  const tasks = tasksAfterPaint(events, page);
  if (!tasks.some((e) => typeof e.tdur === 'number')) return undefined;
  return blockingOf(tasks, slowdown);
}
