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
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_APP_FILES, HOST_DEPENDENCIES } from './host-apps.js';
import { installProject } from './scratch-project.js';

/** What `npm test` hands the hosts test: the project it installed for the run. */
const PROJECT_VARIABLE = 'PAYMENT_DROPIN_HOSTS_PROJECT';

/**
 * The run's project when `npm test` installed one (PAYMENT_DROPIN_HOSTS_PROJECT), else one installed now into
 * `folder`/hosts.
 */
export async function hostProject(folder: string): Promise<string> {
  return process.env[PROJECT_VARIABLE] ?? install(folder);
}

/** The host apps' files and every framework, installed into `folder`/hosts. */
function install(folder: string): Promise<string> {
  return installProject(join(folder, 'hosts'), HOST_APP_FILES, HOST_DEPENDENCIES);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: host-project.ts <folder to install into>');
    process.exit(2);
  }
  console.log(`${PROJECT_VARIABLE}=${await install(resolve(folder))}`);
}
