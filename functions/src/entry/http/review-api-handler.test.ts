import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SubmitReviewResponseSchema } from '../../shared/schemas/review-answers.js';
import { createReviewApi, type ApiRequest } from './review-api-handler.js';
import { REVIEW_API_ROUTES, routeParams } from './review-api-routes.js';

/**
 * The request checks that answer before any database access. Everything that reads or writes
 * Firestore is tested against the emulators in functions/test/integration/review-api.test.ts;
 * here any database access fails the test.
 */
const noDatabase = new Proxy({} as Firestore, {
  get() {
    throw new Error('this request must be answered without touching Firestore');
  },
});

function call(request: Partial<ApiRequest>, verifyAppCheck?: (token: string) => Promise<unknown>) {
  const api = createReviewApi({ db: noDatabase, salt: 's', verifyAppCheck });
  const result = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    status(code: number) {
      result.status = code;
      return response;
    },
    set(field: string, value: string) {
      result.headers[field] = value;
      return response;
    },
    json(body: unknown) {
      result.body = body;
    },
  };
  const body = request.body;
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
  return api(
    {
      method: 'POST',
      path: '/api/reviews',
      headers: { 'content-type': 'application/json', 'content-length': String(raw.length) },
      rawBody: raw,
      ...request,
    },
    response,
  ).then(() => result);
}

const valid = {
  productId: 'prod1',
  submissionId: 'abcdef0123456789abcdef0123456789',
  store: 'amazon',
  rating: 5,
  feedback: 'Works great, thank you!',
  locale: 'en',
};

describe('reviewApi request checks', () => {
  it('answers unknown paths with a JSON 404 and wrong methods with 405', async () => {
    expect(await call({ method: 'GET', path: '/api/nothing' })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    const wrongMethod = await call({ method: 'DELETE', path: '/api/reviews' });
    expect(wrongMethod).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
    expect(wrongMethod.headers.Allow).toBe('POST');
  });

  it('refuses bodies over 4 KB with 413 before reading them', async () => {
    const big = { ...valid, feedback: 'x'.repeat(5000) };
    expect(await call({ body: big })).toMatchObject({
      status: 413,
      body: { error: 'payload_too_large' },
    });
  });

  it('requires JSON', async () => {
    const result = await call({ headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(result).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(await call({ body: [valid] })).toMatchObject({
      status: 400,
      body: { error: 'invalid_json' },
    });
  });

  it('reports every invalid field with a validation key', async () => {
    const result = await call({
      body: { ...valid, rating: 0, feedback: '   ', store: 'ebay', locale: 'xx' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: 'invalid_input',
      issues: [
        { path: 'store', message: 'store.required' },
        { path: 'rating', message: 'rating.range' },
        { path: 'feedback', message: 'feedback.required' },
        { path: 'locale', message: 'request.invalid' },
      ],
    });
  });

  it('names the field of every missing key', async () => {
    const result = await call({ body: {} });
    expect(result.body).toEqual({
      error: 'invalid_input',
      issues: [
        { path: 'productId', message: 'request.invalid' },
        { path: 'submissionId', message: 'request.invalid' },
        { path: 'store', message: 'store.required' },
        { path: 'rating', message: 'rating.required' },
        { path: 'feedback', message: 'feedback.required' },
        { path: 'locale', message: 'request.invalid' },
      ],
    });
  });

  it('refuses feedback with markup', async () => {
    const result = await call({ body: { ...valid, feedback: 'Nice <script>alert(1)</script>' } });
    expect(result.body).toEqual({
      error: 'invalid_input',
      issues: [{ path: 'feedback', message: 'feedback.markup' }],
    });
  });

  it('answers a filled honeypot like a private review and writes nothing', async () => {
    const answer = await call({ body: { ...valid, website: 'http://spam.example' } });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'private', reviewUrl: null } });
    // The shape every real answer has, as the page checks it.
    expect(v.is(SubmitReviewResponseSchema, answer.body)).toBe(true);
  });

  it('enforces App Check when a verifier is configured', async () => {
    const reject = () => Promise.reject(new Error('invalid token'));
    expect(await call({ body: valid }, reject)).toMatchObject({
      status: 401,
      body: { error: 'app_check_failed' },
    });
    const missingToken = await call({ method: 'GET', path: '/api/products/p1' }, () =>
      Promise.resolve(),
    );
    expect(missingToken).toMatchObject({ status: 401, body: { error: 'app_check_failed' } });
  });

  it('refuses a reserved or malformed id in every path parameter before touching Firestore', async () => {
    for (const { method, path } of Object.values(REVIEW_API_ROUTES)) {
      if (routeParams(path).length === 0) continue;
      for (const id of ['__x__', '__abcdefghijklmnop__', '..', '%E0%A4%A']) {
        const result = await call({ method, path: path.replace(/:[A-Za-z]+/g, id) });
        expect(result.status, `${method} ${path} with ${id}`).toBe(404);
        expect(['product_not_found', 'case_not_found']).toContain(
          (result.body as { error: string }).error,
        );
      }
    }
  });

  it('checks a funnel event against its schema before reading anything', async () => {
    const path = '/api/products/p1/events';
    const result = await call({ path, body: { event: 'store_chosen', store: 'ebay' } });
    expect(result).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', issues: [{ path: 'store', message: 'request.invalid' }] },
    });
    const missing = await call({ path, body: { event: 'opened' } });
    expect(missing.body).toEqual({
      error: 'invalid_input',
      issues: [
        { path: 'event', message: 'request.invalid' },
        { path: 'store', message: 'request.invalid' },
      ],
    });
  });

  it('checks the consent form and a case message against their schemas first', async () => {
    const form = await call({ path: '/api/cases', body: { email: 'not an address' } });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ error: 'invalid_input' });
    const token = 'A'.repeat(43);
    const message = await call({ path: `/api/cases/${token}/messages`, body: { text: 42 } });
    expect(message.status).toBe(400);
  });

  it('no longer answers the retired case-offer route (the answer to a review carries it)', async () => {
    const result = await call({ method: 'GET', path: '/api/products/p1/case-offer' });
    expect(result).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('never caches answers', async () => {
    const result = await call({ method: 'GET', path: '/api/nothing' });
    expect(result.headers['Cache-Control']).toBe('no-store');
  });
});
