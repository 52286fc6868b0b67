import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The emulator does not enforce indexes, production does: a query without its composite index
 * fails there. These are the query shapes the seller screens run (issue 8: every one filters on
 * ownerId), each of which must have its index in firestore.indexes.json.
 */
interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const { indexes } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)), 'utf8'),
) as { indexes: Index[] };

/** An index serving equality filters on `equal` (any order) and then `last`. */
function hasIndex(collection: string, equal: string[], last: IndexField): boolean {
  return indexes.some((index) => {
    if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
    const head = index.fields.slice(0, -1);
    const tail = index.fields.at(-1);
    return (
      head.length === equal.length &&
      head.every((field) => field.order === 'ASCENDING' && equal.includes(field.fieldPath)) &&
      tail?.fieldPath === last.fieldPath &&
      tail.order === last.order
    );
  });
}

const INBOX_FILTERS = ['rating', 'store', 'published'];
const subsets = INBOX_FILTERS.reduce<string[][]>(
  (all, filter) => [...all, ...all.map((subset) => [...subset, filter])],
  [[]],
);

describe('firestore.indexes.json', () => {
  it.each(subsets.map((subset) => [subset.join(' + ') || 'no filter', subset] as const))(
    'serves the reviews inbox with %s (ownerId ==, newest first)',
    (_name, subset) => {
      expect(
        hasIndex('reviews', ['ownerId', ...subset], {
          fieldPath: 'createdAt',
          order: 'DESCENDING',
        }),
      ).toBe(true);
    },
  );

  it('has no reviews index without ownerId (every inbox query filters on it)', () => {
    const reviews = indexes.filter((index) => index.collectionGroup === 'reviews');
    expect(reviews).toHaveLength(subsets.length);
    expect(reviews.every((index) => index.fields[0]?.fieldPath === 'ownerId')).toBe(true);
  });

  it('serves the product list notice: the seller’s Amazon products with compliance mode off', () => {
    // count() of ownerId == uid, complianceMode == false, links.amazon != ''.
    expect(
      hasIndex('products', ['ownerId', 'complianceMode'], {
        fieldPath: 'links.amazon',
        order: 'ASCENDING',
      }),
    ).toBe(true);
  });
  it('serves the imports screen: the seller’s latest jobs, and a job’s results by outcome', () => {
    expect(
      hasIndex('importJobs', ['ownerId'], { fieldPath: 'createdAt', order: 'DESCENDING' }),
    ).toBe(true);
    // Rejected rows (action ==), undo's work (action in), what undo left (undo in), in row order.
    expect(
      hasIndex('results', ['ownerId', 'action'], { fieldPath: 'row', order: 'ASCENDING' }),
    ).toBe(true);
    expect(hasIndex('results', ['ownerId', 'undo'], { fieldPath: 'row', order: 'ASCENDING' })).toBe(
      true,
    );
  });
});
