// Turns vitest's JSON report into the closing line CI reads: `N passed, N failed[, N skipped]`.
import { existsSync, readFileSync } from 'node:fs';

/** Counts from a vitest JSON report (jest-compatible shape), or null when there is none. */
export function countResults(report) {
  if (!report || !Array.isArray(report.testResults)) return null;
  // A file that fails to load (syntax error, failing hook) has no test results of its own but
  // is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** The counts of several runs added up; null when any run wrote no report. */
export function sumCounts(list) {
  if (list.length === 0 || list.some((counts) => !counts)) return null;
  return list.reduce((sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }));
}

export function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** Whether the run counts as green: something ran, nothing failed, the runner itself agreed. */
export function verdict(counts, runnerExitCode) {
  if (!counts) return { ok: false, reason: 'no test report was written (see the output above)' };
  if (counts.failed > 0) return { ok: false, reason: null };
  if (counts.passed === 0) return { ok: false, reason: 'no test ran' };
  if (runnerExitCode !== 0) {
    return { ok: false, reason: `vitest exited with code ${runnerExitCode} (see errors above)` };
  }
  return { ok: true, reason: null };
}
