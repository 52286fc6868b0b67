import { act, renderHook, waitFor } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import {
  actionRead,
  fetchRead,
  forgetReads,
  readQuery,
  startRead,
  useServerRead,
} from './server-state';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => queryClient.clear());

describe('useServerRead', () => {
  it('is idle for no query and loads for a query', async () => {
    const answer = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useServerRead(key === null ? null : readQuery([key], () => answer.promise)),
      { initialProps: { key: null as string | null } },
    );
    expect(result.current.status).toBe('idle');
    rerender({ key: 'a' });
    expect(result.current.status).toBe('loading');
    answer.resolve('A');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: 'A', previous: 'A' }),
    );
  });

  it('drops a slow answer for an older key and keeps the last answer as previous', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const reads: Record<string, Promise<string>> = { a: slow.promise, b: fast.promise };
    const { result, rerender } = renderHook(
      ({ key }) => useServerRead(readQuery([key], () => reads[key]!)),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    fast.resolve('B');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'B' }));
    slow.resolve('A');
    // The slow answer lands in its own key's cache entry, never on screen.
    await waitFor(() => expect(queryClient.getQueryData(['read', 'a'])).toBe('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'B' });

    const next = deferred<string>();
    reads.c = next.promise;
    rerender({ key: 'c' });
    expect(result.current).toMatchObject({ status: 'loading', previous: 'B' });
  });

  it('reports a failure and reads again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useServerRead(
        readQuery(['failing'], async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return calls;
        }),
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.status === 'error' && result.current.error).toEqual(new Error('offline'));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
  });

  it('shows a failed read as loading again from a returning screen’s first render', async () => {
    let calls = 0;
    const read = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('refused')) : Promise.resolve('second');
    };
    const first = renderHook(() => useServerRead(readQuery(['failed-before'], read)));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    first.unmount();
    // Back on the screen: its read starts again, so the old error is never shown.
    const statuses: string[] = [];
    const again = renderHook(() => {
      const state = useServerRead(readQuery(['failed-before'], read));
      statuses.push(state.status);
      return state;
    });
    await waitFor(() => expect(again.result.current).toMatchObject({ data: 'second' }));
    expect(statuses).not.toContain('error');
  });

  it('says a cached answer is being refreshed from its first render, and for a new key', async () => {
    const old = Date.now() - 60_000;
    queryClient.setQueryData(['read', 'stale', 1], 'cached 1', { updatedAt: old });
    queryClient.setQueryData(['read', 'stale', 2], 'cached 2', { updatedAt: old });
    const answers = { 1: deferred<string>(), 2: deferred<string>() };
    const seen: [unknown, boolean][] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const state = useServerRead(readQuery(['stale', key], () => answers[key].promise));
        seen.push([state.status === 'success' && state.data, state.refreshing]);
        return state;
      },
      { initialProps: { key: 1 as 1 | 2 } },
    );
    expect(seen[0]).toEqual(['cached 1', true]);
    answers[1].resolve('fresh 1');
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'fresh 1', refreshing: false }),
    );
    seen.length = 0;
    rerender({ key: 2 });
    expect(seen[0]).toEqual(['cached 2', true]);
    answers[2].resolve('fresh 2');
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'fresh 2', refreshing: false }),
    );
  });

  it('shows an answer that came between its render and its subscription', async () => {
    queryClient.setQueryData(['read', 'between'], 'A');
    // Runs after the hook's render and before its effects subscribe (layout effects come first).
    function AnswerArrives({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        queryClient.setQueryData(['read', 'between'], 'B');
      }, []);
      return children;
    }
    const read = vi.fn(async () => 'read again');
    const { result } = renderHook(() => useServerRead(readQuery(['between'], read)), {
      wrapper: AnswerArrives,
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'B' }));
    expect(read).not.toHaveBeenCalled();
  });

  it('uses a read a route loader started instead of reading again', async () => {
    const read = vi.fn(async () => 'page');
    startRead(readQuery(['started'], read));
    const { result } = renderHook(() => useServerRead(readQuery(['started'], read)));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'page' }));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shares one read between screens and keeps its answer for the next visit', async () => {
    const read = vi.fn(async () => 'answer');
    const first = renderHook(() => useServerRead(readQuery(['shared'], read)));
    const second = renderHook(() => useServerRead(readQuery(['shared'], read)));
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(read).toHaveBeenCalledTimes(1);
    first.unmount();
    second.unmount();
    // Back on the screen: the cached answer at once, no new read while it counts as fresh.
    const again = renderHook(() => useServerRead(readQuery(['shared'], read)));
    expect(again.result.current).toMatchObject({ status: 'success', data: 'answer' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after the seller’s own write forgot the answer', async () => {
    let value = 'before';
    const read = vi.fn(async () => value);
    await fetchRead(readQuery(['product', 'p1'], read));
    value = 'after';
    forgetReads(['product']);
    const { result } = renderHook(() => useServerRead(readQuery(['product', 'p1'], read)));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'after' }));
  });

  it('forgets every answer when the cache is cleared (the user changed)', async () => {
    await fetchRead(readQuery(['mine'], async () => 'seller A'));
    queryClient.clear();
    const read = deferred<string>();
    const { result } = renderHook(() => useServerRead(readQuery(['mine'], () => read.promise)));
    expect(result.current).toMatchObject({ status: 'loading', previous: undefined });
  });
});

describe('actionRead', () => {
  const unavailable = () => new FirebaseError('unavailable', 'the server could not be reached');

  it('tries a transient failure again, as every screen’s read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      const read = vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw unavailable();
        return 'answer';
      });
      await expect(fetchRead(actionRead(['limit', 'u1'], read))).resolves.toBe('answer');
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails at once on a refusal', async () => {
    const read = vi.fn(async () => {
      throw new FirebaseError('permission-denied', 'no');
    });
    await expect(fetchRead(actionRead(['limit', 'u2'], read))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the server now every time, shares one read between calls at the same time, keeps nothing', async () => {
    let value = 'first';
    const read = vi.fn(async () => value);
    const [a, b] = await Promise.all([
      fetchRead(actionRead(['count', 'u3'], read)),
      fetchRead(actionRead(['count', 'u3'], read)),
    ]);
    expect([a, b]).toEqual(['first', 'first']);
    expect(read).toHaveBeenCalledTimes(1);
    value = 'second';
    await expect(fetchRead(actionRead(['count', 'u3'], read))).resolves.toBe('second');
    await waitFor(() => expect(queryClient.getQueryData(['read', 'count', 'u3'])).toBeUndefined());
  });
});
