import { describe, expect, it } from 'vitest';
import { runImportJob } from '../support/run-jobs.js';
import {
  ImportIssueCode,
  MAX_PRODUCTS_PER_SELLER,
  PRODUCT_COUNT_FIELD,
  paths,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { sheetRows, uploadImport } from './upload.js';

/**
 * A seller attacking the products-per-seller ceiling through an import (docs/decisions.md,
 * "Ceilings"): rows beyond MAX_PRODUCTS_PER_SELLER are rejected with their reason; nothing more
 * is created.
 */
const { db } = useAdminFirestore('demo-qr-reviews-product-ceiling');
const OWNER = 'seller-owner';

describe('an import at the products-per-seller ceiling', () => {
  it('creates up to the ceiling and rejects the rest, each with its reason', async () => {
    await db.doc(paths.seller(OWNER)).set({ [PRODUCT_COUNT_FIELD]: MAX_PRODUCTS_PER_SELLER - 1 });
    const jobId = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { title: 'Fits', sku: 'C-1' },
        { title: 'Over', sku: 'C-2' },
        { title: 'Over too', sku: 'C-3' },
      ]),
    );
    expect(await runImportJob(db, jobId)).toMatchObject({ created: 1, rejected: 2 });
    const products = await db.collection(paths.products()).where('ownerId', '==', OWNER).get();
    expect(products.docs.map((doc): unknown => doc.get('sku'))).toEqual(['C-1']);
    const rejected = await db
      .collection(paths.importResults(jobId))
      .where('action', '==', 'rejected')
      .get();
    expect(rejected.docs.map((doc): unknown => doc.get('issues'))).toEqual([
      [{ field: null, code: ImportIssueCode.productLimit, max: MAX_PRODUCTS_PER_SELLER }],
      [{ field: null, code: ImportIssueCode.productLimit, max: MAX_PRODUCTS_PER_SELLER }],
    ]);
  });
});
