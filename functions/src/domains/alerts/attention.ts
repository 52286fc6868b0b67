import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  enqueueOnce,
  firstRun,
  JOB_STATUSES,
  type EnqueueJobTask,
} from '../../platform/jobs/job-runner.js';
import { mailKeys, type MailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate, type MailGate } from '../../platform/mail/queue-mail.js';
import { paths, type ReviewDoc } from '../../shared/index.js';
import { AttentionDoc, FOLLOW_UP_LISTED_MAX } from '../../shared/schemas/attention.js';
import { alertRecipient, type Recipient } from '../mail/recipients.js';
import { FOLLOW_UP_JOB, followUpJobId } from './alert-settings.js';
import { alertEmail, followUpEmail, reviewLink, reviewsLink, settingsLink } from './compose.js';

/**
 * The "needs attention" path (docs/decisions.md, "Alerts on unhappy customers"). A review stored
 * with unread: true (below the product's minimum) adds 1 to attention/{uid}.unread and, unless
 * the seller switched alerts off, either queues the alert email at once or, within the window
 * after the last alert, joins the one follow-up email: a job on the runner (follow-up-job.ts),
 * created in the same transaction that marks it queued and due at the window's end. Its task is
 * queued after that commit; should that fail, the next low review after the due time queues it
 * again, so a seller whose follow-up could not be queued once still hears of the next ones. An
 * alert passes its recipient's gate
 * (platform/mail/queue-mail.ts: what the address's owner stopped, the per-recipient ceilings) in
 * the same transaction; a blocked one is counted like a review with alerts off. Per review: at most
 * 4 writes (the attention document; with an alert, the mail document and the recipient's two
 * counters), and reads of at most 6 documents whatever the catalogue or history (the product's
 * title, the seller's profile, the attention document, the recipient's stops and counters).
 */

export interface AlertDeps {
  now: Date;
  /** ALERT_WINDOW_MS, shorter only on the emulators (entry/triggers/track-review-attention.ts). */
  windowMs: number;
  /** The app's origin: every link in an email is on it. */
  origin: string;
  /** Queues a job's slice (the follow-up's, on the runner's queue). */
  enqueue: EnqueueJobTask;
}

/** Attention transactions of one seller queue on one document: room for a burst. */
const MAX_ATTEMPTS = 50;

/** An unfinished follow-up job is deleted after this (past the 7 days a slice is retried). */
const UNFINISHED_FOLLOW_UP_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

function attentionState(data: unknown): AttentionDoc {
  const parsed = v.safeParse(AttentionDoc, data ?? {});
  return parsed.success ? parsed.output : v.parse(AttentionDoc, {});
}

export type RecordResult = 'alerted' | 'pending' | 'counted';

/** The alerts mail gate of the seller's alert address (none without one), read in `tx`. */
function readAlertGate(
  tx: Transaction,
  db: Firestore,
  uid: string,
  recipient: Recipient | null,
  request: { keys: MailKeys; now: Date; origin: string },
): Promise<MailGate | null> {
  if (!recipient) return Promise.resolve(null);
  return readMailGate(tx, db, {
    keys: request.keys,
    to: recipient.email,
    scope: { kind: 'alerts', uid },
    now: request.now,
    origin: request.origin,
  });
}

