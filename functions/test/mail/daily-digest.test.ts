import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { appOrigin } from '../../src/platform/app-origin.js';
import { paths, type ReviewDoc } from '../../src/shared/index.js';
import { adminDb, seedProduct } from '../integration/review-api-env.js';
import { inboxOf } from '../support/mail-catcher.js';
import { runDigestHour } from '../support/run-jobs.js';

/**
 * The daily digest with a fake clock: 06:15 UTC on 26 November 2026 is 08:15 in Bucharest. The
 * run sends one digest to a seller there who switched it on, however often it runs that hour;
 * the local delivery puts it in the mail catcher.
 */
const db = adminDb();
const EIGHT_IN_BUCHAREST = new Date('2026-11-26T06:15:00Z');

describe('the daily digest', { timeout: 90_000 }, () => {
  it('a run at 08:00 local time sends one digest with the day’s figures', async () => {
    const uid = `digest-${randomBytes(6).toString('hex')}`;
    const email = `${uid}@example.com`;
    await db.doc(paths.seller(uid)).set({
      displayName: 'Ana',
      email,
      emailVerifiedAt: Timestamp.now(),
      locale: 'en',
      timeZone: 'Europe/Bucharest',
      createdAt: Timestamp.now(),
      dailyDigest: true,
    });
    await db.doc(paths.attention(uid)).set({ unread: 2 });
    const productId = await seedProduct(db, { title: 'Lamp' }, uid);
    const review = (rating: number, hoursAgo: number): ReviewDoc => ({
      ownerId: uid,
      rating,
      feedback: 'Digest test review',
      store: 'amazon',
      published: rating >= 4,
      locale: 'en',
      createdAt: Timestamp.fromMillis(EIGHT_IN_BUCHAREST.getTime() - hoursAgo * 3_600_000),
    });
    await db.doc(paths.review(productId, 'a')).set(review(5, 1));
    await db.doc(paths.review(productId, 'b')).set(review(2, 3));
    await db.doc(paths.review(productId, 'c')).set(review(1, 20));
    // Older than a day: not in this digest.
    await db.doc(paths.review(productId, 'd')).set(review(5, 30));

    // 07:15 in Bucharest: not yet.
    const early = new Date(EIGHT_IN_BUCHAREST.getTime() - 3_600_000);
    await runDigestHour(db, early, appOrigin());
    // 08:15, twice (the schedule fired again in the same hour): one run, one digest.
    const first = await runDigestHour(db, EIGHT_IN_BUCHAREST, appOrigin());
    const second = await runDigestHour(db, EIGHT_IN_BUCHAREST, appOrigin());
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(second.outcomes).toEqual(['ended']);

    await expect.poll(() => inboxOf(email), { timeout: 60_000, interval: 500 }).toHaveLength(1);
    const [digest] = await inboxOf(email);
    expect(digest!.subject).toBe('Your reviews on Nov 26, 2026');
    const text = digest!.text.replace(/\r\n/g, '\n');
    expect(text).toContain('3 new reviews in the last 24 hours, 2 of them below your minimum.');
    expect(text).toContain('Average rating: 2.7 out of 5');
    expect(text).toContain('2 reviews need your attention.');
    expect(text).toContain(
      `Stop these emails with one click: ${appOrigin()}/mail/stop?s=digest&i=${uid}&r=`,
    );
  });
});
