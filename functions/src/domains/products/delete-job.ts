import {
  COLLECTIONS,
  ProductDeleteJobRequest,
  paths,
  type ProductDeleteFailureReason,
  type ProductDeleteJobDoc,
  type ProductSelectionRequest,
} from '../../shared/index.js';
import { converters } from '../../platform/firestore.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { bulkJobKind, type BulkJobOptions } from './bulk-job.js';
import { deleteProductChunk } from './delete-product.js';

/**
 * Bulk delete: works one productDeleteJobs/{id} document, which the seller's browser created
 * naming selected products or "all matching" a list filter. Products go in chunks, each chunk in
 * one commit with its tombstones and the seller's product count (deleteProductChunk); the
 * syncPublicProduct function then removes each mirror and its subcollections.
 */
export function productDeleteJobKind(options: BulkJobOptions = {}) {
  return bulkJobKind<
    ProductDeleteJobDoc,
    ProductSelectionRequest,
    null,
    { productId: string; reason: ProductDeleteFailureReason }
  >(
    {
      name: 'productDeleteJob',
      path: paths.productDeleteJob,
      converter: converters.productDeleteJob,
      requestSchema: ProductDeleteJobRequest,
      requestFields: ['productIds', 'filter', 'expected'],
      counter: 'deleted',
      prepare: () => Promise.resolve(null),
      activity: (job, actorUid) => ({
        kind: 'products.deleted',
        actorUid,
        subject: { type: 'product', id: '', name: '' },
        count: Number(job.get('deleted') ?? 0),
      }),
      async work(ctx, job, _prepared, products) {
        const result = await deleteProductChunk(ctx.db, job.ownerId, products);
        return {
          changed: result.deleted.length,
          failed: result.failed.map((productId) => ({ productId, reason: 'writeFailed' as const })),
        };
      },
    },
    options,
  );
}

/** For the lifetime sweep: finished bulk deletes past their expiresAt. */
export const expiredProductDeleteJobs = expiredDocuments(
  'productDeleteJobs',
  COLLECTIONS.productDeleteJobs,
);
