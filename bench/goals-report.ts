/**
 * The goals table both bench tools print after their own: each goal beside its measured comparison and
 * met / not met, with where the figures came from. A tool measures only its own goals; the other tool's come
 * from its latest section in bench/results.json, named with its date, or are shown as not measured.
 */
import { COMMANDS, checkGoals, formatValue, goalText, type GoalResult, type SectionName } from './goals.js';
import { sectionFigures, sectionHeader, type ResultsFile } from './results-file.js';
import { markdownTable } from './stats.js';

/**
 * `this run`; the other tool's latest run with what says how far to trust it (`npm run bench:page,
 * 2026-11-26 05:21 UTC, 5 runs, load 1.9 → 1.6`); or that there is none.
 */
function source(file: ResultsFile, name: SectionName, current: SectionName): string {
  if (name === current) return 'this run';
  const header = sectionHeader(file, name);
  if (!header) return `no ${COMMANDS[name]} run recorded`;
  const when = `${COMMANDS[name]}, ${header.date.slice(0, 16).replace('T', ' ')} UTC`;
  const { runs, load } = header;
  if (typeof runs !== 'number' || typeof load?.start !== 'number' || typeof load.end !== 'number') return when;
  return `${when}, ${runs} run${runs === 1 ? '' : 's'}, load ${load.start.toFixed(1)} → ${load.end.toFixed(1)}`;
}

const valueText = (result: GoalResult, which: 'value' | 'reference'): string => {
  const value = result[which];
  return value === undefined ? '—' : formatValue(value, result.goal.unit);
};

/** The goals table, and a line counting them. */
export function goalsReport(file: ResultsFile, current: SectionName): string {
  const results = checkGoals(sectionFigures(file));
  const rows = results.map((result) => [
    result.goal.figure,
    goalText(result.goal),
    valueText(result, 'value'),
    result.goal.reference === undefined ? '' : `${valueText(result, 'reference')} (${result.goal.referenceName})`,
    result.comparison,
    result.status === 'met' ? 'met' : result.status === 'not met' ? '**not met**' : 'not measured',
    source(file, result.goal.section, current),
  ]);
  const count = (status: GoalResult['status']): number => results.filter((r) => r.status === status).length;
  const table = markdownTable(['figure', 'goal', 'ours', 'reference', 'ratio or margin', 'status', 'from'], rows);
  return `${table}\n\n${count('met')} of ${results.length} goals met, ${count('not met')} not met, ${count('not measured')} not measured.`;
}
