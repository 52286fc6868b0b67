import { describe, expect, it } from 'vitest';
import { forwardedFor, nextClientAddress, seedProduct, useReviewApi } from './review-api-env.js';

/**
 * The review page calls reviewApi on its own origin (the Hosting rewrite), so the function sends
 * no CORS header at all: another site's script can neither read its answers nor pass a preflight.
 * The Functions emulator switches CORS on (any origin) for every HTTPS function that does not say
 * otherwise, which the `health` function shows; reviewApi's explicit `cors: false` wins.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

const ORIGIN = 'https://evil.example';

function corsHeaders(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
}

describe('reviewApi sends no CORS headers', () => {
  it('a GET from another origin is answered without any Access-Control-* header', async () => {
    const id = await seedProduct(db);
    const response = await fetch(`${reviewApi.base}/api/products/${id}`, {
      headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor(nextClientAddress()) },
    });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
  });

  it('a preflight for a POST gets no permission either', async () => {
    const response = await fetch(`${reviewApi.base}/api/reviews`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(corsHeaders(response)).toEqual([]);
    expect(response.status).toBe(405);
  });

  it('the check is real: a function without cors: false is open to any origin here', async () => {
    const health = reviewApi.fn('health');
    const response = await fetch(health, { headers: { origin: ORIGIN } });
    expect(corsHeaders(response)).toContain('access-control-allow-origin');
  });
});
