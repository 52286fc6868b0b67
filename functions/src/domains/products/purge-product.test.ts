import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LEGACY_FUNNEL_UNTIL, productPurgeJobId, purgeScopeOf } from './purge-product.js';

const at = (millis: number) => Timestamp.fromMillis(millis);
const DAY = 86_400_000;

describe('purgeScopeOf', () => {
  it('queries the known subcollections of a product that counts its reviews and was created since the funnel days ended', () => {
    for (const reviewCount of [0, 1, 250]) {
      const product = { stats: { reviewCount }, createdAt: at(LEGACY_FUNNEL_UNTIL) };
      expect(purgeScopeOf(product)).toBe('known');
    }
    expect(
      purgeScopeOf({ stats: { reviewCount: 3 }, createdAt: at(LEGACY_FUNNEL_UNTIL + DAY) }),
    ).toBe('known');
  });

  it('lists under a product created before the funnel days ended: it may hold them, or more', () => {
    const product = { stats: { reviewCount: 0 }, createdAt: at(LEGACY_FUNNEL_UNTIL - 1) };
    expect(purgeScopeOf(product)).toBe('listed');
  });

  it('lists under a product that does not say what can be under it', () => {
    const created = at(LEGACY_FUNNEL_UNTIL + DAY);
    for (const product of [
      undefined,
      {},
      { createdAt: created },
      { stats: null, createdAt: created },
      { stats: {}, createdAt: created },
      { stats: { reviewCount: '3' }, createdAt: created },
      { stats: { reviewCount: 3 } },
      { stats: { reviewCount: 3 }, createdAt: LEGACY_FUNNEL_UNTIL + DAY },
    ]) {
      expect(purgeScopeOf(product)).toBe('listed');
    }
  });
});

describe('productPurgeJobId', () => {
  it('names one job per deleted version of a product', () => {
    expect(productPurgeJobId('p1', new Timestamp(1_800_000_000, 5))).toBe('p1-1800000000000000005');
    expect(productPurgeJobId('p1', undefined)).toBe('p1-0');
  });
});
