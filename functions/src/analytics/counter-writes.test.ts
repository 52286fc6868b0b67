import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { counterWrites, nest } from './counter-writes.js';

const target = { productId: 'mug', ownerId: 'seller-1', timeZone: 'Europe/Bucharest' };
const inc = (n: number) => FieldValue.increment(n);

describe('counterWrites', () => {
  it('writes the product shard, the seller shard and the ranking line with increments only', () => {
    const writes = counterWrites(
      target,
      { kind: 'rated', rating: 5, store: 'emag', atOrAbove: true, locale: 'ro' },
      new Date('2025-06-10T12:00:00Z'),
      { product: 2, seller: 3 },
    );
    expect(writes.map((write) => write.path)).toEqual([
      'products/mug/analytics/shard-2',
      'sellers/seller-1/analytics/shard-3',
      'sellers/seller-1/productMonths/2025-06',
    ]);
    const [product, seller, month] = writes;
    expect(product!.data).toMatchObject({ ownerId: 'seller-1', productId: 'mug' });
    expect(seller!.data).toMatchObject({ ownerId: 'seller-1', timeZone: 'Europe/Bucharest' });
    expect(seller!.data.productId).toBeUndefined();
    const day = (product!.data.m as Record<string, Record<string, Record<string, unknown>>>)[
      '2025-06'
    ]!['10']!;
    expect(day.r).toEqual(inc(1));
    expect(day.t).toEqual(inc(5));
    expect((day.h as Record<string, unknown>)['5']).toEqual(inc(1));
    expect((day.st as Record<string, Record<string, unknown>>).emag!.a).toEqual(inc(1));
    // The month that fell out of retention is deleted blindly on every write.
    expect((product!.data.m as Record<string, unknown>)['2023-04']).toEqual(FieldValue.delete());
    expect(month!.data).toEqual({
      ownerId: 'seller-1',
      p: { mug: { r: inc(1), a: inc(1), t: inc(5) } },
    });
  });

  it('files an event late on the last day of a year under the seller’s new year', () => {
    const writes = counterWrites(
      target,
      { kind: 'opened', newVisitor: true, locale: null },
      new Date('2025-12-31T22:30:00Z'), // 00:30 on 1 January in Bucharest
      { product: 0, seller: 0 },
    );
    const m = writes[0]!.data.m as Record<string, Record<string, unknown>>;
    expect(Object.keys(m['2026-01']!)).toEqual(['01']);
    expect(writes[2]!.path).toBe('sellers/seller-1/productMonths/2026-01');
  });

  it('leaves the ranking line alone for events it does not rank (store chosen)', () => {
    const writes = counterWrites(target, { kind: 'storeChosen', store: 'amazon' }, new Date());
    expect(writes).toHaveLength(2);
  });
});

describe('nest', () => {
  it('turns dotted paths into nested maps', () => {
    expect(nest({ o: 1, 'st.amazon.c': 2, 'st.emag.c': 3 }, (n) => n * 10)).toEqual({
      o: 10,
      st: { amazon: { c: 20 }, emag: { c: 30 } },
    });
  });
});
