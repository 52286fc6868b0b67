import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { queueDigestRun } from '../../domains/alerts/daily-digest.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/**
 * Every hour on the hour: queues the hour's digest run, a job on the runner that pages through
 * the sellers and sends the digests of those for whom it is now 08:00
 * (domains/alerts/daily-digest.ts).
 */
export const sendDailyDigests = onSchedule({ schedule: '0 * * * *', timeZone: 'UTC' }, async () => {
  const runId = await queueDigestRun({ db: adminFirestore(), enqueue }, new Date());
  logger.info('Daily digest run queued', { runId });
});
