import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { register } from 'tsx/esm/api';
import { emulatorControlMiddleware } from './test/support/emulator-plugin.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';
import { viteServePlugin } from './test/support/vite-serve-plugin.mjs';

// The emulator is TypeScript; tsx lets this config import it.
register();
const { createEmulator } = await import('./emulator/index.ts');

// One emulator for the run, reached by Chromium through Braintree's own host names.
const emulator = await createEmulator({ browserAccess: 'host-mapped' });
const files = process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['test/browser/**/*.test.{ts,tsx}'];

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--ignore-certificate-errors',
  `--host-resolver-rules=${emulator.hostRules}`,
];

export default {
  files,
  nodeResolve: false,
  // One file at a time: every file shares the one emulator, and resets or faults must not cross files.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT ?? 240_000),
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumFlags,
      },
    }),
  ],
  middleware: [emulatorControlMiddleware(emulator)],
  plugins: [
    viteServePlugin({ testFiles: files }),
    {
      name: 'emulator-lifecycle',
      async serverStop() {
        await emulator.close();
      },
    },
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
