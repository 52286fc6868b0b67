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
 * One slice of a long job (Apply Template, bulk delete, an import, its undo), queued by the job's
 * start trigger and then by the slice before it. A slice that fails, or finds another worker on
 * the job, answers an error and Cloud Tasks retries it; the retry continues from the job's last
 * checkpoint. The runner: functions/src/platform/jobs/job-runner.ts; the kinds it works:
 * functions/src/entry/job-kinds.ts.
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
    rateLimits: { maxConcurrentDispatches: 20 },
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
        return;
      }
    }
    logger.error('Job task without a valid kind, job and slice', { data: request.data });
  },
);
