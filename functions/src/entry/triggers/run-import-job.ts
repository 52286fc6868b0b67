import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { enqueueOnce } from '../../platform/jobs/job-runner.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/**
 * Product imports: queues the first slice of an importJobs/{id} when the seller confirms it
 * (uploading → queued), or of its undo when asked (done → undoQueued). Decided from the event's
 * own before and after, so the slices' progress writes to the same document start nothing.
 */
export const runImportJob = onDocumentUpdated(
  { document: `${COLLECTIONS.importJobs}/{jobId}`, retry: true },
  async (event) => {
    const before: unknown = event.data?.before.get('status');
    const after: unknown = event.data?.after.get('status');
    const jobId = event.params.jobId;
    if (before === 'uploading' && after === 'queued') {
      await enqueueOnce({ enqueue }, { kind: 'importJob', jobId, slice: 0 });
    } else if (before === 'done' && after === 'undoQueued') {
      await enqueueOnce({ enqueue }, { kind: 'importUndo', jobId, slice: 0 });
    }
  },
);
