import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { IMPORT_ROWS_PER_SELLER_PER_DAY, paths } from '../../shared/index.js';
import { bucketFor, type RateLimitRule } from '../../platform/rate-limit.js';

/**
 * The import-rows-per-day ceiling (docs/decisions.md, "Ceilings"): one counter per seller and UTC
 * day in the functions-only `rateLimits` collection (swept and TTL-deleted like every bucket),
 * raised by a job's row count in the same transaction that starts the job. A job whose rows do
 * not fit is never started; the count is exact however many imports start at once.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const IMPORT_ROWS_RULE = {
  id: 'ir',
  limit: IMPORT_ROWS_PER_SELLER_PER_DAY,
  windowMs: DAY_MS,
} as const satisfies RateLimitRule;

/** The seller's counter for the UTC day `now` falls in. */
export function importRowsBucket(ownerId: string, now: number) {
  return bucketFor(IMPORT_ROWS_RULE, ownerId, now);
}

export function importRowsCounter(db: Firestore, ownerId: string, now: number) {
  const bucket = importRowsBucket(ownerId, now);
  return { bucket, ref: db.doc(paths.rateLimit(bucket.docId)) };
}

export type ImportStart = 'started' | 'startedElsewhere' | 'endedElsewhere' | 'overDailyRows';

/**
 * Moves a queued job to running and counts its rows against today's ceiling, both or neither.
 * `startedElsewhere`: another run of the same event started it first (its rows are counted once);
 * `endedElsewhere`: that run has already finished or refused it.
 */
export async function startWithinDailyRows(
  db: Firestore,
  jobRef: DocumentReference,
  ownerId: string,
  rowCount: number,
  runningFields: Record<string, unknown>,
  now = Date.now(),
): Promise<ImportStart> {
  const counter = importRowsCounter(db, ownerId, now);
  return db.runTransaction(async (tx: Transaction) => {
    const [job, used] = await tx.getAll(jobRef, counter.ref);
    const status: unknown = job?.get('status');
    if (status === 'running') return 'startedElsewhere';
    if (status !== 'queued') return 'endedElsewhere';
    const count: unknown = used?.get('count');
    if ((typeof count === 'number' ? count : 0) + rowCount > counter.bucket.limit) {
      return 'overDailyRows';
    }
    tx.update(jobRef, runningFields);
    tx.set(
      counter.ref,
      { count: FieldValue.increment(rowCount), expiresAt: counter.bucket.expiresAt },
      { merge: true },
    );
    return 'started';
  });
}
