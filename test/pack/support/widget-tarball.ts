/**
 * The widget's tarball for the package tests (test/pack/), packed as `npm publish` would pack it: `npm pack`, whose
 * prepack builds the package. It is packed from a copy of `elements/` beside the repository's `node_modules`, so no
 * build ever lands in the repository's own `elements/dist` while other tests read the sources.
 *
 * `npm test` packs it once for the whole run, while the checks and the node tests go, and names the file in
 * PAYMENT_DROPIN_TARBALL; both package test files use that one. A package test file run on its own packs it itself.
 *
 * Run as a script (`node --import tsx test/pack/support/widget-tarball.ts <folder>`), it packs into `<folder>` and
 * prints, on its last line, the `PAYMENT_DROPIN_TARBALL=<path>` setting the package tests read.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIG = 64 * 1024 * 1024;

/** What `npm test` hands the package tests: the tarball it packed for the run. */
const TARBALL_VARIABLE = 'PAYMENT_DROPIN_TARBALL';

/** A tarball and the paths of the files it holds (as in the package, without tar's `package/` folder). */
export interface Tarball {
  file: string;
  files: string[];
}

/** `npm pack` of the package in `dir` (its prepack builds it) into `folder`, with the files npm says it holds. */
export async function npmPack(dir: string, folder: string): Promise<Tarball> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: dir, maxBuffer: BIG });
  const [info] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  return { file: join(folder, info!.filename), files: info!.files.map((f) => f.path) };
}

/** Packs the widget into `folder` from a copy of `elements/` made there. */
async function packWidget(folder: string): Promise<Tarball> {
  const copy = join(folder, 'repo');
  const skip = new RegExp(`^${ROOT}elements/(dist|node_modules|custom-elements\\.json)(/|$)`);
  cpSync(join(ROOT, 'elements'), join(copy, 'elements'), { recursive: true, filter: (src) => !skip.test(src) });
  copyFileSync(join(ROOT, 'tsconfig.json'), join(copy, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return npmPack(join(copy, 'elements'), folder);
}

/** The files a tarball holds, read with tar. */
async function tarballFiles(file: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', file], { maxBuffer: BIG });
  return stdout
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
}

/** The run's tarball when `npm test` packed one (PAYMENT_DROPIN_TARBALL), else one packed now into `folder`. */
export async function widgetTarball(folder: string): Promise<Tarball> {
  const file = process.env[TARBALL_VARIABLE];
  return file ? { file, files: await tarballFiles(file) } : packWidget(folder);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: widget-tarball.ts <folder to pack into>');
    process.exit(2);
  }
  console.log(`${TARBALL_VARIABLE}=${(await packWidget(resolve(folder))).file}`);
}
