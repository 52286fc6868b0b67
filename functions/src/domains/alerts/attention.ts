import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  enqueueOnce,
  firstRun,
  JOB_STATUSES,
  type EnqueueJobTask,
} from '../../platform/jobs/job-runner.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS, ReviewDoc, paths } from '../../shared/index.js';
import {
  ATTENTION_SHARDS,
  AttentionDoc,
  type AttentionArrivalDoc,
  AttentionShardDoc,
  FOLLOW_UP_LISTED_MAX,
  PENDING_LISTED_PER_SHARD,
  unreadCount,
} from '../../shared/schemas/attention.js';
import {
  follows,
  readAlertRecipients,
  recipientMailId,
  type Recipient,
} from '../mail/recipients.js';
import { FOLLOW_UP_JOB, followUpJobId } from './alert-settings.js';
import { alertEmail, followUpEmail, reviewLink, reviewsLink, settingsLink } from './compose.js';

/**
 * The "needs attention" path (docs/decisions.md, "Alerts on unhappy customers"). A review stored
 * with unread: true (below the product's minimum) adds 1 to the seller's unread count and, unless
 * the seller switched alerts off, either queues the alert email at once or, within the window
 * after the last alert, joins the one follow-up email: a job on the runner (follow-up-job.ts),
 * created in the same transaction that marks it queued and due at the window's end. Its task is
 * queued after that commit; should that fail, the next low review after the due time queues it
 * again, so a seller whose follow-up could not be queued once still hears of the next ones. The
 * count and the window's pending reviews live in ATTENTION_SHARDS shard documents
 * (attention/{uid}/shards/{n}), one per review in turn, so a rush writes no document more than
 * about once a second (docs/decisions.md, "No hot document"); attention/{uid} itself is written
 * once per window (the alert, the follow-up job queued). An alert passes its recipient's gate (platform/mail/queue-mail.ts: what the address's
 * owner stopped, the per-recipient ceilings) in the same transaction; a blocked one is counted
 * like a review with alerts off. Per review: one shard write, plus with an alert the attention
 * document, the mail document and the recipient's two counters, or with a new follow-up the
 * attention document and the job's; reads of at most 7 documents
 * whatever the catalogue or history (the product's title, the seller's profile, the attention
 * document, the shard, the recipient's stops and counters).
 */

export interface AlertDeps {
  now: Date;
  /** ALERT_WINDOW_MS, shorter only on the emulators (alertWindowMs, alert-settings.ts). */
  windowMs: number;
  /** The app's origin: every link in an email is on it. */
  origin: string;
  /** Queues a job's slice (the follow-up's, on the runner's queue). */
  enqueue: EnqueueJobTask;
}

/** Attention transactions of one seller read one document: room for a burst. */
const MAX_ATTEMPTS = 50;

/** An unfinished follow-up job is deleted after this (past the 7 days a slice is retried). */
const UNFINISHED_FOLLOW_UP_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * A review's arrival is deleted by its alert run once handled; one whose run failed is deleted
 * this long after the review was stored (docs/decisions.md, "Lifetimes"). The review stays unread
 * on the seller's screens, counted in the badge; only its alert is not sent.
 */
