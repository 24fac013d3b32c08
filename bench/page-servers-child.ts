/**
 * Starts the servers of the page benches (bench/page-servers.ts: the product server on the emulated gateway and the
 * bench server in front of it) in a child process at a lower priority, for `npm run bench:page` and
 * `npm run bench:profile`.
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR } from './build.js';
import type { Page, ServersMessage } from './page-servers.js';

/** How much lower than the measured Chromium the servers run (a Unix nice value). */
const SERVERS_NICENESS = 10;

/** The running servers: the pages' URLs, where the checkout's built chunks are, and how to stop them. */
export interface PageServers {
  urls: Record<Page, string>;
  assetsDir: string;
  close(): Promise<void>;
}

/**
 * Starts the servers (bench/page-servers.ts) in a child process at a lower priority: on a phone they are on the
 * other side of the network, and here, on the same few cores, their work (the build aside, a few hundred
 * milliseconds of CPU time per page load) would otherwise take turns with the page's main thread. With
 * `sourceMaps`, the checkout is built with its source maps beside its chunks.
 */
export async function startServers(log: (message: string) => void, sourceMaps = false): Promise<PageServers> {
  const child = fork(join(BENCH_DIR, 'page-servers.mjs'), sourceMaps ? ['--source-maps'] : [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    setPriority(child.pid!, SERVERS_NICENESS);
  } catch (error) {
    log(`could not lower the servers' priority (${error instanceof Error ? error.message : String(error)})`);
  }
  const message = await new Promise<ServersMessage>((resolve, reject) => {
    child.once('message', (answer) => resolve(answer as ServersMessage));
    child.once('exit', (code) => reject(new Error(`The bench servers ended (exit code ${code}) before answering.`)));
  });
  const close = async (): Promise<void> => {
    if (child.connected) child.send('close');
    await exited;
  };
  if ('error' in message) {
    await close();
    throw new Error(`The bench servers did not start: ${message.error}`);
  }
  return { urls: message.urls, assetsDir: message.assetsDir, close };
}
