/**
 * The performance goals, in one flat table, and the check of a run's figures against them.
 *
 * Each goal compares one figure of ours with a reference measured in the same run (Drop-in, the bare
 * braintree-web floor, or our own cards-only page), or with a fixed limit where there is nothing to compare
 * with. On this shared two-core machine the milliseconds of two runs made an hour apart differ by more than
 * any change to the widget does, while the ratios within one run hold: so the goals are ratios.
 *
 * A figure is named by the tool section that measures it (`bench` for `npm run bench`, `page` for
 * `npm run bench:page`) and its key in that section's `figures` in bench/results.json.
 */
import { ratio } from './stats.js';

/** `npm run bench`'s figures: medians of its counted runs, bytes, and the long teardown round. */
export type BenchFigure =
  | `${'ours' | 'dropin' | 'floor'}.${'readyMs' | 'framesStartMs' | 'nonceMs'}`
  | 'ours.ownCodeGzipBytes'
  | 'ours.heapPerCycleBytes';

/** `npm run bench:page`'s figures: medians of its Lighthouse runs (`ours` offers every way to pay). */
export type PageFigure = `${'ours' | 'cards' | 'dropin'}.${'lcpMs' | 'cpuBlockingMs' | 'performance'}`;

export type SectionName = 'bench' | 'page';

/** The command that writes each section. */
export const COMMANDS: Record<SectionName, string> = { bench: 'npm run bench', page: 'npm run bench:page' };

/**
 * How a goal is met: `ratio-at-most` ours ≤ limit × reference, `ratio-at-least` ours ≥ limit × reference,
 * `margin-at-most` ours − reference ≤ limit, `at-most` ours ≤ limit.
 */
export type Rule = 'ratio-at-most' | 'ratio-at-least' | 'margin-at-most' | 'at-most';

/** How a figure is shown: milliseconds, seconds (stored as ms), a Lighthouse score, kilobytes (stored as bytes). */
export type Unit = 'ms' | 's' | 'score' | 'KB';

interface GoalBase {
  /** What is measured, as the tables name it. */
  figure: string;
  rule: Rule;
  limit: number;
  unit: Unit;
  /** The reference's name in the goal's text (`Drop-in`, `floor`, `cards only`); none for `at-most`. */
  referenceName?: string;
}

export type Goal =
  | (GoalBase & { section: 'bench'; value: BenchFigure; reference?: BenchFigure })
  | (GoalBase & { section: 'page'; value: PageFigure; reference?: PageFigure });

/** The long teardown round's length the heap goal is stated for (`BENCH_LONG_CYCLES`' default). */
export const GOAL_LONG_CYCLES = 200;

/** The goals, each as a ratio within one run where there is something to compare with. */
export const GOALS: readonly Goal[] = [
  {
    figure: 'largest contentful paint, cards only, phone',
    section: 'page',
    value: 'cards.lcpMs',
    reference: 'dropin.lcpMs',
    referenceName: 'Drop-in',
    rule: 'ratio-at-most',
    limit: 1.0,
    unit: 's',
  },
  {
    figure: 'blocking time from CPU time, cards only',
    section: 'page',
    value: 'cards.cpuBlockingMs',
    reference: 'dropin.cpuBlockingMs',
    referenceName: 'Drop-in',
    rule: 'ratio-at-most',
    limit: 0.8,
    unit: 'ms',
  },
  {
    figure: 'Lighthouse performance, cards only',
    section: 'page',
    value: 'cards.performance',
    reference: 'dropin.performance',
    referenceName: 'Drop-in',
    rule: 'ratio-at-least',
    limit: 1.0,
    unit: 'score',
  },
  {
    figure: 'blocking time from CPU time, every way to pay',
    section: 'page',
    value: 'ours.cpuBlockingMs',
    reference: 'cards.cpuBlockingMs',
    referenceName: 'cards only',
    rule: 'ratio-at-most',
    limit: 1.15,
    unit: 'ms',
  },
  {
    figure: 'time to ready, desktop',
    section: 'bench',
    value: 'ours.readyMs',
    reference: 'floor.readyMs',
    referenceName: 'floor',
    rule: 'ratio-at-most',
    limit: 1.0,
    unit: 'ms',
  },
  {
    figure: 'card frames requested, ms after create()',
    section: 'bench',
    value: 'ours.framesStartMs',
    reference: 'floor.framesStartMs',
    referenceName: 'floor',
    rule: 'margin-at-most',
    limit: 20,
    unit: 'ms',
  },
  {
    figure: 'time to nonce',
    section: 'bench',
    value: 'ours.nonceMs',
    reference: 'floor.nonceMs',
    referenceName: 'floor',
    rule: 'ratio-at-most',
    limit: 1.1,
    unit: 'ms',
  },
  {
    figure: 'own code on a card-only page, gzip',
    section: 'bench',
    value: 'ours.ownCodeGzipBytes',
    rule: 'at-most',
    limit: 20 * 1024,
    unit: 'KB',
  },
  {
    figure: `heap per create/teardown cycle over ${GOAL_LONG_CYCLES} cycles`,
    section: 'bench',
    value: 'ours.heapPerCycleBytes',
    rule: 'at-most',
    limit: 5 * 1024,
    unit: 'KB',
  },
];

