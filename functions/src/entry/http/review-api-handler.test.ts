import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createReviewApi, isContention, type ApiRequest } from './review-api-handler.js';
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
    expect(await call({ body: { ...valid, website: 'http://spam.example' } })).toMatchObject({
      status: 200,
      body: { outcome: 'private', reviewUrl: null },
    });
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

  it('never caches answers', async () => {
    const result = await call({ method: 'GET', path: '/api/nothing' });
    expect(result.headers['Cache-Control']).toBe('no-store');
  });
});

describe('isContention', () => {
  it('treats Firestore ABORTED / DEADLINE_EXCEEDED and exhausted retries as busy', () => {
    expect(isContention({ code: 10 })).toBe(true);
    expect(isContention({ code: 'aborted' })).toBe(true);
    expect(isContention({ code: 4 })).toBe(true);
    expect(isContention(new Error('Exceeded maximum number of retries allowed.'))).toBe(true);
  });

  it('leaves other failures as internal errors', () => {
    expect(isContention(new Error('permission denied'))).toBe(false);
    expect(isContention({ code: 7 })).toBe(false);
    expect(isContention(null)).toBe(false);
  });
});
