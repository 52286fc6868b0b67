import { describe, expect, it } from 'vitest';
import { clientIp, clientKey, frontEnds, ipBucket } from './client-key.js';
import { resolveFrontEnds } from './front-ends.js';

/** Firebase Hosting's front end, as the app's domain resolves (docs/decisions.md, "Client address for rate limits"). */
const HOSTING = frontEnds(['199.36.158.100', '2620:0:890::/48']);

describe('clientIp: the rightmost X-Forwarded-For entry Google appended', () => {
  it.each([
    // A direct call: Google's front end appends the caller's address.
    ['203.0.113.7', undefined, '203.0.113.7'],
    // Whatever the caller wrote stays on the left and is never used.
    ['1.2.3.4, 203.0.113.7', undefined, '203.0.113.7'],
    ['1.2.3.4, 5.6.7.8, 9.9.9.9, 203.0.113.7', undefined, '203.0.113.7'],
    ['not-an-ip, 203.0.113.7', undefined, '203.0.113.7'],
    ['  203.0.113.7  ', undefined, '203.0.113.7'],
    ['2001:db8::1', undefined, '2001:db8::1'],
    // No header: not behind Google (a local server); the socket is all there is.
    [undefined, '127.0.0.1', '127.0.0.1'],
    ['', '10.1.2.3', '10.1.2.3'],
    [undefined, undefined, 'unknown'],
  ])('%j (socket %s) → %s', (header, socket, expected) => {
    expect(clientIp(header, socket)).toBe(expected);
  });

  it('reads several header lines as one list, from the right', () => {
    expect(clientIp(['1.1.1.1', '2.2.2.2, 203.0.113.7'], undefined)).toBe('203.0.113.7');
  });

  it('through Hosting: skips the front end Google appended last, takes the customer before it', () => {
    expect(clientIp('203.0.113.7, 199.36.158.100', undefined, HOSTING)).toBe('203.0.113.7');
    expect(clientIp('6.6.6.6, 203.0.113.7, 199.36.158.100', undefined, HOSTING)).toBe(
      '203.0.113.7',
    );
    expect(clientIp('2001:db8::9, 2620:0:890::100', undefined, HOSTING)).toBe('2001:db8::9');
  });

  it('a forged front-end address on the left changes nothing', () => {
    expect(clientIp('199.36.158.100, 203.0.113.7', undefined, HOSTING)).toBe('203.0.113.7');
    expect(clientIp('203.0.113.99, 199.36.158.100, 203.0.113.7', undefined, HOSTING)).toBe(
      '203.0.113.7',
    );
  });

  it('a list of front ends only falls back to the entry Google appended, not the first', () => {
    expect(clientIp('203.0.113.7, 199.36.158.100', undefined, frontEnds(['0.0.0.0/0']))).toBe(
      '199.36.158.100',
    );
  });

  it('one client whatever it writes to the left: every variant gets the same key', () => {
    const forged = ['', '1.1.1.1, ', '8.8.8.8, 9.9.9.9, ', 'garbage, ', '203.0.113.8, '];
    const keys = new Set(
      forged.map((left) => clientKey(clientIp(`${left}203.0.113.7`, undefined), 's')),
    );
    expect(keys.size).toBe(1);
  });
});

describe('frontEnds', () => {
  it('matches addresses and ranges, ignores what is not an address', () => {
    const known = frontEnds(['199.36.158.100', ' 10.0.0.0/8 ', '2620:0:890::/48', 'nonsense', '']);
    expect(clientIp('1.2.3.4, 10.20.30.40', undefined, known)).toBe('1.2.3.4');
    expect(clientIp('1.2.3.4, 11.0.0.1', undefined, known)).toBe('11.0.0.1');
  });
});

describe('resolveFrontEnds', () => {
  it('uses RATE_LIMIT_FRONT_ENDS when set, without a lookup', async () => {
    const known = await resolveFrontEnds({ RATE_LIMIT_FRONT_ENDS: '192.0.2.1' }, () => {
      throw new Error('no lookup expected');
    });
    expect(clientIp('203.0.113.7, 192.0.2.1', undefined, known)).toBe('203.0.113.7');
  });

  it('otherwise resolves the app’s Hosting domain', async () => {
    const asked: string[] = [];
    const known = await resolveFrontEnds({ APP_ORIGIN: 'https://reviews.example.com' }, (host) => {
      asked.push(host);
      return Promise.resolve([{ address: '192.0.2.50' }, { address: '2001:db8::50' }]);
    });
    expect(asked).toEqual(['reviews.example.com']);
    expect(clientIp('203.0.113.7, 192.0.2.50', undefined, known)).toBe('203.0.113.7');
  });

  it('a failed lookup trusts no front end and warns (limits too strict, never too loose)', async () => {
    const warnings: string[] = [];
    const known = await resolveFrontEnds(
      { GCLOUD_PROJECT: 'p' },
      () => Promise.reject(new Error('ENOTFOUND')),
      (message) => warnings.push(message),
    );
    expect(clientIp('203.0.113.7, 192.0.2.50', undefined, known)).toBe('192.0.2.50');
    expect(warnings.join()).toMatch(/p\.web\.app.*RATE_LIMIT_FRONT_ENDS/);
  });
});

describe('ipBucket / clientKey', () => {
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
