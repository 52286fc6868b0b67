import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, IMPORT_UPLOAD_LIFETIME_MS } from '../shared/index.js';
import { deleteMatching } from './delete-documents.js';
import { deleteImportJob } from './import-leftovers.js';
import { purgeInactiveCases } from '../cases/purge-cases.js';

/**
 * The lifetime sweep (docs/decisions.md, "Lifetimes"): deletes every leftover whose `expiresAt`
 * has passed. In production a Firestore TTL policy on each of these collection groups does the
 * same within a day or so (docs/deploy.md, "Upgrading a deployment"), but TTL deletes one document and never what is
 * under it, and the emulator has no TTL at all: the sweep deletes an import job with its chunks
 * and results, and runs the same rules everywhere. `now` is injected: tests pass a fake clock.
 */

/** Jobs deleted per kind per run, and pages of DELETE_BATCH documents per collection group. */
export const SWEEP_MAX_JOBS = 100;
export const SWEEP_MAX_BATCHES = 20;

export interface SweepReport {
  importJobs: number;
  staleUploads: number;
  templateJobs: number;
  productDeleteJobs: number;
  rateLimits: number;
  importChunks: number;
  importResults: number;
  /** Cases past their purgeAt, each with its data (cases/purge-cases.ts). */
  cases: number;
  /** Case links past their expiresAt, counted-event markers, addresses whose case is gone. */
  caseTokens: number;
  caseStatsEvents: number;
  caseContacts: number;
  /** Links confirming another alert address, past their expiresAt (alerts/alert-address.ts). */
  alertAddressTokens: number;
  /** Something expired was left for the next run (a bound was reached). */
  more: boolean;
}

export async function sweepExpired(db: Firestore, now: Date): Promise<SweepReport> {
  const cutoff = Timestamp.fromDate(now);
  const expired = (group: string, collectionGroup = false) =>
    (collectionGroup ? db.collectionGroup(group) : db.collection(group)).where(
      'expiresAt',
      '<=',
      cutoff,
    );

  // Import jobs first, each with everything under it.
  const importJobs = await expired(COLLECTIONS.importJobs).limit(SWEEP_MAX_JOBS).select().get();
  for (const job of importJobs.docs) await deleteImportJob(db, job.id);
  // Uploads stored before uploads carried an expiry: by their creation time.
  const staleUploads = await db
    .collection(COLLECTIONS.importJobs)
    .where('status', 'in', ['uploading', 'queued'])
    .where('createdAt', '<=', Timestamp.fromMillis(now.getTime() - IMPORT_UPLOAD_LIFETIME_MS))
    .limit(SWEEP_MAX_JOBS)
    .select()
    .get();
  for (const job of staleUploads.docs) await deleteImportJob(db, job.id);

  const cases = await purgeInactiveCases(db, now);
  const counted = await Promise.all([
    deleteMatching(db, expired(COLLECTIONS.templateJobs), SWEEP_MAX_BATCHES),
    deleteMatching(db, expired(COLLECTIONS.productDeleteJobs), SWEEP_MAX_BATCHES),
    deleteMatching(db, expired(COLLECTIONS.rateLimits), SWEEP_MAX_BATCHES),
    // Chunks and results whose job is gone (a TTL policy deleted it first).
    deleteMatching(db, expired(COLLECTIONS.importChunks, true), SWEEP_MAX_BATCHES),
    deleteMatching(db, expired(COLLECTIONS.importResults, true), SWEEP_MAX_BATCHES),
    deleteMatching(db, expired(COLLECTIONS.caseTokens), SWEEP_MAX_BATCHES),
    deleteMatching(db, expired(COLLECTIONS.caseStatsEvents), SWEEP_MAX_BATCHES),
    // An address outlives its case only if a TTL policy deleted the case first.
    deleteMatching(
      db,
      db.collection(COLLECTIONS.caseContacts).where('purgeAt', '<=', cutoff),
      SWEEP_MAX_BATCHES,
    ),
    deleteMatching(db, expired(COLLECTIONS.alertAddressTokens), SWEEP_MAX_BATCHES),
  ]);
  const [
    templateJobs,
    productDeleteJobs,
    rateLimits,
    importChunks,
    importResults,
    caseTokens,
    caseStatsEvents,
    caseContacts,
    alertAddressTokens,
  ] = counted;
  return {
    importJobs: importJobs.size,
    staleUploads: staleUploads.size,
    templateJobs: templateJobs.deleted,
    productDeleteJobs: productDeleteJobs.deleted,
    rateLimits: rateLimits.deleted,
    importChunks: importChunks.deleted,
    importResults: importResults.deleted,
    cases: cases.purged,
    caseTokens: caseTokens.deleted,
    caseStatsEvents: caseStatsEvents.deleted,
    caseContacts: caseContacts.deleted,
    alertAddressTokens: alertAddressTokens.deleted,
    more:
      cases.more ||
      importJobs.size === SWEEP_MAX_JOBS ||
      staleUploads.size === SWEEP_MAX_JOBS ||
      counted.some((result) => result.more),
  };
}
