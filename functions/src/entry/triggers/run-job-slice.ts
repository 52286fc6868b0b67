import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { JobTask } from '../../platform/jobs/job-runner.js';
import {
  JOB_SLICE_TIMEOUT_SECONDS,
  jobTaskQueue,
  runJobTask,
} from '../../platform/jobs/job-tasks.js';
import { JOB_KINDS } from '../job-kinds.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/**
 * One slice of a long job (every kind in functions/src/entry/job-kinds.ts), queued by what
 * started the job and then by the slice before it. A slice that fails, finds another worker on
 * the job, or arrives before its time (the Cloud Tasks emulator ignores a task's scheduleTime;
 * Cloud Tasks does not) answers an error and Cloud Tasks retries it; the retry continues from the
 * job's last checkpoint. The runner: functions/src/platform/jobs/job-runner.ts.
 */
export const runJobSlice = onTaskDispatched<unknown>(
  {
    // A failing slice is retried for 7 days, as Firestore events were (docs/decisions.md,
    // "Long jobs one way"); a dead worker's claim (JOB_CLAIM_MS) goes stale long before.
    retryConfig: {
      maxAttempts: -1,
      maxRetrySeconds: 7 * 24 * 60 * 60,
      minBackoffSeconds: 10,
      maxBackoffSeconds: 300,
    },
    // Roll-ups and follow-ups (short) share the queue with slices that work for minutes.
    rateLimits: { maxConcurrentDispatches: 50 },
    timeoutSeconds: JOB_SLICE_TIMEOUT_SECONDS,
    memory: '1GiB',
  },
  async (request) => {
    const parsed = v.safeParse(JobTask, request.data);
    if (parsed.success) {
      const task = parsed.output;
      const outcome = await runJobTask({ db: adminFirestore(), enqueue }, JOB_KINDS, task);
      if (outcome !== 'unknownKind') {
        logger.info('Job slice', { ...task, outcome });
        if (outcome === 'busy') throw new HttpsError('unavailable', 'Another worker holds the job');
        if (outcome === 'early') throw new HttpsError('unavailable', 'The slice is due later');
        return;
      }
    }
    logger.error('Job task without a valid kind, job and slice', { data: request.data });
  },
);
