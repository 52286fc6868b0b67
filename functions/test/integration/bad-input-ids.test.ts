import { describe, expect, it } from 'vitest';
import { REVIEW_API_ERRORS, emptyProductStats, reviewApiPaths } from '../../src/shared/index.js';
import { BAD_SUBMISSION_IDS, FIRESTORE_REFUSED_IDS, UNSHAPED_IDS } from '../corpus/document-ids.js';
import { reviewBody, seedProduct, useReviewApi, writtenState } from './review-api-env.js';

/**
 * Every id shape Firestore reserves or refuses, sent by an anonymous visitor to each entry point
 * of the real reviewApi function on the emulator: a 404 or 400 with an error code the page
 * translates, never a 500, and nothing written (shared/ids.ts).
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

const PRODUCT_IDS = [...FIRESTORE_REFUSED_IDS, ...UNSHAPED_IDS];

/** Without a product to address, the only route left is the collection itself (404 not_found). */
const NOT_FOUND_ERRORS = ['product_not_found', 'not_found'];

describe('bad ids: GET /api/products/:id', () => {
  it.each(PRODUCT_IDS)('answers %s with 404', async (_name, id) => {
    const answer = await reviewApi.call(reviewApiPaths.product(id), { method: 'GET' });
    expect(answer.status).toBe(404);
    expect(NOT_FOUND_ERRORS).toContain((answer.body as { error: string }).error);
  });
});

describe('bad ids: POST /api/products/:id/events', () => {
  it.each(PRODUCT_IDS)('answers %s with 404', async (_name, id) => {
    const answer = await reviewApi.call(reviewApiPaths.productEvents(id), {
      body: { event: 'store_chosen', store: 'amazon' },
    });
    // The URL parser resolves /api/products/./events to /api/products/events before the request
    // leaves: a product's address, which takes no POST.
    expect(answer.status).toBe(id === '.' ? 405 : 404);
    if (id === '.') return;
    expect(NOT_FOUND_ERRORS).toContain((answer.body as { error: string }).error);
  });
});

describe('bad ids: POST /api/reviews', () => {
  it.each(PRODUCT_IDS)('refuses a productId that is %s with 400', async (_name, id) => {
    const answer = await reviewApi.call(reviewApiPaths.reviews(), { body: reviewBody(id) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'invalid_input',
      issues: [{ path: 'productId', message: 'request.invalid' }],
    });
  });

  it.each(BAD_SUBMISSION_IDS)(
    'refuses a submissionId that is %s with 400 and writes nothing',
    async (_name, id) => {
      const product = await seedProduct(db);
      const answer = await reviewApi.call(reviewApiPaths.reviews(), {
        body: reviewBody(product, { submissionId: id }),
      });
      expect(answer.status).toBe(400);
      expect(REVIEW_API_ERRORS).toContain((answer.body as { error: string }).error);
      expect(answer.body).toMatchObject({
        error: 'invalid_input',
        issues: [{ path: 'submissionId', message: 'request.invalid' }],
      });
      expect(await writtenState(db, product)).toEqual({
        stats: emptyProductStats(),
        reviewIds: [],
        funnel: {},
        rateLimitIds: [],
      });
    },
  );
});
