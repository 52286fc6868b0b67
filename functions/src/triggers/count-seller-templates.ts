import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { recountTemplates } from '../templates/template-count.js';
import { COLLECTIONS } from '../shared/index.js';

/**
 * A template was created or deleted: the seller's templateCount is counted again, for the
 * template ceiling in the rules (templates/template-count.ts; docs/decisions.md, "Ceilings").
 * Edits change no count and are skipped.
 */
export const countSellerTemplates = onDocumentWritten(
  { document: `${COLLECTIONS.templates}/{templateId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (before?.exists && after?.exists) return;
    const ownerId: unknown = (after?.exists ? after : before)?.get('ownerId');
    if (typeof ownerId !== 'string' || ownerId === '') return;
    await recountTemplates(adminFirestore(), ownerId);
  },
);
