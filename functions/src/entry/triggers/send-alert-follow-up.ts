import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { adminFirestore } from '../../platform/admin.js';
import { alertWindowMs } from '../../domains/alerts/alert-settings.js';
import { sendFollowUp } from '../../domains/alerts/attention.js';
import { appOrigin } from '../../platform/app-origin.js';
import { DocId } from '../../shared/index.js';

const FollowUpTask = v.object({ uid: DocId });

/**
 * The one follow-up email of an alert window (domains/alerts/attention.ts, sendFollowUp), queued
 * when the first low review arrives within the window. Early it answers 503 and Cloud Tasks retries
 * it.
 */
export const sendAlertFollowUp = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 40, minBackoffSeconds: 5, maxBackoffSeconds: 60, maxDoublings: 2 },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  async (request) => {
    const parsed = v.safeParse(FollowUpTask, request.data);
    if (!parsed.success) {
      logger.error('Alert follow-up task without a seller', { data: request.data as unknown });
      return;
    }
    const result = await sendFollowUp(adminFirestore(), parsed.output.uid, {
      now: new Date(),
      windowMs: alertWindowMs(),
      origin: appOrigin(),
    });
    if (result.kind === 'early') {
      throw new HttpsError('unavailable', `Follow-up due at ${result.dueAt.toISOString()}`);
    }
    logger.info('Alert follow-up', { uid: parsed.output.uid, ...result });
  },
);
