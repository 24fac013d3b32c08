import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycle, importGraph, roomLoops } from './support/import-graph.js';

/**
 * The element's house (elements/ARCHITECTURE.md): its folders stand in floors and every import runs down a floor
 * or stays in its room. These checks read the sources only, so a new import that runs back up fails here, not in
 * a reader's head.
 */
const elements = join(fileURLToPath(import.meta.url), '../../../elements');

/** The top-level rooms, bottom floor first, as the architecture names them; each may import only those before it. */
const FLOORS: readonly string[] = [
  'vocabulary',
  'model',
  'provider',
  'options/kit',
  'options/<id>',
  'options',
  'element',
  'setup',
  'controllers',
  'payment-dropin.ts',
];

/** The floor of a file, by the rooms above (`undefined`: a room the floors do not order, such as an entry). */
function floorOf(file: string): number | undefined {
  const parts = file.split('/');
  if (parts[0] === 'options') {
    if (parts[1] === 'kit') return FLOORS.indexOf('options/kit');
    return parts.length > 2 ? FLOORS.indexOf('options/<id>') : FLOORS.indexOf('options');
  }
  const index = FLOORS.indexOf(parts[0]!);
  return index === -1 ? undefined : index;
}

describe('the element imports one way', () => {
  const graph = importGraph(elements);

  it('reads the imports of every file (the checks below have something to check)', () => {
    assert.ok(graph.size > 120, `only ${graph.size} files read`);
    assert.ok(graph.get('payment-dropin.ts')?.includes('controllers/widget-session.ts'));
  });

  it('has no files that import each other in a loop', () => {
    const edges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    assert.deepEqual(findCycle(edges), undefined);
  });

  it('has, in every folder, no files or sub-folders that import each other in a loop', () => {
    assert.deepEqual(roomLoops(elements, graph), []);
  });

  it('imports only down the floors: vocabulary, model, provider, the options, element, setup, controllers, the element class', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = floorOf(file);
      if (from === undefined) continue;
      for (const target of targets) {
        const to = floorOf(target);
        if (to !== undefined && to > from) upward.push(`${file} -> ${target}`);
      }
    }
    assert.deepEqual(upward, []);
  });
});
