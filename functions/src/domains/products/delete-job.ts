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
import { recountPrivateRouting } from './private-routing-count.js';

/**
 * Products read per chunk (one query page, then the commits deleteProductChunk splits them into,
 * several in flight), and chunks per slice: a slice deletes up to 10,000, or what it deleted in
 * 30 s, and checkpoints. Fewer, larger pages: a search page is one query over the seller's search
 * documents.
 */
export const DELETE_JOB_OPTIONS: BulkJobOptions = {
  chunkSize: 500,
  chunksPerSlice: 20,
  sliceBudgetMs: 30_000,
};

/**
 * Bulk delete: works one productDeleteJobs/{id} document, which the seller's browser created
 * naming selected products or "all matching" a list filter. Products go in chunks, each product
 * in one commit with everything it leaves (tombstone, search document, public mirror, lookup
 * index entries, the seller's product count: deleteProductChunk), and the seller's
 * private-routing count recounted after each slice: when the job says done nothing of that is left, and each
 * delete event only looks for what was under its product and queues its purge.
 */
export function productDeleteJobKind(options: BulkJobOptions = DELETE_JOB_OPTIONS) {
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
        const result = await deleteProductChunk(ctx.db, job.ownerId, products, { recount: false });
        return {
          changed: result.deleted.length,
          failed: result.failed.map((productId) => ({ productId, reason: 'writeFailed' as const })),
        };
      },
      // Recounted once per slice, after all its commits (a count() reads the seller's products
      // routing privately): also when a retried slice finds its products already deleted.
      endSlice: async (ctx, job) => {
        await recountPrivateRouting(ctx.db, job.ownerId);
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
