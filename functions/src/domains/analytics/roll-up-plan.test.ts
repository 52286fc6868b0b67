import { FieldValue } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalyticsBufferDoc } from '../../shared/index.js';
import { foldEntries, planRollUp, type BufferDocument } from './roll-up-plan.js';

const inc = (n: number) => FieldValue.increment(n);

function bufferDoc(path: string, window: number, p: Record<string, unknown>): BufferDocument {
  return {
    path,
    data: v.parse(AnalyticsBufferDoc, { ownerId: 'seller', window, timeZone: 'UTC', p }),
  };
}

const opened = (o: number) => ({ o, u: 1 });

describe('planRollUp', () => {
  it('takes whole buffer documents while their writes fit', () => {
    const docs = [
      bufferDoc('b/1-0', 1, { mug: { n: 'Mug', d: { '2025-06-10': opened(3) } } }),
      bufferDoc('b/1-1', 1, { mug: { d: { '2025-06-10': opened(1) } }, cup: { d: {} } }),
    ];
    const plan = planRollUp(docs);
    expect(plan.entries.map((entry) => [entry.path, entry.productId])).toEqual([
      ['b/1-0', 'mug'],
      ['b/1-1', 'mug'],
      ['b/1-1', 'cup'],
    ]);
    expect(plan.cleanups).toEqual([
      { path: 'b/1-0', kind: 'delete' },
      { path: 'b/1-1', kind: 'delete' },
    ]);
    expect(plan.productIds).toEqual(['mug', 'cup']);
    expect(plan.partial).toBe(false);
  });

  it('splits a document listing more products than one transaction may write', () => {
    const p = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`p${i}`, { d: { '2025-06-10': opened(1) } }]),
    );
    // Each product: its year document; the seller and ranking years once; the cleanup once.
    const plan = planRollUp([bufferDoc('b/1-0', 1, p), bufferDoc('b/1-1', 1, p)], 7);
    expect(plan.entries.map((entry) => entry.productId)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(plan.cleanups).toEqual([
      { path: 'b/1-0', kind: 'removeProducts', productIds: ['p0', 'p1', 'p2', 'p3'] },
    ]);
    expect(plan.partial).toBe(true);
  });

  it('always takes one entry, so a roll-up makes progress', () => {
    const plan = planRollUp(
      [bufferDoc('b/1-0', 1, { mug: { d: { '2024-12-31': opened(1), '2025-01-01': opened(1) } } })],
      1,
    );
    expect(plan.entries).toHaveLength(1);
    expect(plan.cleanups).toEqual([{ path: 'b/1-0', kind: 'delete' }]);
  });
});

describe('foldEntries', () => {
  const docs = [
    bufferDoc('b/5-0', 5, {
      mug: {
        n: 'Mug',
        d: {
          '2024-12-31': { o: 2, r: 1, t: 4, h: { '4': 1 }, st: { amazon: { r: 1 } } },
          '2025-01-01': { o: 1 },
        },
      },
      cup: { n: 'Cup', d: { '2025-01-01': { c: 1, st: { emag: { c: 1 } } } } },
    }),
    bufferDoc('b/6-3', 6, { mug: { n: 'Mug (renamed)', d: { '2025-01-01': { o: 4 } } } }),
  ];

  it('adds every entry up per product, seller and year, as increments', () => {
    const writes = foldEntries('seller', planRollUp(docs).entries);
    expect(Object.fromEntries(writes.map((write) => [write.path, write.data]))).toEqual({
      'products/mug/analytics/2024': {
        ownerId: 'seller',
        productId: 'mug',
        timeZone: 'UTC',
        m: {
          '12': {
            '31': {
              o: inc(2),
              r: inc(1),
              t: inc(4),
              h: { '4': inc(1) },
              st: { amazon: { r: inc(1) } },
            },
          },
        },
      },
      'products/mug/analytics/2025': {
        ownerId: 'seller',
        productId: 'mug',
        timeZone: 'UTC',
        m: { '01': { '01': { o: inc(5) } } },
      },
      'products/cup/analytics/2025': {
        ownerId: 'seller',
        productId: 'cup',
        timeZone: 'UTC',
        m: { '01': { '01': { c: inc(1), st: { emag: { c: inc(1) } } } } },
      },
      'sellers/seller/analytics/2024': {
        ownerId: 'seller',
        timeZone: 'UTC',
        m: {
          '12': {
            '31': {
              o: inc(2),
              r: inc(1),
              t: inc(4),
              h: { '4': inc(1) },
              st: { amazon: { r: inc(1) } },
            },
          },
        },
      },
      'sellers/seller/analytics/2025': {
        ownerId: 'seller',
        timeZone: 'UTC',
        m: { '01': { '01': { o: inc(5), c: inc(1), st: { emag: { c: inc(1) } } } } },
      },
      // Only what the ranking shows; the newest window's title; no line for a product it does not rank.
      'sellers/seller/rankings/2024': {
        ownerId: 'seller',
        p: { mug: { n: 'Mug (renamed)', m: { '12': { o: inc(2), r: inc(1), t: inc(4) } } } },
      },
      'sellers/seller/rankings/2025': {
        ownerId: 'seller',
        p: { mug: { n: 'Mug (renamed)', m: { '01': { o: inc(5) } } } },
      },
    });
  });

  it('leaves a deleted product’s own documents alone and keeps its history for the seller', () => {
    const writes = foldEntries('seller', planRollUp(docs).entries, new Set(['mug']));
    const paths = writes.map((write) => write.path);
    expect(paths.filter((path) => path.startsWith('products/'))).toEqual([
      'products/cup/analytics/2025',
    ]);
    expect(paths).toContain('sellers/seller/analytics/2024');
    expect(paths).toContain('sellers/seller/rankings/2025');
  });
});
