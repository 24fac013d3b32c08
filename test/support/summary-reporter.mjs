import { writeFileSync } from 'node:fs';

function countSuite(suite, counts) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, counts);
}

/**
 * Prints a plain `N passed, N failed` line when the run ends (WTR's own summary carries a
 * progress bar), counting each test file that failed to load as one failure. With
 * WTR_SUMMARY_FILE set it also writes the counts there for `npm test`'s total.
 */
export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const own = { passed: 0, failed: 0, skipped: 0 };
        if (session.testResults) countSuite(session.testResults, own);
        // A session that failed with no failing test failed to load, or failed in a hook.
        if (!session.passed && own.failed === 0) own.failed = 1;
        counts.passed += own.passed;
        counts.failed += own.failed;
        counts.skipped += own.skipped;
      }
      this.counts = counts;
    },
    stop() {
      const counts = this.counts ?? { passed: 0, failed: 1, skipped: 0 };
      if (process.env.WTR_SUMMARY_FILE) writeFileSync(process.env.WTR_SUMMARY_FILE, JSON.stringify(counts));
      process.stdout.write(
        `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`,
      );
    },
  };
}
