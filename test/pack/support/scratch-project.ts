/** A scratch project of the package tests: its files written and its dependencies installed, as a merchant's would be. */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Makes a project in `dir` (named after the folder) with `files` (paths inside it, to their text) and installs
 * `dependencies` there, from npm's cache where it has them.
 */
export async function installProject(
  dir: string,
  files: Record<string, string>,
  dependencies: readonly string[],
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: basename(dir), private: true, type: 'module' }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...dependencies], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  });
  return dir;
}
