import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_API_ERRORS, emptyProductStats, paths } from '../../src/shared/index.js';
import { DELETED_PRODUCT_FOR_EVENTS, FUNNEL_EVENT_CASES } from '../corpus/funnel-events.js';
import {
  DELETED_PRODUCT,
  REVIEW_SUBMISSION_CASES,
  REVIEW_SUBMISSION_RAW_CASES,
} from '../corpus/review-submission.js';
import {
  INTEGRATION_SELLER,
  funnelCounts,
  reviewBody,
  seedProduct,
  useReviewApi,
  writtenState,
} from './review-api-env.js';

/**
 * The bad input corpus of the two entry points the customer review page calls, against the real
 * reviewApi function on the emulator: each case gets its status and the error code the page
 * translates, and writes nothing, read back from Firestore.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;
beforeAll(async () => {
  for (const id of [DELETED_PRODUCT, DELETED_PRODUCT_FOR_EVENTS]) {
    await db
      .doc(paths.deletedProduct(id))
      .set({ ownerId: INTEGRATION_SELLER, deletedAt: new Date() });
  }
});

const NOTHING_WRITTEN = {
  stats: emptyProductStats(),
  reviewIds: [],
  funnel: {},
  rateLimitIds: [],
};

const review = (productId: string): Record<string, unknown> => reviewBody(productId);

describe('bad input: review submission (POST /api/reviews)', () => {
  it.each(REVIEW_SUBMISSION_CASES)(
    'refuses %s with a clear error and writes nothing',
    async (_name, change, status, error, issue) => {
      const id = await seedProduct(db);
      const answer = await reviewApi.call('/api/reviews', { body: change(review(id)) });
      expect(answer.status).toBe(status);
      expect(REVIEW_API_ERRORS).toContain(error);
      expect(answer.body).toMatchObject({ error });
      if (issue) {
        const [path, message] = issue;
        expect((answer.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
      }
      expect(await writtenState(db, id)).toEqual(NOTHING_WRITTEN);
    },
  );

  it.each(REVIEW_SUBMISSION_RAW_CASES)(
    'refuses %s and writes nothing',
    async (_name, raw, contentType, status) => {
      const id = await seedProduct(db);
      const answer = await reviewApi.call('/api/reviews', {
        raw,
        headers: { 'content-type': contentType },
      });
      expect(answer.status).toBe(status);
      expect(await writtenState(db, id)).toEqual(NOTHING_WRITTEN);
    },
  );

  it('writes nothing for the deleted product either', async () => {
    expect(await writtenState(db, DELETED_PRODUCT)).toMatchObject({
      reviewIds: [],
      funnel: {},
      rateLimitIds: [],
    });
  });
});

describe('bad input: funnel events (POST /api/products/:id/events)', () => {
  it.each(FUNNEL_EVENT_CASES.map((c) => [c.name, c] as const))(
    'refuses %s with a clear error and counts nothing',
    async (_name, { body, raw, contentType, path, method, status, error }) => {
      const id = await seedProduct(db);
      const target = (path ?? '{id}/events').replace('{id}', id);
      const answer = await reviewApi.call(`/api/products/${target}`, {
        method: method ?? 'POST',
        body,
        raw,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(answer.status).toBe(status);
      if (error) {
        expect(REVIEW_API_ERRORS).toContain(error);
        expect(answer.body).toMatchObject({ error });
      }
      expect(await writtenState(db, id)).toEqual(NOTHING_WRITTEN);
      expect(await funnelCounts(db, DELETED_PRODUCT_FOR_EVENTS)).toEqual({});
    },
  );
});

describe('bad input corpus size', () => {
  it('counts the cases of both entry points', () => {
    const reviews = REVIEW_SUBMISSION_CASES.length + REVIEW_SUBMISSION_RAW_CASES.length;
    console.log(
      `bad input corpus: review submission ${reviews}, funnel events ${FUNNEL_EVENT_CASES.length}`,
    );
    expect(reviews).toBeGreaterThanOrEqual(70);
    expect(FUNNEL_EVENT_CASES.length).toBeGreaterThanOrEqual(35);
  });
});
