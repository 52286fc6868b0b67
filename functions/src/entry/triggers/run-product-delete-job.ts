import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { enqueueOnce } from '../../platform/jobs/job-runner.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/** Bulk delete: queues the first slice of a productDeleteJobs/{id} the seller created. */
export const runProductDeleteJob = onDocumentCreated(
  { document: `${COLLECTIONS.productDeleteJobs}/{jobId}`, retry: true },
  async (event) => {
    await enqueueOnce(
      { enqueue },
      { kind: 'productDeleteJob', jobId: event.params.jobId, slice: 0 },
    );
  },
);
