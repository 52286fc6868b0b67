import type { Firestore } from 'firebase-admin/firestore';
import {
  expiredCaseStatsEvents,
  expiredCaseTokens,
  inactiveCases,
  orphanedCaseContacts,
} from '../domains/cases/purge-cases.js';
import { expiredActivityEntries } from '../domains/activity/record-activity.js';
import { expiredAlertAddressTokens } from '../domains/alerts/alert-address.js';
import { expiredArrivals } from '../domains/alerts/attention.js';
import { expiredDigestRuns } from '../domains/alerts/daily-digest.js';
import { expiredFollowUpJobs } from '../domains/alerts/follow-up-job.js';
import { expiredRollUpJobs } from '../domains/analytics/roll-up-job.js';
import {
  expiredImportChunks,
  expiredImportJobs,
  expiredImportResults,
  staleImportUploads,
} from '../domains/imports/import-leftovers.js';
import { expiredProductDeleteJobs } from '../domains/products/delete-job.js';
import { expiredProductPurgeJobs } from '../domains/products/purge-product.js';
import { expiredTemplateJobs } from '../domains/templates/apply-template.js';
import { expiredTemplateSyncJobs } from '../domains/templates/sync-template.js';
import { expiredWebhookDeliveries } from '../domains/webhooks/purge-deliveries.js';
import { expiredInvitations } from '../domains/invitations/invitations.js';
import { runSweep } from '../platform/lifetimes/sweep.js';
import { expiredRateLimits } from '../platform/rate-limit.js';

/**
 * Everything the lifetime sweep deletes (docs/decisions.md, "Lifetimes"), each purge defined by
 * the domain whose documents expire. Import jobs first, each with everything under it, then
 * uploads never confirmed, then inactive cases with their data; the rest, plain expired
 * documents, at once.
 */
export const SWEEP_STAGES = [
  [expiredImportJobs],
  [staleImportUploads],
  [inactiveCases],
  [
    expiredTemplateJobs,
    expiredTemplateSyncJobs,
    expiredProductDeleteJobs,
    expiredProductPurgeJobs,
    expiredRateLimits,
    expiredImportChunks,
    expiredImportResults,
    expiredCaseTokens,
    expiredCaseStatsEvents,
    orphanedCaseContacts,
    expiredAlertAddressTokens,
    expiredDigestRuns,
    expiredFollowUpJobs,
    expiredArrivals,
    expiredRollUpJobs,
    expiredWebhookDeliveries,
    expiredInvitations,
    expiredActivityEntries,
  ],
] as const;

/** One run of the sweep at `now` (tests pass a fake clock). */
export function sweepExpired(db: Firestore, now: Date) {
  return runSweep(db, now, SWEEP_STAGES);
}
