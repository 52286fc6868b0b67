import { InvalidDocumentError, ReviewDoc } from '@shared';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { schemaConverter, splitRows } from './firestore';

const converter = schemaConverter(ReviewDoc);
const review = {
  ownerId: 'seller-1',
  rating: 4,
  feedback: 'Sturdy and well made.',
  store: 'emag',
  published: true,
  locale: 'ro',
  createdAt: null,
};

/** A query document snapshot as the Firestore SDK hands it to a converter. */
function snapshot(id: string, data: unknown) {
  const raw = { id, ref: { path: `products/p1/reviews/${id}` }, data: () => data };
  return {
    id,
    data: () => converter.fromFirestore(raw as never, {}),
  } as unknown as QueryDocumentSnapshot<ReviewDoc>;
}

describe('Firestore converters', () => {
  it('pass stored documents through the shared schema', () => {
    expect(snapshot('r1', review).data()).toEqual(review);
    expect(() => snapshot('r2', { ...review, store: 'ebay' }).data()).toThrow(InvalidDocumentError);
  });

  it('splitRows keeps the valid rows and reports the others by path', () => {
    const { rows, invalid } = splitRows([
      snapshot('r1', review),
      snapshot('r2', { ...review, rating: '5' }),
      snapshot('r3', { ...review, feedback: 'Fine, thanks a lot.' }),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['r1', 'r3']);
    expect(rows[0]).toMatchObject({ id: 'r1', rating: 4, store: 'emag' });
    expect(invalid.map((error) => error.path)).toEqual(['products/p1/reviews/r2']);
  });
});
