import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.js';

describe('mailboxKey', () => {
  it('is one key for an address whatever its case, spaces and plus-tag', () => {
    const key = mailboxKey('ana.pop@example.org');
    for (const variant of [
      'ana.pop@example.org',
      ' Ana.Pop@Example.ORG ',
      'ana.pop+1@example.org',
      'ana.pop+news+shop@example.org',
      'ANA.POP+@example.org',
    ]) {
      expect(mailboxKey(variant), variant).toBe(key);
    }
  });

  it('keeps the dots of every other provider’s addresses: they name other mailboxes', () => {
    expect(mailboxKey('ana.pop@example.org')).not.toBe(mailboxKey('anapop@example.org'));
    expect(mailboxKey('a.na@outlook.com')).not.toBe(mailboxKey('ana@outlook.com'));
  });

  it('is one key for a Gmail mailbox whatever its dots, plus-tag and gmail/googlemail domain', () => {
    const key = mailboxKey('anapop@gmail.com');
    for (const variant of [
      'ana.pop@gmail.com',
      'a.n.a.p.o.p@gmail.com',
      'AnaPop+reviews@GMAIL.com',
      'ana.pop+x@googlemail.com',
      'anapop@googlemail.com.',
    ]) {
      expect(mailboxKey(variant), variant).toBe(key);
    }
    expect(key).toBe('anapop@gmail.com');
  });

  it('leaves a plus that starts the local part, and a string without an @, as they are', () => {
    expect(mailboxKey('+tag@example.org')).toBe('+tag@example.org');
    expect(mailboxKey(' Not An Address ')).toBe('not an address');
  });
});
