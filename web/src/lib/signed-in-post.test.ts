import { afterEach, describe, expect, it, vi } from 'vitest';
import { postSignedIn } from './signed-in-post';

const user = { getIdToken: () => Promise.resolve('id-token') };

afterEach(() => vi.unstubAllGlobals());

describe('postSignedIn', () => {
  it('sends the call as JSON with the ID token and no cookies, and returns the answer', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ error: 'forbidden' }), { status: 403 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(postSignedIn(user, '/x', { action: 'status' })).resolves.toEqual({
      ok: false,
      body: { error: 'forbidden' },
    });
    expect(fetchMock).toHaveBeenCalledWith('/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer id-token' },
      body: '{"action":"status"}',
      credentials: 'omit',
    });
  });

  it('gives a null body for an answer that is not JSON, and null when no answer came', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 502 })));
    await expect(postSignedIn(user, '/x', {})).resolves.toEqual({ ok: false, body: null });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postSignedIn(user, '/x', {})).resolves.toBeNull();
  });
});
