import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { countEvent } from '../../src/domains/analytics/count-events.js';
import { countedDays } from '../../src/domains/analytics/counted.js';
import { clearCounterTargetCaches } from '../../src/domains/analytics/counter-target.js';
import {
  analyticsRollUpKind,
  queueRollUpJob,
  type RollUpJobOptions,
} from '../../src/domains/analytics/roll-up-job.js';
import {
  createRollUpScheduler,
  rollUpJobId,
} from '../../src/domains/analytics/roll-up-schedule.js';
import { converters } from '../../src/platform/firestore.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { JobTask, JobTaskTiming } from '../../src/platform/jobs/job-runner.js';
import {
  ANALYTICS_ROLL_UP_GRACE_MS,
  ANALYTICS_WINDOW_MS,
  emptyProductStats,
  localDay,
  newProductInput,
  paths,
  windowEnd,
  windowOf,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The analytics roll-up as a job on the runner, against the real Firestore emulator: queued by
 * the first event of a seller's window for the window's end (the runner's "not before"), worked
 * in bounded slices, and a slice stopped mid-way continued with what is left of the buffer, every
 * event counted once.
 */
const { db } = useAdminFirestore('demo-qr-reviews-roll-up-job');
const OWNER = 'seller-roll-up-job';
const ZONE = 'Europe/Bucharest';

beforeEach(async () => {
  clearCounterTargetCaches();
  await db.doc(paths.seller(OWNER)).set({
    displayName: 'Seller',
    email: 'seller@example.com',
    locale: 'en',
    timeZone: ZONE,
    createdAt: FieldValue.serverTimestamp(),
  });
  await db
    .doc(paths.product('mug'))
    .set({ ...newProductInput(), title: 'Mug', ownerId: OWNER, stats: emptyProductStats() });
});

const mug = { id: 'mug', title: 'Mug' };
const open = { kind: 'opened', newVisitor: true, locale: 'en' } as const;

/** The scheduler reviewApi uses, its job tasks recorded. */
function recordingScheduler() {
  const tasks: [JobTask, JobTaskTiming | undefined][] = [];
  const scheduler = createRollUpScheduler(
    queueRollUpJob({
      db,
      enqueue: (task, timing) => {
        tasks.push([task, timing]);
        return Promise.resolve();
      },
    }),
  );
  return { tasks, scheduler };
}

/** Opens of `at`'s day folded into the product's year document (what the dashboards read). */
async function foldedOpens(at: Date) {
  const day = localDay(at, ZONE);
  const year = await db
    .doc(paths.productAnalyticsYear('mug', day.slice(0, 4)))
    .withConverter(converters.analyticsYear)
    .get();
  return year.data()?.m[day.slice(5, 7)]?.[day.slice(8)]?.o ?? 0;
}
/** Everything counted, folded or still in the buffer. */
const countedOpens = async (at: Date) =>
  (await countedDays(db, { ownerId: OWNER, productId: 'mug' })).get(localDay(at, ZONE))?.opened;
const bufferSize = async () => (await db.collection(paths.analyticsBuffer(OWNER)).get()).size;
const rollUp = (jobId: string, options: RollUpJobOptions = {}, firstSlice = 0) =>
  drainJob(db, analyticsRollUpKind(options), jobId, firstSlice, {
    ...(options.now ? { now: options.now } : {}),
  });

describe('the roll-up job', () => {
  it('is queued by the window’s first event for the window’s end, and waits for it', async () => {
    const { tasks, scheduler } = recordingScheduler();
    const at = new Date();
    const window = windowOf(at.getTime());
    await countEvent(db, mug, open, at, scheduler);
    await countEvent(db, mug, open, at, scheduler);
    const due = windowEnd(window) + ANALYTICS_ROLL_UP_GRACE_MS;
    const jobId = rollUpJobId(OWNER, window);
    // One job per seller and window, its first slice queued for the window's end (another only
    // if the minute turned between the two events).
    expect(tasks.filter(([task]) => task.jobId === jobId)).toEqual([
      [{ kind: 'analyticsRollUp', jobId, slice: 0 }, { scheduleTime: new Date(due) }],
    ]);
    expect((await db.doc(paths.analyticsRollUp(jobId)).get()).data()).toMatchObject({
      ownerId: OWNER,
      window,
      status: 'queued',
    });

    // Delivered early (the Cloud Tasks emulator ignores the time): it waits, folding nothing.
    const early = await rollUp(jobId, { now: () => due - 1 });
    expect(early.outcomes).toEqual(['early']);
    expect(await foldedOpens(at)).toBe(0);
    // At its time it folds the window.
    const { outcomes, job } = await rollUp(jobId, { now: () => due });
    expect(outcomes).toEqual(['done']);
    // Two buffer documents (one per event), one product entry each.
    expect(job).toMatchObject({ status: 'done', entries: 2 });
    expect(await foldedOpens(at)).toBe(2);
    expect(await bufferSize()).toBe(0);
  });

  it('works a big buffer in bounded slices; a slice stopped mid-way is continued with what is left', async () => {
    const at = new Date(Date.now() - 3 * ANALYTICS_WINDOW_MS);
    // 12 opens, each in its own buffer shard: 12 buffer documents.
    for (let i = 0; i < 12; i++) await countEvent(db, mug, open, at);
    expect(await bufferSize()).toBe(12);
    const { scheduler } = recordingScheduler();
    const window = windowOf(at.getTime());
    expect(await scheduler.ensure(OWNER, window)).toBe(true);
    const jobId = rollUpJobId(OWNER, window);

    // Transactions of 2 documents, 2 a slice; the 3rd transaction (in slice 1) is the last one
    // its instance commits.
    let transactions = 0;
    const stopping = rollUp(jobId, {
      pageDocs: 2,
      maxTransactions: 2,
      afterTransaction: () => {
        transactions += 1;
        if (transactions === 3) throw new Error('the instance stopped');
      },
    });
    await expect(stopping).rejects.toThrow('the instance stopped');
    const stopped = (await db.doc(paths.analyticsRollUp(jobId)).get()).data();
    expect(stopped).toMatchObject({ status: 'running', transactions: 2, entries: 4 });
    expect(stopped?.run).toEqual({ kind: 'analyticsRollUp', slice: 1 });
    // 6 documents folded (3 transactions), 6 left: the buffer is the roll-up's own checkpoint.
    expect(await bufferSize()).toBe(6);
    expect(await foldedOpens(at)).toBe(6);

    const { outcomes, job } = await rollUp(jobId, { pageDocs: 2, maxTransactions: 2 }, 1);
    expect(outcomes.at(-1)).toBe('done');
    expect(outcomes.slice(0, -1).every((outcome) => outcome === 'continued')).toBe(true);
    expect(job?.status).toBe('done');
    // Every open counted once: none of the 6 folded before the stop is folded again.
    expect(await foldedOpens(at)).toBe(12);
    expect(await countedOpens(at)).toBe(12);
    expect(await bufferSize()).toBe(0);
  });
});
