import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { adminFirestore } from '../../platform/admin.js';
import { isWindowOpen, latestClosedWindow, rollUpSeller } from '../../domains/analytics/roll-up.js';
import { RollUpTask } from '../../domains/analytics/roll-up-schedule.js';

/**
 * Folds a seller's analytics write buffer into the read side once a window has closed (one task
 * per seller and window, queued by reviewApi with scheduleTime = window end + grace). A task that
 * arrives early (the Cloud Tasks emulator ignores scheduleTime) or leaves work behind answers
 * 503 and is retried. Domain code: functions/src/domains/analytics/roll-up.ts.
 */
export const rollUpAnalytics = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 20, minBackoffSeconds: 10, maxBackoffSeconds: 60, maxDoublings: 1 },
    rateLimits: { maxConcurrentDispatches: 50 },
    timeoutSeconds: 300,
  },
  async (request) => {
    const parsed = v.safeParse(RollUpTask, request.data);
    if (!parsed.success) {
      logger.error('Analytics roll-up task without a valid seller and window', {
        data: request.data as unknown,
      });
      return;
    }
    const { ownerId, window } = parsed.output;
    const now = Date.now();
    if (isWindowOpen(window, now)) throw new HttpsError('unavailable', 'The window is still open');
    const result = await rollUpSeller(
      adminFirestore(),
      ownerId,
      Math.max(window, latestClosedWindow(now)),
    );
    if (result.invalid.length > 0) {
      logger.error('Analytics buffer documents do not match the schema; left in place', {
        ownerId,
        documents: result.invalid,
      });
    }
    if (result.rankingSkipped) {
      logger.error(
        'Analytics ranking year is full (1 MiB): counted without ranking lines; see docs/decisions.md, "The account ranking"',
        { ownerId },
      );
    }
    if (!result.complete) throw new HttpsError('unavailable', 'More buffered counters to fold');
  },
);
