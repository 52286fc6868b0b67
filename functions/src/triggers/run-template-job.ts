import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { JOB_RUN_BUDGET_MS } from '../products/bulk-job.js';
import { runTemplateJob as workTemplateJob } from '../templates/apply-template.js';
import { COLLECTIONS } from '../shared/index.js';

/** Apply Template: works a templateJobs/{id} document the seller created (progress in the doc). */
export const runTemplateJob = onDocumentCreated(
  { document: `${COLLECTIONS.templateJobs}/{jobId}`, retry: true, timeoutSeconds: 540 },
  async (event) => {
    const summary = await workTemplateJob(adminFirestore(), event.params.jobId, {
      budgetMs: JOB_RUN_BUDGET_MS,
    });
    logger.info('Apply Template job', {
      jobId: event.params.jobId,
      status: summary.status,
      applied: summary.applied,
      failed: summary.failedCount ?? summary.failures.length,
      error: summary.error,
    });
  },
);