export const ARRIVAL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Arrivals whose alert run failed, past ARRIVAL_LIFETIME_MS (the lifetime sweep's purge). */
export const expiredArrivals = expiredDocuments(
  'attentionArrivals',
  COLLECTIONS.attentionArrivals,
  { group: true },
);

function attentionState(data: unknown): AttentionDoc {
  const parsed = v.safeParse(AttentionDoc, data ?? {});
  return parsed.success ? parsed.output : v.parse(AttentionDoc, {});
}

function shardState(data: unknown): AttentionShardDoc {
  const parsed = v.safeParse(AttentionShardDoc, data ?? {});
  return parsed.success ? parsed.output : v.parse(AttentionShardDoc, {});
}

/**
 * The shards in turn, from a random start per instance: a burst on one instance writes each
 * shard once per ATTENTION_SHARDS reviews (random picks would land several on one document in
 * the same second now and then).
 */
let nextShard = Math.floor(Math.random() * ATTENTION_SHARDS);
export function takeAttentionShard(): number {
  const shard = nextShard;
  nextShard = (nextShard + 1) % ATTENTION_SHARDS;
  return shard;
}

export type RecordResult = 'alerted' | 'pending' | 'counted';

export async function recordAttentionReview(
  db: Firestore,
  productId: string,
  reviewId: string,
  review: ReviewDoc,
  deps: AlertDeps,
): Promise<RecordResult> {
  const uid = review.ownerId;
  const now = deps.now.getTime();
  const attentionRef = db.doc(paths.attention(uid));
  const shardRef = db.doc(paths.attentionShard(uid, takeAttentionShard()));
  // Counted already when its submission stored it (countUnreadInCommit): then alerted only.
  const counted = review.unreadCounted ? {} : { unread: FieldValue.increment(1) };
  const [productSnap, attentionBefore] = await db.getAll(
    db.doc(paths.product(productId)),
    attentionRef,
  );
  const title: unknown = productSnap?.get('title');
  const productTitle = typeof title === 'string' ? title : '';
  // Who gets alerts is read only when this review may start an alert or a follow-up: while a
  // window's follow-up is queued (a rush), every review joins it without reading the members.
  let recipients: Recipient[] | null = attentionState(attentionBefore?.data()).followUpQueued
    ? null
    : await readAlertRecipients(db, uid, 'alerts');
  const countOnly = async () => {
    if (!review.unreadCounted) await shardRef.set(counted, { merge: true });
    return 'counted' as const;
  };
  if (recipients?.length === 0) return countOnly();
  const keys = await mailKeys(db);
  const about = { productId, store: review.store };

  for (;;) {
    const known = recipients;
    const outcome = await db.runTransaction(
      async (tx) => {
        // The attention document is read in every review's transaction and written by the alert,
        // the follow-up's queueing and the follow-up itself: a pending review joins the window
        // the follow-up sends for, or the next one, never neither.
        const [attentionSnap, shardSnap] = await tx.getAll(attentionRef, shardRef);
        const state = attentionState(attentionSnap?.data());
        const last = state.lastAlertAt?.toMillis();
        if (!state.followUpQueued && known === null) return { result: 'recipients' as const };
        // While a follow-up is queued, every low review joins it, even once the window is over
        // and the task has not run yet: never an alert and a follow-up for the same window.
        const alertNow =
          !state.followUpQueued && (last === undefined || now - last >= deps.windowMs);
        // The review that sends the alert (to those who follow it) or queues the window's
        // follow-up (for anyone) reads its recipients' gates: when every mailbox stopped alerts
        // or is at its ceiling, it is counted like a review with alerts off, and no window starts.
        const gates = state.followUpQueued
          ? []
          : await Promise.all(
              (known ?? [])
                .filter((recipient) => !alertNow || follows(recipient, about))
                .map(async (recipient) => ({
                  recipient,
                  gate: await readMailGate(tx, db, {
                    keys,
                    to: recipient.email,
                    scope: { kind: 'alerts', uid },
                    now: deps.now,
                    origin: deps.origin,
                  }),
                })),
            );
        const open = gates.filter(({ gate }) => !gate.blocked);
        if (!state.followUpQueued && open.length === 0) {
          if (!review.unreadCounted) tx.set(shardRef, counted, { merge: true });
          return { result: 'counted' as const };
        }
        if (alertNow) {
          if (!review.unreadCounted) tx.set(shardRef, counted, { merge: true });
          for (const { recipient, gate } of open) {
            queueMail(
              db,
              tx,
              gate,
              recipientMailId(`alert-${productId}-${reviewId}`, gate),
              alertEmail(
                recipient.locale,
                {
                  productTitle,
                  rating: review.rating,
                  store: review.store,
                  feedback: review.feedback,
                },
                {
                  ...gate.links,
                  open: reviewLink(deps.origin, productId, reviewId),
                  settings: settingsLink(deps.origin),
                },
              ),
            );
          }
          tx.set(attentionRef, { lastAlertAt: Timestamp.fromMillis(now) }, { merge: true });
          return { result: 'alerted' as const };
        }
        const window = state.window;
        const shard = shardState(shardSnap?.data());
        const listed = shard.window === window ? shard.pending : [];
        tx.set(
          shardRef,
          {
            ...counted,
            window,
            pendingCount: (shard.window === window ? shard.pendingCount : 0) + 1,
            pending:
              listed.length < PENDING_LISTED_PER_SHARD
                ? [
                    ...listed,
                    {
                      productId,
                      reviewId,
                      productTitle,
                      rating: review.rating,
                      store: review.store,
                    },
                  ]
                : listed,
          },
          { merge: true },
        );
        const dueAt = state.followUpAt?.toMillis() ?? (last ?? now) + deps.windowMs;
        let queue: { jobId: string; at: number } | null = null;
        // A new follow-up; or, for one queued before follow-ups were jobs that is overdue, a job
        // in its place. Either way the attention document is written once for the window.
        if (!state.followUpQueued || (!state.followUpJob && now >= dueAt)) {
          const at = Math.max(now, (last ?? now) + deps.windowMs);
          const jobId = followUpJobId(uid, now);
          tx.set(db.doc(FOLLOW_UP_JOB.path(jobId)), {
            ownerId: uid,
            status: JOB_STATUSES.queued,
            createdAt: FieldValue.serverTimestamp(),
            run: firstRun(FOLLOW_UP_JOB.name, at),
            expiresAt: Timestamp.fromMillis(at + UNFINISHED_FOLLOW_UP_LIFETIME_MS),
          });
          tx.set(
            attentionRef,
            { followUpQueued: true, followUpJob: jobId, followUpAt: Timestamp.fromMillis(at) },
            { merge: true },
          );
          queue = { jobId, at };
        } else if (state.followUpJob && now >= dueAt) {
          // Due and not sent: its task may never have been queued. Queued again under the same
          // task id, a task that exists stays the one task.
          queue = { jobId: state.followUpJob, at: dueAt };
        }
        return { result: 'pending' as const, queue };
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
    if (outcome.result === 'recipients') {
      // The window's follow-up went out meanwhile: this review may start the next one.
      recipients = await readAlertRecipients(db, uid, 'alerts');
      if (recipients.length === 0) return countOnly();
      continue;
    }
    if (outcome.result === 'pending' && outcome.queue) {
      await enqueueOnce(
        deps,
        { kind: FOLLOW_UP_JOB.name, jobId: outcome.queue.jobId, slice: 0 },
        { scheduleTime: new Date(outcome.queue.at) },
      );
    }
    return outcome.result;
  }
}

/**
 * A review that needs attention adds 1 to its seller's unread count in the commit that stores it
 * (submitReview, marking it unreadCounted): the badge is exact the moment the review exists,
 * whatever the triggers' backlog, and a replayed submission, which finds its review and writes
 * nothing, counts nothing twice. One shard in turn, written by increment and never read there,
 * so concurrent submissions never wait for each other on it. The same commit writes the review's
 * arrival (announceArrival), which sets the alert trigger off: exactly once per stored review.
 */
export function countUnreadInCommit(
  db: Firestore,
  tx: Transaction,
  uid: string,
  productId: string,
  reviewId: string,
  now: Date,
): void {
  tx.set(
    db.doc(paths.attentionShard(uid, takeAttentionShard())),
    { unread: FieldValue.increment(1) },
    { merge: true },
  );
  announceArrival(db, tx, uid, productId, reviewId, now);
}

/**
 * The review's arrival for the alert trigger (alertAttentionReview), in the commit that stores
 * it: only a review that needs attention sets that trigger off, never one at or above the
 * minimum (docs/decisions.md, "One run per review write"). A review stored by other code (a
 * script, a test) that is to be alerted writes the same document. `now`: when the review is stored.
 */
export function announceArrival(
  db: Firestore,
  tx: Transaction,
  uid: string,
  productId: string,
  reviewId: string,
  now: Date,
): void {
  const arrival: AttentionArrivalDoc = {
    productId,
    reviewId,
    expiresAt: Timestamp.fromMillis(now.getTime() + ARRIVAL_LIFETIME_MS),
  };
  tx.set(db.doc(paths.attentionArrival(uid, productId, reviewId)), arrival);
}

const storedUnread = (data: unknown) => {
  const parsed = v.safeParse(ReviewDoc, data);
  return parsed.success && parsed.output.unread === true;
};

/**
 * The owner whose unread count a review's write takes one off: it was stored unread and is no
 * longer (opened, or deleted); null for any other write.
 */
export function unreadReviewOwner(before: unknown, after: unknown): string | null {
  const was = v.safeParse(ReviewDoc, before);
  if (!was.success || was.output.unread !== true || storedUnread(after)) return null;
  return was.output.ownerId;
}

/** A review the seller opened (or that was deleted unread): one less needs attention. */
export async function reviewNoLongerUnread(db: Firestore, uid: string): Promise<void> {
  await db
    .doc(paths.attentionShard(uid, takeAttentionShard()))
    .set({ unread: FieldValue.increment(-1) }, { merge: true });
}

/** The seller's unread count: the attention document and its shards (unreadCount). */
export async function readUnreadCount(db: Firestore, uid: string): Promise<number> {
  const [attention, shards] = await Promise.all([
    db.doc(paths.attention(uid)).get(),
    db.collection(paths.attentionShards(uid)).get(),
  ]);
  return unreadCount(
    attention.data(),
    shards.docs.map((doc) => doc.data()),
  );
}

export type FollowUpResult =
  { kind: 'sent'; count: number } | { kind: 'nothing' } | { kind: 'early'; dueAt: Date };

/**
 * The follow-up job's step (follow-up-job.ts): once the window after the last alert has passed,
 * one email lists the low reviews that arrived meanwhile (up to FOLLOW_UP_LISTED_MAX, the rest
 * counted) and starts a new window. The window's reviews are summed from the shards whose window
 * is this one (plus what attention/{uid} held from before the shards), in the transaction that
 * starts the next window (`window` moved on by one), so each pending review is in exactly one
 * follow-up. Early it sends nothing and says when it is due (the job's next slice waits until
 * then). A job that is no longer the seller's follow-up (`jobId` another than the one the state
 * names) does nothing. Done again after it sent (a slice stopped before its checkpoint), it finds
 * the new window's shards empty and sends nothing twice.
 */
export async function sendFollowUp(
  db: Firestore,
  uid: string,
  deps: Pick<AlertDeps, 'now' | 'windowMs' | 'origin'>,
  jobId?: string,
): Promise<FollowUpResult> {
  const now = deps.now.getTime();
  const attentionRef = db.doc(paths.attention(uid));
  const shardRefs = Array.from({ length: ATTENTION_SHARDS }, (_, shard) =>
    db.doc(paths.attentionShard(uid, shard)),
  );
  const recipients = await readAlertRecipients(db, uid, 'alerts');
  const keys = await mailKeys(db);
  return db.runTransaction(
    async (tx): Promise<FollowUpResult> => {
      const [attentionSnap, ...shardSnaps] = await tx.getAll(attentionRef, ...shardRefs);
      const state = attentionState(attentionSnap?.data());
      const window = state.window;
      const shards = shardSnaps
        .map((snap) => shardState(snap.data()))
        .filter((shard) => shard.window === window);
      const pendingCount = shards.reduce((sum, shard) => sum + shard.pendingCount, 0);
      const total = state.pendingCount + pendingCount;
      const listed = [...state.pending, ...shards.flatMap((shard) => shard.pending)].slice(
        0,
        FOLLOW_UP_LISTED_MAX,
      );
      // Each recipient's part of the window: everything, or what their filters follow (of the
      // reviews listed; the rest are counted only for those who follow every product).
      const parts = recipients.flatMap((recipient) => {
        const filtered = recipient.products.length > 0 || recipient.stores.length > 0;
        const items = filtered ? listed.filter((item) => follows(recipient, item)) : listed;
        const wanted = filtered ? items.length > 0 : total > 0;
        return wanted ? [{ recipient, items, count: filtered ? items.length : total }] : [];
      });
      const gates = await Promise.all(
        parts.map(async (part) => ({
          ...part,
          gate: await readMailGate(tx, db, {
            keys,
            to: part.recipient.email,
            scope: { kind: 'alerts', uid },
            now: deps.now,
            origin: deps.origin,
          }),
        })),
      );
      if (jobId && state.followUpJob && state.followUpJob !== jobId) return { kind: 'nothing' };
      const dueAt = (state.lastAlertAt?.toMillis() ?? 0) + deps.windowMs;
      if (total > 0 && recipients.length > 0 && now < dueAt) {
        return { kind: 'early', dueAt: new Date(dueAt) };
      }
      // The next window's pending reviews go under the next number whatever happens to these:
      // the shards' parts of this window are never read again.
      const reset = {
        pendingCount: 0,
        pending: [],
        followUpQueued: false,
        followUpJob: FieldValue.delete(),
        followUpAt: FieldValue.delete(),
        window: window + 1,
      };
      // Alerts switched off or stopped by the address's owner, or the address's ceiling reached:
      // the window's reviews stay in the inbox, and the next low review starts a new window.
      const open = gates.filter(({ gate }) => !gate.blocked);
      if (total === 0 || open.length === 0) {
        tx.set(attentionRef, reset, { merge: true });
        return { kind: 'nothing' };
      }
      for (const { recipient, items, count, gate } of open) {
        const first = items[0];
        queueMail(
          db,
          tx,
          gate,
          recipientMailId(`follow-up-${uid}-${now}`, gate),
          followUpEmail(recipient.locale, count, items, {
            ...gate.links,
            open: first ? reviewsLink(deps.origin, first.productId) : settingsLink(deps.origin),
            settings: settingsLink(deps.origin),
          }),
        );
      }
      tx.set(attentionRef, { ...reset, lastAlertAt: Timestamp.fromMillis(now) }, { merge: true });
      return { kind: 'sent', count: total };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
