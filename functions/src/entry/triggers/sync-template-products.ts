import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { designChanged, queueTemplateSync } from '../../domains/templates/sync-template.js';
import { COLLECTIONS } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/**
 * A template's design changed: queues the job that gives every product carrying it the new
 * design (domains/templates/sync-template.ts; their cards then re-render through the product
 * trigger). The job is named by the template and the change's commit time, so a retried event
 * queues the same job.
 */
export const syncTemplateProducts = onDocumentUpdated(
  { document: `${COLLECTIONS.templates}/{templateId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after || !designChanged(before, after)) return;
    const changedAt = after.updateTime;
    const queued = await queueTemplateSync(
      { db: adminFirestore(), enqueue },
      event.params.templateId,
      after,
      changedAt,
    );
    if (queued === 'noOwner') {
      logger.error('Template without an owner: its products were not synced', {
        templateId: event.params.templateId,
      });
    }
  },
);
