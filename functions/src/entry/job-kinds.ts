import { appOrigin } from '../platform/app-origin.js';
import { registeredJobKind, type JobKinds } from '../platform/jobs/job-tasks.js';

/**
 * Every kind of long job the runner works (docs/decisions.md, "Long jobs one way"), by the name
 * its tasks carry: each domain defines its kind, and its code is loaded on the first task of
 * that kind.
 */
export const JOB_KINDS: JobKinds = {
  templateJob: async () => {
    const { templateJobKind } = await import('../domains/templates/apply-template.js');
    return registeredJobKind(templateJobKind());
  },
  templateSync: async () => {
    const { templateSyncKind } = await import('../domains/templates/sync-template.js');
    return registeredJobKind(templateSyncKind());
  },
  productDeleteJob: async () => {
    const { productDeleteJobKind } = await import('../domains/products/delete-job.js');
    return registeredJobKind(productDeleteJobKind());
  },
  productPurge: async () => {
    const { productPurgeKind } = await import('../domains/products/purge-product.js');
    return registeredJobKind(productPurgeKind());
  },
  alertFollowUp: async () => {
    const { alertFollowUpKind } = await import('../domains/alerts/follow-up-job.js');
    const { alertWindowMs } = await import('../domains/alerts/alert-settings.js');
    return registeredJobKind(alertFollowUpKind({ windowMs: alertWindowMs(), origin: appOrigin() }));
  },
  analyticsRollUp: async () => {
    const { analyticsRollUpKind } = await import('../domains/analytics/roll-up-job.js');
    return registeredJobKind(analyticsRollUpKind());
  },
  digestRun: async () => {
    const { digestRunKind } = await import('../domains/alerts/daily-digest.js');
    return registeredJobKind(digestRunKind({ origin: appOrigin() }));
  },
  importJob: async () => {
    const { importJobKind } = await import('../domains/imports/run-import.js');
    return registeredJobKind(importJobKind());
  },
  importUndo: async () => {
    const { importUndoKind } = await import('../domains/imports/undo-import.js');
    return registeredJobKind(importUndoKind());
  },
};
