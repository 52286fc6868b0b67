import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { COLLECTIONS } from '../shared/index.js';

/**
 * Product imports (docs/decisions.md, "Imports"): runs an importJobs/{id} when the seller confirms it (uploading →
 * queued) and undoes it when asked (done → undoQueued). Decided from the event's own before and
 * after, so the function's progress writes to the same document start nothing; a retried event
 * continues where the failed run stopped (imports/run-import.ts, imports/undo-import.ts).
 * The import code is loaded on the first such event, not by every function's cold start (all
 * functions load the same index.js).
 */
export const runImportJob = onDocumentUpdated(
  {
    document: `${COLLECTIONS.importJobs}/{jobId}`,
    retry: true,
    timeoutSeconds: 540,
    memory: '1GiB',
  },
  async (event) => {
    const before = event.data?.before.get('status') as unknown;
    const after = event.data?.after.get('status') as unknown;
    const jobId = event.params.jobId;
    if (before === 'uploading' && after === 'queued') {
      const { runImportJob: workImportJob } = await import('../imports/run-import.js');
      const summary = await workImportJob(adminFirestore(), jobId);
      logger.info('Import job', { jobId, ...summary });
    } else if (before === 'done' && after === 'undoQueued') {
      const { undoImportJob } = await import('../imports/undo-import.js');
      const summary = await undoImportJob(adminFirestore(), jobId);
      logger.info('Import undo', { jobId, ...summary });
    }
  },
);
