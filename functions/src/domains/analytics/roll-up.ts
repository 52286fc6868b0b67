import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  ANALYTICS_ROLL_UP_GRACE_MS,
  COLLECTIONS,
  InvalidDocumentError,
  paths,
  windowEnd,
  windowOf,
} from '../../shared/index.js';
import { converters } from '../../platform/firestore.js';
import { foldEntries, planRollUp, type BufferDocument } from './roll-up-plan.js';
import { errorCode } from '../../shared/narrow.js';

/** Buffer documents read per transaction: one window's worth of shards. */
const PAGE_DOCS = 64;
/** Transactions per run (a slice of the roll-up job); a seller with more waiting is finished by the next. */
const MAX_TRANSACTIONS = 100;

export interface RollUpOptions {
  maxTransactions?: number;
  pageDocs?: number;
  /** Called after each transaction (tests stop a run there). */
  afterTransaction?: (entries: number) => void | Promise<void>;
}

export interface RollUpResult {
  /** Product entries folded (one product in one buffer document). */
  entries: number;
  transactions: number;
  /** Buffer documents that do not match the schema: left in place and logged, never folded. */
  invalid: string[];
  /** False when the run stopped with entries still waiting (the caller runs it again). */
  complete: boolean;
  /**
   * True when a ranking year was full (1 MiB): the entries were folded without their ranking
   * lines so the counters keep flowing, and the caller reports it (docs/decisions.md, "The account ranking").
   */
  rankingSkipped: boolean;
}

/**
 * Firestore's answer to a write that would make a document larger than 1 MiB: "Document '…'
 * cannot be written because its size (… bytes) exceeds the maximum allowed size of 1,048,576
 * bytes" (older servers: "…exceeds the maximum size allowed"), or the emulator's "maximum entity
 * size is 1048576 bytes"; always INVALID_ARGUMENT.
 */
export function isDocumentTooLarge(error: unknown): boolean {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : undefined;
  return (
    (code === 3 || code === 'invalid-argument') &&
    typeof message === 'string' &&
    /exceeds the maximum (allowed )?size|maximum entity size/i.test(message)
  );
}

/** The newest window whose roll-up may start: its end plus the grace period have passed. */
export function latestClosedWindow(now: number): number {
  return windowOf(now - ANALYTICS_ROLL_UP_GRACE_MS) - 1;
}

/** True when `window`'s roll-up should wait (its end plus the grace period is still ahead). */
export function isWindowOpen(window: number, now: number): boolean {
  return now < windowEnd(window) + ANALYTICS_ROLL_UP_GRACE_MS;
}

/**
 * Folds the seller's write buffer, every window up to `throughWindow`, into the read side: each
 * transaction reads up to PAGE_DOCS buffer documents and the tombstones of their products,
 * increments the product and seller year documents and the ranking years, and deletes what it
 * folded. Reading and deleting in one transaction is what makes it exact: a retried or concurrent
 * roll-up finds nothing left to add, and an event that lands in a buffer document after it was
 * folded recreates the document for the next roll-up. Idempotent; safe to run at any time.
 */
export async function rollUpSeller(
  db: Firestore,
  ownerId: string,
  throughWindow: number,
  options: RollUpOptions = {},
): Promise<RollUpResult> {
  const pageDocs = options.pageDocs ?? PAGE_DOCS;
  const invalid = new Map<string, InvalidDocumentError>();
  const result: RollUpResult = {
    entries: 0,
    transactions: 0,
    invalid: [],
    complete: false,
    rankingSkipped: false,
  };
  const rankings = `${paths.seller(ownerId)}/${COLLECTIONS.rankings}/`;
  for (let run = 0; run < (options.maxTransactions ?? MAX_TRANSACTIONS); run += 1) {
    const withRanking = !result.rankingSkipped;
    const fold = () =>
      db.runTransaction(async (tx) => {
        const snapshot = await tx.get(
          db
            .collection(paths.analyticsBuffer(ownerId))
            .where('window', '<=', throughWindow)
            .orderBy('window')
            .limit(pageDocs + invalid.size)
            .withConverter(converters.analyticsBuffer),
        );
        const docs: BufferDocument[] = [];
        const newlyInvalid: InvalidDocumentError[] = [];
        for (const doc of snapshot.docs) {
          if (invalid.has(doc.ref.path)) continue;
          try {
            docs.push({ path: doc.ref.path, data: doc.data() });
          } catch (error) {
            if (!(error instanceof InvalidDocumentError)) throw error;
            newlyInvalid.push(error);
          }
        }
        const more = snapshot.size >= pageDocs + invalid.size;
        if (docs.length === 0) return { entries: 0, more, newlyInvalid };

        const plan = planRollUp(docs);
        const tombstones =
          plan.productIds.length === 0
            ? []
            : await tx.getAll(...plan.productIds.map((id) => db.doc(paths.deletedProduct(id))));
        const deleted = new Set(
          tombstones.filter((tombstone) => tombstone.exists).map((tombstone) => tombstone.id),
        );
        for (const write of foldEntries(ownerId, plan.entries, deleted)) {
          if (!withRanking && write.path.startsWith(rankings)) continue;
          tx.set(db.doc(write.path), write.data, { merge: true });
        }
        for (const cleanup of plan.cleanups) {
          const ref = db.doc(cleanup.path);
          if (cleanup.kind === 'delete') {
            tx.delete(ref);
          } else {
            const [first, ...rest] = cleanup.productIds.map((id) => new FieldPath('p', id));
            if (!first) continue;
            tx.update(
              ref,
              first,
              FieldValue.delete(),
              ...rest.flatMap((field) => [field, FieldValue.delete()]),
            );
          }
        }
        return { entries: plan.entries.length, more: more || plan.partial, newlyInvalid };
      });
    let page;
    try {
      page = await fold();
    } catch (error) {
      // Only the ranking grows with the number of products; a year document is bounded by days.
      if (!withRanking || !isDocumentTooLarge(error)) throw error;
      result.rankingSkipped = true;
      continue;
    }
    result.transactions += 1;
    result.entries += page.entries;
    for (const error of page.newlyInvalid) invalid.set(error.path, error);
    await options.afterTransaction?.(result.entries);
    if (!page.more) {
      result.complete = true;
      break;
    }
  }
  result.invalid = [...invalid.keys()];
  return result;
}
