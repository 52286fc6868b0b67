import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '../../platform/admin.js';
import { runDailyDigests } from '../../domains/alerts/daily-digest.js';
import { appOrigin } from '../../platform/app-origin.js';

/** Every hour on the hour: the daily digests of the sellers for whom it is now 08:00. */
export const sendDailyDigests = onSchedule({ schedule: '0 * * * *', timeZone: 'UTC' }, async () => {
  const result = await runDailyDigests(adminFirestore(), new Date(), appOrigin());
  logger.info('Daily digests', result);
});
