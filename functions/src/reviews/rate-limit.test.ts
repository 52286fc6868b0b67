import { describe, expect, it } from 'vitest';
import { allows, bucketFor, submissionBuckets, windowIndex } from './rate-limit.js';
import { clientIp, clientKey, ipBucket } from './client-key.js';

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
    const [perClient, perProduct] = submissionBuckets('prod1', 'abc', now);
    expect(perClient?.limit).toBe(5);
    expect(perClient?.docId.startsWith('cp_abc_prod1_')).toBe(true);
    expect(perProduct?.limit).toBe(200);
    expect(perProduct?.docId).toBe(`p_prod1_${Math.floor(now / 3_600_000)}`);
  });

  it('allows exactly `limit` calls per window', () => {
    const bucket = { docId: 'x', limit: 5, expiresAt: new Date() };
    expect([0, 1, 2, 3, 4].every((count) => allows(bucket, count))).toBe(true);
    expect(allows(bucket, 5)).toBe(false);
    expect(allows(bucket, 6)).toBe(false);
  });
});

describe('client keys', () => {
  it('takes the first forwarded address, else the socket address', () => {
    expect(clientIp('203.0.113.7, 10.0.0.1, 35.191.0.1', '10.0.0.2')).toBe('203.0.113.7');
    expect(clientIp(['198.51.100.1, 10.0.0.1'], undefined)).toBe('198.51.100.1');
    expect(clientIp(undefined, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
    expect(clientIp('', undefined)).toBe('unknown');
  });

  it('treats an IPv6 /64 as one client and unwraps IPv4-mapped addresses', () => {
    expect(ipBucket('2001:db8:85a3:1:8a2e:370:7334:1')).toBe('2001:db8:85a3:1::/64');
    expect(ipBucket('2001:DB8:85A3:0001:ffff::2')).toBe('2001:db8:85a3:1::/64');
    expect(ipBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipBucket('192.0.2.1')).toBe('192.0.2.1');
  });

  it('hashes with the salt and never contains the address', () => {
    const key = clientKey('203.0.113.7', 'salt-1');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(clientKey('203.0.113.7', 'salt-1')).toBe(key);
    expect(clientKey('203.0.113.7', 'salt-2')).not.toBe(key);
    expect(clientKey('2001:db8:85a3:1::5', 's')).toBe(clientKey('2001:db8:85a3:1:ffff::9', 's'));
  });
});
