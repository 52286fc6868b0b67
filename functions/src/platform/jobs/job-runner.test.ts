import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FINISHED_JOB_RETENTION_MS,
  JOB_CLAIM_MS,
  JobTask,
  claimDecision,
  endedFields,
  enqueueOnce,
  firstRun,
  jobTaskId,
  storedRun,
} from './job-runner.js';

const kind = { name: 'templateJob', queued: 'queued', running: 'running' } as const;
const task = (slice: number): JobTask => ({ kind: 'templateJob', jobId: 'job1', slice });
const NOW = 1_800_000_000_000;
const claim = (until: number) => ({ token: 't', until: Timestamp.fromMillis(until) });

describe('claimDecision', () => {
  it('claims a queued job for its first slice', () => {
    expect(
      claimDecision({ exists: true, status: 'queued', run: undefined }, kind, task(0), NOW),
    ).toBe('claim');
  });

  it('claims the slice the job was checkpointed at, and no other', () => {
    const stored = { exists: true, status: 'running', run: { kind: 'templateJob', slice: 3 } };
    expect(claimDecision(stored, kind, task(3), NOW)).toBe('claim');
    expect(claimDecision(stored, kind, task(2), NOW)).toBe('replayed');
    expect(claimDecision(stored, kind, task(0), NOW)).toBe('replayed');
    expect(claimDecision(stored, kind, task(4), NOW)).toBe('replayed');
  });

  it('leaves a job another worker holds, and takes over a claim gone stale', () => {
    const held = (until: number) => ({
      exists: true,
      status: 'running',
      run: { kind: 'templateJob', slice: 1, claim: claim(until) },
    });
    expect(claimDecision(held(NOW + 1), kind, task(1), NOW)).toBe('busy');
    expect(claimDecision(held(NOW), kind, task(1), NOW)).toBe('claim');
    expect(claimDecision(held(NOW - JOB_CLAIM_MS), kind, task(1), NOW)).toBe('claim');
  });

  it('leaves a slice that is due later for its time, and claims it from then on', () => {
    const due = (notBefore: number, claimUntil?: number) => ({
      exists: true,
      status: 'running',
      run: {
        kind: 'templateJob',
        slice: 2,
        notBefore: Timestamp.fromMillis(notBefore),
        ...(claimUntil === undefined ? {} : { claim: claim(claimUntil) }),
      },
    });
    expect(claimDecision(due(NOW + 1), kind, task(2), NOW)).toBe('early');
    expect(claimDecision(due(NOW), kind, task(2), NOW)).toBe('claim');
    expect(claimDecision(due(NOW - 60_000), kind, task(2), NOW)).toBe('claim');
    // A replay is a replay whatever the time; a live claim is busy before it is early.
    expect(claimDecision(due(NOW + 1), kind, task(1), NOW)).toBe('replayed');
    expect(claimDecision(due(NOW + 1, NOW + 1), kind, task(2), NOW)).toBe('busy');
    // A job queued to start later.
    const queued = { exists: true, status: 'queued', run: firstRun('templateJob', NOW + 5) };
    expect(claimDecision(queued, kind, task(0), NOW)).toBe('early');
    expect(claimDecision(queued, kind, task(0), NOW + 5)).toBe('claim');
  });

  it('does nothing for a job that is gone or ended', () => {
    expect(
      claimDecision({ exists: false, status: undefined, run: undefined }, kind, task(0), NOW),
    ).toBe('gone');
    for (const status of ['done', 'failed', 'uploading', 'anything']) {
      expect(claimDecision({ exists: true, status, run: undefined }, kind, task(0), NOW)).toBe(
        'ended',
      );
    }
  });
});

describe('storedRun', () => {
  it('starts another kind of run on the same document (an import’s undo) at slice 0', () => {
    const importRun = { kind: 'importJob', slice: 7 };
    expect(storedRun(importRun, 'importJob')).toEqual(importRun);
    expect(storedRun(importRun, 'importUndo')).toEqual({ kind: 'importUndo', slice: 0 });
  });

  it('reads a missing or malformed run as slice 0', () => {
    for (const raw of [undefined, null, 'x', { kind: 'templateJob', slice: -1 }, { slice: 2 }]) {
      expect(storedRun(raw, 'templateJob')).toEqual({ kind: 'templateJob', slice: 0 });
    }
  });
});

describe('JobTask', () => {
  it('accepts a kind, an id and a slice, and refuses anything else', () => {
    expect(v.is(JobTask, task(2))).toBe(true);
    for (const bad of [
      { ...task(0), kind: '' },
      { ...task(0), kind: 'template-job' },
      { ...task(0), kind: 42 },
      { ...task(0), jobId: '../x' },
      { ...task(0), jobId: '' },
      { ...task(0), slice: -1 },
      { ...task(0), slice: 1.5 },
      { ...task(0), extra: true },
    ]) {
      expect(v.is(JobTask, bad)).toBe(false);
    }
  });

  it('names one Cloud Task per kind, job and slice', () => {
    expect(jobTaskId(task(2))).toBe('templateJob-job1-2');
    expect(jobTaskId({ ...task(2), kind: 'importUndo' })).not.toBe(jobTaskId(task(2)));
  });
});

describe('endedFields', () => {
  it('keeps an ended job for 30 days, under the kind’s own finish field', () => {
    const fields = endedFields('undoFinishedAt', NOW);
    expect(Object.keys(fields).sort()).toEqual(['expiresAt', 'undoFinishedAt']);
    expect(fields.expiresAt.toMillis()).toBe(NOW + FINISHED_JOB_RETENTION_MS);
  });

  it('keeps it for the kind’s own time when it has one', () => {
    expect(endedFields('finishedAt', NOW, 60_000).expiresAt.toMillis()).toBe(NOW + 60_000);
  });
});

describe('firstRun', () => {
  it('starts at slice 0, at once or not before the time given', () => {
    expect(firstRun('analyticsRollUp')).toEqual({ kind: 'analyticsRollUp', slice: 0 });
    expect(firstRun('analyticsRollUp', NOW)).toEqual({
      kind: 'analyticsRollUp',
      slice: 0,
      notBefore: Timestamp.fromMillis(NOW),
    });
    expect(
      storedRun(firstRun('analyticsRollUp', NOW), 'analyticsRollUp').notBefore?.toMillis(),
    ).toBe(NOW);
  });
});

describe('enqueueOnce', () => {
  it('takes a task already queued under its id as queued, and passes every other error on', async () => {
    const exists = Object.assign(new Error('exists'), { code: 'functions/task-already-exists' });
    await expect(enqueueOnce({ enqueue: () => Promise.reject(exists) }, task(1))).resolves.toBe(
      undefined,
    );
    const down = Object.assign(new Error('down'), { code: 'functions/unavailable' });
    await expect(enqueueOnce({ enqueue: () => Promise.reject(down) }, task(1))).rejects.toBe(down);
  });
});
