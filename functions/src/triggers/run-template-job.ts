import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { runTemplateJob } from '../templates/apply-template.js';
import { COLLECTIONS } from '../shared/index.js';

const app = getApps().length > 0 ? getApp() : initializeApp();

/** Apply Template: works a templateJobs/{id} document the seller created (progress in the doc). */
export const runTemplateJobOnCreate = onDocumentCreated(
  { document: `${COLLECTIONS.templateJobs}/{jobId}`, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const summary = await runTemplateJob(getFirestore(app), event.params.jobId);
    logger.info('Apply Template job', {
      jobId: event.params.jobId,
      status: summary.status,
      applied: summary.applied,
      failed: summary.failures.length,
      error: summary.error,
    });
  },
);
