/**
 * What `npm run bench`'s coverage runs count: which characters of our own chunks ran under V8's block coverage, and
 * by the split build's (hidden) source maps, which source module each character comes from. Apart from bench/run.ts,
 * whose pages gather the coverage, so that a node test can check the counting on plain objects.
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

/**
 * Counts a chunk's characters, and those of them that ran, by the source module its (hidden) source map gives each
 * one: a character belongs to the module of the nearest mapping at or before it. Each distinct source is resolved to
 * its module once per chunk (a chunk has tens of thousands of characters and a few dozen sources; the same source
 * string names another file from a chunk in another directory).
 */
export function countByModule(
  outDir: string,
  chunk: CoverageChunk,
  ran: Uint8Array,
  counts: Map<string, CharCounts>,
): void {
  // The bundler's runtime chunk comes with no map: it is one module of its own.
  const map = chunk.map && new SourceMap(chunk.map as SourceMapPayload);
  const names = new Map<string | undefined, string>();
  let line = 0;
  let column = 0;
  for (let i = 0; i < chunk.code.length; i += 1) {
    let source = `${chunk.name} (no source map)`;
    if (map) {
      const original = (map.findEntry(line, column) as { originalSource?: string }).originalSource;
      let name = names.get(original);
      if (name === undefined) {
        name = moduleName(outDir, chunk.fileName, original);
        names.set(original, name);
      }
      source = name;
    }
    const count = counts.get(source) ?? { ownChars: 0, ranChars: 0 };
    count.ownChars += 1;
    count.ranChars += ran[i]!;
    counts.set(source, count);
    if (chunk.code[i] === '\n') {
      line += 1;
      column = 0;
    } else column += 1;
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
