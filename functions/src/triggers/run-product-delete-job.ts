import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { JOB_RUN_BUDGET_MS } from '../products/bulk-job.js';
import { runProductDeleteJob as workDeleteJob } from '../products/delete-job.js';
import { COLLECTIONS } from '../shared/index.js';

/** Bulk delete: works a productDeleteJobs/{id} document the seller created (progress in the doc). */
export const runProductDeleteJob = onDocumentCreated(
  { document: `${COLLECTIONS.productDeleteJobs}/{jobId}`, retry: true, timeoutSeconds: 540 },
  async (event) => {
    const summary = await workDeleteJob(adminFirestore(), event.params.jobId, {
      budgetMs: JOB_RUN_BUDGET_MS,
    });
    logger.info('Product delete job', {
      jobId: event.params.jobId,
      status: summary.status,
      deleted: summary.deleted,
      failed: summary.failedCount ?? summary.failures.length,
    });
  },
);
