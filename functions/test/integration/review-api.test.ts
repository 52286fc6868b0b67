import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { clientKey } from '../../src/platform/http/client-key.js';
import { submissionBuckets } from '../../src/platform/rate-limit.js';
import { reviewIdFor } from '../../src/domains/reviews/review-id.js';
import { emptyProductStats, localDay, paths, type ReviewDoc } from '../../src/shared/index.js';
import {
  INTEGRATION_SELLER,
  SAMPLE_LINKS,
  analyticsOwners,
  forwardedFor,
  funnelCounts,
  reviewBody,
  seedProduct,
  useReviewApi,
  writtenState,
} from './review-api-env.js';

const reviewApi = useReviewApi();
const { db } = reviewApi;

// The integration seller has no profile, so no time zone: days are UTC days.
const today = () => localDay(new Date(), 'UTC');
const AMAZON_REVIEW_URL = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';

const review = reviewBody;

/** The contact offer for a product of the integration seller, who has no profile: no name. */
const CONTACT_OFFER = { sellerName: '', retentionDays: 90 };

describe('GET /api/products/:id', () => {
  it('answers the public product and counts the scan', async () => {
    const id = await seedProduct(db, { minRating: 3, complianceMode: true });
    const answer = await reviewApi.call(`/api/products/${id}`);
    expect(answer).toEqual({
      status: 200,
      body: {
        id,
        title: 'Ceramic mug',
        minRating: 3,
        complianceMode: true,
        stores: [
          { store: 'amazon', url: SAMPLE_LINKS.amazon },
          { store: 'emag', url: SAMPLE_LINKS.emag },
        ],
        brandName: '',
        accentColor: '#1565c0',
      },
    });
    await reviewApi.call(`/api/products/${id}`);
    await reviewApi.call(`/api/products/${id}?lang=ro&visitor=new`);
    expect(await funnelCounts(db, id)).toEqual({ [today()]: { opened: 3, visitors: 1 } });
    // Every counter document carries the product's owner (the rules read it).
    expect(await analyticsOwners(db, id)).toEqual([INTEGRATION_SELLER]);
  });

  it.each(['it-does-not-exist', 'has%2Fslash', 'x'.repeat(129)])(
    'answers 404 JSON for the unknown product %s and counts nothing',
    async (id) => {
      const answer = await reviewApi.call(`/api/products/${id}`);
      expect(answer).toEqual({ status: 404, body: { error: 'product_not_found' } });
    },
  );
});

describe('POST /api/products/:id/events', () => {
  it('counts store choices and review-page clicks per day', async () => {
    const id = await seedProduct(db);
    expect(
      (
        await reviewApi.call(`/api/products/${id}/events`, {
          body: { event: 'store_chosen', store: 'emag' },
        })
      ).status,
    ).toBe(204);
    await reviewApi.call(`/api/products/${id}/events`, {
      body: { event: 'store_chosen', store: 'amazon' },
    });
    await reviewApi.call(`/api/products/${id}/events`, {
      body: { event: 'review_link_opened', store: 'amazon' },
    });
    await reviewApi.call(`/api/products/${id}/events`, {
      body: { event: 'feedback_copied', store: 'amazon' },
    });
    expect(await funnelCounts(db, id)).toEqual({
      [today()]: { storeChosen: 2, copied: 1, sent: 1 },
    });
  });

  it.each([
    [{ event: 'opened', store: 'amazon' }, 400, 'invalid_input'],
    [{ event: 'published', store: 'amazon' }, 400, 'invalid_input'],
    [{ event: 'store_chosen', store: 'ebay' }, 400, 'invalid_input'],
    [{ event: 'store_chosen', store: 'shopify' }, 400, 'store_unavailable'],
    [{ event: 'store_chosen' }, 400, 'invalid_input'],
  ])('refuses %j', async (body, status, error) => {
    const id = await seedProduct(db);
    expect(await reviewApi.call(`/api/products/${id}/events`, { body })).toMatchObject({
      status,
      body: { error },
    });
    expect(await funnelCounts(db, id)).toEqual({});
  });
});

