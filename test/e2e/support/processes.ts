/**
 * Child processes of an end-to-end test: started, read until they say they are ready, and stopped
 * (every one of them, even when a test fails half way).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = new URL('../../..', import.meta.url).pathname;

export interface Started {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** The first match of `ready` in its output. */
  match: RegExpMatchArray;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts `node <args>` in the repository and resolves once its output matches `ready`. */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, output: () => output, match, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Ends every process still running (SIGKILL: a test's leftovers need no grace). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}
