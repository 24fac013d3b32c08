import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycle, importGraph, roomEdges, roomLoops } from '../support/import-graph.js';

/**
 * The product server's house: its top-level rooms (files and folders) stand in floors, and every import runs
 * down a floor or stays in its room, so a merchant reading it goes from the entry down to the gateway's SDK and
 * the database without going back. These checks read the sources only.
 */
const server = join(fileURLToPath(import.meta.url), '../../../../host-app/server');

/**
 * The floors, ground first. A room may import only rooms on floors below its own: rooms on one floor stand side
 * by side and know nothing of each other. A new file or folder must be given its floor here.
 */
const FLOORS: readonly (readonly string[])[] = [
  // The gateway's SDK, the database, the session cookie, and small helpers that import nothing of the server.
  [
    'allowed-hosts.ts',
    'braintree-sdk.ts',
    'cookie-session.ts',
    'db',
    'html.ts',
    'identity.ts',
    'money.ts',
    'static-assets.ts',
    'third-party-origins.ts',
  ],
  // What is read from the gateway's answers and the environment, what an order costs, and the form's skeleton.
  ['gateway-mode.ts', 'pricing.ts', 'receipt.ts', 'skeleton.ts'],
  // Charging and reconciling orders; the headers, CSRF and sessions.
  ['payments', 'security.ts'],
  // The page shell and every page, with the settings read from the address.
  ['pages'],
  // The product's routers: checkout and orders, client token, error reports, answers.
  ['routes'],
  // The demo's own routers (sign-in as the demo shopper, the no-script form), on top of the payment path.
  ['demo'],
  ['app.ts'],
  ['index.ts'],
];

const floorOf = (room: string): number => FLOORS.findIndex((rooms) => rooms.includes(room));

describe('the product server imports one way', () => {
  const graph = importGraph(server);
  const rooms = roomEdges(graph, '.');

  it('reads the imports of every file (the checks below have something to check)', () => {
    assert.ok(graph.size > 30, `only ${graph.size} files read`);
    assert.ok(graph.get('index.ts')?.includes('app.ts'), 'index.ts is read as importing app.ts');
    assert.ok(rooms.get('routes')?.has('pages'), 'the routes are read as importing the pages');
  });

  it('has no files that import each other in a loop', () => {
    const edges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    assert.deepEqual(findCycle(edges), undefined);
  });

  it('has, in every folder, no files or sub-folders that import each other in a loop', () => {
    assert.deepEqual(roomLoops(server, graph), []);
  });

  it('gives every top-level file and folder a floor', () => {
    const unplaced = [...graph.keys()].map((file) => file.split('/')[0]!).filter((room) => floorOf(room) === -1);
    assert.deepEqual([...new Set(unplaced)], []);
  });

  it('imports only down the floors: helpers, answers, payments and security, pages, routes, the demo, app, entry', () => {
    const upOrAcross: string[] = [];
    for (const [from, targets] of rooms) {
      for (const to of targets) if (floorOf(to) >= floorOf(from)) upOrAcross.push(`${from} -> ${to}`);
    }
    assert.deepEqual(upOrAcross, []);
  });
});
