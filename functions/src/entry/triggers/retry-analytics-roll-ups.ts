import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../../platform/admin.js';
import { rollUpMarkedSellers } from '../../domains/analytics/roll-up-retries.js';

/**
 * Every 10 minutes: rolls up the sellers whose roll-up job could not be queued (the fallback of
 * the analytics roll-up job; see functions/src/domains/analytics/roll-up-retries.ts). The Functions emulator
 * does not run schedules (no Pub/Sub emulator here); tests call the domain function.
 */
export const retryAnalyticsRollUps = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 540 },
  async () => {
    const result = await rollUpMarkedSellers(adminFirestore());
    if (result.sellers > 0 || result.waiting > 0) logger.info('Analytics roll-up sweep', result);
  },
);
