import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { syncTemplateToProducts } from '../../domains/templates/apply-template.js';
import { COLLECTIONS, deepEqual } from '../../shared/index.js';

const DESIGN_FIELDS = ['name', 'card', 'qrStyle', 'logoPath', 'language'] as const;

/** A template's design changed: products carrying it follow (and their cards re-render). */
export const syncTemplateProducts = onDocumentUpdated(
  { document: `${COLLECTIONS.templates}/{templateId}`, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const before = event.data?.before.data() ?? {};
    const after = event.data?.after.data() ?? {};
    if (DESIGN_FIELDS.every((field) => deepEqual(before[field], after[field]))) return;
    await syncTemplateToProducts(adminFirestore(), event.params.templateId);
  },
);
