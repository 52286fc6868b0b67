import {
  AggregateField,
  FieldPath,
  FieldValue,
  Timestamp,
  type Firestore,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters } from '../../platform/firestore.js';
import {
  JOB_STATUSES,
  JobFailure,
  parseJob,
  queueJob,
  type JobEnvironment,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { mailKeys, type MailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  COLLECTIONS,
  DAILY_DIGEST_FIELD,
  isValidTimeZone,
  localDay,
  MEMBER_ALERTS_FIELD,
  paths,
  SellerDoc,
} from '../../shared/index.js';
import { AttentionDoc } from '../../shared/schemas/attention.js';
import type { DigestRunDoc } from '../../shared/schemas/server-jobs.js';
import { readAlertRecipients, recipientMailId } from '../mail/recipients.js';
import { digestEmail, reviewsOverviewLink, settingsLink } from './compose.js';
import { readUnreadCount } from './attention.js';

/** The local hour the digest goes out at (docs/decisions.md, "Alerts on unhappy customers"). */
export const DIGEST_HOUR = 8;

/** Sellers read per slice of the hourly run (one page). */
export const DIGEST_SELLERS_PER_SLICE = 200;

/** A run still unfinished this long after its hour ends: its digests would come too late. */
export const DIGEST_RUN_LATE_MS = 12 * 3_600_000;

/** An unfinished run is deleted after this (past the 7 days a slice is retried). */
const UNFINISHED_RUN_LIFETIME_MS = 8 * 24 * 3_600_000;

/** Ended runs are kept a week (nothing reads them; they show what each hour did). */
const DIGEST_RUN_RETENTION_MS = 7 * 24 * 3_600_000;

export const DIGEST_RUN_JOB = { name: 'digestRun', path: paths.digestRun } as const;

/** For the lifetime sweep: digest runs past their expiresAt. */
export const expiredDigestRuns = expiredDocuments('digestRuns', COLLECTIONS.digestRuns);

/** The hour (0–23) of `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return Number(hour);
}

/** The hour `at` falls in (UTC), and its run's id: `2026-11-26T06`. */
export function digestHour(at: Date): { hour: Date; id: string } {
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  return { hour, id: hour.toISOString().slice(0, 13) };
}

/**
 * The hourly schedule's one step: queues the digest run of the hour `at` falls in (one job per
 * hour, however often the schedule fires in it). The run pages through the sellers.
 */
export async function queueDigestRun(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  at: Date,
  now = Date.now(),
): Promise<string> {
  const { hour, id } = digestHour(at);
  await queueJob(env, DIGEST_RUN_JOB, id, {
    hour: Timestamp.fromDate(hour),
    status: JOB_STATUSES.queued,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + UNFINISHED_RUN_LIFETIME_MS),
  });
  return id;
}

export interface DigestRunOptions {
  /** The app's origin: every link in an email is on it. */
  origin: string;
  sellersPerSlice?: number;
  now?: () => number;
  /** Called after each seller (tests stop a slice there). */
  afterSeller?: (uid: string) => void | Promise<void>;
}

/**
 * The hourly digest run (docs/decisions.md, "Alert emails: links, digest, language"), a job on
 * the runner: each slice reads the next page of sellers who switched the digest on, after the
 * last one checkpointed. Every one of them for whom it is 08:00 (any minute of that hour) in
 * their time zone at the run's hour, and who has not had that day's, gets one email with the last
 * 24 hours' reviews, mean rating, how many were below the minimum, and the unread count. Per
 * seller: 3 aggregation queries over the day's reviews (count, mean, low count: index entries,
 * not documents) and 5 document reads (the attention document and the recipient's gate: stops
 * and counters). The mail id carries the local day and the day is recorded with the email in one
 * transaction, so a slice stopped mid-page and done again sends nothing twice; an address whose
 * owner stopped the digest gets none.
 */
