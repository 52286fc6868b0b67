import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants';

/** A lazily loaded route chunk (dynamic import) failed: usually a deploy removed old chunks. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Wraps a dynamic import so its failure is recognisable by the route error boundary. */
export function withChunkErrors<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    });
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (path: string) => `qr-reviews:chunk-reload:${path}`;

/**
 * Spec §4: a failed chunk reloads the page at most once per path within CHUNK_RELOAD_GUARD_MS.
 * Returns true (and records the time) when a reload is allowed now; false means "show the 500
 * page": the reload already happened and the chunk still fails, so reloading again would loop.
 */
export function claimChunkReload(
  path: string,
  now: number,
  storage: KeyValueStorage,
  windowMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(storageKey(path)));
  } catch {
    // Storage unavailable (privacy mode): without a record we must not reload, or we could loop.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
  try {
    storage.setItem(storageKey(path), String(now));
  } catch {
    return false;
  }
  return true;
}
