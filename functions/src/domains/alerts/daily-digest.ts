import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { mailKeys, type MailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  COLLECTIONS,
  DAILY_DIGEST_FIELD,
  isValidTimeZone,
  localDay,
  paths,
  SellerDoc,
} from '../../shared/index.js';
import { AttentionDoc } from '../../shared/schemas/attention.js';
import { alertRecipient } from '../mail/recipients.js';
import { digestEmail, reviewsOverviewLink, settingsLink } from './compose.js';
import { readUnreadCount } from './attention.js';

/** The local hour the digest goes out at (docs/decisions.md, "Alerts on unhappy customers"). */
export const DIGEST_HOUR = 8;

/** Sellers read per page of the hourly run. */
const SELLER_PAGE = 200;

/** The hour (0–23) of `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return Number(hour);
}

/**
 * The hourly digest run with the clock it is given: every seller who switched the digest on and
 * for whom it is 08:00 (any minute of that hour) in their time zone, and who has not had today's,
 * gets one email with the last 24 hours' reviews, mean rating, how many were below the minimum,
 * and the unread count. Per seller: 3 aggregation queries over the day's reviews (count, mean,
 * low count: index entries, not documents) and 5 document reads (the attention document and the
 * recipient's gate: stops and counters). The mail id carries the local day, so a second run in
 * the same hour sends nothing twice; an address whose owner stopped the digest gets none.
 */
export async function runDailyDigests(
  db: Firestore,
  now: Date,
  origin: string,
): Promise<{ sent: number; sellers: number }> {
  let sent = 0;
  let sellers = 0;
  const keys = await mailKeys(db);
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection(COLLECTIONS.sellers)
      .where(DAILY_DIGEST_FIELD, '==', true)
      .orderBy('__name__')
      .limit(SELLER_PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const sellerSnap of snapshot.docs) {
      sellers += 1;
      if (await sendDigest(db, keys, sellerSnap.id, sellerSnap.data(), now, origin)) sent += 1;
    }
    if (snapshot.size < SELLER_PAGE) return { sent, sellers };
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}

async function sendDigest(
  db: Firestore,
  keys: MailKeys,
  uid: string,
  data: unknown,
  now: Date,
  origin: string,
): Promise<boolean> {
  const parsed = v.safeParse(SellerDoc, data);
  const recipient = alertRecipient(data, 'digest');
  if (!parsed.success || !recipient) return false;
  const seller = parsed.output;
  const timeZone = isValidTimeZone(seller.timeZone) ? seller.timeZone : 'UTC';
  if (localHour(now, timeZone) !== DIGEST_HOUR) return false;
  const day = localDay(now, timeZone);

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
  const attentionRef = db.doc(paths.attention(uid));
  return db.runTransaction(async (tx) => {
    const attention = v.safeParse(AttentionDoc, (await tx.get(attentionRef)).data() ?? {});
    const state = attention.success ? attention.output : v.parse(AttentionDoc, {});
    const gate = await readMailGate(tx, db, {
      keys,
      to: recipient.email,
      scope: { kind: 'digest', uid },
      now,
      origin,
    });
    if (state.lastDigestDay === day || gate.blocked) return false;
    queueMail(
      db,
      tx,
      gate,
      `digest-${uid}-${day}`,
      digestEmail(
        recipient.locale,
        {
          date: new Intl.DateTimeFormat(seller.locale, { dateStyle: 'medium', timeZone }).format(
            now,
          ),
          count: totals.data().count,
          low: low.data().count,
          average: totals.data().average ?? 0,
          unread,
        },
        { ...gate.links, open: reviewsOverviewLink(origin), settings: settingsLink(origin) },
      ),
    );
    tx.set(attentionRef, { lastDigestDay: day }, { merge: true });
    return true;
  });
}
