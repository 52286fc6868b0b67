import { describe, expect, it } from 'vitest';
import {
  derivedFromStats,
  emptyProductStats,
  newProductDoc,
  newProductInput,
  productIndexFields,
  type ProductStats,
} from '../../shared/index.js';
import { countersOnlyChange } from './product-write.js';

const ID = 'p1';
const OWNER = 'owner';

/** A product as the index leaves it: its list fields derived, counted. */
function indexed(stats: ProductStats = emptyProductStats()) {
  const product = {
    ...newProductDoc({ ...newProductInput(), title: 'Board' }, OWNER, new Date(0)),
    stats,
  };
  return {
    ...product,
    derived: productIndexFields(ID, OWNER, product).derived,
    inProductCount: true,
  };
}

/** What a review's submission leaves: the counters raised, the average derived from them. */
function reviewed(before: ReturnType<typeof indexed>, rating: number) {
  // The two counters the average comes from (the reviews domain raises all of them).
  const stats = {
    ...before.stats,
    reviewCount: before.stats.reviewCount + 1,
    ratingSum: before.stats.ratingSum + rating,
  };
  return {
    ...before,
    stats,
    derived: {
      ...before.derived,
      averageRating: derivedFromStats(stats)['derived.averageRating'],
    },
  };
}

describe('countersOnlyChange', () => {
  it('is true for a review’s counters written with the average derived from them', () => {
    const before = indexed();
    const once = reviewed(before, 5);
    expect(once.derived.averageRating).toBe(5);
    expect(countersOnlyChange(ID, before, once)).toBe(true);
    expect(countersOnlyChange(ID, once, reviewed(once, 2))).toBe(true);
  });

  it('is false when the average is off: a submission raced another, or wrote none', () => {
    const before = indexed();
    const stale = { ...reviewed(before, 5), derived: { ...before.derived, averageRating: 4 } };
    expect(countersOnlyChange(ID, before, stale)).toBe(false);
    const countersOnly = { ...reviewed(before, 5), derived: before.derived };
    expect(countersOnlyChange(ID, before, countersOnly)).toBe(false);
  });

  it('is false for any other change, a create, a delete or a product never indexed', () => {
    const before = indexed();
    expect(countersOnlyChange(ID, before, { ...reviewed(before, 5), title: 'Other' })).toBe(false);
    expect(countersOnlyChange(ID, before, { ...reviewed(before, 5), minRating: 2 })).toBe(false);
    const { inProductCount: _, ...uncounted } = reviewed(before, 5);
    expect(countersOnlyChange(ID, before, uncounted)).toBe(false);
    expect(countersOnlyChange(ID, undefined, before)).toBe(false);
    expect(countersOnlyChange(ID, before, undefined)).toBe(false);
    const { derived: __, ...neverIndexed } = before;
    expect(countersOnlyChange(ID, neverIndexed, reviewed(before, 5))).toBe(false);
  });
});
