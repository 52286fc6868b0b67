import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cachedContentPainted,
  HOLD_MAX_MS,
  isNetworkHeld,
  paintFromCacheFirst,
  resetCacheFirstForTests,
  type NetworkSwitch,
} from './cache-first';
import { createQueryClient } from './query-client';
import { readQuery } from './server-state';

/** A network switch that records what the hold did, in order. */
function recordingSwitch(log: string[]): NetworkSwitch {
  return {
    disable: () => {
      log.push('disable');
      return Promise.resolve();
    },
    enable: () => {
      log.push('enable');
      return Promise.resolve();
    },
  };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

beforeEach(() => {
  resetCacheFirstForTests();
  // jsdom has no idle callbacks: the fallback runs on a timer, which the fake clock drives.
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('paintFromCacheFirst', () => {
  it('lets the network go at once when the cache holds nothing the screen paints first', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    const worthHolding = vi.fn(() => {
      log.push('asked');
      return Promise.resolve(false);
    });
    await paintFromCacheFirst(client, recordingSwitch(log), true, worthHolding);
    // Asked with the network held (it may read the cache), then released before any read starts.
    expect(log).toEqual(['disable', 'asked', 'enable']);
    expect(isNetworkHeld()).toBe(false);
    // A question that fails counts as nothing worth holding.
    resetCacheFirstForTests();
    const failing = () => Promise.reject(new Error('not in the cache'));
    await paintFromCacheFirst(client, recordingSwitch(log), true, failing);
    expect(log.slice(3)).toEqual(['disable', 'enable']);
    expect(isNetworkHeld()).toBe(false);
  });

  it('holds the network until the reads have answered, then reads them again from the server', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), true);
    expect(log).toEqual(['disable']);
    expect(isNetworkHeld()).toBe(true);

    // The screen's read answers (from the cache: the network is held) a little later.
    const answer = deferred<string>();
    const reads: string[] = [];
    const read = vi.fn(() => {
      reads.push(log.includes('enable') ? 'after' : 'during');
      return reads.length === 1 ? answer.promise : Promise.resolve('from the server');
    });
    void client.prefetchQuery(readQuery(['product', 'p1'], read));
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['disable']);

    answer.resolve('from the cache');
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['disable', 'enable']);
    expect(isNetworkHeld()).toBe(false);
    // Invalidated: the next screen that shows it reads it again, now from the server.
    expect(client.getQueryState(['read', 'product', 'p1'])?.isInvalidated).toBe(true);
    await client.fetchQuery(readQuery(['product', 'p1'], read));
    expect(reads).toEqual(['during', 'after']);
  });

  it('lets the network go after HOLD_MAX_MS when a read never answers', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), true);
    void client.prefetchQuery(readQuery(['never'], () => new Promise<string>(() => {})));
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 10);
    expect(log).toEqual(['disable']);
    await vi.advanceTimersByTimeAsync(20);
    expect(log).toEqual(['disable', 'enable']);
  });

  it('does not wait for a read that failed and waits to try again (offline)', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), true);
    // getDocsFromServer while the network is held: 'unavailable', tried again a second later.
    void client.prefetchQuery(
      readQuery(['reviews'], () => Promise.reject(new FirebaseError('unavailable', 'offline'))),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['disable', 'enable']);
  });

  it('holds until the screen says it painted, when told to wait for the paint, not for the reads', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), true, undefined, 'painted');
    // No read is under way (the screen's code still renders): the hold waits all the same.
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS / 2);
    expect(log).toEqual(['disable']);
    cachedContentPainted();
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['disable', 'enable']);
  });

  it('lets the network go at once after a paint the screen said before the hold went on', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    cachedContentPainted();
    await paintFromCacheFirst(client, recordingSwitch(log), true, undefined, 'painted');
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['disable', 'enable']);
  });

  it('lets the network go after HOLD_MAX_MS when the screen never says it painted', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), true, undefined, 'painted');
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 10);
    expect(log).toEqual(['disable']);
    await vi.advanceTimersByTimeAsync(20);
    expect(log).toEqual(['disable', 'enable']);
  });

  it('never holds for a device cache that is not the seller’s, nor for a later screen', async () => {
    const client = createQueryClient();
    const log: string[] = [];
    await paintFromCacheFirst(client, recordingSwitch(log), false);
    await paintFromCacheFirst(client, recordingSwitch(log), true);
    expect(log).toEqual([]);
    expect(isNetworkHeld()).toBe(false);
  });
});