export type Status = 'met' | 'not met' | 'not measured';

export interface GoalResult {
  goal: Goal;
  /** Ours and the reference, when measured (finite numbers only). */
  value?: number;
  reference?: number;
  /** The comparison as shown: `1.07×`, `+66 ms`, or the value itself for a fixed limit. */
  comparison: string;
  status: Status;
}

/** A figure as the tables show it. */
export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ms`;
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'score':
      return value.toFixed(0);
    case 'KB':
      return `${(value / 1024).toFixed(1)} KB`;
  }
}

/** The goal in words: `≤ 1.0× Drop-in`, `≥ 1.0× Drop-in`, `≤ floor + 20 ms`, `≤ 20 KB`. */
export function goalText(goal: Goal): string {
  const limit = goal.unit === 'KB' ? `${+(goal.limit / 1024).toFixed(1)} KB` : `${goal.limit} ${goal.unit}`;
  // 1.0×, 0.8×, 1.1×, 1.15×: one decimal unless the second one counts.
  const twoDecimals = goal.limit.toFixed(2);
  const factor = `${twoDecimals.endsWith('0') ? goal.limit.toFixed(1) : twoDecimals}×`;
  switch (goal.rule) {
    case 'ratio-at-most':
      return `≤ ${factor} ${goal.referenceName}`;
    case 'ratio-at-least':
      return `≥ ${factor} ${goal.referenceName}`;
    case 'margin-at-most':
      return `≤ ${goal.referenceName} + ${limit}`;
    case 'at-most':
      return `≤ ${limit}`;
  }
}

/**
 * A ratio shown to two decimals, or three when two would read as the limit itself on the wrong side of it
 * (1.104× against a goal of 1.10× is not met, and must not read `1.10×`).
 */
function ratioText(value: number, reference: number, limit: number): string {
  const shown = ratio(value, reference);
  if (shown !== `${limit.toFixed(2)}×`) return shown;
  const exact = value / reference;
  return exact === limit ? shown : `${exact.toFixed(3)}×`;
}

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * One goal against a section's figures. The comparison is made without dividing, so a reference of zero
 * still decides (ours 0 ms against 0 ms is within 1.15× of it; 6 ms is not); a figure that is missing or
 * not a finite number leaves the goal not measured.
 */
export function checkGoal(goal: Goal, figures: Readonly<Record<string, number | undefined>>): GoalResult {
  const value = figures[goal.value];
  const reference = goal.reference === undefined ? undefined : figures[goal.reference];
  const needsReference = goal.rule !== 'at-most';
  if (!finite(value) || (needsReference && !finite(reference)))
    return {
      goal,
      ...(finite(value) ? { value } : {}),
      ...(finite(reference) ? { reference } : {}),
      comparison: '—',
      status: 'not measured',
    };
  const met = (ok: boolean): Status => (ok ? 'met' : 'not met');
  switch (goal.rule) {
    case 'ratio-at-most':
      return {
        goal,
        value,
        reference: reference!,
        comparison: ratioText(value, reference!, goal.limit),
        status: met(value <= goal.limit * reference!),
      };
    case 'ratio-at-least':
      return {
        goal,
        value,
        reference: reference!,
        comparison: ratioText(value, reference!, goal.limit),
        status: met(value >= goal.limit * reference!),
      };
    case 'margin-at-most': {
      const margin = value - reference!;
      const shown = formatValue(Math.abs(margin), goal.unit);
      return {
        goal,
        value,
        reference: reference!,
        comparison: `${margin < 0 ? '−' : '+'}${shown}`,
        status: met(margin <= goal.limit),
      };
    }
    case 'at-most':
      return { goal, value, comparison: formatValue(value, goal.unit), status: met(value <= goal.limit) };
  }
}

/** Every goal against the figures of the sections given (a section not given leaves its goals not measured). */
export function checkGoals(
  figures: Partial<Record<SectionName, Readonly<Record<string, number | undefined>>>>,
  goals: readonly Goal[] = GOALS,
): GoalResult[] {
  return goals.map((goal) => checkGoal(goal, figures[goal.section] ?? {}));
}
