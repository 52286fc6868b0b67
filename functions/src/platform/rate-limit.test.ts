import { describe, expect, it } from 'vitest';
import { PRODUCT_SHARDS, allows, bucketFor, submissionBuckets, windowIndex } from './rate-limit.js';

const TEN_MINUTES = 10 * 60_000;

describe('fixed windows', () => {
  it('puts times of the same window in the same bucket and the next window in a new one', () => {
    const start = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(windowIndex(start, TEN_MINUTES)).toBe(windowIndex(start + TEN_MINUTES - 1, TEN_MINUTES));
    expect(windowIndex(start + TEN_MINUTES, TEN_MINUTES)).toBe(windowIndex(start, TEN_MINUTES) + 1);
  });

  it('names counter documents by rule, scope and window and expires them a day after the window', () => {
    const now = Date.UTC(2025, 0, 1, 12, 3, 0);
    const bucket = bucketFor({ id: 'cp', limit: 5, windowMs: TEN_MINUTES }, 'abc_prod1', now);
    expect(bucket.docId).toBe(`cp_abc_prod1_${Math.floor(now / TEN_MINUTES)}`);
    expect(bucket.expiresAt.toISOString()).toBe('2025-01-02T12:10:00.000Z');
  });

  it('checks a submission against the per-client-and-product and the per-product counters', () => {
    const now = Date.UTC(2025, 0, 1, 12, 3, 0);
    const { perClient, productShards } = submissionBuckets('prod1', 'abc', now);
    expect(perClient.limit).toBe(5);
    expect(perClient.docId.startsWith('cp_abc_prod1_')).toBe(true);
    // The product's 200 an hour, split evenly; every shard once, the client's own first.
    expect(productShards).toHaveLength(PRODUCT_SHARDS);
    expect(productShards.reduce((sum, shard) => sum + shard.limit, 0)).toBe(200);
    const hour = Math.floor(now / 3_600_000);
    expect(new Set(productShards.map((shard) => shard.docId))).toEqual(
      new Set(Array.from({ length: PRODUCT_SHARDS }, (_, i) => `p_prod1_${i}_${hour}`)),
    );
  });

  it('starts each client at the shard its key picks, the same for its every call', () => {
    const now = Date.UTC(2025, 0, 1, 12, 3, 0);
    const first = (key: string) => submissionBuckets('prod1', key, now).productShards[0]?.docId;
    expect(first('client-1')).toBe(first('client-1'));
    // Keys spread over every shard, however alike they look.
    const firsts = new Set(Array.from({ length: 200 }, (_, i) => first(`client-${i}`)));
    expect(firsts.size).toBe(PRODUCT_SHARDS);
  });

  it('allows exactly `limit` calls per window', () => {
    const bucket = { docId: 'x', limit: 5, expiresAt: new Date() };
    expect([0, 1, 2, 3, 4].every((count) => allows(bucket, count))).toBe(true);
    expect(allows(bucket, 5)).toBe(false);
    expect(allows(bucket, 6)).toBe(false);
  });
});
