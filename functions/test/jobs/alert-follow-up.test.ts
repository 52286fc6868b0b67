import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { followUpJobId } from '../../src/domains/alerts/alert-settings.js';
import { recordAttentionReview } from '../../src/domains/alerts/attention.js';
import {
  alertFollowUpKind,
  type FollowUpJobOptions,
} from '../../src/domains/alerts/follow-up-job.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import type { JobTask, JobTaskTiming } from '../../src/platform/jobs/job-runner.js';
import { COLLECTIONS, paths, type ReviewDoc } from '../../src/shared/index.js';
import { AttentionDoc, AttentionShardDoc } from '../../src/shared/schemas/attention.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The alert follow-up as a job on the runner, against the real Firestore emulator (this project
 * has no triggers: the domain code is called as alertAttentionReview and runJobSlice call it):
 * queued with the window's second low review for the window's end, sent once, a slice stopped
 * after sending done again without a second email, and a follow-up whose task could not be
 * queued queued again by the next review, so the seller hears of it.
 */
const { db } = useAdminFirestore('demo-qr-reviews-follow-up');
const UID = 'seller-follow-up';
const T0 = new Date('2026-11-26T10:00:00Z').getTime();
const WINDOW = 600_000;
const ORIGIN = 'https://app.example';
const MINUTE = 60_000;

async function seedSeller() {
  await db.doc(paths.seller(UID)).set({
    displayName: 'Ana',
    email: 'ana@example.com',
    emailVerifiedAt: Timestamp.fromMillis(T0),
    locale: 'en',
    createdAt: Timestamp.fromMillis(T0),
  });
  await db.doc(paths.product('lamp')).set({ ownerId: UID, title: 'Lamp' });
}

const review = (at: number): ReviewDoc => ({
  ownerId: UID,
  rating: 1,
  feedback: 'Broke at once.',
  store: 'emag',
  published: false,
  locale: 'en',
  createdAt: Timestamp.fromMillis(at),
  unread: true,
});

/** The queue alertAttentionReview hands the domain code, its tasks recorded; `down` fails. */
function queue() {
  const tasks: [JobTask, JobTaskTiming | undefined][] = [];
  let down = false;
  return {
    tasks,
    setDown: (value: boolean) => {
      down = value;
    },
    enqueue: (task: JobTask, timing?: JobTaskTiming) => {
      if (down) return Promise.reject(new Error('the queue cannot be reached'));
      tasks.push([task, timing]);
      return Promise.resolve();
    },
  };
}

const record = (q: ReturnType<typeof queue>, reviewId: string, at: number) =>
  recordAttentionReview(db, 'lamp', reviewId, review(at), {
    now: new Date(at),
    windowMs: WINDOW,
    origin: ORIGIN,
    enqueue: q.enqueue,
  });

const followUp = (
  jobId: string,
  at: number,
  options: Partial<FollowUpJobOptions> = {},
  slice = 0,
) =>
  drainJob(
    db,
    alertFollowUpKind({ windowMs: WINDOW, origin: ORIGIN, now: () => at, ...options }),
    jobId,
    slice,
    { now: () => at },
  );

const attention = async () =>
  v.parse(AttentionDoc, (await db.doc(paths.attention(UID)).get()).data() ?? {});
/** The current window's pending reviews: the attention document's and its shards' of that window. */
const pendingNow = async () => {
  const state = await attention();
  const shards = await db.collection(paths.attentionShards(UID)).get();
  return shards.docs
    .map((doc) => v.parse(AttentionShardDoc, doc.data()))
    .filter((shard) => shard.window === state.window)
    .reduce((sum, shard) => sum + shard.pendingCount, state.pendingCount);
};
/** Each email's id ends with its recipient's (recipientMailId): Ana's, the one recipient here. */
const ANA = `-${mailKeysFrom(EMULATOR_MAIL_KEY).recipient('ana@example.com').slice(0, 12)}`;
const mails = async () =>
  (await db.collection(COLLECTIONS.mail).get()).docs.map((doc) => doc.id).sort();