describe('POST /api/reviews: the minimum-rating decision', () => {
  it('publishes a review at the minimum rating and stores it with the product', async () => {
    const id = await seedProduct(db, { minRating: 4 });
    const body = review(id, { rating: 4 });
    const answer = await reviewApi.call('/api/reviews', { body });
    expect(answer).toEqual({
      status: 201,
      body: {
        outcome: 'published',
        reviewUrl: AMAZON_REVIEW_URL,
        next: { storePage: { url: AMAZON_REVIEW_URL } },
      },
    });

    const stored = (
      await db.doc(paths.review(id, reviewIdFor(body.submissionId))).get()
    ).data() as ReviewDoc;
    expect(stored).toMatchObject({
      ownerId: INTEGRATION_SELLER,
      rating: 4,
      feedback: body.feedback,
      store: 'amazon',
      published: true,
      outcome: 'published',
      locale: 'ro',
    });
    expect(Object.keys(stored).sort()).toEqual([
      'createdAt',
      'feedback',
      'locale',
      'outcome',
      'ownerId',
      'published',
      'rating',
      'store',
    ]);
    const state = await writtenState(db, id);
    expect(state.stats).toEqual({
      ...emptyProductStats(),
      reviewCount: 1,
      ratingSum: 4,
      ratingHistogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      storeCounts: { amazon: 1, emag: 0, shopify: 0 },
      publishedCount: 1,
    });
    expect(state.funnel[today()]).toEqual({ rated: 1, atOrAbove: 1 });
  });

  it('keeps a review one star below the minimum private and offers no store page', async () => {
    const id = await seedProduct(db, { minRating: 4 });
    const body = review(id, { rating: 3, store: 'emag' });
    const answer = await reviewApi.call('/api/reviews', { body });
    expect(answer).toEqual({
      status: 201,
      body: { outcome: 'private', reviewUrl: null, next: { contactOffer: CONTACT_OFFER } },
    });
    // The inbox says what happened: kept private.
    const stored = await db.doc(paths.review(id, reviewIdFor(body.submissionId))).get();
    expect(stored.data()).toMatchObject({ published: false, outcome: 'private', unread: true });
    const state = await writtenState(db, id);
    expect(state.stats).toMatchObject({ reviewCount: 1, publishedCount: 0, privateCount: 1 });
    expect(state.stats.storeCounts).toEqual({ amazon: 0, emag: 1, shopify: 0 });
    expect(state.funnel[today()]).toEqual({ rated: 1 });
  });

  it('in compliance mode answers every rating alike; the minimum still decides "published"', async () => {
    const id = await seedProduct(db, { minRating: 4, complianceMode: true });
    const bodies = [1, 2, 3, 4, 5].map((rating) => review(id, { rating, store: 'emag' }));
    const storePage = { url: SAMPLE_LINKS.emag };
    for (const body of bodies) {
      // The contact offer follows the minimum in every mode (docs/decisions.md, "Cases").
      const next = body.rating < 4 ? { storePage, contactOffer: CONTACT_OFFER } : { storePage };
      expect(await reviewApi.call('/api/reviews', { body })).toEqual({
        status: 201,
        body: { outcome: 'compliance', reviewUrl: SAMPLE_LINKS.emag, next },
      });
    }
    // Kept for the seller, counted as the minimum says.
    const stored = await Promise.all(
      bodies.map(async (body) =>
        (
          await db
            .doc(paths.review(id, reviewIdFor(body.submissionId)))
            .withConverter(converters.review)
            .get()
        ).data(),
      ),
    );
    expect(stored.map((doc) => doc?.published)).toEqual([false, false, false, true, true]);
    // Every customer was offered the store's review page, and the review says so.
    expect(stored.map((doc) => doc?.outcome)).toEqual(Array(5).fill('compliance'));
    const state = await writtenState(db, id);
    expect(state.stats).toMatchObject({ reviewCount: 5, publishedCount: 2, privateCount: 3 });
  });

  it('decides from the stored minimum, not from anything the client sends', async () => {
    const id = await seedProduct(db, { minRating: 5 });
    const answer = await reviewApi.call('/api/reviews', {
      body: review(id, { rating: 4, minRating: 1, published: true }),
    });
    expect(answer.body).toEqual({
      outcome: 'private',
      reviewUrl: null,
      next: { contactOffer: CONTACT_OFFER },
    });
  });
});

