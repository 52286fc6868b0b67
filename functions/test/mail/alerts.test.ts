import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, it } from 'vitest';
import { appOrigin } from '../../src/platform/app-origin.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { COLLECTIONS, paths, type ReviewDoc } from '../../src/shared/index.js';
import { ARRIVAL_LIFETIME_MS, readUnreadCount } from '../../src/domains/alerts/attention.js';
import { submitReview } from '../../src/domains/reviews/submit-review.js';
import { AttentionDoc, type AttentionArrivalDoc } from '../../src/shared/schemas/attention.js';
import { MailDoc } from '../../src/shared/schemas/mail.js';
import { seedProduct, submissionId, useReviewApi } from '../integration/review-api-env.js';
import { headerOf, inboxOf } from '../support/mail-catcher.js';

/**
 * Alerts on unhappy customers, end to end on the emulators: the review API stores a review below
 * the minimum, counted in its commit, alertAttentionReview queues the alert in `mail`,
 * the local delivery sends it to the mail catcher over SMTP. The follow-up window is shortened on
 * the emulator (QR_ALERT_WINDOW_SECONDS, set by npm test).
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

async function seedSeller(fields: Record<string, unknown> = {}) {
  const uid = `alerts-${randomBytes(6).toString('hex')}`;
  const email = `${uid}@example.com`;
  await db.doc(paths.seller(uid)).set({
    displayName: 'Ana',
    email,
    emailVerifiedAt: Timestamp.now(),
    locale: 'en',
    createdAt: Timestamp.now(),
    ...fields,
  });
  return { uid, email };
}

const attention = async (uid: string) =>
  v.parse(AttentionDoc, (await db.doc(paths.attention(uid)).get()).data() ?? {});
/** The badge's count: the attention document and its shards. */
const unread = (uid: string) => readUnreadCount(db, uid);

/**
 * A low review stored by other code than a submission (not counted in its commit), with the
 * arrival that sets the alert trigger off, as announceArrival writes it.
 */
async function storeLowReview(productId: string, reviewId: string, review: ReviewDoc) {
  const arrival: AttentionArrivalDoc = {
    productId,
    reviewId,
    expiresAt: Timestamp.fromMillis(Date.now() + ARRIVAL_LIFETIME_MS),
  };
  const batch = db.batch();
  batch.create(db.doc(paths.review(productId, reviewId)), review);
  batch.create(db.doc(paths.attentionArrival(review.ownerId, productId, reviewId)), arrival);
  await batch.commit();
}

/**
 * How a seller's low reviews of one product reached their inbox: the alerts (one review each) and
 * the reviews the follow-ups say they cover.
 */
