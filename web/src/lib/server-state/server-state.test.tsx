import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { fetchRead, forgetReads, readQuery, startRead, useServerRead } from './server-state';

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
