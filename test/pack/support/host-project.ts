/**
 * The framework hosts' scratch project (test/pack/hosts.test.ts): the host apps' files and every framework, installed
 * together with one `npm install` (from npm's cache where it has them). On a fresh machine that install is mostly
 * waiting on the registry (76 s of a 137 s test file in a CI run of 2026-12-01), so `npm test` starts it at once,
 * beside the widget's packing, while the checks and the node tests go, and names the folder in
 * PAYMENT_DROPIN_HOSTS_PROJECT; the hosts test then uses it as it is. The test run on its own installs it itself.
 *
 * Run as a script (`node --import tsx test/pack/support/host-project.ts <folder>`), it installs into `<folder>/hosts`
 * and prints, on its last line, the `PAYMENT_DROPIN_HOSTS_PROJECT=<path>` setting the hosts test reads.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HOST_APP_FILES, HOST_DEPENDENCIES } from './host-apps.js';

const run = promisify(execFile);

/** What `npm test` hands the hosts test: the project it installed for the run. */
const PROJECT_VARIABLE = 'PAYMENT_DROPIN_HOSTS_PROJECT';

/** Writes the host apps' files into `project` and installs every framework there. */
async function installHostProject(project: string): Promise<string> {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'hosts', private: true, type: 'module' }));
  for (const [path, text] of Object.entries(HOST_APP_FILES)) {
    mkdirSync(join(project, path, '..'), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...HOST_DEPENDENCIES], {
    cwd: project,
    maxBuffer: 64 * 1024 * 1024,
  });
  return project;
}

/**
 * The run's project when `npm test` installed one (PAYMENT_DROPIN_HOSTS_PROJECT), else one installed now into
 * `folder`/hosts.
 */
export async function hostProject(folder: string): Promise<string> {
  return process.env[PROJECT_VARIABLE] ?? installHostProject(join(folder, 'hosts'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: host-project.ts <folder to install into>');
    process.exit(2);
  }
  console.log(`${PROJECT_VARIABLE}=${await installHostProject(join(resolve(folder), 'hosts'))}`);
}
