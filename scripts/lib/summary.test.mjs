import { describe, expect, it } from 'vitest';
import { countResults, sumCounts, summaryLine, verdict } from './summary.mjs';

const file = (status, tests) => ({ status, assertionResults: tests.map((s) => ({ status: s })) });

describe('test summary', () => {
  it('sums passed, failed and skipped over every file', () => {
    const counts = countResults({
      numPassedTests: 5,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 1,
      testResults: [file('passed', ['passed', 'passed']), file('failed', ['failed', 'passed'])],
    });
    expect(counts).toEqual({ passed: 5, failed: 1, skipped: 3 });
    expect(summaryLine(counts)).toBe('5 passed, 1 failed, 3 skipped');
  });

  it('adds up the runs of a full run, and has no counts when one run wrote no report', () => {
    const one = { passed: 5, failed: 1, skipped: 0 };
    const two = { passed: 2, failed: 0, skipped: 3 };
    expect(sumCounts([one, two])).toEqual({ passed: 7, failed: 1, skipped: 3 });
    expect(sumCounts([one, null])).toBeNull();
    expect(verdict(sumCounts([one, null]), 0).ok).toBe(false);
  });

  it('counts a file that failed to load as a failure', () => {
    const counts = countResults({
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [file('passed', ['passed']), file('failed', [])],
    });
    expect(counts.failed).toBe(1);
    expect(verdict(counts, 1).ok).toBe(false);
  });

  it('leaves skipped out of the line when there are none', () => {
    expect(summaryLine({ passed: 2, failed: 0, skipped: 0 })).toBe('2 passed, 0 failed');
  });

  it('fails a run with no tests, no report, or a runner error', () => {
    expect(verdict({ passed: 0, failed: 0, skipped: 0 }, 0)).toEqual({
      ok: false,
      reason: 'no test ran',
    });
    expect(verdict(null, 1).ok).toBe(false);
    expect(verdict({ passed: 4, failed: 0, skipped: 0 }, 1).ok).toBe(false);
    expect(verdict({ passed: 4, failed: 0, skipped: 0 }, 0).ok).toBe(true);
  });
});
