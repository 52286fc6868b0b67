import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin.js';
import { FUNCTIONS_REGION } from '../global-options.js';
import { enqueueOnce } from '../jobs/job-runner.js';
import { jobTaskQueue } from '../jobs/job-tasks.js';
import { COLLECTIONS } from '../shared/index.js';

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