async function accountedIn(email: string, productTitle: string) {
  const subjects = (await inboxOf(email)).map((mail) => mail.subject);
  const alerts = subjects.filter((subject) => subject.endsWith(` for ${productTitle}`)).length;
  const inFollowUps = subjects
    .map((subject) => Number(/^(\d+) more/.exec(subject)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
  return { alerts, inFollowUps };
}

function submit(productId: string, rating: number, feedback: string) {
  return reviewApi.call('/api/reviews', {
    body: {
      productId,
      submissionId: submissionId(),
      store: 'emag',
      rating,
      feedback,
      locale: 'ro',
      website: '',
    },
  });
}

describe('alerts on unhappy customers', { timeout: 120_000 }, () => {
  it('emails the seller within 60 s of a 2-star review, with everything and nothing more', async ({
    expect,
  }) => {
    const seller = await seedSeller();
    const title = 'Mug <b>"Big"</b>\r\nBcc: victim@example.com';
    const productId = await seedProduct(
      db,
      { title, minRating: 4, complianceMode: true },
      seller.uid,
    );
    // (The review API refuses markup in feedback; the markup corpus is the compose unit test's.)
    const feedback = 'The handle broke & fell off, "after a week".\nNot happy.';
    const started = Date.now();
    expect((await submit(productId, 2, feedback)).status).toBe(201);

    await expect
      .poll(() => inboxOf(seller.email), { timeout: 60_000, interval: 500 })
      .toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(60_000);
    const [mail] = await inboxOf(seller.email);
    // One line whatever the title holds: nothing is smuggled into the headers.
    expect(mail!.subject).toBe('2 stars for Mug <b>"Big"</b> Bcc: victim@example.com');
    expect(await headerOf(mail!, 'Bcc')).toBeUndefined();
    expect(mail!.text).toContain('rated it 2 stars');
    expect(mail!.text).toContain('on eMAG');
    expect(mail!.text.replace(/\r\n/g, '\n')).toContain(feedback);
    // The customer's text and the title never become markup in the HTML part.
    expect(mail!.html).toContain(
      'The handle broke &amp; fell off, &quot;after a week&quot;.<br>Not happy.',
    );
    expect(mail!.html).not.toContain('<b>"Big"</b>');
    expect(mail!.html).toContain('Mug &lt;b&gt;&quot;Big&quot;&lt;/b&gt;');

    // The link opens that review on the app's own domain, with no sign-in token.
    const stored = await db.collection(paths.reviews(productId)).get();
    const reviewId = stored.docs[0]!.id;
    const link = new URL(/Open this review in QR Reviews: (\S+)/.exec(mail!.text)![1]!);
    expect(link.origin).toBe(appOrigin());
    expect(link.pathname).toBe(`/dashboard/${productId}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ tab: 'reviews', review: reviewId });

    // One-click stop (RFC 8058): signed for this seller's alerts and this address's key; the
    // link holds no address, and nothing about it is stored.
    const stop = new URL((await headerOf(mail!, 'List-Unsubscribe'))!.slice(1, -1));
    expect(stop.origin).toBe(appOrigin());
    expect(stop.pathname).toBe('/mail/stop');
    expect(await headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const recipientKey = mailKeysFrom(EMULATOR_MAIL_KEY).recipient(seller.email);
    expect([...stop.searchParams.keys()]).toEqual(['s', 'i', 'r', 't']);
    expect(['s', 'i', 'r'].map((name) => stop.searchParams.get(name))).toEqual([
      'alerts',
      seller.uid,
      recipientKey,
    ]);
    expect(stop.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stop.search).not.toContain('example.com');
    // Visible in both parts, with the stop of every email of the app beside it.
    expect(mail!.text).toContain(`Stop these emails with one click: ${stop.href}`);
    expect(mail!.text).toMatch(
      /Stop every email from QR Reviews to this address: https:\/\/\S+s=all/,
    );
    expect(mail!.html).toContain(`<a href="${stop.href.replace(/&/g, '&amp;')}">`);
    // The badge's count: 1, and 0 once the seller opened the review.
    expect(await unread(seller.uid)).toBe(1);
    await db.doc(paths.review(productId, reviewId)).update({ unread: false });
    // Counted off by countOffOpenedReview, whose first run here may be a cold start.
    await expect.poll(() => unread(seller.uid), { timeout: 60_000, interval: 500 }).toBe(0);

    // The stop link: GET only asks; a POST with a forged signature changes nothing; the real one
    // stops this seller's alerts to this address, kept apart from the profile.
    const mailStop = `${reviewApi.fn('mailStop')}${stop.search}`;
    const page = await fetch(mailStop);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const forged = new URLSearchParams(stop.search);
    forged.set('t', 'A'.repeat(43));
    expect(
      (
        await fetch(`${reviewApi.fn('mailStop')}?${forged.toString()}`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    expect((await db.doc(paths.mailStop(recipientKey)).get()).exists).toBe(false);
    const done = await fetch(mailStop, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'This address no longer receives the alert emails of this QR Reviews account.',
    );
    const stopped: unknown = (await db.doc(paths.mailStop(recipientKey)).get()).get('alerts');
    expect(Object.keys(stopped ?? {})).toEqual([seller.uid]);
    // The seller's own switch is the seller's: the recipient's stop does not touch it.
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmails')).toBeUndefined();

    // The mail document is exactly the extension's format.
    const mails = await db.collection('mail').where('to', 'array-contains', seller.email).get();
    expect(mails.size).toBe(1);
    expect(v.safeParse(MailDoc, mails.docs[0]!.data()).success).toBe(true);
  });

  it('counts 100 simultaneous low reviews exactly once each, and off again when marked read', async ({
    expect,
  }) => {
    const seller = await seedSeller({ alertEmails: false });
    const productId = await seedProduct(db, { title: 'Kettle', minRating: 4 }, seller.uid);
    const review = (i: number): ReviewDoc => ({
      ownerId: seller.uid,
      rating: 1 + (i % 3),
      feedback: `Burst review ${i}`,
      store: 'amazon',
      published: false,
      locale: 'en',
      createdAt: Timestamp.now(),
      unread: true,
    });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => storeLowReview(productId, `burst-${i}`, review(i))),
    );
    await expect.poll(() => unread(seller.uid), { timeout: 110_000, interval: 1000 }).toBe(100);
    // Alerts off: counted, and no email at all.
    expect(await inboxOf(seller.email)).toHaveLength(0);

    // "Mark all read" flips them in one batched write (web/src/lib/attention.ts): the badge
    // counts each off exactly once, down to 0.
    const batch = db.batch();
    for (let i = 0; i < 100; i++) {
      batch.update(db.doc(paths.review(productId, `burst-${i}`)), { unread: false });
    }
    await batch.commit();
    await expect.poll(() => unread(seller.uid), { timeout: 60_000, interval: 1000 }).toBe(0);
  });

  // The three tests below each wait for a follow-up window to close, each with its own seller:
  // they run side by side, and their windows close together.
  it.concurrent(
    '5 low reviews in a minute give one alert and one follow-up, not five emails',
    async ({ expect }) => {
      const seller = await seedSeller();
      const productId = await seedProduct(db, { title: 'Teapot', minRating: 4 }, seller.uid);
      for (const rating of [1, 2, 3, 1, 2]) {
        expect((await submit(productId, rating, `Not good, ${rating} stars only.`)).status).toBe(
          201,
        );
      }
      await expect.poll(() => unread(seller.uid), { timeout: 60_000 }).toBe(5);
      await expect
        .poll(async () => (await inboxOf(seller.email)).length, { timeout: 90_000, interval: 1000 })
        .toBe(2);
      const [alert, followUp] = await inboxOf(seller.email);
      expect(alert!.subject).toMatch(/^\d stars? for Teapot$/);
      expect(followUp!.subject).toBe('4 more reviews need your attention');
      // The follow-up has its own one-click stop, visible too.
      const stop = (await headerOf(followUp!, 'List-Unsubscribe'))!.slice(1, -1);
      expect(new URL(stop).searchParams.get('s')).toBe('alerts');
      expect(await headerOf(followUp!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(followUp!.text).toContain(`Stop these emails with one click: ${stop}`);
      expect(followUp!.text.match(/^- Teapot: \d stars? \(eMAG\)$/gm)).toHaveLength(4);
      const state = await attention(seller.uid);
      expect(state).toMatchObject({ pendingCount: 0, pending: [], followUpQueued: false });
    },
  );

  it.concurrent(
    'counts each low submission in its own commit: exact at once, once under replays, never again by the trigger',
    { timeout: 300_000 },
    async ({ expect }) => {
      const seller = await seedSeller();
      const productId = await seedProduct(db, { title: 'Cup', minRating: 4 }, seller.uid);
      // And a webhook: the same trigger run that alerts a review sends it there.
      const hookId = randomBytes(10).toString('hex');
      await db.doc(paths.webhookEndpoint(seller.uid, hookId)).set({
        kind: 'generic',
        label: 'Cup hook',
        url: `${process.env.QR_WEBHOOK_RECEIVER_URL ?? ''}/hooks/cup-${hookId}`,
        enabled: true,
        createdAt: Timestamp.now(),
        createdBy: seller.uid,
      });
      await db.doc(paths.webhookSecret(seller.uid, hookId)).set({
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      });
      const entries = Array.from({ length: 20 }, (_, i) => ({
        productId,
        submissionId: submissionId(),
        store: 'emag' as const,
        rating: 1 + (i % 3),
        feedback: `Rush submission ${i}`,
        locale: 'en' as const,
      }));
      // Each submission twice at once (a client that resent it), as concurrent instances would.
      const results = await Promise.all(
        [...entries, ...entries].map((entry, i) => submitReview(db, entry, `cup-client-${i % 20}`)),
      );
      expect(results.filter((result) => result.kind === 'ok')).toHaveLength(40);
      const stored = await db.collection(paths.reviews(productId)).get();
      expect(stored.size).toBe(20);
      expect(stored.docs.every((doc) => doc.get('unreadCounted') === true)).toBe(true);
      // The badge is exact when the submissions answer, whatever the triggers have done by then.
      expect(await unread(seller.uid)).toBe(20);
      // The trigger alerts each of them once (one alert, the rest in follow-ups) and counts none.
      await expect
        .poll(() => accountedIn(seller.email, 'Cup'), { timeout: 150_000, interval: 1000 })
        .toEqual({ alerts: 1, inFollowUps: 19 });
      expect(await unread(seller.uid)).toBe(20);
      // One webhook delivery per review (its id a digest of webhook and event).
      const deliveries = await db
        .collection(COLLECTIONS.webhookDeliveries)
        .where('accountId', '==', seller.uid)
        .get();
      expect(deliveries.size).toBe(20);
      // Each arrival, which set the trigger off, is gone once handled.
      const arrivals = async () =>
        (await db.collection(paths.attentionArrivals(seller.uid)).get()).size;
      await expect.poll(arrivals, { timeout: 60_000, interval: 1000 }).toBe(0);
    },
  );

  it.concurrent(
    '40 simultaneous low reviews with alerts on: each counted and emailed once, no document taking them all',
    { timeout: 300_000 },
    async ({ expect }) => {
      const seller = await seedSeller();
      const productId = await seedProduct(db, { title: 'Jug', minRating: 4 }, seller.uid);
      // Stored at once, as 40 submissions' transactions commit them: 40 trigger runs at once.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          storeLowReview(productId, `rush-${i}`, {
            ownerId: seller.uid,
            rating: 1 + (i % 3),
            feedback: `Rush review ${i}`,
            store: 'emag',
            published: false,
            locale: 'en',
            createdAt: Timestamp.now(),
            unread: true,
          } satisfies ReviewDoc),
        ),
      );
      await expect.poll(() => unread(seller.uid), { timeout: 110_000, interval: 1000 }).toBe(40);
      // Every review is in the alert, a follow-up or the window still open: exactly once.
      await expect
        .poll(() => accountedIn(seller.email, 'Jug'), { timeout: 150_000, interval: 1000 })
        .toEqual({ alerts: 1, inFollowUps: 39 });
      expect(await attention(seller.uid)).toMatchObject({ followUpQueued: false });
      // The count is spread over the shards: the seller's attention document holds none of it.
      const shards = await db.collection(paths.attentionShards(seller.uid)).get();
      expect((await db.doc(paths.attention(seller.uid)).get()).get('unread')).toBeUndefined();
      expect(shards.size).toBeGreaterThan(1);
      expect(shards.docs.every((shard) => (shard.get('unread') as number) < 40)).toBe(true);
    },
  );
});
