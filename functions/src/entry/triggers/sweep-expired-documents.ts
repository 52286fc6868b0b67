import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../../platform/admin.js';
import { sweepExpired } from '../sweep-purges.js';

/**
 * Every hour: deletes what has outlived its `expiresAt` (functions/src/entry/sweep-purges.ts). The
 * Functions emulator does not run schedules (no Pub/Sub emulator here); tests call the domain
 * function with a fake clock.
 */
export const sweepExpiredDocuments = onSchedule(
  { schedule: 'every 1 hours', timeoutSeconds: 540 },
  async () => {
    const report = await sweepExpired(adminFirestore(), new Date());
    logger.info('Lifetime sweep', report);
  },
);
