/**
 * What `npm run bench`'s coverage runs count: which characters of our own chunks ran under V8's block coverage, and
 * by the split build's (hidden) source maps, which source module each character comes from; and, for
 * `BENCH_COVERAGE_DUMP`, the runs of characters that did not run by `ready`, as text. Apart from bench/run.ts, whose
 * pages gather the coverage, so that a node test can check the counting on plain objects.
 */
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import type { Protocol } from 'puppeteer-core';
import { PROJECT_DIR, type BuildResult } from './build.js';

/**
 * One module's own code on the card-only page: its characters, those the card payment ran, and those the page ran
 * by `ready`. What the payment ran and ready did not is what the typing and the paying need.
 */
export interface ModuleCoverage {
  /** The source file, from the repository's root. */
  module: string;
  /** Its minified characters in the chunks the page loads at once. */
  ownChars: number;
  /** Of them, those the card payment ran (on the page that pays, from before it loads to teardown). */
  ranChars: number;
  /** Of them, those the page ran by `ready` (on a page of its own that stops there, nothing typed). */
  readyChars: number;
}

/** A module's characters and how many of them ran, on one coverage page. */
export type CharCounts = Pick<ModuleCoverage, 'ownChars' | 'ranChars'>;

/**
 * What the counting reads of a build's chunk (`BuildResult['chunks'][number]` has all of it): a test can pass a
 * plain object.
 */
export type CoverageChunk = Pick<BuildResult['chunks'][number], 'code' | 'fileName' | 'name'> & {
  /**
   * The chunk's v3 source map, or none (the bundler's runtime chunk comes with none). A source can be null (the
   * bundler's own glue, which has no file).
   */
  map: (Pick<SourceMapPayload, 'version' | 'names' | 'mappings'> & { sources: ReadonlyArray<string | null> }) | null;
};

/**
 * Which characters of a script ran, from V8's block coverage: a nested block's count wins over its function's.
 * Characters outside every range count as ran (V8 reports the script's top level as a range of its own).
 */
export function ranMask(
  length: number,
  functions: readonly Pick<Protocol.Profiler.FunctionCoverage, 'ranges'>[],
): Uint8Array {
  const ran = new Uint8Array(length).fill(1);
  // Outer ranges first (by start, and the longer first at the same start), so each nested one overwrites its part.
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran;
}

