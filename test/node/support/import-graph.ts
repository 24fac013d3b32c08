/**
 * The import graph of one package folder, read from its sources with TypeScript's own pre-processor (static,
 * type-only and dynamic imports), and the checks the layout tests make on it: no loop of files, and in every
 * folder no loop among its rooms (its files and its sub-folders, each taken whole), so its rooms stand in floors
 * and no import runs back up.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Folders that are not the package's source: installed packages and build output. */
const NOT_SOURCE = new Set(['node_modules', 'dist']);

const isSource = (entry: string): boolean => !entry.split(sep).some((part) => NOT_SOURCE.has(part));

/** Every source file under `base` (TypeScript and ES modules), relative to it. */
export function packageSourceFiles(base: string): string[] {
  return readdirSync(base, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts') && isSource(file));
}

/** What each file imports from inside `base`, relative to it. */
export function importGraph(base: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of packageSourceFiles(base)) {
    const info = ts.preProcessFile(readFileSync(join(base, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(base, resolve(base, dirname(file), name)))
      .flatMap((target) => [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')])
      .filter(
        (target) => !target.startsWith('..') && existsSync(join(base, target)) && statSync(join(base, target)).isFile(),
      );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** A loop of nodes that import each other, or undefined when there is none. */
export function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Every source folder under `base`, `.` first. */
export function folders(base: string): string[] {
  return [
    '.',
    ...readdirSync(base, { recursive: true })
      .map(String)
      .filter((entry) => isSource(entry) && statSync(join(base, entry)).isDirectory()),
  ];
}

/**
 * The arrows between the rooms of one folder: its files and its sub-folders (each taken whole). A folder
 * whose rooms import each other in a loop has no order of floors: some import runs back up.
 */
export function roomEdges(graph: ReadonlyMap<string, string[]>, folder: string): Map<string, Set<string>> {
  const prefix = folder === '.' ? '' : `${folder}${sep}`;
  const roomOf = (file: string): string | undefined =>
    file.startsWith(prefix) ? file.slice(prefix.length).split(sep)[0] : undefined;
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = roomOf(file);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = roomOf(target);
      if (to === undefined || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Each folder's loop of rooms, as `folder: a -> b -> a` (none when the folder stands in floors). */
export function roomLoops(base: string, graph: ReadonlyMap<string, string[]>): string[] {
  return folders(base)
    .map((folder) => ({ folder, cycle: findCycle(roomEdges(graph, folder)) }))
    .filter((found) => found.cycle !== undefined)
    .map(({ folder, cycle }) => `${folder}: ${cycle!.join(' -> ')}`);
}
