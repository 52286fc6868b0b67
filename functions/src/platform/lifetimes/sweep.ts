import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { deleteMatching } from './delete-documents.js';

/**
 * The lifetime sweep (docs/decisions.md, "Lifetimes"): deletes every leftover whose `expiresAt`
 * has passed. In production a Firestore TTL policy on each of these collection groups does the
 * same within a day or so (docs/deploy.md, "Upgrading a deployment"), but TTL deletes one
 * document and never what is under it, and the emulator has no TTL at all: the sweep deletes an
 * import job with its chunks and results, and runs the same rules everywhere. `now` is injected:
 * tests pass a fake clock.
 *
 * The sweep knows what to delete only from its purges: each domain defines what of its own
 * expires, and the entry point composes them (functions/src/entry/sweep-purges.ts).
 */

/** Documents deleted one by one per purge per run, and pages of DELETE_BATCH per collection. */
export const SWEEP_MAX_JOBS = 100;
export const SWEEP_MAX_BATCHES = 20;

/** What one purge did in a run: how much it deleted, and whether some was left for the next. */
export interface Purged {
  deleted: number;
  more: boolean;
}

/** One thing the sweep deletes; `name` is its count's name in the sweep's report. */
export interface SweepPurge<Name extends string = string> {
  name: Name;
  purge: (db: Firestore, now: Date) => Promise<Purged>;
}

/** The purges in stages: one stage after the other, the purges of one stage at once. */
export type SweepStages<Name extends string> = readonly (readonly SweepPurge<Name>[])[];

/** How many documents each purge deleted, and whether a bound left something for the next run. */
export type SweepReport<Name extends string> = Partial<Record<Name, number>> & { more: boolean };

export async function runSweep<Name extends string>(
  db: Firestore,
  now: Date,
  stages: SweepStages<Name>,
): Promise<SweepReport<Name>> {
  const counts: Partial<Record<Name, number>> = {};
  let more = false;
  for (const stage of stages) {
    const results = await Promise.all(
      stage.map(async ({ name, purge }) => ({ name, ...(await purge(db, now)) })),
    );
    for (const result of results) {
      counts[result.name] = result.deleted;
      more ||= result.more;
    }
  }
  return { ...counts, more };
}

/**
 * Deletes the documents of `collection` (every collection of that name when `group`) whose
 * `field` (default `expiresAt`) has passed, at most SWEEP_MAX_BATCHES pages per run.
 */
export function expiredDocuments<Name extends string>(
  name: Name,
  collection: string,
  options: { group?: boolean; field?: string } = {},
): SweepPurge<Name> {
  return {
    name,
    purge: (db, now) =>
      deleteMatching(
        db,
        (options.group ? db.collectionGroup(collection) : db.collection(collection)).where(
          options.field ?? 'expiresAt',
          '<=',
          Timestamp.fromDate(now),
        ),
        SWEEP_MAX_BATCHES,
      ),
  };
}

/**
 * Deletes, one after the other with `remove` (each with what is under it), at most
 * SWEEP_MAX_JOBS of the documents `due` finds at `now`.
 */
export function expiredEach<Name extends string>(
  name: Name,
  due: (db: Firestore, now: Date) => Query,
  remove: (db: Firestore, id: string) => Promise<void>,
): SweepPurge<Name> {
  return {
    name,
    async purge(db, now) {
      const found = await due(db, now).limit(SWEEP_MAX_JOBS).select().get();
      for (const doc of found.docs) await remove(db, doc.id);
      return { deleted: found.size, more: found.size === SWEEP_MAX_JOBS };
    },
  };
}