describe('the alert follow-up job', () => {
  it('is queued with the window’s second low review for its end, waits for it, and is sent once', async () => {
    await seedSeller();
    const q = queue();
    expect(await record(q, 'r1', T0)).toBe('alerted');
    expect(await record(q, 'r2', T0 + MINUTE)).toBe('pending');
    expect(await record(q, 'r3', T0 + 2 * MINUTE)).toBe('pending');
    const jobId = followUpJobId(UID, T0 + MINUTE);
    // One job, due when the window ends.
    expect(q.tasks).toEqual([
      [{ kind: 'alertFollowUp', jobId, slice: 0 }, { scheduleTime: new Date(T0 + WINDOW) }],
    ]);
    expect(await attention()).toMatchObject({
      followUpQueued: true,
      followUpJob: jobId,
      window: 0,
    });
    expect(await pendingNow()).toBe(2);

    // Delivered before its time: it waits (the runner's "not before"), sending nothing.
    expect((await followUp(jobId, T0 + 5 * MINUTE)).outcomes).toEqual(['early']);
    expect(await mails()).toEqual([`alert-lamp-r1${ANA}`]);

    const { outcomes, job } = await followUp(jobId, T0 + WINDOW);
    expect(outcomes).toEqual(['done']);
    expect(job).toMatchObject({ status: 'done', sent: 2 });
    expect(await mails()).toEqual([`alert-lamp-r1${ANA}`, `follow-up-${UID}-${T0 + WINDOW}${ANA}`]);
    // The shards' reviews of window 0 went into it; the next ones count for window 1.
    expect(await attention()).toMatchObject({ followUpQueued: false, pendingCount: 0, window: 1 });
    expect(await pendingNow()).toBe(0);
    expect((await attention()).followUpJob).toBeUndefined();
  });

  it('a slice stopped after sending is done again without a second email', async () => {
    await seedSeller();
    const q = queue();
    await record(q, 'r1', T0);
    await record(q, 'r2', T0 + MINUTE);
    const jobId = followUpJobId(UID, T0 + MINUTE);
    const stopping = followUp(jobId, T0 + WINDOW, {
      afterSend: () => {
        throw new Error('the instance stopped');
      },
    });
    await expect(stopping).rejects.toThrow('the instance stopped');
    expect((await db.doc(paths.alertFollowUp(jobId)).get()).get('status')).toBe('running');
    // The retry, a little later: nothing pending, nothing sent again.
    const { job } = await followUp(jobId, T0 + WINDOW + MINUTE);
    expect(job).toMatchObject({ status: 'done', sent: 0 });
    expect(await mails()).toEqual([`alert-lamp-r1${ANA}`, `follow-up-${UID}-${T0 + WINDOW}${ANA}`]);
  });

  it('a follow-up whose task could not be queued is queued again by the next review, and alerts go on', async () => {
    await seedSeller();
    const q = queue();
    expect(await record(q, 'r1', T0)).toBe('alerted');
    // The queue is down when the window's second low review asks for the follow-up: the
    // trigger fails, and Firestore does not retry it.
    q.setDown(true);
    await expect(record(q, 'r2', T0 + MINUTE)).rejects.toThrow('the queue cannot be reached');
    expect(await attention()).toMatchObject({ followUpQueued: true });
    expect(await pendingNow()).toBe(1);
    q.setDown(false);

    // Still within the window: the review joins the follow-up, due later.
    expect(await record(q, 'r3', T0 + 2 * MINUTE)).toBe('pending');
    expect(q.tasks).toEqual([]);
    // After the window's end, the next low review finds the follow-up not sent: queued again.
    const late = T0 + WINDOW + 5 * MINUTE;
    expect(await record(q, 'r4', late)).toBe('pending');
    const jobId = followUpJobId(UID, T0 + MINUTE);
    expect(q.tasks).toEqual([
      [{ kind: 'alertFollowUp', jobId, slice: 0 }, { scheduleTime: new Date(T0 + WINDOW) }],
    ]);
    const { job } = await followUp(jobId, late);
    expect(job).toMatchObject({ status: 'done', sent: 3 });
    expect(await mails()).toEqual([`alert-lamp-r1${ANA}`, `follow-up-${UID}-${late}${ANA}`]);

    // And the seller is alerted again once that follow-up's window has passed.
    expect(await record(q, 'r5', late + WINDOW)).toBe('alerted');
    expect(await mails()).toContain(`alert-lamp-r5${ANA}`);
  });
});
