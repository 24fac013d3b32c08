#!/usr/bin/env node
/**
 * `npm run conformance -- <path to a braintree_node checkout> [spec file names…]`
 *
 * Measures the emulator against the official Node SDK's own integration suite: installs the
 * checkout's dev dependencies (once), starts the emulator as the suite's merchant
 * (`integration_merchant_id` / `integration_public_key` / `integration_private_key`), and runs
 * the spec files a checkout needs, each from a reset emulator, with the SDK pointed at it through
 * GATEWAY_HOST / GATEWAY_PORT. Prints passed and failed per file and the total, and the share of
 * the tests that do not need Braintree's own data (those listed in
 * emulator/conformance-exclusions.json, with the reason).
 *
 * Not part of `npm test`: the suite is not in the npm package and CI cannot fetch it.
 * `--failures` also prints each failing test's title and first error line; `--excluded` each
 * excluded test with its reason.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SPEC_FILES = [
  'client_token_gateway_spec.js',
  'transaction_gateway_spec.js',
  'customer_gateway_spec.js',
  'payment_method_gateway_spec.js',
  'credit_card_gateway_spec.js',
  'credit_card_verification_gateway_spec.js',
  'payment_method_nonce_gateway_spec.js',
  'paypal_account_gateway_spec.js',
  'apple_pay_spec.js',
  'android_pay_spec.js',
];

/**
 * The suite's default merchant: its spec helper names these keys, and its tests expect a merchant
 * whose card form has no CVV or postal code challenge.
 */
const SUITE_MERCHANT = {
  merchantId: 'integration_merchant_id',
  publicKey: 'integration_public_key',
  privateKey: 'integration_private_key',
  challenges: [],
  // The suite's plain sandbox accounts and its 3D Secure one (`threeDSecureMerchantAccountId`); its
  // processor-specific ones are excluded (see the exclusions file).
  merchantAccountIds: ['sandbox_credit_card', 'sandbox_credit_card_non_default', 'three_d_secure_merchant_account'],
  // The custom field the suite's merchant has set up.
  customFields: ['store_me'],
};

/** A mocha reporter that writes each test's outcome as JSON to the file named by CONFORMANCE_OUT. */
const REPORTER = `'use strict';
const fs = require('fs');
// Where in the suite's own spec file the failure happened, e.g. " (transaction_gateway_spec.js:40)".
const where = (err) => {
  const m = /([\\w.]+_spec\\.js):(\\d+)/.exec(String(err.stack || ''));
  return m ? \` (\${m[1]}:\${m[2]})\` : '';
};
module.exports = function ConformanceReporter(runner) {
  const results = [];
  const markers = JSON.parse(process.env.CONFORMANCE_MARKERS);
  const add = (test, state, err) =>
    results.push({
      title: test.fullTitle(),
      state,
      error: err ? String(err.message || err).split('\\n')[0] + where(err) : undefined,
      marker: markers.find((m) => String(test.body).includes(m)),
    });
  runner.on('pass', (t) => add(t, 'passed'));
  runner.on('fail', (t, err) => add(t, 'failed', err));
  runner.on('pending', (t) => add(t, 'pending'));
  runner.once('end', () => fs.writeFileSync(process.env.CONFORMANCE_OUT, JSON.stringify(results)));
};
`;

/**
 * The SDK calls a callback a moment later and only logs what it throws ("Error in callback
 * function"), so a failed assertion there would end its test at the time-out with no reason. This
 * hook, loaded before the suite, throws that error again outside the SDK: mocha then fails the
 * running test at once, with the assertion's own message.
 */
const FAIL_FAST_HOOK = `'use strict';
const log = console.log;
let next = false;
console.log = function (...args) {
  if (args[0] === 'Error in callback function') {
    next = true;
    return;
  }
  if (next && args[0] instanceof Error) {
    next = false;
    const err = args[0];
    setImmediate(() => {
      throw err;
    });
    return;
  }
  next = false;
  return log.apply(this, args);
};
`;

