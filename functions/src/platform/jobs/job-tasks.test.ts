import { describe, expect, it } from 'vitest';
import { JOB_CLAIM_MS, JOB_SLICE_MS, jobTaskId, type JobTask } from './job-runner.js';
import { JOB_SLICE_TIMEOUT_SECONDS, jobTaskOptions } from './job-tasks.js';

const task: JobTask = { kind: 'importJob', jobId: 'job1', slice: 3 };

describe('jobTaskOptions', () => {
  it('queues a slice under its id, waited for past the function’s timeout (the emulator gives up after 60 s unless told)', () => {
    const options = jobTaskOptions(task);
    expect(options.id).toBe(jobTaskId(task));
    // A slice may work for minutes: dispatched again while it runs, its second delivery would
    // find the claim held and wait out the queue's backoff.
    expect(options.dispatchDeadlineSeconds).toBeGreaterThan(JOB_SLICE_TIMEOUT_SECONDS);
    // Cloud Tasks accepts 15 s to 30 minutes.
    expect(options.dispatchDeadlineSeconds).toBeLessThanOrEqual(30 * 60);
  });

  it('queues a slice that is due later for its time, and others at once', () => {
    const at = new Date(1_800_000_000_000);
    expect(jobTaskOptions(task, { scheduleTime: at }).scheduleTime).toBe(at);
    expect(jobTaskOptions(task)).not.toHaveProperty('scheduleTime');
  });

  it('lets a slice work well inside the timeout, and a claim outlive it', () => {
    expect(JOB_SLICE_MS).toBeLessThanOrEqual((JOB_SLICE_TIMEOUT_SECONDS * 1000) / 2);
    expect(JOB_CLAIM_MS).toBeGreaterThan(JOB_SLICE_TIMEOUT_SECONDS * 1000);
  });
});
