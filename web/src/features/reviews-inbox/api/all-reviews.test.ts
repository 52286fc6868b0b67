import { FirebaseError } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllReviews } from './all-reviews';
import { NO_FILTERS, type ReviewCursor, type ReviewRow } from './reviews-query';

const reads = vi.hoisted(() => ({ getReviewsPage: vi.fn() }));
vi.mock('./reviews-query', async (original) => ({
  ...(await original<typeof import('./reviews-query')>()),
  ...reads,
}));

const firestore = {} as Firestore;
const review = (id: string) => ({ id, rating: 5 }) as ReviewRow;
const cursor = (id: string) => ({ id }) as ReviewCursor;

beforeEach(() => vi.resetAllMocks());

describe('getAllReviews (the inbox’s CSV export)', () => {
  it('reads every page, trying a page the server could not answer again instead of failing', async () => {
    reads.getReviewsPage
      .mockResolvedValueOnce({ rows: [review('a'), review('b')], next: cursor('b') })
      .mockRejectedValueOnce(new FirebaseError('unavailable', 'the server could not be reached'))
      .mockResolvedValueOnce({ rows: [review('c')], next: null });
    const rows = await getAllReviews(firestore, 'p1', 'owner', NO_FILTERS);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(reads.getReviewsPage).toHaveBeenCalledTimes(3);
    expect(reads.getReviewsPage.mock.calls[2]).toEqual([
      firestore,
      'p1',
      'owner',
      NO_FILTERS,
      500,
      cursor('b'),
    ]);
  });

  it('fails at once when the server refuses a page', async () => {
    reads.getReviewsPage.mockRejectedValue(new FirebaseError('permission-denied', 'refused'));
    await expect(getAllReviews(firestore, 'p1', 'owner', NO_FILTERS)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(reads.getReviewsPage).toHaveBeenCalledTimes(1);
  });
});
