import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, claimChunkReload, withChunkErrors } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimChunkReload', () => {
  it('allows one reload per path within the guard window', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/products', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/products', 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false);
  });

  it('allows another reload once the window has passed', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/products', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/products', 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
    expect(claimChunkReload('/products', 1_000 + CHUNK_RELOAD_GUARD_MS + 5, storage)).toBe(false);
  });

  it('keeps separate records per path', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/products', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/templates', 1_001, storage)).toBe(true);
    expect(claimChunkReload('/products', 1_002, storage)).toBe(false);
  });

  it('never reloads when storage is unavailable (it could loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload('/products', 1_000, broken)).toBe(false);
  });

  it('works with the browser sessionStorage', () => {
    expect(claimChunkReload('/x', Date.now(), window.sessionStorage)).toBe(true);
    expect(claimChunkReload('/x', Date.now(), window.sessionStorage)).toBe(false);
  });
});

describe('withChunkErrors', () => {
  it('marks a failed dynamic import as a ChunkLoadError', async () => {
    const failing = withChunkErrors(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const error = await failing().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkErrors(() => Promise.resolve({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
  });
});
