import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { runTemplateJob as workTemplateJob } from '../templates/apply-template.js';
import { COLLECTIONS } from '../shared/index.js';

/** Apply Template: works a templateJobs/{id} document the seller created (progress in the doc). */
export const runTemplateJob = onDocumentCreated(
  { document: `${COLLECTIONS.templateJobs}/{jobId}`, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const summary = await workTemplateJob(adminFirestore(), event.params.jobId);
    logger.info('Apply Template job', {
      jobId: event.params.jobId,
      status: summary.status,
      applied: summary.applied,
      failed: summary.failures.length,
      error: summary.error,
    });
  },
);
