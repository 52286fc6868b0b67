import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_BUFFER_SHARDS, windowOf } from '../../shared/index.js';
import { bufferWrite, nest, takeBufferShard } from './counter-writes.js';

const target = {
  productId: 'mug',
  title: 'Blue mug',
  ownerId: 'seller-1',
  timeZone: 'Europe/Bucharest',
};
const inc = (n: number) => FieldValue.increment(n);

describe('bufferWrite', () => {
  it('is one increment-only write to the seller’s buffer for the current window', () => {
    const at = new Date('2025-06-10T12:00:30Z');
    const write = bufferWrite(
      target,
      { kind: 'rated', rating: 5, store: 'emag', atOrAbove: true, locale: 'ro' },
      at,
      7,
    );
    const window = windowOf(at.getTime());
    expect(write.path).toBe(`sellers/seller-1/analyticsBuffer/${window}-7`);
    expect(write.data).toEqual({
      ownerId: 'seller-1',
      window,
      timeZone: 'Europe/Bucharest',
      p: {
        mug: {
          n: 'Blue mug',
          d: {
            '2025-06-10': {
              r: inc(1),
              t: inc(5),
              a: inc(1),
              h: { '5': inc(1) },
              st: { emag: { r: inc(1), a: inc(1) } },
              lr: { ro: inc(1) },
            },
          },
        },
      },
    });
  });

  it('files an event late on the last day of a year under the seller’s new year', () => {
    const write = bufferWrite(
      target,
      { kind: 'opened', newVisitor: true, locale: null },
      new Date('2025-12-31T22:30:00Z'), // 00:30 on 1 January in Bucharest
      0,
    );
    const line = (write.data.p as Record<string, { d: Record<string, unknown> }>).mug!;
    expect(Object.keys(line.d)).toEqual(['2026-01-01']);
  });

  it('deals the buffer shards out in turn, so no shard is written twice in a row', () => {
    const shards = Array.from({ length: ANALYTICS_BUFFER_SHARDS * 2 }, () => takeBufferShard());
    const first = shards[0]!;
    expect(shards).toEqual(shards.map((_, index) => (first + index) % ANALYTICS_BUFFER_SHARDS));
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
