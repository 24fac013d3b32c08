#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, format check, node tests, browser tests, in that order, each
 * run even when an earlier one fails. Ends with one plain line, `N passed, N failed`, where N
 * counts every test plus each check (type-check, lint, format, size budget), and exits non-zero
 * on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'pd-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test's name, printed again just above the last line so the tail of a long run says what failed. */
const failedTests = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function testFiles(dir) {
  const base = join(root, dir);
  try {
    return readdirSync(base, { recursive: true })
      .filter((f) => String(f).endsWith('.test.ts'))
      .map((f) => join(dir, String(f)))
      .sort();
  } catch {
    return [];
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv[2]; // optional: typecheck | lint | node | browser | csp | e2e | pack

if (!only || only === 'typecheck') await check('type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
if (!only || only === 'lint') {
  await check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
  await check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']);
}

/** Runs node:test files and adds their counts (from a TAP copy of the report). */
async function nodeTests(name, files) {
  console.log(`\n▶ ${name} (${files.length} files)`);
  const tap = join(scratch, `${name.replace(/\W+/g, '-')}.tap`);
  const code = await run(process.execPath, [
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
  ]);
  let text = '';
  try {
    text = readFileSync(tap, 'utf8');
  } catch {
    /* the runner died before writing: counted below */
  }
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += count('skipped') + count('todo');
  // Every failed test by name (TAP lists a subtest before the test or file that holds it).
  for (const match of text.matchAll(/^( *)not ok \d+ - (.*)$/gm)) failedTests.push(`${name}: ${match[2]}`);
  if (failed > 0 || (code !== 0 && failed === 0)) {
    if (failed === 0) totals.failed += 1;
    failures.push(name);
  }
}

if (!only || only === 'node') await nodeTests('node tests', testFiles('test/node'));
// End to end: the real `npm start` server driven by a flagless Chromium, as a shopper would.
// The published packages: packed, installed into scratch projects, used as a merchant would.
// In a full run both go in one runner, two files at a time: the package builds overlap the shopper's waits. The
// framework hosts' test (test/pack/hosts.test.ts: an install and five production builds) is the longest, so it
// starts first and the others run beside it.
const HOSTS = 'test/pack/hosts.test.ts';
const packTests = [HOSTS, ...testFiles('test/pack').filter((file) => file !== HOSTS)];
if (!only)
  await nodeTests('end-to-end and package tests', [
    ...packTests.slice(0, 1),
    ...testFiles('test/e2e'),
    ...packTests.slice(1),
  ]);
if (only === 'e2e') await nodeTests('end-to-end tests', testFiles('test/e2e'));
if (only === 'pack') await nodeTests('package tests', packTests);

/** Runs a web-test-runner suite and adds its counts (from the summary reporter's file). */
async function browserTests(name, env = {}) {
  console.log(`\n▶ ${name}`);
  const summary = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(bin('web-test-runner'), [], { WTR_SUMMARY_FILE: summary, ...env });
  let counts;
  try {
    counts = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  for (const test of counts.failedTests ?? []) failedTests.push(`${name}: ${test}`);
  if (counts.failed > 0 || code !== 0) {
    if (counts.failed === 0) totals.failed += 1;
    failures.push(name);
  }
}

if (!only || only === 'browser') await browserTests('browser tests (web-test-runner, headless Chromium)');
// The same widget on pages served under a strict Content-Security-Policy (test/browser/csp/).
if (!only || only === 'browser' || only === 'csp')
  await browserTests('browser tests under a strict Content-Security-Policy', { WTR_CSP: '1', WTR_FILES: '' });

rmSync(scratch, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
