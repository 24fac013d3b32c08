/**
 * The test server's module faults (test/support/module-faults.mjs) from a browser test: refusing the widget's modules
 * as a dropped network or a redeploy would, or holding their requests as a slow network would.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { unmountAll } from '../dropin/dropin-harness.js';
import { resetEmulator } from './emulator.js';

/** Has the test server refuse these modules (none: let them through again), past the browser's cache. */
export async function refuseModules(paths: readonly string[]): Promise<void> {
  await executeServerCommand('pd-module-faults', { refuse: [...paths] });
}

/** Has the test server hold the requests for these modules (none: let every one through). */
export async function holdModules(paths: readonly string[]): Promise<void> {
  await executeServerCommand('pd-module-faults', { hold: [...paths] });
}

/**
 * Called in a `describe` of test/browser/faults/: the modules are refused for the whole file, each test starts on a
 * reset emulator with the console's errors caught in `logged` (what the widget says why), and ends with every widget
 * unmounted and the console as it was.
 */
export function refusedForTheFile(paths: readonly string[]): { readonly logged: unknown[][] } {
  const logged: unknown[][] = [];
  const consoleError = console.error;
  before(() => refuseModules(paths));
  after(() => refuseModules([]));
  beforeEach(async () => {
    await resetEmulator();
    logged.length = 0;
    console.error = (...args: unknown[]) => {
      logged.push(args);
    };
  });
  afterEach(async () => {
    console.error = consoleError;
    await unmountAll();
  });
  return { logged };
}