export async function recordAttentionReview(
  db: Firestore,
  productId: string,
  reviewId: string,
  review: ReviewDoc,
  deps: AlertDeps,
): Promise<RecordResult> {
  const uid = review.ownerId;
  const now = deps.now.getTime();
  const [productSnap, sellerSnap] = await db.getAll(
    db.doc(paths.product(productId)),
    db.doc(paths.seller(uid)),
  );
  const title: unknown = productSnap?.get('title');
  const productTitle = typeof title === 'string' ? title : '';
  const recipient = alertRecipient(sellerSnap?.data(), 'alerts');
  const keys = await mailKeys(db);
  const attentionRef = db.doc(paths.attention(uid));

  const outcome = await db.runTransaction(
    async (tx) => {
      const state = attentionState((await tx.get(attentionRef)).data());
      const gate = await readAlertGate(tx, db, uid, recipient, { keys, ...deps });
      const update: Record<string, unknown> = { unread: FieldValue.increment(1) };
      if (!recipient || !gate || gate.blocked) {
        tx.set(attentionRef, update, { merge: true });
        return { result: 'counted' as const };
      }
      const last = state.lastAlertAt?.toMillis();
      // While a follow-up is queued, every low review joins it, even once the window is over
      // and the task has not run yet: never an alert and a follow-up for the same window.
      if (!state.followUpQueued && (last === undefined || now - last >= deps.windowMs)) {
        queueMail(
          db,
          tx,
          gate,
          `alert-${productId}-${reviewId}`,
          alertEmail(
            recipient.locale,
            { productTitle, rating: review.rating, store: review.store, feedback: review.feedback },
            {
              ...gate.links,
              open: reviewLink(deps.origin, productId, reviewId),
              settings: settingsLink(deps.origin),
            },
          ),
        );
        update.lastAlertAt = Timestamp.fromMillis(now);
        tx.set(attentionRef, update, { merge: true });
        return { result: 'alerted' as const };
      }
      update.pendingCount = state.pendingCount + 1;
      if (state.pending.length < FOLLOW_UP_LISTED_MAX) {
        update.pending = [
          ...state.pending,
          { productId, reviewId, productTitle, rating: review.rating, store: review.store },
        ];
      }
      const dueAt = state.followUpAt?.toMillis() ?? (last ?? now) + deps.windowMs;
      let queue: { jobId: string; at: number } | null = null;
      // A new follow-up; or, for one queued before follow-ups were jobs that is overdue, a job
      // in its place.
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
        Object.assign(update, {
          followUpQueued: true,
          followUpJob: jobId,
          followUpAt: Timestamp.fromMillis(at),
        });
        queue = { jobId, at };
      } else if (state.followUpJob && now >= dueAt) {
        // Due and not sent: its task may never have been queued. Queued again under the same
        // task id, a task that exists stays the one task.
        queue = { jobId: state.followUpJob, at: dueAt };
      }
      tx.set(attentionRef, update, { merge: true });
      return { result: 'pending' as const, queue };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  if (outcome.result === 'pending' && outcome.queue) {
    await enqueueOnce(
      deps,
      { kind: FOLLOW_UP_JOB.name, jobId: outcome.queue.jobId, slice: 0 },
      { scheduleTime: new Date(outcome.queue.at) },
    );
  }
  return outcome.result;
}

/** A review the seller opened (or that was deleted unread): one less needs attention. */
export async function reviewNoLongerUnread(db: Firestore, uid: string): Promise<void> {
  await db.doc(paths.attention(uid)).set({ unread: FieldValue.increment(-1) }, { merge: true });
}

export type FollowUpResult =
  { kind: 'sent'; count: number } | { kind: 'nothing' } | { kind: 'early'; dueAt: Date };

/**
 * The follow-up job's step (follow-up-job.ts): once the window after the last alert has passed,
 * one email lists the low reviews that arrived meanwhile (up to FOLLOW_UP_LISTED_MAX, the rest
 * counted) and starts a new window. Early it sends nothing and says when it is due (the job's
 * next slice waits until then). A job that is no longer the seller's follow-up (`jobId` another
 * than the one the state names) does nothing. Done again after it sent (a slice stopped before
 * its checkpoint), it finds nothing pending and sends nothing twice.
 */
export async function sendFollowUp(
  db: Firestore,
  uid: string,
  deps: Pick<AlertDeps, 'now' | 'windowMs' | 'origin'>,
  jobId?: string,
): Promise<FollowUpResult> {
  const now = deps.now.getTime();
  const attentionRef = db.doc(paths.attention(uid));
  const sellerSnap = await db.doc(paths.seller(uid)).get();
  const recipient = alertRecipient(sellerSnap.data(), 'alerts');
  const keys = await mailKeys(db);
  return db.runTransaction(
    async (tx): Promise<FollowUpResult> => {
      const state = attentionState((await tx.get(attentionRef)).data());
      const gate = await readAlertGate(tx, db, uid, recipient, { keys, ...deps });
      if (jobId && state.followUpJob && state.followUpJob !== jobId) return { kind: 'nothing' };
      const dueAt = (state.lastAlertAt?.toMillis() ?? 0) + deps.windowMs;
      if (state.pendingCount > 0 && recipient && now < dueAt) {
        return { kind: 'early', dueAt: new Date(dueAt) };
      }
      const reset = {
        pendingCount: 0,
        pending: [],
        followUpQueued: false,
        followUpJob: FieldValue.delete(),
        followUpAt: FieldValue.delete(),
      };
      // Alerts switched off or stopped by the address's owner, or the address's ceiling reached:
      // the window's reviews stay in the inbox, and the next low review starts a new window.
      if (state.pendingCount === 0 || !recipient || !gate || gate.blocked) {
        tx.set(attentionRef, reset, { merge: true });
        return { kind: 'nothing' };
      }
      const first = state.pending[0];
      queueMail(
        db,
        tx,
        gate,
        `follow-up-${uid}-${now}`,
        followUpEmail(recipient.locale, state.pendingCount, state.pending, {
          ...gate.links,
          open: first ? reviewsLink(deps.origin, first.productId) : settingsLink(deps.origin),
          settings: settingsLink(deps.origin),
        }),
      );
      tx.set(attentionRef, { ...reset, lastAlertAt: Timestamp.fromMillis(now) }, { merge: true });
      return { kind: 'sent', count: state.pendingCount };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
