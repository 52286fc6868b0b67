import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { enqueueOnce } from '../../platform/jobs/job-runner.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/** Apply Template: queues the first slice of a templateJobs/{id} the seller created (runJobSlice). */
export const runTemplateJob = onDocumentCreated(
  { document: `${COLLECTIONS.templateJobs}/{jobId}`, retry: true },
  async (event) => {
    await enqueueOnce({ enqueue }, { kind: 'templateJob', jobId: event.params.jobId, slice: 0 });
  },
);
