import { describe, expect, it } from 'vitest';
import { runJobTask } from '../platform/jobs/job-tasks.js';
import { JOB_KINDS } from './job-kinds.js';

describe('the job kinds the runner works', () => {
  it.each(Object.entries(JOB_KINDS))('%s is the kind its tasks name', async (name, load) => {
    expect((await load()).name).toBe(name);
  });

  it('are the only ones: a task of any other kind is worked by none', async () => {
    const env = {
      db: {} as never,
      enqueue: () => Promise.reject(new Error('nothing is queued')),
    };
    for (const kind of ['rollUp', 'toString', 'constructor']) {
      expect(await runJobTask(env, JOB_KINDS, { kind, jobId: 'job1', slice: 0 })).toBe(
        'unknownKind',
      );
    }
  });
});
