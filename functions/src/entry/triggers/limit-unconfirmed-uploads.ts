import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { COLLECTIONS } from '../../shared/index.js';

/**
 * A new import upload beyond the seller's unconfirmed uploads is refused and its chunks deleted
 * (domains/imports/upload-ceiling.ts; docs/decisions.md, "Ceilings"). A retried event counts again
 * and finds the job already failed, so it changes nothing twice.
 */
export const limitUnconfirmedUploads = onDocumentCreated(
  { document: `${COLLECTIONS.importJobs}/{jobId}`, retry: true },
  async (event) => {
    const jobId = event.params.jobId;
    const { limitUnconfirmedUploads: limit } =
      await import('../../domains/imports/upload-ceiling.js');
    const outcome = await limit(adminFirestore(), jobId);
    if (outcome === 'refused') logger.info('Import upload refused', { jobId });
  },
);