describe('POST /api/reviews: idempotency', () => {
  it('counts a retried submission once and answers the first outcome', async () => {
    const id = await seedProduct(db, { minRating: 4 });
    const body = review(id, { rating: 5 });
    const first = await reviewApi.call('/api/reviews', { body });
    const retry = await reviewApi.call('/api/reviews', { body });
    // Even a retry with other content cannot change or double the stored review.
    const altered = await reviewApi.call('/api/reviews', { body: { ...body, rating: 1 } });
    expect(first).toEqual({
      status: 201,
      body: {
        outcome: 'published',
        reviewUrl: AMAZON_REVIEW_URL,
        next: { storePage: { url: AMAZON_REVIEW_URL } },
      },
    });
    expect(retry).toEqual({ status: 200, body: first.body });
    expect(altered).toEqual({ status: 200, body: first.body });
    const state = await writtenState(db, id);
    expect(state.reviewIds).toEqual([reviewIdFor(body.submissionId)]);
    expect(state.stats).toMatchObject({ reviewCount: 1, ratingSum: 5, publishedCount: 1 });
    expect(state.funnel[today()]).toEqual({ rated: 1, atOrAbove: 1 });
  });

  // The Functions emulator starts one Node process (loading the whole codebase) per request in
  // flight, so a large burst measures process start-up on two cores; ten through HTTP check the
  // served path, and submit-review-concurrency.test.ts races 100 transactions in-process.
  it('leaves exact counters after 10 concurrent submissions through the API', async () => {
    const id = await seedProduct(db, { minRating: 4 });
    const bodies = Array.from({ length: 10 }, (_, index) =>
      review(id, { rating: (index % 5) + 1, store: index % 2 === 0 ? 'amazon' : 'emag' }),
    );
    const answers = await Promise.all(
      bodies.map((body) => reviewApi.call('/api/reviews', { body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    const state = await writtenState(db, id);
    expect(state.reviewIds).toHaveLength(10);
    expect(state.stats).toEqual({
      reviewCount: 10,
      ratingSum: 2 * (1 + 2 + 3 + 4 + 5),
      ratingHistogram: { '1': 2, '2': 2, '3': 2, '4': 2, '5': 2 },
      storeCounts: { amazon: 5, emag: 5, shopify: 0 },
      publishedCount: 4,
      privateCount: 6,
    });
    expect(state.funnel[today()]).toEqual({ rated: 10, atOrAbove: 4 });
  }, 300_000);
});

describe('POST /api/reviews: abuse limits', () => {
  it('accepts five reviews per client and product in ten minutes, refuses the sixth', async () => {
    const id = await seedProduct(db);
    const client = '203.0.113.50';
    // Each of the five forges a different left part: still one client, the address Google saw.
    for (let count = 0; count < 5; count += 1) {
      const headers = { 'x-forwarded-for': forwardedFor(client, [`192.0.2.${count + 1}`]) };
      expect((await reviewApi.call('/api/reviews', { body: review(id), headers })).status).toBe(
        201,
      );
    }
    const before = await writtenState(db, id);
    const refused = await reviewApi.call('/api/reviews', {
      body: review(id),
      headers: { 'x-forwarded-for': forwardedFor(client) },
    });
    expect(refused).toEqual({ status: 429, body: { error: 'rate_limited' } });
    expect(await writtenState(db, id)).toEqual(before);
    // Another client (another address appended by Google's front end) is not affected.
    expect((await reviewApi.call('/api/reviews', { body: review(id) })).status).toBe(201);
    // No document holds the address.
    const limits = await db.collection('rateLimits').get();
    expect(limits.docs.some((doc) => JSON.stringify(doc.data()).includes('203.0.113'))).toBe(false);
    expect(limits.docs.some((doc) => doc.id.includes('203.0.113'))).toBe(false);
    expect(before.rateLimitIds).toContain(
      submissionBuckets(id, clientKey(client, 'emulator-only-salt'), Date.now()).perClient.docId,
    );
  });

  it('refuses the sixth submission from one client whatever headers it sends', async () => {
    const id = await seedProduct(db);
    const client = '203.0.113.60';
    for (let count = 0; count < 5; count += 1) {
      const headers = { 'x-forwarded-for': forwardedFor(client) };
      expect((await reviewApi.call('/api/reviews', { body: review(id), headers })).status).toBe(
        201,
      );
    }
    const before = await writtenState(db, id);
    const forgeries: Record<string, string>[] = [
      { 'x-forwarded-for': forwardedFor(client, ['198.18.0.1']) },
      { 'x-forwarded-for': forwardedFor(client, ['198.18.0.2', '198.18.0.3', '10.0.0.1']) },
      { 'x-forwarded-for': forwardedFor(client, ['unknown']) },
      { 'x-forwarded-for': forwardedFor(client, ['2001:db8::1']) },
      { 'x-forwarded-for': forwardedFor(client), 'x-real-ip': '198.18.0.4' },
      { 'x-forwarded-for': forwardedFor(client), forwarded: 'for=198.18.0.5;proto=https' },
      { 'x-forwarded-for': forwardedFor(client), 'fastly-client-ip': '198.18.0.6' },
      { 'x-forwarded-for': forwardedFor(client), 'x-client-ip': '198.18.0.7' },
      { 'x-forwarded-for': forwardedFor(client), 'true-client-ip': '198.18.0.8' },
      { 'x-forwarded-for': forwardedFor(client), 'cf-connecting-ip': '198.18.0.9' },
      { 'x-forwarded-for': forwardedFor(client), 'x-appengine-user-ip': '198.18.0.10' },
    ];
    for (const headers of forgeries) {
      const refused = await reviewApi.call('/api/reviews', { body: review(id), headers });
      expect(refused, JSON.stringify(headers)).toEqual({
        status: 429,
        body: { error: 'rate_limited' },
      });
    }
    expect(await writtenState(db, id)).toEqual(before);
    expect(before.reviewIds).toHaveLength(5);
  });

  it('refuses every client once the product has had 200 reviews this hour', async () => {
    const id = await seedProduct(db);
    const { productShards, productFull } = submissionBuckets(id, 'any', Date.now());
    for (const shard of productShards) {
      await db
        .doc(paths.rateLimit(shard.docId))
        .set({ count: shard.limit, expiresAt: shard.expiresAt });
    }
    const refused = await reviewApi.call('/api/reviews', { body: review(id) });
    expect(refused).toEqual({ status: 429, body: { error: 'rate_limited' } });
    // The first refusal marks the product full for the hour; later ones stop at the marker.
    expect((await db.doc(paths.rateLimit(productFull.docId)).get()).data()).toMatchObject({
      count: 200,
    });
    expect(await reviewApi.call('/api/reviews', { body: review(id) })).toEqual(refused);
    const state = await writtenState(db, id);
    expect(state.reviewIds).toEqual([]);
    expect(state.stats).toEqual(emptyProductStats());
  });

  it('answers a filled honeypot like a private review and writes nothing', async () => {
    const id = await seedProduct(db);
    const answer = await reviewApi.call('/api/reviews', {
      body: review(id, { website: 'https://cheap-pills.example' }),
    });
    expect(answer).toEqual({
      status: 200,
      body: { outcome: 'private', reviewUrl: null, next: { contactOffer: CONTACT_OFFER } },
    });
    const state = await writtenState(db, id);
    expect(state).toEqual({
      stats: emptyProductStats(),
      reviewIds: [],
      funnel: {},
      rateLimitIds: [],
    });
  });
});

describe('reviewApi routing', () => {
  it('answers unknown paths and methods with JSON errors', async () => {
    expect(await reviewApi.call('/api/unknown')).toEqual({
      status: 404,
      body: { error: 'not_found' },
    });
    expect(await reviewApi.call('/api/reviews', { method: 'GET' })).toEqual({
      status: 405,
      body: { error: 'method_not_allowed' },
    });
  });
});
