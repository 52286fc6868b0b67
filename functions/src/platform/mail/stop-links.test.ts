import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mailKeysFrom } from './mail-keys.js';
import { StopLinkQuery, stopLink, stopLinks, verifyStopLink } from './stop-links.js';

const keys = mailKeysFrom('test-secret');
const other = mailKeysFrom('another-secret');
const origin = 'https://app.example';
const recipient = keys.recipient('Ana@Example.org ');

const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);
const verified = (link: string, withKeys = keys) => {
  const parsed = v.safeParse(StopLinkQuery, queryOf(link));
  return parsed.success ? verifyStopLink(withKeys, parsed.output) : null;
};

describe('recipient keys', () => {
  it('stand for an address whatever its case and spaces, and hold no address', () => {
    expect(keys.recipient('ana@example.org')).toBe(recipient);
    expect(recipient).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.recipient('bob@example.org')).not.toBe(recipient);
    // Another secret, another key: the hash cannot be recomputed without the functions' key.
    expect(other.recipient('ana@example.org')).not.toBe(recipient);
  });
});

describe('stop links', () => {
  it('carry their scope, the recipient key and a signature, and no address', () => {
    const links = stopLinks(origin, keys, { kind: 'alerts', uid: 'seller-1' }, recipient);
    expect(links.stop.startsWith(`${origin}/mail/stop?`)).toBe(true);
    expect(queryOf(links.stop)).toMatchObject({ s: 'alerts', i: 'seller-1', r: recipient });
    const all = queryOf(links.stopAll);
    expect(Object.keys(all)).toEqual(['s', 'r', 't']);
    expect([all.s, all.r]).toEqual(['all', recipient]);
    expect(links.stop).not.toContain('example.org');
    expect(verified(links.stop)).toEqual({
      scope: { kind: 'alerts', uid: 'seller-1' },
      recipientKey: recipient,
    });
    expect(verified(links.stopAll)).toEqual({ scope: { kind: 'all' }, recipientKey: recipient });
    const forCase = stopLink(origin, keys, { kind: 'case', caseId: 'c0ffee' }, recipient);
    expect(verified(forCase)?.scope).toEqual({ kind: 'case', caseId: 'c0ffee' });
  });

  it('refuse any change of scope, subject or recipient, and another key', () => {
    const link = stopLink(origin, keys, { kind: 'alerts', uid: 'seller-1' }, recipient);
    const tampered = (name: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(name, value);
      return url.toString();
    };
    expect(verified(tampered('s', 'digest'))).toBeNull();
    expect(verified(tampered('s', 'all'))).toBeNull();
    expect(verified(tampered('i', 'seller-2'))).toBeNull();
    expect(verified(tampered('r', keys.recipient('bob@example.org')))).toBeNull();
    expect(verified(tampered('t', 'A'.repeat(43)))).toBeNull();
    expect(verified(link, other)).toBeNull();
  });

  it('refuse reserved or malformed ids before anything is looked up', () => {
    for (const i of ['__x__', '', 'a/b', 'x'.repeat(129)]) {
      expect(
        v.safeParse(StopLinkQuery, { s: 'case', i, r: recipient, t: 'A'.repeat(43) }).success,
      ).toBe(false);
    }
    expect(v.safeParse(StopLinkQuery, { s: 'all', r: 'not-hex', t: 'A'.repeat(43) }).success).toBe(
      false,
    );
  });
});