export function digestRunKind(options: DigestRunOptions): JobKind<DigestRunDoc> {
  const pageSize = options.sellersPerSlice ?? DIGEST_SELLERS_PER_SLICE;
  const now = options.now ?? Date.now;
  return {
    ...DIGEST_RUN_JOB,
    ...JOB_STATUSES,
    retentionMs: DIGEST_RUN_RETENTION_MS,
    parse: (snapshot) => parseJob(converters.digestRun, snapshot),
    async slice(ctx, run) {
      const hour = run.hour?.toDate();
      if (!hour) return new JobFailure('invalidJob');
      if (now() > hour.getTime() + 3_600_000 + DIGEST_RUN_LATE_MS) {
        return { done: true, checkpoint: { late: true } };
      }
      const keys = await mailKeys(ctx.db);
      const phase = run.phase ?? 'sellers';
      let sent = 0;
      let read = 0;
      let last: string | undefined;
      if (phase === 'sellers') {
        let page = ctx.db
          .collection(COLLECTIONS.sellers)
          .where(DAILY_DIGEST_FIELD, '==', true)
          .orderBy(FieldPath.documentId())
          .limit(pageSize);
        if (run.resumeAfter) page = page.startAfter(run.resumeAfter);
        const { docs } = await page.get();
        for (const sellerSnap of docs) {
          const outcome = await sendDigest(
            ctx.db,
            keys,
            sellerSnap.id,
            sellerSnap.data(),
            hour,
            options.origin,
          );
          // A seller who already has the day's (a slice done again) counts as sent to.
          if (outcome !== 'notDue') sent += 1;
          await options.afterSeller?.(sellerSnap.id);
        }
        read = docs.length;
        last = docs.at(-1)?.id;
      } else {
        // Members who asked for the digest themselves, in accounts whose own switch is off: one
        // page of member documents, each account's profile read once per member (an account
        // already sent to today is skipped by its lastDigestDay).
        let page = ctx.db
          .collectionGroup(COLLECTIONS.accountMembers)
          .where(MEMBER_DIGEST_FIELD_PATH, '==', true)
          .orderBy(FieldPath.documentId())
          .limit(pageSize);
        if (run.resumeAfter) page = page.startAfter(run.resumeAfter);
        const { docs } = await page.get();
        for (const memberSnap of docs) {
          const accountId = memberSnap.ref.parent.parent?.id;
          if (!accountId) continue;
          const sellerSnap = await ctx.db.doc(paths.seller(accountId)).get();
          const outcome = await sendDigest(
            ctx.db,
            keys,
            accountId,
            sellerSnap.data(),
            hour,
            options.origin,
          );
          if (outcome === 'sent') sent += 1;
          await options.afterSeller?.(accountId);
        }
        read = docs.length;
        last = docs.at(-1)?.ref.path;
      }
      const pageDone = read < pageSize;
      return {
        done: pageDone && phase === 'members',
        checkpoint: {
          sellers: (run.sellers ?? 0) + read,
          sent: (run.sent ?? 0) + sent,
          ...(pageDone
            ? { phase: 'members' as const, resumeAfter: FieldValue.delete() }
            : last
              ? { phase, resumeAfter: last }
              : {}),
        },
      };
    },
  };
}

/** The member field a digest run pages by: accounts/{accountId}/members/{uid}.alerts.digest. */
export const MEMBER_DIGEST_FIELD_PATH = `${MEMBER_ALERTS_FIELD}.digest`;

async function sendDigest(
  db: Firestore,
  keys: MailKeys,
  uid: string,
  data: unknown,
  now: Date,
  origin: string,
): Promise<'sent' | 'hadIt' | 'notDue'> {
  const parsed = v.safeParse(SellerDoc, data);
  if (!parsed.success) return 'notDue';
  const seller = parsed.output;
  const timeZone = isValidTimeZone(seller.timeZone) ? seller.timeZone : 'UTC';
  if (localHour(now, timeZone) !== DIGEST_HOUR) return 'notDue';
  const day = localDay(now, timeZone);
  const attentionRef = db.doc(paths.attention(uid));
  if (attentionState((await attentionRef.get()).data()).lastDigestDay === day) return 'hadIt';
  const recipients = await readAlertRecipients(db, uid, 'digest');
  if (recipients.length === 0) return 'notDue';

  const since = Timestamp.fromMillis(now.getTime() - 24 * 3_600_000);
  const dayReviews = db
    .collectionGroup(COLLECTIONS.reviews)
    .where('ownerId', '==', uid)
    .where('createdAt', '>=', since);
  const [totals, low] = await Promise.all([
    dayReviews
      .aggregate({ count: AggregateField.count(), average: AggregateField.average('rating') })
      .get(),
    dayReviews.where('published', '==', false).count().get(),
  ]);
  const unread = await readUnreadCount(db, uid);
  return db.runTransaction(async (tx) => {
    const state = attentionState((await tx.get(attentionRef)).data());
    const gates = await Promise.all(
      recipients.map(async (recipient) => ({
        recipient,
        gate: await readMailGate(tx, db, {
          keys,
          to: recipient.email,
          scope: { kind: 'digest', uid },
          now,
          origin,
        }),
      })),
    );
    if (state.lastDigestDay === day) return 'hadIt';
    const open = gates.filter(({ gate }) => !gate.blocked);
    if (open.length === 0) return 'notDue';
    for (const { recipient, gate } of open) {
      queueMail(
        db,
        tx,
        gate,
        recipientMailId(`digest-${uid}-${day}`, gate),
        digestEmail(
          recipient.locale,
          {
            date: new Intl.DateTimeFormat(recipient.locale, {
              dateStyle: 'medium',
              timeZone,
            }).format(now),
            count: totals.data().count,
            low: low.data().count,
            average: totals.data().average ?? 0,
            unread,
          },
          { ...gate.links, open: reviewsOverviewLink(origin), settings: settingsLink(origin) },
        ),
      );
    }
    tx.set(attentionRef, { lastDigestDay: day }, { merge: true });
    return 'sent';
  });
}

function attentionState(data: unknown): AttentionDoc {
  const parsed = v.safeParse(AttentionDoc, data ?? {});
  return parsed.success ? parsed.output : v.parse(AttentionDoc, {});
}
