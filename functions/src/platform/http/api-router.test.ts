import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiRouter,
  isContention,
  parseBody,
  pathParams,
  type ApiRequest,
  type ParamShape,
} from './api-router.js';

const shapes: Record<'id', ParamShape> = {
  id: { valid: (value) => /^[a-z]+$/.test(value), refusal: { status: 404, code: 'not_found' } },
};

function request(overrides: Partial<ApiRequest>): ApiRequest {
  const raw = Buffer.from(JSON.stringify(overrides.body ?? ''));
  return {
    method: 'GET',
    path: '/',
    headers: { 'content-type': 'application/json', 'content-length': String(raw.length) },
    rawBody: raw,
    ...overrides,
  };
}

async function answer(handle: ReturnType<typeof createApiRouter>, overrides: Partial<ApiRequest>) {
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
  await handle(request(overrides), response);
  return result;
}

describe('createApiRouter', () => {
  const seen: unknown[] = [];
  const handle = createApiRouter({
    routes: [
      {
        method: 'GET',
        path: '/things/:id',
        handler: async (_request, params) => {
          seen.push(params);
          return { status: 200, body: { id: params.id } };
        },
      },
      { method: 'POST', path: '/things', handler: async () => ({ status: 204, body: null }) },
      {
        method: 'GET',
        path: '/busy',
        handler: () => Promise.reject(Object.assign(new Error('aborted'), { code: 10 })),
      },
      { method: 'GET', path: '/broken', handler: () => Promise.reject(new Error('bug')) },
    ],
    params: shapes,
  });

  it('routes by method and path, with its parameters decoded', async () => {
    expect(await answer(handle, { path: '/things/abc' })).toMatchObject({
      status: 200,
      body: { id: 'abc' },
    });
    expect(await answer(handle, { path: '/things/ab%63/' })).toMatchObject({ body: { id: 'abc' } });
    expect(await answer(handle, { method: 'POST', path: '/things' })).toMatchObject({
      status: 204,
      body: null,
    });
  });

  it('refuses a parameter of the wrong shape, or a broken escape, before the handler runs', async () => {
    seen.length = 0;
    for (const path of ['/things/ABC', '/things/%E0%A4%A', '/things/a%2Fb']) {
      expect(await answer(handle, { path })).toMatchObject({
        status: 404,
        body: { error: 'not_found' },
      });
    }
    expect(seen).toEqual([]);
  });

  it('answers 404 for no route and 405 with Allow for another method', async () => {
    expect(await answer(handle, { path: '/nothing' })).toMatchObject({ status: 404 });
    const wrong = await answer(handle, { method: 'DELETE', path: '/things' });
    expect(wrong).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
    expect(wrong.headers.Allow).toBe('POST');
  });

  it('answers contention 503 busy and anything else 500 internal, never cached', async () => {
    const busy = await answer(handle, { path: '/busy' });
    expect(busy).toMatchObject({ status: 503, body: { error: 'busy' } });
    expect(busy.headers['Cache-Control']).toBe('no-store');
    expect(await answer(handle, { path: '/broken' })).toMatchObject({
      status: 500,
      body: { error: 'internal' },
    });
  });

  it('refuses a route parameter without a shape when the routes are made', () => {
    const unknownParam = {
      method: 'GET' as const,
      path: '/x/:other',
      handler: async () => ({ status: 200, body: null }),
    };
    expect(() => createApiRouter({ routes: [unknownParam], params: shapes })).toThrow(
      'Route parameter without a shape: other',
    );
    expect(pathParams('/things/:id/parts', shapes)).toEqual(['id']);
  });
});

describe('parseBody', () => {
  const Schema = v.object({ name: v.pipe(v.string(), v.minLength(1, 'feedback.required')) });

  it('returns the body as its schema says, or refuses it naming each field', () => {
    expect(parseBody(request({ body: { name: 'x', extra: 1 } }), Schema, {})).toEqual({
      name: 'x',
    });
    const refusal = (() => {
      try {
        parseBody(request({ body: { name: '' } }), Schema, {});
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'invalid_input',
      issues: [{ path: 'name', message: 'feedback.required' }],
    });
  });

  it('checks size, media type and that it is an object first', () => {
    const big = request({ body: { name: 'x'.repeat(5000) } });
    expect(() => parseBody(big, Schema, {})).toThrow('payload_too_large');
    const text = request({ headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(() => parseBody(text, Schema, {})).toThrow('unsupported_media_type');
    expect(() => parseBody(request({ body: ['x'] }), Schema, {})).toThrow('invalid_json');
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
