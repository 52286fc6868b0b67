import { isDeepStrictEqual } from 'node:util';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { syncTemplateToProducts } from '../templates/apply-template.js';
import { COLLECTIONS } from '../shared/index.js';

const app = getApps().length > 0 ? getApp() : initializeApp();

const DESIGN_FIELDS = ['name', 'card', 'qrStyle', 'logoPath', 'language'] as const;

/** A template's design changed: products carrying it follow (and their cards re-render). */
export const syncTemplateProducts = onDocumentUpdated(
  { document: `${COLLECTIONS.templates}/{templateId}`, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const before = event.data?.before.data() ?? {};
    const after = event.data?.after.data() ?? {};
    if (DESIGN_FIELDS.every((field) => isDeepStrictEqual(before[field], after[field]))) return;
    await syncTemplateToProducts(getFirestore(app), event.params.templateId);
  },
);
