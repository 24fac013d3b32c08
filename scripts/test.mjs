#!/usr/bin/env node
/**
 * `npm test`: type-check, lint and format check (side by side), then node tests, end-to-end and package tests,
 * browser tests (in two lanes side by side), in that order, each run even when an earlier one fails; the package
 * tests' widget tarball is packed once and the framework hosts' project installed once, beside the checks and node
 * tests. Ends with one plain line, `N passed, N failed`, where N counts every test plus each check (type-check,
 * lint, format, size budget), and exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'pd-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test's name, printed again just above the last line so the tail of a long run says what failed. */
const failedTests = [];
/** Browser tests that failed and then passed when their file ran again (see browserTests). */
const flakyTests = [];
/** How long each part of the run took (`name: N s`), printed again at the end: CI's time limit is the run's. */
const partTimes = [];

/** Runs one part of the run and records how long it took. */
async function timedPart(name, action) {
  const start = performance.now();
  try {
    return await action();
  } finally {
    const seconds = Math.round((performance.now() - start) / 1000);
    partTimes.push(`${name}: ${seconds} s`);
    console.log(`\n▶ ${name} took ${seconds} s`);
  }
}

/**
 * Runs a command from the repository's root and gives its exit code. With `quiet`, its output (stdout and stderr, as
 * they came) is kept and given as `output` instead of printed; with `prefix`, each line it prints starts with it (for
 * runs side by side).
 */