/** A source map's source as a path from the repository's root (the bundler's own helpers by their own names). */
export function moduleName(outDir: string, fileName: string, source: string | undefined): string {
  if (!source) return "(the bundler's glue: no source)";
  const path = resolve(outDir, dirname(fileName), source.replace(/^file:\/\//, ''));
  return path.startsWith(`${PROJECT_DIR}/`) ? relative(PROJECT_DIR, path) : source.replace(/^[./\0]+/, '');
}

/** Where a minified character comes from: its source module (as `countByModule` names it) and the line, if known. */
export interface SourcePosition {
  module: string;
  /** The original line, from 1, of the nearest mapping at or before the character; none without a map or a source. */
  line?: number;
}

/**
 * A chunk's lookup from a character's offset to its source module and original line, by its (hidden) source map: the
 * nearest mapping at or before the character, as `countByModule` counts. Each distinct source is resolved to its
 * module once.
 */
export function chunkLocator(outDir: string, chunk: CoverageChunk): (offset: number) => SourcePosition {
  // The bundler's runtime chunk comes with no map: it is one module of its own.
  if (!chunk.map) return () => ({ module: `${chunk.name} (no source map)` });
  const map = new SourceMap(chunk.map as SourceMapPayload);
  const names = new Map<string | undefined, string>();
  const lineStarts = [0];
  for (let i = 0; i < chunk.code.length; i += 1) if (chunk.code[i] === '\n') lineStarts.push(i + 1);
  return (offset) => {
    // The last line starting at or before the offset (a newline belongs to the line it ends).
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    const entry = map.findEntry(low, offset - lineStarts[low]!) as { originalSource?: string; originalLine?: number };
    let module = names.get(entry.originalSource);
    if (module === undefined) {
      module = moduleName(outDir, chunk.fileName, entry.originalSource);
      names.set(entry.originalSource, module);
    }
    return entry.originalSource && entry.originalLine !== undefined
      ? { module, line: entry.originalLine + 1 }
      : { module };
  };
}

/**
 * Counts a chunk's characters, and those of them that ran, by the source module its (hidden) source map gives each
 * one (`chunkLocator`): a character belongs to the module of the nearest mapping at or before it.
 */
export function countByModule(
  outDir: string,
  chunk: CoverageChunk,
  ran: Uint8Array,
  counts: Map<string, CharCounts>,
): void {
  const locate = chunkLocator(outDir, chunk);
  for (let i = 0; i < chunk.code.length; i += 1) {
    const { module } = locate(i);
    const count = counts.get(module) ?? { ownChars: 0, ranChars: 0 };
    count.ownChars += 1;
    count.ranChars += ran[i]!;
    counts.set(module, count);
  }
}

/**
 * The two coverage pages' counts by module as one list: what the card payment ran and what the page ran by `ready`,
 * matched by module name (a module one page's count lacks counts 0 there), the modules with most characters the
 * payment did not run first.
 */
export function unrunByModule(
  paid: ReadonlyMap<string, CharCounts>,
  ready: ReadonlyMap<string, CharCounts>,
): ModuleCoverage[] {
  return [...new Set([...paid.keys(), ...ready.keys()])]
    .map((module) => ({
      module,
      ownChars: paid.get(module)?.ownChars ?? ready.get(module)!.ownChars,
      ranChars: paid.get(module)?.ranChars ?? 0,
      readyChars: ready.get(module)?.ranChars ?? 0,
    }))
    .sort((a, b) => b.ownChars - b.ranChars - (a.ownChars - a.ranChars));
}

/** A run of consecutive characters of one chunk, from one source module, that the page did not run by `ready`. */
export interface UnrunRun {
  fileName: string;
  /** Its offsets in the chunk's code, end excluded. */
  start: number;
  end: number;
  module: string;
  /** The original lines its characters map to, first to last, when the map gives lines. */
  lines?: { first: number; last: number };
  /** How many of its characters the card payment's page ran. */
  paidChars: number;
  /** The minified code. */
  text: string;
}

/** What a chunk's dump reads: its code, the two pages' masks (`ranMask`) and where each character comes from. */
export interface DumpChunk {
  fileName: string;
  code: string;
  ready: Uint8Array;
  paid: Uint8Array;
  locate: (offset: number) => SourcePosition;
}

/**
 * The runs of characters the page did not run by `ready`, in every chunk, longest first (then by chunk and offset): a
 * run is cut where its source module changes, so that each has one module.
 */
export function unrunRuns(chunks: readonly DumpChunk[]): UnrunRun[] {
  const runs: UnrunRun[] = [];
  for (const { fileName, code, ready, paid, locate } of chunks) {
    let run: UnrunRun | undefined;
    for (let i = 0; i <= code.length; i += 1) {
      const position = i < code.length && !ready[i] ? locate(i) : undefined;
      if (run && position?.module !== run.module) {
        run.text = code.slice(run.start, run.end);
        runs.push(run);
        run = undefined;
      }
      if (!position) continue;
      run ??= { fileName, start: i, end: i, module: position.module, paidChars: 0, text: '' };
      run.end = i + 1;
      run.paidChars += paid[i]!;
      if (position.line !== undefined) {
        run.lines = run.lines
          ? { first: Math.min(run.lines.first, position.line), last: Math.max(run.lines.last, position.line) }
          : { first: position.line, last: position.line };
      }
    }
  }
  return runs.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.fileName.localeCompare(b.fileName) || a.start - b.start,
  );
}

/** Whether the card payment's page ran a run: all of it, part of it (how much), or none. */
export function paidShare({ start, end, paidChars }: UnrunRun): string {
  if (paidChars === 0) return 'none';
  return paidChars === end - start ? 'all' : `part (${paidChars} of ${end - start})`;
}

/**
 * The dump's text (`BENCH_COVERAGE_DUMP`): each run of at least `minChars` characters, as `unrunRuns` orders them,
 * with its length, whether the card payment ran it, its module and original lines, its place in the chunk and its
 * code (newlines as `\n`, cut after `textChars` characters); then the shorter runs counted by module.
 */
export function formatUnrunRuns(runs: readonly UnrunRun[], { minChars = 40, textChars = 300 } = {}): string {
  const length = (run: UnrunRun) => run.end - run.start;
  const chars = (list: readonly UnrunRun[]) => list.reduce((sum, run) => sum + length(run), 0);
  const long = runs.filter((run) => length(run) >= minChars);
  const short = runs.filter((run) => length(run) < minChars);
  const out = [
    "Our own code the card-only page loads at once that did not run by ready (V8's block coverage, split build):",
    `${runs.length} runs of consecutive characters of one module, ${chars(runs)} characters. The ${long.length} of ` +
      `at least ${minChars} characters (${chars(long)}), longest first; 'paid': whether the card payment's page ` +
      '(through teardown) ran it; lines: the original source, by the hidden source maps.',
    '',
  ];
  long.forEach((run, index) => {
    const lines = run.lines
      ? `:${run.lines.first}${run.lines.last === run.lines.first ? '' : `-${run.lines.last}`}`
      : '';
    const text =
      run.text.length > textChars ? `${run.text.slice(0, textChars)}… (${run.text.length - textChars} more)` : run.text;
    out.push(
      `#${index + 1} ${length(run)} chars, paid: ${paidShare(run)}, ${run.module}${lines} ` +
        `(${run.fileName} ${run.start}-${run.end})`,
      `    ${text.replaceAll('\n', '\\n')}`,
      '',
    );
  });
  const byModule = new Map<string, UnrunRun[]>();
  for (const run of short) {
    const list = byModule.get(run.module);
    if (list) list.push(run);
    else byModule.set(run.module, [run]);
  }
  out.push(`Shorter runs (under ${minChars} characters): ${short.length}, ${chars(short)} characters, by module:`);
  for (const [module, list] of [...byModule].sort((a, b) => chars(b[1]) - chars(a[1]) || a[0].localeCompare(b[0])))
    out.push(`  ${module}: ${list.length} runs, ${chars(list)} characters`);
  return `${out.join('\n')}\n`;
}

/** The own chunks' weight with the longest runs not run by ready cut out: how many runs, their characters, the bytes. */
export interface CutWeight {
  runs: number;
  chars: number;
  bytes: number;
}

/**
 * How far the own-code goal lies from what the page runs to be ready: the own chunks weighed (`weigh`, each chunk's
 * gzip added up, as the goal's figure is) with the `count` longest runs of `unrunRuns` cut out of their code, for each
 * of `counts`, and the fewest runs, longest first, whose cut brings the weight to `goalBytes` or under (`toGoal`; none
 * when cutting every run does not). The runs are deleted, not moved: no chunk's loading code is added, and code that
 * cannot move (a public method) goes too, so each weight is less than any split of the same code could reach.
 */
export function cutLongestRuns(
  chunks: ReadonlyArray<{ fileName: string; code: string }>,
  runs: readonly UnrunRun[],
  weigh: (codes: readonly string[]) => number,
  goalBytes: number,
  counts: readonly number[],
): { rows: CutWeight[]; toGoal: CutWeight | undefined } {
  const weightAfter = (count: number): CutWeight => {
    const cut = runs.slice(0, count);
    const codes = chunks.map(({ fileName, code }) => {
      let kept = '';
      let from = 0;
      for (const run of cut.filter((r) => r.fileName === fileName).sort((a, b) => a.start - b.start)) {
        kept += code.slice(from, run.start);
        from = run.end;
      }
      return kept + code.slice(from);
    });
    return { runs: count, chars: cut.reduce((sum, run) => sum + run.end - run.start, 0), bytes: weigh(codes) };
  };
  const rows = counts.filter((count) => count <= runs.length).map(weightAfter);
  let toGoal: CutWeight | undefined;
  for (let count = 0; count <= runs.length && !toGoal; count += 1) {
    const weight = weightAfter(count);
    if (weight.bytes <= goalBytes) toGoal = weight;
  }
  return { rows, toGoal };
}
