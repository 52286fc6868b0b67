import { act, renderHook, waitFor } from '@testing-library/react';
import {
  collection,
  disableNetwork,
  doc,
  setDoc,
  type DocumentData,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { queryClient } from './query-client';
import { liveQuery, useLiveState } from './server-state';

/**
 * A paused live query (the product list under the bulk delete's dialog), with a real Firestore
 * SDK offline: a write is applied to its local cache at once and reaches every listener, so what
 * the screen shows tells whether its listener ran.
 */
const { firestore } = testFirebase('live-state-pause');

afterEach(() => queryClient.clear());

const titles = (snapshot: QuerySnapshot<DocumentData> | undefined) =>
  snapshot?.docs.map((item) => String(item.get('title'))) ?? [];

describe('useLiveState paused', () => {
  it('keeps what it shows and stops listening, then listens again when unpaused', async () => {
    await disableNetwork(firestore);
    const items = collection(firestore, 'items');
    const query = liveQuery<QuerySnapshot<DocumentData>>(['items'], items);
    // Offline, a write never settles: it is applied to the cache, which is what the test needs.
    void setDoc(doc(items, 'a'), { title: 'first' });
    const { result, rerender } = renderHook(
      ({ paused }: { paused: boolean }) => useLiveState(query, { paused }),
      { initialProps: { paused: false } },
    );
    await waitFor(() => expect(titles(result.current.snapshot)).toEqual(['first']));

    rerender({ paused: true });
    await act(async () => {
      void setDoc(doc(items, 'b'), { title: 'second' });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(result.current.status).toBe('ready');
    expect(titles(result.current.snapshot)).toEqual(['first']);
    // Nobody listens any more: the query's last answer is marked to be read again.
    const cached = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    expect(cached?.getObserversCount()).toBe(0);
    expect(cached?.state.isInvalidated).toBe(true);

    rerender({ paused: false });
    await waitFor(() => expect(titles(result.current.snapshot)).toEqual(['first', 'second']));
    expect(cached?.getObserversCount()).toBe(1);
  });
});