function run(command, args, { env = {}, quiet = false, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet || prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    const printing = { stdout: '', stderr: '' };
    const take = (stream) => (chunk) => {
      if (quiet) return void (output += chunk);
      const lines = (printing[stream] + chunk).split('\n');
      printing[stream] = lines.pop();
      for (const line of lines) process[stream].write(`${prefix}${line}\n`);
    };
    child.stdout?.on('data', take('stdout'));
    child.stderr?.on('data', take('stderr'));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      for (const stream of ['stdout', 'stderr'])
        if (printing[stream]) process[stream].write(`${prefix}${printing[stream]}\n`);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * The static checks (each `[name, command, args]`), side by side: each spends part of its time reading files, and
 * together they took 66 s where one after another took 82 s (warm, on a two-core machine). Each one's output is
 * printed under its name once they have all ended, in the order given.
 */
async function untimedChecks(list) {
  const results = await Promise.all(list.map(([, command, args]) => run(command, args, { quiet: true })));
  for (const [index, [name]] of list.entries()) {
    const { code, output } = results[index];
    console.log(`\n▶ ${name}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (code === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(name);
    }
  }
}

const checks = (list) => (list.length ? timedPart('the checks', () => untimedChecks(list)) : undefined);

function testFiles(dir) {
  const base = join(root, dir);
  try {
    return readdirSync(base, { recursive: true })
      .filter((f) => /\.test\.tsx?$/.test(String(f)))
      .map((f) => join(dir, String(f)))
      .sort();
  } catch {
    return [];
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv[2]; // optional: typecheck | lint | node | browser | csp | faults | same-process | e2e | pack
// Both package test files' widget tarball (test/pack/support/widget-tarball.ts), packed once for the run from a
// copy of elements/ while the checks and the node tests go, instead of once by each file.
const packing =
  !only || only === 'pack'
    ? run(process.execPath, ['--import', 'tsx', 'test/pack/support/widget-tarball.ts', scratch], { quiet: true })
    : undefined;
// The framework hosts' project (test/pack/support/host-project.ts), installed from the start too: on a fresh machine
// its install is mostly waiting on npm's registry, which the checks and the node tests fill.
const installingHosts =
  !only || only === 'pack'
    ? run(process.execPath, ['--import', 'tsx', 'test/pack/support/host-project.ts', scratch], { quiet: true })
    : undefined;

await checks([
  ...(!only || only === 'typecheck' ? [['type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json']]] : []),
  ...(!only || only === 'lint'
    ? [
        ['lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']],
        ['format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']],
      ]
    : []),
]);

/** One node:test run of `files`; its report is also written as TAP, which gives the counts. */
async function nodeTestRun(name, files, env = {}) {
  const tap = join(scratch, `${name.replace(/\W+/g, '-')}.tap`);
  const { code } = await run(
    process.execPath,
    [
      // The packages' `source` export condition: tests run on the TypeScript, with no build first.
      '--conditions=source',
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { env },
  );
  let text = '';
  try {
    text = readFileSync(tap, 'utf8');
  } catch {
    /* the runner died before writing: counted below */
  }
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  // Every failed test by name (TAP lists a subtest before the test or file that holds it), and how many tests
  // failed in each file (a test's YAML block names its file; a suite whose subtests failed is not counted again).
  const names = [];
  const byFile = new Map();
  for (const match of text.matchAll(/^( *)not ok \d+ - (.*)\n((?:\1 {2}.*\n)*)/gm)) {
    const file = /location: '(.*?):\d+:\d+'/.exec(match[3])?.[1];
    names.push({ name: match[2], file });
    if (file && !/failureType: 'subtestsFailed'/.test(match[3])) byFile.set(file, (byFile.get(file) ?? 0) + 1);
  }
  return {
    code,
    reported: /^# tests \d+$/m.test(text),
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
    names,
    byFile,
  };
}

/**
 * Runs node:test files and adds their counts. The end-to-end and package tests drive real browsers and servers on
 * two shared cores; as with the browser tests, a file with a failed test (at most three such files) runs once more
 * on its own, and when that run passes whole, its first failures are listed as flaky, not failed.
 */
async function untimedNodeTests(name, files, env = {}) {
  console.log(`\n▶ ${name} (${files.length} files)`);
  const first = await nodeTestRun(name, files, env);
  let { code, passed, failed } = first;
  let names = first.names;
  const placed = [...first.byFile.values()].reduce((sum, n) => sum + n, 0);
  if (failed > 0 && first.byFile.size <= 3 && placed === failed) {
    const again = [...first.byFile.keys()];
    console.log(`\n▶ ${name}: a second run of ${again.map((file) => relative(root, file)).join(', ')}`);
    const second = await nodeTestRun(`${name} rerun`, again, env);
    // A file whose second run failed nothing keeps its first failures as flaky; any other file's stand.
    const passedAgain = (file) => second.reported && !second.byFile.has(file);
    for (const file of again.filter(passedAgain)) {
      passed += first.byFile.get(file);
      failed -= first.byFile.get(file);
    }
    for (const test of names.filter((test) => passedAgain(test.file))) flakyTests.push(`${name}: ${test.name}`);
    names = names.filter((test) => !passedAgain(test.file));
    if (failed === 0 && second.code === 0) code = 0;
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += first.skipped;
  for (const test of names) failedTests.push(`${name}: ${test.name}`);
  if (failed > 0 || (code !== 0 && failed === 0)) {
    if (failed === 0) totals.failed += 1;
    failures.push(name);
  }
}

const nodeTests = (name, ...rest) => timedPart(name, () => untimedNodeTests(name, ...rest));

if (!only || only === 'node') await nodeTests('node tests', testFiles('test/node'));
// End to end: the real `npm start` server driven by a flagless Chromium, as a shopper would.
// The published packages: packed, installed into scratch projects, used as a merchant would.
// In a full run both go in one runner, two files at a time: the package builds overlap the shopper's waits. The
// framework hosts' test (test/pack/hosts.test.ts: an install and five production builds) is the longest, so it
// starts first and the others run beside it.
const HOSTS = 'test/pack/hosts.test.ts';
const packTests = [HOSTS, ...testFiles('test/pack').filter((file) => file !== HOSTS)];

/**
 * The setting a step started at the run's start (`step`, a script whose last line is `NAME=path`) hands the package
 * tests, or none when it failed (the test files then do `name` themselves).
 */
async function preparedSetting(name, step) {
  const { code, output } = await step;
  const setting = /^(\w+)=(\/.+)$/.exec(output.trim().split('\n').pop() ?? '');
  if (code === 0 && setting) return { [setting[1]]: setting[2] };
  console.log(`\n▶ ${name} once for the package tests failed; the test files do it themselves:\n${output}`);
  return {};
}

/** The run's widget tarball and framework hosts' project, for the package tests. */
async function packageSettings() {
  return {
    ...(await preparedSetting('packing the widget', packing)),
    ...(await preparedSetting("installing the framework hosts' project", installingHosts)),
  };
}

if (!only)
  await nodeTests(
    'end-to-end and package tests',
    [...packTests.slice(0, 1), ...testFiles('test/e2e'), ...packTests.slice(1)],
    await packageSettings(),
  );
if (only === 'e2e') await nodeTests('end-to-end tests', testFiles('test/e2e'));
if (only === 'pack') await nodeTests('package tests', packTests, await packageSettings());

/**
 * `count` free ports, for web-test-runner runs side by side (it listens on every interface, as the probes do); the
 * probes are all open at once, so no two of them are given the same port.
 */
async function freePorts(count) {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const probe = createServer().listen(0, () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => probe.address().port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * One web-test-runner run; its counts come from the summary reporter's file. Each run has a port of its own and keeps
 * Vite's pre-bundled dependencies in a folder named by `cache` (under Vite's own), so runs can go side by side.
 */
async function webTestRunner(name, env, { cache, prefix = '', port }) {
  const summary = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  const { code } = await run(bin('web-test-runner'), [], {
    env: {
      WTR_SUMMARY_FILE: summary,
      WTR_PORT: String(port ?? (await freePorts(1))[0]),
      WTR_VITE_CACHE: join(root, 'node_modules/.vite', cache),
      ...env,
    },
    prefix,
  });
  try {
    return { code, ...JSON.parse(readFileSync(summary, 'utf8')) };
  } catch {
    return { code, passed: 0, failed: 1, skipped: 0, failedTests: ['(web-test-runner wrote no summary)'], files: {} };
  }
}

/** The runs of one suite side by side as one: every file's counts, every failed test, the worst exit code. */
function together(runs) {
  return {
    code: Math.max(...runs.map((one) => one.code)),
    files: Object.assign({}, ...runs.map((one) => one.files ?? {})),
    failedTests: runs.flatMap((one) => one.failedTests ?? []),
  };
}

/** How many of a browser suite's slowest files its run lists. */
const SLOWEST_SHOWN = 8;

/**
 * Runs a web-test-runner suite and adds its counts. Browser tests share two cores with Chromium's frames and the
 * emulator, and a test can miss a deadline under load; a file with a failed test is run once more on its own
 * (at most three files), and its second run's counts stand. A test that failed and then passed is listed as
 * flaky in the output, never dropped; a test that fails again fails the run.
 */
async function untimedBrowserTests(name, env = {}, { cache, prefix = '', first: firstRun } = {}) {
  console.log(`\n▶ ${name}`);
  const first = await (firstRun ?? webTestRunner(name, env, { cache, prefix }));
  const files = { ...first.files };
  const slowest = Object.entries(files)
    .filter(([, counts]) => counts.seconds !== undefined)
    .sort(([, a], [, b]) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN);
  if (slowest.length > 1)
    console.log(
      `\n▶ ${name}: the slowest files\n${slowest.map(([file, { seconds }]) => `  ${seconds.toFixed(1)} s  ${relative(root, file)}`).join('\n')}`,
    );
  const failedFiles = Object.entries(files)
    .filter(([, counts]) => counts.failed > 0)
    .map(([file]) => relative(root, file));
  let failed = first.failedTests ?? [];
  let code = first.code;
  if (failedFiles.length > 0 && failedFiles.length <= 3) {
    console.log(`\n▶ ${name}: a second run of ${failedFiles.join(', ')}`);
    const second = await webTestRunner(
      `${name} rerun`,
      { ...env, WTR_FILES: failedFiles.join(',') },
      { cache, prefix },
    );
    const failedAgain = second.failedTests ?? [];
    for (const test of failed) if (!failedAgain.includes(test)) flakyTests.push(`${name}: ${test}`);
    for (const [file, counts] of Object.entries(second.files ?? {})) files[file] = counts;
    failed = failedAgain;
    code = second.code;
  }
  const counts = Object.values(files).reduce(
    (sum, file) => ({
      passed: sum.passed + file.passed,
      failed: sum.failed + file.failed,
      skipped: sum.skipped + file.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  for (const test of failed) failedTests.push(`${name}: ${test}`);
  if (counts.failed > 0 || code !== 0) {
    if (counts.failed === 0) totals.failed += 1;
    failures.push(name);
  }
}

const browserTests = (name, env, options) => timedPart(name, () => untimedBrowserTests(name, env, options));

/**
 * The browser suites beside the main one, one after another: each under its own conditions, in a browser of its own.
 * With `prefix`, their output is marked as one lane's (they run beside the main suite's other lane).
 */
async function otherBrowserSuites(prefix = '') {
  // The same widget on pages served under a strict Content-Security-Policy (test/browser/csp/).
  if (!only || only === 'browser' || only === 'csp')
    await browserTests(
      'browser tests under a strict Content-Security-Policy',
      { WTR_CSP: '1', WTR_FILES: '' },
      { cache: 'csp', prefix },
    );
  // The widget when the test server refuses one of its modules (test/browser/faults/): each file in a browser of its
  // own, since Chromium keeps a refused module's failure for the later pages of the same browser.
  if (!only || only === 'browser' || only === 'faults')
    for (const file of testFiles('test/browser/faults'))
      await browserTests(
        `browser tests with refused modules (${relative('test/browser/faults', file)})`,
        { WTR_FAULTS: '1', WTR_FILES: file },
        { cache: 'faults', prefix },
      );
  // The widget with its card frames in the page's process, as in Safari and most Android Chrome
  // (test/browser/same-process/): a Chromium with site isolation off.
  if (!only || only === 'browser' || only === 'same-process')
    await browserTests(
      "browser tests with the card frames in the page's process",
      { WTR_SAME_PROCESS: '1', WTR_FILES: '' },
      { cache: 'same-process', prefix },
    );
}

/**
 * The main browser suite runs in two lanes side by side, each in its own web-test-runner (its own emulator, Chromium
 * and port), its files dealt alternately in name order; the lane that ends first goes on with the other suites. In a
 * run of 2026-12-01 the browser tests kept a core idle 40% of the time one after another, and two lanes took the main
 * suite from 410 s to 300–390 s (the whole browser part from about 480 s to 335–390 s) with no test failing. Each suite's failed files still run once more on their own.
 */
const MAIN_BROWSER_SUITE = 'browser tests (web-test-runner, headless Chromium)';
if (!only || only === 'browser') {
  const lanes = [[], []];
  testFiles('test/browser')
    .filter((file) => !/^test\/browser\/(csp|faults|same-process)\//.test(file))
    .forEach((file, index) => lanes[index % lanes.length].push(file));
  const ports = await freePorts(lanes.length);
  const laneRuns = lanes.map((files, index) =>
    webTestRunner(
      `${MAIN_BROWSER_SUITE} ${index + 1}`,
      { WTR_FILES: files.join(',') },
      { cache: `lane-${index + 1}`, prefix: `[lane ${index + 1}] `, port: ports[index] },
    ),
  );
  await Promise.all([
    browserTests(
      MAIN_BROWSER_SUITE,
      {},
      { cache: 'lane-1', prefix: '[main] ', first: Promise.all(laneRuns).then(together) },
    ),
    Promise.race(laneRuns.map((lane, index) => lane.then(() => index))).then((index) =>
      otherBrowserSuites(`[lane ${index + 1}] `),
    ),
  ]);
} else await otherBrowserSuites();

rmSync(scratch, { recursive: true, force: true });
console.log(`\nTime by part: ${partTimes.join(', ')}`);
if (flakyTests.length)
  console.log(
    `\nFlaky (failed, then passed on a second run of its file):\n${flakyTests.map((test) => `  ~ ${test}`).join('\n')}`,
  );
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
