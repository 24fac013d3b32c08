/**
 * What a bench section records about the moment it measured: the commit, and the machine's load. The load
 * is there because the milliseconds move with it on a shared machine (the ratios within one run far less),
 * so a reader can tell a quiet run from a busy one.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Load } from './results-file.js';

const PROJECT_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/** The 1-minute load average now. */
export const loadNow = (): number => loadavg()[0] ?? Number.NaN;

export const coreCount = (): number => cpus().length;

/** The load from `start` (a `loadNow()` taken when measuring began) to now, with the core count. */
export function loadSince(start: number): Load {
  return { start, end: loadNow(), cores: coreCount() };
}

/** `load average 1.2 at the start, 3.9 at the end, 2 cores`. */
export function loadText(load: Load): string {
  return `1-minute load average ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end, ${load.cores} cores`;
}

/** The commit measured, with a note when tracked files had uncommitted changes; says so when there is no git. */
export function currentCommit(): string {
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: PROJECT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short=12', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown (no git checkout)';
  }
}
