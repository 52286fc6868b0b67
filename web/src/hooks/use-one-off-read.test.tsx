import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneOffRead } from './use-one-off-read';

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

describe('useOneOffRead', () => {
  it('is idle for a null key and loads for a key', async () => {
    const answer = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useOneOffRead(key, () => answer.promise), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    rerender({ key: 'a' });
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A', previous: 'A' });
  });

  it('drops a slow answer for an older key and keeps the last answer as previous', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const reads: Record<string, Promise<string>> = { a: slow.promise, b: fast.promise };
    const { result, rerender } = renderHook(({ key }) => useOneOffRead(key, () => reads[key]!), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => fast.resolve('B'));
    expect(result.current).toMatchObject({ status: 'success', data: 'B' });
    await act(async () => slow.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'B' });

    const next = deferred<string>();
    reads.c = next.promise;
    rerender({ key: 'c' });
    expect(result.current).toMatchObject({ status: 'loading', previous: 'B' });
  });

  it('reports a failure and reads again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useOneOffRead('k', async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return calls;
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.status === 'error' && result.current.error).toEqual(new Error('offline'));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
  });
});
