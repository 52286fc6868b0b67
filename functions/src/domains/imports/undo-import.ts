/**
 * "Undo this import": works an importJobs/{id} the seller set to 'undoQueued', a few pages per
 * task of the job runner (platform/jobs/job-runner.ts). Page by page through the job's created and
 * updated rows, in row order: a product the import created is deleted with its tombstone
 * (deleteProductChunk: the id is dead, the seller's productCount goes down in the same commit); a
 * product it updated gets back the values it had. Only where the product still holds exactly what
 * the import wrote: anything changed since (by the seller, a template) is left as it is and
 * reported, as are created products that have reviews by now and products deleted since. Each
 * result records what undo did with it, so a retried run redoes nothing: deletes are marked
 * 'pending' first and settled from the product's absence after. "Not changed since" is exact and
 * cheap: the product's `updatedAt` is still the import's commit time (ImportResultDoc.writtenAt);
 * every edit of a seller field moves it on.
 */
import * as v from 'valibot';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { converters, getAllConverted, validData, updateTimeOf } from '../../platform/firestore.js';
import {
  parseJob,
  type JobContext,
  type JobEnvironment,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import { deleteProductChunk } from '../products/delete-product.js';
import { toPublicProduct } from '../products/public-product.js';
import { isFailedPrecondition } from '../../shared/narrow.js';
import {
  AppliedTemplate,
  deepEqual,
  paths,
  ProductInput,
  productIndexFields,
  type ImportJobDoc,
  type ProductDoc,
  withImportValues,
  type ImportResultDoc,
  type ImportUndoOutcome,
} from '../../shared/index.js';
import { writeProductKeyChanges } from '../products/product-keys.js';

/**
 * Results per page: restores (product, mirror, search document, the lookup index keys the restore
 * moves: a few) + marks under 500 writes (deleteProductChunk splits its deletes into commits).
 */
export const UNDO_PAGE_SIZE = 60;
/** Pages per runner slice (one task). */
export const UNDO_PAGES_PER_TASK = 10;
/** A product that keeps changing while undo works on it is checked this often, then reported. */
const UNDO_ATTEMPTS = 3;

export interface UndoOptions {
  pageSize?: number;
  pagesPerTask?: number;
}

interface PendingResult {
  snapshot: QueryDocumentSnapshot;
  result: ImportResultDoc;
}

/** What undo can do with one result's product as it is now. */
type Verdict =
  | { outcome: 'delete'; product: DocumentSnapshot<ProductDoc> }
  | {
      outcome: 'restore';
      product: DocumentSnapshot<ProductDoc>;
      data: ProductDoc;
      input: ProductInput;
    }
  | { outcome: Exclude<ImportUndoOutcome, 'pending' | 'restored'> };

const SETTLED: readonly (ImportUndoOutcome | undefined)[] = [
  'deleted',
  'restored',
  'changedSince',
  'hasReviews',
  'missing',
];

function judge(
  pending: PendingResult,
  product: DocumentSnapshot<ProductDoc>,
  ownerId: string,
): Verdict {
  const { result } = pending;
  if (!product.exists) {
    // A delete of ours that committed before the run stopped.
    return { outcome: result.undo === 'pending' ? 'deleted' : 'missing' };
  }
  // Through the product's converter like every other read: a document that does not match its
  // schema is not the one the import wrote, and is left as it is.
  const data = validData(product);
  if (!data) return { outcome: 'changedSince' };
  if (data.ownerId !== ownerId)
    return { outcome: result.undo === 'pending' ? 'deleted' : 'missing' };
  const { updatedAt } = data;
  const { writtenAt } = result;
  if (
    !(writtenAt instanceof Timestamp) ||
    !(updatedAt instanceof Timestamp) ||
    !updatedAt.isEqual(writtenAt)
  ) {
    return { outcome: 'changedSince' };
  }
  if (result.action === 'created') {
    if (data.stats.reviewCount > 0) return { outcome: 'hasReviews' };
    return { outcome: 'delete', product };
  }
  const input = withImportValues(productInputOf(data), result.before ?? {});
  return { outcome: 'restore', product, data, input };
}

/** The seller's fields of a stored product (the schema drops every other key). */
const productInputOf = (data: ProductDoc): ProductInput => v.parse(ProductInput, data);

/** Undo for the job runner. A job that does not match its schema is left as it is. */
export function importUndoKind(options: UndoOptions = {}): JobKind<ImportJobDoc> {
  return {
    name: 'importUndo',
    path: paths.importJob,
    queued: 'undoQueued',
    running: 'undoing',
    done: 'undone',
    finishedAtField: 'undoFinishedAt',
    parse: (snapshot) => parseJob(converters.importJob, snapshot),
    async start({ ref }) {
      await ref.update({
        status: 'undoing',
        undoProcessed: 0,
        undoDeleted: 0,
        undoRestored: 0,
        undoSkipped: 0,
      });
      return 'started';
    },
    slice: (ctx, job) => undoSlice(ctx, job, options),
  };
}

/** Settles up to pagesPerTask pages of results after the last row checkpointed. */
async function undoSlice(
  { db, ref: jobRef, enqueue }: JobContext,
  job: ImportJobDoc,
  options: UndoOptions,
) {
  const pageSize = options.pageSize ?? UNDO_PAGE_SIZE;
  let afterRow = job.undoAfterRow ?? 0;
  const results = db
    .collection(paths.importResults(jobRef.id))
    .withConverter(converters.importResult)
    .where('ownerId', '==', job.ownerId)
    .where('action', 'in', ['created', 'updated'])
    .orderBy('row')
    .limit(pageSize);
  for (let pages = 0; pages < (options.pagesPerTask ?? UNDO_PAGES_PER_TASK); pages++) {
    const page = await results.startAfter(afterRow).get();
    if (page.empty) return { done: true, checkpoint: {} };
    const pending: PendingResult[] = [];
    for (const snapshot of page.docs) {
      const result = validData(snapshot);
      if (result && !SETTLED.includes(result.undo)) pending.push({ snapshot, result });
    }
    await undoPage({ db, enqueue }, jobRef.id, job.ownerId, pending);
    // Ordered by row: the last result's row is where the next page starts.
    const lastRow: unknown = page.docs.at(-1)?.get('row');
    if (typeof lastRow !== 'number') throw new Error(`Import ${jobRef.id}: a result has no row`);
    afterRow = lastRow;
    await jobRef.update({
      undoAfterRow: afterRow,
      undoProcessed: FieldValue.increment(page.size),
    });
    if (page.size < pageSize) return { done: true, checkpoint: {} };
  }
  return { done: false, checkpoint: {} };
}

/**
 * Settles one page of results. A commit refused because a product changed in between (a review,
 * the seller) sends the page round again, judged against the products as they are then.
 */
async function undoPage(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  jobId: string,
  ownerId: string,
  pending: PendingResult[],
) {
  const { db } = env;
  const jobRef = db.doc(paths.importJob(jobId));
  let open = pending;
  for (let attempt = 1; open.length > 0; attempt++) {
    const products = await getAllConverted(
      db,
      ...open.map(({ result }) =>
        db.doc(paths.product(result.productId ?? '-')).withConverter(converters.product),
      ),
    );
    const lastAttempt = attempt >= UNDO_ATTEMPTS;
    const batch = db.batch();
    const toDelete: { pending: PendingResult; product: DocumentSnapshot<ProductDoc> }[] = [];
    let restored = 0;
    let skipped = 0;
    let deletedEarlier = 0;
    open.forEach((item, i) => {
      const product = products[i];
      if (!product) throw new Error(`No product read for result row ${item.result.row}`);
      const verdict = judge(item, product, ownerId);
      const mark = (undo: ImportUndoOutcome) => batch.update(item.snapshot.ref, { undo });
      switch (verdict.outcome) {
        case 'delete':
          toDelete.push({ pending: item, product: verdict.product });
          mark('pending');
          return;
        case 'restore':
          restore(db, batch, verdict, item.result);
          restored += 1;
          mark('restored');
          return;
        case 'deleted':
          deletedEarlier += 1;
          mark('deleted');
          return;
        default:
          skipped += 1;
          mark(verdict.outcome);
      }
    });
    batch.update(jobRef, {
      undoRestored: FieldValue.increment(restored),
      undoSkipped: FieldValue.increment(skipped),
      undoDeleted: FieldValue.increment(deletedEarlier),
    });
    try {
      await batch.commit();
    } catch (error) {
      if (!isFailedPrecondition(error) || lastAttempt) throw error;
      continue;
    }
    if (toDelete.length === 0) return;
    const { deleted, failed } = await deleteProductChunk(
      db,
      ownerId,
      toDelete.map(({ product }) => product),
      { attempts: 1 },
    );
    const settle = db.batch();
    const deletedIds = new Set(deleted);
    for (const { pending: item, product } of toDelete) {
      if (deletedIds.has(product.id)) settle.update(item.snapshot.ref, { undo: 'deleted' });
    }
    settle.update(jobRef, { undoDeleted: FieldValue.increment(deleted.length) });
    await settle.commit();
    // Products that changed between the check and the delete: judged again, as they are now.
    const failedIds = new Set(failed);
    open = toDelete
      .filter(({ product }) => failedIds.has(product.id))
      .map(({ pending: item }) => ({
        ...item,
        result: { ...item.result, undo: 'pending' as const },
      }));
    if (lastAttempt && open.length > 0) {
      const giveUp = db.batch();
      for (const item of open) giveUp.update(item.snapshot.ref, { undo: 'changedSince' });
      giveUp.update(jobRef, { undoSkipped: FieldValue.increment(open.length) });
      await giveUp.commit();
      return;
    }
  }
}

/** Puts back the values the import replaced, in the caller's batch (precondition: unchanged). */
function restore(
  db: Firestore,
  batch: WriteBatch,
  { product, data, input }: Extract<Verdict, { outcome: 'restore' }>,
  result: ImportResultDoc,
) {
  const update: Record<string, unknown> = {};
  const before = result.before ?? {};
  for (const [path, value] of Object.entries(before)) {
    update[path] = value === null ? FieldValue.delete() : value;
  }
  const appliedTemplate =
    'appliedTemplate' in before
      ? v.parse(v.nullable(AppliedTemplate), before.appliedTemplate)
      : data.appliedTemplate;
  const { derived, search } = productIndexFields(product.id, data.ownerId, {
    ...input,
    stats: data.stats,
    ...(appliedTemplate ? { appliedTemplate } : {}),
  });
  update.derived = derived;
  update.updatedAt = FieldValue.serverTimestamp();
  update.updatedBy = FieldValue.delete(); // no member's own edit (product-activity.ts)
  batch.update(product.ref, update, { lastUpdateTime: updateTimeOf(product) });
  batch.set(db.doc(paths.productSearch(product.id)), search);
  writeProductKeyChanges(db, batch, data.ownerId, product.id, product.get('derived'), derived);
  const now = toPublicProduct(input);
  if (!deepEqual(toPublicProduct(productInputOf(data)), now)) {
    batch.set(db.doc(paths.publicProduct(product.id)), now);
  }
}
