import { FirebaseError } from 'firebase/app';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cachedContentPainted,
  HOLD_MAX_MS,
  isNetworkHeld,
  paintFromCacheFirst,
  resetCacheFirstForTests,
  type NetworkSwitch,
} from './cache-first';
import {
  firstScreenDeciding,
  resetFirstScreenForTests,
  useFirstScreenDecided,
} from './first-screen';
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
  resetFirstScreenForTests();
  // jsdom has no idle callbacks: the fallback runs on a timer, which the fake clock drives.
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("the first screen's decision (first-screen.ts)", () => {
  it('keeps the shell from listening until the network is held, or will not be', async () => {
    const decidedNow = () => renderHook(() => useFirstScreenDecided()).result.current;
    // No loader will decide: nothing waits.
    expect(decidedNow()).toBe(true);
    firstScreenDeciding();
    expect(decidedNow()).toBe(false);
    const disabled = deferred<void>();
    const log: string[] = [];
    const network = {
      disable: () => {
        log.push('disable');
        return disabled.promise;
      },
      enable: () => Promise.resolve(),
    };
    const holding = paintFromCacheFirst(createQueryClient(), network, true);
    await vi.advanceTimersByTimeAsync(0);
    // Asked to go off, not off yet: a listener now would still reach the server.
    expect(log).toEqual(['disable']);
    expect(decidedNow()).toBe(false);
    disabled.resolve();
    await holding;
    expect(decidedNow()).toBe(true);
    // A later screen's loader: the shell keeps listening.
    firstScreenDeciding();
    expect(decidedNow()).toBe(true);
    // A cache that is not this seller's: decided at once, without a hold.
    resetCacheFirstForTests();
    resetFirstScreenForTests();
    firstScreenDeciding();
    await paintFromCacheFirst(createQueryClient(), network, false);
    expect(decidedNow()).toBe(true);
  });
});

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
