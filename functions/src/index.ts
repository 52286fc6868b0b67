/**
 * Cloud Functions entry point: it only re-exports the triggers, one per file under triggers/.
 * Domain logic lives in plain modules (unit-tested without emulators); shared contracts in shared/.
 *
 * Names (they are the deployed functions' names, docs/decisions.md "Function names"): an event
 * trigger is named for what it does, verb first (syncPublicProduct, renderProductCard); an HTTPS
 * function for the endpoint it serves (reviewApi, health). The file is the name in kebab-case.
 */
import './platform/global-options.js';

import { deliverMailLocally as localMailDelivery } from './entry/triggers/deliver-mail-locally.js';

export { accountMembers } from './entry/http/account-members.js';
export { accountInvitations } from './entry/http/account-invitations.js';
export { health } from './entry/http/health.js';
export { limitUnconfirmedUploads } from './entry/triggers/limit-unconfirmed-uploads.js';
export { mailAddress } from './entry/http/mail-address.js';
export { mailConfirm } from './entry/http/mail-confirm.js';
export { mailStop } from './entry/http/mail-stop.js';
export { recordTemplateActivity } from './entry/triggers/record-template-activity.js';
export { relayCaseMessage } from './entry/triggers/relay-case-message.js';
export { processProductWrite } from './entry/triggers/process-product-write.js';
export { retryAnalyticsRollUps } from './entry/triggers/retry-analytics-roll-ups.js';
export { reviewApi } from './entry/http/review-api.js';
export { runImportJob } from './entry/triggers/run-import-job.js';
export { runJobSlice } from './entry/triggers/run-job-slice.js';
export { runProductDeleteJob } from './entry/triggers/run-product-delete-job.js';
export { runTemplateJob } from './entry/triggers/run-template-job.js';
export { sendDailyDigests } from './entry/triggers/send-daily-digests.js';
export { syncTemplateProducts } from './entry/triggers/sync-template-products.js';
export { sweepExpiredDocuments } from './entry/triggers/sweep-expired-documents.js';
export { trackCaseChanges } from './entry/triggers/track-case-changes.js';
export { alertAttentionReview } from './entry/triggers/alert-attention-review.js';
export { countOffOpenedReview } from './entry/triggers/count-off-opened-review.js';
export { countOffDeletedReview } from './entry/triggers/count-off-deleted-review.js';
export { deliverWebhook } from './entry/triggers/deliver-webhook.js';
export { queueCaseReplyWebhooks } from './entry/triggers/queue-case-reply-webhooks.js';
export { queueCaseWebhooks } from './entry/triggers/queue-case-webhooks.js';
export { trackWebhookEndpoint } from './entry/triggers/track-webhook-endpoint.js';

/**
 * The local stand-in for the "Trigger Email from Firestore" extension: exported only on the
 * Functions emulator (whose discovery sets FUNCTIONS_EMULATOR), never in a deployment. It sends
 * to the mail catcher the npm start / npm test harness names (QR_MAIL_SMTP).
 */
export const deliverMailLocally =
  process.env.FUNCTIONS_EMULATOR === 'true' ? localMailDelivery : undefined;
