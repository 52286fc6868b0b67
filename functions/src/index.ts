/**
 * Cloud Functions entry point: it only re-exports the triggers, one per file under triggers/.
 * Domain logic lives in plain modules (unit-tested without emulators); shared contracts in shared/.
 *
 * Names (they are the deployed functions' names, docs/decisions.md "Function names"): an event
 * trigger is named for what it does, verb first (syncPublicProduct, renderProductCard); an HTTPS
 * function for the endpoint it serves (reviewApi, health). The file is the name in kebab-case.
 */
import './global-options.js';

import { deliverMailLocally as localMailDelivery } from './triggers/deliver-mail-locally.js';

export { health } from './triggers/health.js';
export { limitUnconfirmedUploads } from './triggers/limit-unconfirmed-uploads.js';
export { mailAddress } from './triggers/mail-address.js';
export { mailConfirm } from './triggers/mail-confirm.js';
export { mailStop } from './triggers/mail-stop.js';
export { relayCaseMessage } from './triggers/relay-case-message.js';
export { processProductWrite } from './triggers/process-product-write.js';
export { retryAnalyticsRollUps } from './triggers/retry-analytics-roll-ups.js';
export { reviewApi } from './triggers/review-api.js';
export { rollUpAnalytics } from './triggers/roll-up-analytics.js';
export { runImportJob } from './triggers/run-import-job.js';
export { runJobSlice } from './triggers/run-job-slice.js';
export { runProductDeleteJob } from './triggers/run-product-delete-job.js';
export { runTemplateJob } from './triggers/run-template-job.js';
export { sendAlertFollowUp } from './triggers/send-alert-follow-up.js';
export { sendDailyDigests } from './triggers/send-daily-digests.js';
export { syncTemplateProducts } from './triggers/sync-template-products.js';
export { sweepExpiredDocuments } from './triggers/sweep-expired.js';
export { trackCaseChanges } from './triggers/track-case-changes.js';
export { trackReviewAttention } from './triggers/track-review-attention.js';

/**
 * The local stand-in for the "Trigger Email from Firestore" extension: exported only on the
 * Functions emulator (whose discovery sets FUNCTIONS_EMULATOR), never in a deployment. It sends
 * to the mail catcher the npm start / npm test harness names (QR_MAIL_SMTP).
 */
export const deliverMailLocally =
  process.env.FUNCTIONS_EMULATOR === 'true' ? localMailDelivery : undefined;
