import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { register } from 'tsx/esm/api';
import { appearanceCommandsPlugin } from './test/support/appearance-commands.mjs';
import { frameCommandsPlugin } from './test/support/frame-commands.mjs';
import { CHROMIUM_PATH, chromiumFlags } from './test/support/chromium.mjs';
import { emulatorControlMiddleware } from './test/support/emulator-plugin.mjs';
import { moduleFaults } from './test/support/module-faults.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';
import { viteServePlugin } from './test/support/vite-serve-plugin.mjs';
import { strictCspMiddleware } from './test/support/csp-middleware.mjs';
import { testPagePolicy } from './test/support/csp-policy.mjs';

// The emulator is TypeScript; tsx lets this config import it.
register();
const { createEmulator } = await import('./emulator/index.ts');

// One emulator for the run, reached by Chromium through Braintree's own host names.
const emulator = await createEmulator({ browserAccess: 'host-mapped' });
// Modules the test server refuses on a test's command (test/support/module-faults.mjs).
const refusedModules = moduleFaults();
// WTR_CSP=1 runs the strict-policy suite (test/browser/csp/): every page is served under a strict
// Content-Security-Policy, which the other suites' pages are not.
const strictCsp = process.env.WTR_CSP === '1';
// WTR_FAULTS=1 runs the suite whose files make the test server refuse the widget's modules (test/browser/faults/),
// in a browser of its own: Chromium keeps a refused module's failure for the later pages of the same browser, so
// `npm test` runs each of its files on its own (scripts/test.mjs).
const moduleFaultSuite = process.env.WTR_FAULTS === '1';
// WTR_SAME_PROCESS=1 runs the suite for frames in the page's process (test/browser/same-process/), in a Chromium with
// site isolation off: as in Safari and in Chrome on most Android phones, the card frames then share the page's
// process instead of each site having one of its own.
const sameProcessSuite = process.env.WTR_SAME_PROCESS === '1';
const defaultFiles = strictCsp
  ? ['test/browser/csp/**/*.test.{ts,tsx}']
  : moduleFaultSuite
    ? ['test/browser/faults/**/*.test.{ts,tsx}']
    : sameProcessSuite
      ? ['test/browser/same-process/**/*.test.{ts,tsx}']
      : [
          'test/browser/**/*.test.{ts,tsx}',
          '!test/browser/csp/**',
          '!test/browser/faults/**',
          '!test/browser/same-process/**',
        ];
const files = process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : defaultFiles;

const browserFlags = [
  ...chromiumFlags({ hostRules: emulator.hostRules }),
  // `gc()` for the teardown test that checks torn-down hosted fields can be collected.
  '--js-flags=--expose-gc',
  ...(sameProcessSuite ? ['--disable-site-isolation-trials'] : []),
];

// The fuzz test's settings: a fixed seed and a short run by default (CI); FUZZ_RUNS=500 and/or
// FUZZ_SEED=<n> run it longer or differently on a developer's machine.
async function fuzzSettingsMiddleware(ctx, next) {
  if (ctx.path !== '/__fuzz-settings') return next();
  ctx.body = {
    runs: Number(process.env.FUZZ_RUNS ?? 25),
    seed: Number(process.env.FUZZ_SEED ?? 20261125),
  };
}

export default {
  files,
  nodeResolve: false,
  // One file at a time: every file shares the one emulator, and resets or faults must not cross files.
  concurrency: 1,
  concurrentBrowsers: 1,
  // Runs side by side each need a port of their own (WTR_PORT); WTR's own default is 8000.
  ...(process.env.WTR_PORT ? { port: Number(process.env.WTR_PORT) } : {}),
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT ?? 240_000),
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: browserFlags,
      },
    }),
  ],
  middleware: [
    emulatorControlMiddleware(emulator),
    refusedModules.middleware,
    fuzzSettingsMiddleware,
    ...(strictCsp ? [strictCspMiddleware(testPagePolicy)] : []),
  ],
  plugins: [
    // Pre-bundled for the whole suite, whichever of its files this run has: a run of some files (WTR_FILES) then
    // finds every dependency up front, as the whole suite's run does.
    viteServePlugin({ testFiles: defaultFiles }),
    appearanceCommandsPlugin(),
    frameCommandsPlugin(),
    refusedModules.plugin,
    {
      name: 'emulator-lifecycle',
      async serverStop() {
        await emulator.close();
      },
    },
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
