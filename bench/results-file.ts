/**
 * bench/results.json: one section per bench tool (`bench` for `npm run bench`, `page` for
 * `npm run bench:page`), each written by its own tool and left alone by the others, so the goals can be
 * read across the latest run of each.
 *
 * Each section says when and where its figures came from (date, commit, run count, the machine's load and
 * cores) and holds the figures the goals read (`figures`) beside the tool's own details.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { SectionName } from './goals.js';

export interface Load {
  /** 1-minute load average when the tool started measuring, and when it ended. */
  start: number;
  end: number;
  cores: number;
}

export interface SectionHeader {
  command: string;
  /** ISO 8601, when the section was written. */
  date: string;
  /** The commit measured (with a note when the work tree had uncommitted changes). */
  commit: string;
  /** Counted runs per contender (per page for `bench:page`). */
  runs: number;
  load: Load;
}

export interface Section extends SectionHeader {
  /** The figures the goals read (bench/goals.ts), each a finite number. */
  figures: Record<string, number>;
  [detail: string]: unknown;
}

export type ResultsFile = { [name: string]: unknown } & Partial<Record<SectionName, Section>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `previous` with the section `name` replaced by `section`, every other section kept as it was.
 *
 * A file from before the sections (the bench's fields at the top level, bench:page's under `page`) is read as
 * its two sections. Anything else that is not a JSON object is refused with a message saying what to do, rather
 * than overwritten: it may be a run someone wants to keep.
 */
export function mergeSection(previous: unknown, name: string, section: Section): ResultsFile {
  if (previous === undefined) return { [name]: section };
  return { ...fromBeforeSections(asSections(previous)), [name]: section };
}

/** The file's content as an object of sections, or an error that says what to do. */
function asSections(content: unknown, path = 'bench/results.json'): Record<string, unknown> {
  if (isObject(content)) return content;
  throw new Error(
    `${path} holds ${Array.isArray(content) ? 'an array' : String(content)}, not an object of sections; ` +
      'move it away or delete it, then run the bench again.',
  );
}

/** The bench's fields at the top level (before sections) move under `bench`; `page` stays where it was. */
function fromBeforeSections(file: Record<string, unknown>): Record<string, unknown> {
  if (file.command !== 'npm run bench' || 'bench' in file) return file;
  const { page, ...bench } = file;
  return page === undefined ? { bench } : { bench, page };
}

/** The figures each section holds (finite numbers only; a section without figures has none). */
export function sectionFigures(file: ResultsFile): Partial<Record<SectionName, Record<string, number>>> {
  const out: Partial<Record<SectionName, Record<string, number>>> = {};
  for (const name of ['bench', 'page'] as const) {
    const figures: unknown = (file[name] as { figures?: unknown } | undefined)?.figures;
    if (!isObject(figures)) continue;
    out[name] = Object.fromEntries(
      Object.entries(figures).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  }
  return out;
}

/** A section's header, when it has one (a section written before headers were recorded has none). */
export function sectionHeader(file: ResultsFile, name: SectionName): SectionHeader | undefined {
  const section = file[name];
  return isObject(section) && typeof section.date === 'string' ? (section as SectionHeader) : undefined;
}

/**
 * The file's sections, or undefined when there is none; refuses, saying so, a file that is not JSON or not an
 * object of sections (the tools call this before they measure, so a run is not lost to a file it cannot update).
 */
export function readResults(path: string): Record<string, unknown> | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  let content: unknown;
  try {
    content = JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(
      `${path} is not JSON (${error instanceof Error ? error.message : String(error)}); ` +
        'move it away or delete it, then run the bench again.',
      { cause: error },
    );
  }
  return asSections(content, path);
}

/** Writes `section` under `name`, keeping the other sections; returns the whole file as written. */
export function writeSection(path: string, name: SectionName, section: Section): ResultsFile {
  const merged = mergeSection(readResults(path), name, section);
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}