function usage(message) {
  console.error(`${message}\nUsage: npm run conformance -- <braintree_node checkout> [--failures] [spec files…]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const showFailures = args.includes('--failures');
const showExcluded = args.includes('--excluded');
const positional = args.filter((a) => !a.startsWith('--'));
const checkout = positional[0] ? resolve(positional[0]) : undefined;
if (!checkout) usage('Give the path of a braintree_node checkout.');
const specDir = join(checkout, 'test/integration/braintree');
if (!existsSync(join(specDir, 'transaction_gateway_spec.js')))
  usage(`${checkout} is not a braintree_node checkout: ${specDir}/transaction_gateway_spec.js is missing.`);
const files = positional.length > 1 ? positional.slice(1) : SPEC_FILES;
for (const f of files) if (!existsSync(join(specDir, f))) usage(`No spec file ${f} in ${specDir}.`);

const exclusions = JSON.parse(readFileSync(join(root, 'emulator/conformance-exclusions.json'), 'utf8'));

if (!existsSync(join(checkout, 'node_modules/.bin/mocha'))) {
  console.log(`Installing the suite's dev dependencies in ${checkout} …`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: checkout,
    stdio: 'inherit',
  });
  if (install.status !== 0) usage('npm install failed in the checkout.');
}

register();
const { createEmulator } = await import('../emulator/index.ts');
const emulator = await createEmulator({ port: 0, httpsPort: 0, merchant: SUITE_MERCHANT });

const work = mkdtempSync(join(tmpdir(), 'conformance-'));
const reporter = join(work, 'reporter.cjs');
writeFileSync(reporter, REPORTER);
const hook = join(work, 'fail-fast.cjs');
writeFileSync(hook, FAIL_FAST_HOOK);

function runFile(file) {
  const out = join(work, `${file}.json`);
  return new Promise((done) => {
    const child = spawn(
      join(checkout, 'node_modules/.bin/mocha'),
      // A test that still waits after 2 s waits for an answer that never comes: the emulator
      // answers in milliseconds.
      ['--timeout', '2000', '-r', hook, '-r', 'test/spec_helper', '--reporter', reporter, join(specDir, file)],
      {
        cwd: checkout,
        stdio: ['ignore', 'ignore', 'ignore'],
        env: {
          ...process.env,
          GATEWAY_HOST: '127.0.0.1',
          GATEWAY_PORT: String(emulator.port),
          GATEWAY_SSL: 'false',
          CONFORMANCE_OUT: out,
          CONFORMANCE_MARKERS: JSON.stringify(Object.keys(exclusions.markers)),
        },
      },
    );
    child.on('exit', () => done(existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : []));
  });
}

const rows = [];
const totals = { passed: 0, failed: 0, excludedPassed: 0, excluded: 0, total: 0 };
try {
  for (const file of files) {
    emulator.reset();
    const results = await runFile(file);
    const row = { file, passed: 0, failed: 0, excluded: 0, total: results.length };
    for (const r of results) {
      if (r.state === 'pending') continue;
      if (r.marker) {
        row.excluded++;
        if (showExcluded) console.log(`  – ${file} › ${r.title}\n      excluded: ${exclusions.markers[r.marker]}`);
        if (r.state === 'passed') totals.excludedPassed++;
        continue;
      }
      if (r.state === 'passed') row.passed++;
      else {
        row.failed++;
        if (showFailures) console.log(`  ✗ ${file} › ${r.title}\n      ${r.error}`);
      }
    }
    rows.push(row);
    console.log(
      `${file.padEnd(40)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(4)} failed ${String(row.excluded).padStart(4)} excluded`,
    );
    totals.passed += row.passed;
    totals.failed += row.failed;
    totals.excluded += row.excluded;
    totals.total += row.total;
  }
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}

const counted = totals.passed + totals.failed;
const share = counted === 0 ? 0 : (100 * totals.passed) / counted;
console.log(
  `\nTotal: ${totals.passed} passed, ${totals.failed} failed of ${counted} tests that need no Braintree data ` +
    `(${share.toFixed(1)}%); ${totals.excluded} excluded (${totals.excludedPassed} of them pass anyway); ` +
    `${totals.total} tests in all.`,
);
