import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { assertParams, lazyRoute } from './lazy-route';

const Screen = () => null;
const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: {} }) as never;

describe('lazyRoute', () => {
  it('exposes the module default as the route Component', async () => {
    const route = await lazyRoute(() => Promise.resolve({ default: Screen }))();
    expect(route.Component).toBe(Screen);
    expect('loader' in route).toBe(false);
  });

  it('validates params before the module loader runs: invalid → 404', async () => {
    const route = await lazyRoute(
      () => Promise.resolve({ default: Screen, loader: () => 'data' }),
      {
        id: (id) => /^[a-z]+$/.test(id),
      },
    )();
    expect(await route.loader?.(args({ id: 'abc' }), undefined)).toBe('data');
    let thrown: unknown;
    try {
      await route.loader?.(args({ id: 'a$c' }), undefined);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('reports a failed chunk download as ChunkLoadError', async () => {
    await expect(
      lazyRoute(() => Promise.reject(new TypeError('Failed to fetch')))(),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('assertParams', () => {
  it('throws a 404 response for a missing or invalid param', () => {
    const check = { id: (id: string) => id.length > 2 };
    expect(() => assertParams({ id: 'long' }, check)).not.toThrow();
    for (const params of [{ id: 'x' }, {}]) {
      let thrown: unknown;
      try {
        assertParams(params, check);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
