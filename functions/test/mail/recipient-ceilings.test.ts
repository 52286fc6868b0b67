import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readUnreadCount, recordAttentionReview } from '../../src/domains/alerts/attention.js';
import { relaySellerMessage } from '../../src/domains/cases/relay-seller-message.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { MAIL_RATE_LIMITS } from '../../src/platform/mail/queue-mail.js';
import { bucketFor } from '../../src/platform/rate-limit.js';
import {
  COLLECTIONS,
  MAIL_PER_RECIPIENT_PER_DAY,
  MAIL_PER_RECIPIENT_PER_HOUR,
  paths,
  type ReviewDoc,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The per-recipient ceilings (docs/decisions.md, "Emails per recipient") against the real
 * Firestore emulator, through the domain code that queues each kind of email (this project has
 * no triggers): counted in the transaction that queues the email, so a burst at one below the
 * ceiling lets exactly one through, whoever sends it.
 */
const { db } = useAdminFirestore('demo-qr-reviews-mail-ceilings');
const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
const now = new Date('2026-11-26T10:30:00Z');
const origin = 'https://app.example';
const PARALLEL = 10;

async function preset(address: string, rule: keyof typeof MAIL_RATE_LIMITS, count: number) {
  const bucket = bucketFor(MAIL_RATE_LIMITS[rule], keys.recipient(address), now.getTime());
  await db.doc(paths.rateLimit(bucket.docId)).set({ count, expiresAt: bucket.expiresAt });
  return bucket;
}
const countOf = async (docId: string): Promise<unknown> =>
  (await db.doc(paths.rateLimit(docId)).get()).get('count');
const mailCount = async () => (await db.collection(COLLECTIONS.mail).get()).size;

/** `count` confirmed cases of one seller, all with the same customer address. */
async function confirmedCases(address: string, count: number) {
  const at = Timestamp.fromDate(now);
  await db.doc(paths.product('product-1')).set({ ownerId: 'seller-1', title: 'Bamboo board' });
  const ids = Array.from({ length: count }, (_, i) => `c0ffee${String(i).padStart(26, '0')}`);
  await Promise.all(
    ids.flatMap((caseId) => [
      db.doc(paths.case(caseId)).set({
        ownerId: 'seller-1',
        productId: 'product-1',
        reviewId: caseId,
        status: 'new',
        contact: 'confirmed',
        locale: 'en',
        createdAt: at,
        confirmedAt: at,
        lastActivityAt: at,
        firstReplyAt: null,
        resolvedAt: null,
        messageCount: 0,
        purgeAt: Timestamp.fromMillis(now.getTime() + 90 * 86_400_000),
      }),
      db.doc(paths.caseContact(caseId)).set({
        email: address,
        emailHash: 'h',
        confirmedAt: at,
        unconfirmedBucket: 'ca_h_1',
        unconfirmedBucketExpiresAt: at,
        purgeAt: at,
      }),
    ]),
  );
  return ids;
}

const reply = (text: string) => ({
  ownerId: 'seller-1',
  author: 'seller' as const,
  text,
  createdAt: Timestamp.fromDate(now),
});

describe('emails per recipient', () => {
  it(`${PARALLEL} parallel replies to one customer at one below the hourly ceiling: exactly one email`, async () => {
    const address = 'ana@example.org';
    const ids = await confirmedCases(address, PARALLEL);
    const hour = await preset(address, 'perRecipientHour', MAIL_PER_RECIPIENT_PER_HOUR - 1);
    const results = await Promise.all(
      ids.map((caseId, i) =>
        relaySellerMessage(db, caseId, `m${i}`, reply(`Reply ${i}`), { now, origin }),
      ),
    );
    // Every reply reaches its thread; one email reaches the customer.
    expect(results).toEqual(ids.map(() => 'relayed'));
    expect(await mailCount()).toBe(1);
    expect(await countOf(hour.docId)).toBe(MAIL_PER_RECIPIENT_PER_HOUR);
    const day = bucketFor(MAIL_RATE_LIMITS.perRecipientDay, keys.recipient(address), now.getTime());
    expect(await countOf(day.docId)).toBe(1);
    const statuses = await Promise.all(
      ids.map(async (id) => (await db.doc(paths.case(id)).get()).get('status') as string),
    );
    expect(statuses).toEqual(ids.map(() => 'waiting_customer'));
  });

  it('nothing more once the day’s ceiling is reached, whatever the hour', async () => {
    const address = 'bo@example.org';
    const [caseId] = await confirmedCases(address, 1);
    await preset(address, 'perRecipientDay', MAIL_PER_RECIPIENT_PER_DAY);
    expect(await relaySellerMessage(db, caseId!, 'm0', reply('Hello'), { now, origin })).toBe(
      'relayed',
    );
    expect(await mailCount()).toBe(0);
  });

  it(`${PARALLEL} sellers alerting one shared address at one below its ceiling: exactly one alert`, async () => {
    const team = 'team@example.org';
    const sellers = Array.from({ length: PARALLEL }, (_, i) => `seller-${i}`);
    await Promise.all(
      sellers.flatMap((uid) => [
        db.doc(paths.seller(uid)).set({
          displayName: uid,
          email: `${uid}@example.com`,
          emailVerifiedAt: Timestamp.fromDate(now),
          alertEmail: team,
          alertEmailConfirmedAt: Timestamp.fromDate(now),
          locale: 'en',
          createdAt: Timestamp.fromDate(now),
        }),
        db.doc(paths.product(`p-${uid}`)).set({ ownerId: uid, title: 'Lamp' }),
      ]),
    );
    const hour = await preset(team, 'perRecipientHour', MAIL_PER_RECIPIENT_PER_HOUR - 1);
    const scheduled: unknown[] = [];
    const review = (uid: string): ReviewDoc => ({
      ownerId: uid,
      rating: 1,
      feedback: 'Broke at once.',
      store: 'emag',
      published: false,
      locale: 'en',
      createdAt: Timestamp.fromDate(now),
      unread: true,
    });
    const results = await Promise.all(
      sellers.map((uid) =>
        recordAttentionReview(db, `p-${uid}`, 'r1', review(uid), {
          now,
          windowMs: 600_000,
          origin,
          enqueue: async (task) => void scheduled.push(task),
        }),
      ),
    );
    expect(results.filter((result) => result === 'alerted')).toHaveLength(1);
    expect(results.filter((result) => result === 'counted')).toHaveLength(PARALLEL - 1);
    expect(scheduled).toEqual([]);
    const mails = await db.collection(COLLECTIONS.mail).get();
    expect(mails.docs.map((doc) => doc.get('to') as string[])).toEqual([[team]]);
    expect(await countOf(hour.docId)).toBe(MAIL_PER_RECIPIENT_PER_HOUR);
    // Every review still counts on its seller's badge.
    const unread = await Promise.all(sellers.map((uid) => readUnreadCount(db, uid)));
    expect(unread).toEqual(sellers.map(() => 1));
  });
});

describe('the alert address is proven', () => {
  const review: ReviewDoc = {
    ownerId: 'legacy',
    rating: 1,
    feedback: 'Broke at once.',
    store: 'emag',
    published: false,
    locale: 'en',
    createdAt: Timestamp.fromDate(now),
    unread: true,
  };
  const deps = { now, windowMs: 600_000, origin, enqueue: async () => {} };

  it('a profile whose address was never proven gets no alert, only the count', async () => {
    // Written before the rules checked the address against the sign-in: anybody's address.
    await db.doc(paths.seller('legacy')).set({
      displayName: 'Legacy',
      email: 'victim@example.org',
      locale: 'en',
      createdAt: Timestamp.fromDate(now),
    });
    await db.doc(paths.product('p-legacy')).set({ ownerId: 'legacy', title: 'Lamp' });
    expect(await recordAttentionReview(db, 'p-legacy', 'r1', review, deps)).toBe('counted');
    expect(await mailCount()).toBe(0);
    expect(await readUnreadCount(db, 'legacy')).toBe(1);
  });

  it('a confirmed other address gets the alerts, the sign-in address none', async () => {
    await db.doc(paths.seller('legacy')).set({
      displayName: 'Proven',
      email: 'seller@example.com',
      emailVerifiedAt: Timestamp.fromDate(now),
      alertEmail: 'team@example.org',
      alertEmailConfirmedAt: Timestamp.fromDate(now),
      locale: 'en',
      createdAt: Timestamp.fromDate(now),
    });
    await db.doc(paths.product('p-legacy')).set({ ownerId: 'legacy', title: 'Lamp' });
    expect(await recordAttentionReview(db, 'p-legacy', 'r1', review, deps)).toBe('alerted');
    const mails = await db.collection(COLLECTIONS.mail).get();
    expect(mails.docs.map((doc) => doc.get('to') as string[])).toEqual([['team@example.org']]);
  });
});
