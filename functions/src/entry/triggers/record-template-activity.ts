import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { recordTemplateChange } from '../../domains/templates/template-activity.js';
import { COLLECTIONS } from '../../shared/index.js';

/**
 * A member's create, edit or delete of a template goes into the account's activity log
 * (domains/templates/template-activity.ts).
 */
export const recordTemplateActivity = onDocumentWritten(
  { document: `${COLLECTIONS.templates}/{templateId}`, retry: true },
  async (event) => {
    await recordTemplateChange(adminFirestore(), {
      templateId: event.params.templateId,
      before: event.data?.before,
      after: event.data?.after,
    });
  },
);
