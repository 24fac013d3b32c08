/** Small statistics and formatting helpers for the benchmark's table. */

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { n: 0, median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { n: sorted.length, median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** `ours ÷ other` as `0.62×`; a dash when the ratio means nothing (zero or missing). */
export function ratio(ours: number, other: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(other) || other === 0) return '—';
  return `${(ours / other).toFixed(2)}×`;
}

/** The p-th percentile (0–100) of the samples, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Each round's `ours ÷ other`, from runs measured side by side in one round (the bench interleaves the contenders):
 * the machine's load at that moment weighs on both. A round either one failed in is left out.
 */
export function roundRatios(ours: ReadonlyMap<number, number>, other: ReadonlyMap<number, number>): number[] {
  const ratios: number[] = [];
  for (const [round, value] of ours) {
    const reference = other.get(round);
    if (reference !== undefined && reference > 0 && Number.isFinite(value)) ratios.push(value / reference);
  }
  return ratios;
}

/**
 * The rounds' ratios as `1.04× (0.97–1.12×)`: their median, and the middle half of them (25th to 75th percentile).
 * A goal inside that range is met in some rounds and not in others: the run's verdict on it is the machine's noise.
 */
export function ratioSpread(ratios: readonly number[]): string {
  if (ratios.length === 0) return '—';
  const at = (p: number): string => percentile(ratios, p).toFixed(2);
  return `${summarize(ratios).median.toFixed(2)}× (${at(25)}–${at(75)}×)`;
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

export function timing(summary: Summary): string {
  return `${ms(summary.median)} (${ms(summary.min)}–${ms(summary.max)})`;
}

/** Bytes as KB (1 KB = 1,024 bytes), one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)}`;
}

export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
