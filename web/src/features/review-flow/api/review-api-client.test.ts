import {
  PublicProductResponseSchema,
  SubmitReviewResponseSchema,
} from '@shared/schemas/review-answers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readReviewApiResponse, ReviewApiError } from './review-api-client';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof ReviewApiError
        ? { code: error.code, status: error.status, issues: error.issues }
        : error,
  );

describe('readReviewApiResponse', () => {
  it('returns an answer that matches the shared schema', async () => {
    const url = 'https://www.emag.ro/p/';
    const body = { outcome: 'published', reviewUrl: url, next: { storePage: { url } } };
    expect(await readReviewApiResponse(SubmitReviewResponseSchema, answer(201, body))).toEqual(
      body,
    );
  });

  it("refuses a 200 answer that does not match the schema as 'internal', never half-used", async () => {
    const product = { id: 'p1', title: 'Mug', minRating: 4, stores: [{ store: 'ebay', url: '' }] };
    expect(
      await failure(readReviewApiResponse(PublicProductResponseSchema, answer(200, product))),
    ).toEqual({ code: 'internal', status: 200, issues: [] });
  });

  it('passes on an error code and its issues, and an unknown error body as internal', async () => {
    const issues = [{ path: 'feedback', message: 'feedback.required' }];
    expect(
      await failure(
        readReviewApiResponse(
          SubmitReviewResponseSchema,
          answer(400, { error: 'invalid_input', issues }),
        ),
      ),
    ).toEqual({ code: 'invalid_input', status: 400, issues });
    expect(
      await failure(readReviewApiResponse(SubmitReviewResponseSchema, answer(500, { error: 'x' }))),
    ).toEqual({ code: 'internal', status: 500, issues: [] });
  });

  it('reads a 204 as no body, and a lost request as network', async () => {
    expect(await readReviewApiResponse(v.undefined(), answer(204, undefined))).toBeUndefined();
    expect(
      await failure(readReviewApiResponse(v.undefined(), Promise.reject(new TypeError('offline')))),
    ).toEqual({ code: 'network', status: 0, issues: [] });
  });
});
