import { writeFileSync } from 'node:fs';

function countSuite(suite, counts, names, trail) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      const message = test.error?.message ? `: ${String(test.error.message).split('\n')[0].slice(0, 300)}` : '';
      names.push(`${[...trail, test.name].join(' > ')}${message}`);
    }
  }
  for (const child of suite.suites ?? []) countSuite(child, counts, names, [...trail, child.name]);
}

/**
 * Prints a plain `N passed, N failed` line when the run ends (WTR's own summary carries a
 * progress bar), counting each test file that failed to load as one failure, and above it the
 * name of every failed test with its file, so the tail of a long run says what failed. With
 * WTR_SUMMARY_FILE set it also writes the counts, the names and each file's counts there for `npm test`'s total,
 * with how long each file took (from the end of the file before it: files run one at a time), which `npm test` uses
 * to list the slowest.
 */
export function summaryReporter() {
  let last = Date.now();
  const seconds = {};
  return {
    onTestRunStarted() {
      last = Date.now();
    },
    reportTestFileResults({ testFile }) {
      const now = Date.now();
      seconds[testFile] = (now - last) / 1000;
      last = now;
    },
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const failedTests = [];
      const files = {};
      for (const session of sessions) {
        const own = { passed: 0, failed: 0, skipped: 0 };
        const names = [];
        if (session.testResults) countSuite(session.testResults, own, names, []);
        // A session that failed with no failing test failed to load, or failed in a hook.
        if (!session.passed && own.failed === 0) {
          own.failed = 1;
          const error = session.errors?.[0]?.message;
          names.push(`(the file failed outside its tests${error ? `: ${String(error).split('\n')[0]}` : ''})`);
        }
        for (const name of names) failedTests.push(`${session.testFile}: ${name}`);
        files[session.testFile] = { ...own, seconds: seconds[session.testFile] };
        counts.passed += own.passed;
        counts.failed += own.failed;
        counts.skipped += own.skipped;
      }
      this.counts = counts;
      this.failedTests = failedTests;
      this.files = files;
    },
    stop() {
      const counts = this.counts ?? { passed: 0, failed: 1, skipped: 0 };
      const failedTests = this.failedTests ?? [];
      if (process.env.WTR_SUMMARY_FILE)
        writeFileSync(
          process.env.WTR_SUMMARY_FILE,
          JSON.stringify({ ...counts, failedTests, files: this.files ?? {} }),
        );
      for (const name of failedTests) process.stdout.write(`\n✗ ${name}`);
      process.stdout.write(
        `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`,
      );
    },
  };
}
