import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { invitationEmailKey, LOCALES, type InvitationDoc } from '../../shared/index.js';
import { invitationEmail } from './invitation-email.js';
import { invitationState, livePending, withoutInvitation } from './invitations.js';

const NOW = new Date(Date.UTC(2026, 10, 2, 9));
const at = (ms: number) => Timestamp.fromMillis(NOW.getTime() + ms);
const invitation = (fields: Partial<InvitationDoc> = {}): InvitationDoc => ({
  accountId: 'shop',
  email: 'sam@example.org',
  role: 'support',
  status: 'pending',
  invitedBy: 'shop',
  invitedByName: 'Ana',
  createdAt: at(-1000),
  expiresAt: at(1000),
  ...fields,
});

describe('invitationState', () => {
  it('is pending only before its expiry and while neither accepted nor revoked', () => {
    expect(invitationState(invitation(), NOW)).toBe('pending');
    expect(invitationState(invitation({ expiresAt: at(0) }), NOW)).toBe('expired');
    expect(invitationState(invitation({ expiresAt: null }), NOW)).toBe('expired');
    expect(invitationState(invitation({ status: 'accepted' }), NOW)).toBe('used');
    expect(invitationState(invitation({ status: 'revoked', expiresAt: at(-1) }), NOW)).toBe(
      'revoked',
    );
  });
});

describe('the pending ledger', () => {
  const ledger = {
    pending: {
      a: { id: 'a'.repeat(64), expiresAt: at(1) },
      b: { id: 'b'.repeat(64), expiresAt: at(0) },
      c: { id: 'c'.repeat(64), expiresAt: at(-5) },
    },
  };
  it('counts only invitations that have not expired, and drops one by its id', () => {
    expect(Object.keys(livePending(ledger, NOW))).toEqual(['a']);
    expect(livePending(null, NOW)).toEqual({});
    expect(withoutInvitation(ledger.pending, 'b'.repeat(64))).not.toHaveProperty('b');
    expect(Object.keys(withoutInvitation(ledger.pending, 'b'.repeat(64)))).toEqual(['a', 'c']);
  });
});

describe('invitationEmailKey', () => {
  it('compares addresses case aside and without surrounding space', () => {
    expect(invitationEmailKey(' Sam@Example.ORG ')).toBe('sam@example.org');
  });
});

describe('invitationEmail', () => {
  const links = {
    open: 'https://app.example/invite?t=abc',
    stop: 'https://app.example/mail/stop?s=alerts',
    stopAll: 'https://app.example/mail/stop?s=all',
  };

  it('names who invites, the account, the role, the address to sign in with and the link', () => {
    const mail = invitationEmail(
      'en',
      {
        account: 'Kitchen <b>Corner</b>',
        inviter: 'Ana',
        role: 'viewer',
        email: 'sam@example.org',
      },
      links,
    );
    expect(mail.subject).toBe('Ana invited you to Kitchen <b>Corner</b> on QR Reviews');
    expect(mail.text).toContain('with the role “Viewer”');
    expect(mail.text).toContain('without changing anything');
    expect(mail.text).toContain('sign in with Google as sam@example.org');
    expect(mail.text).toContain(`Accept the invitation: ${links.open}`);
    expect(mail.text).toContain(links.stopAll);
    expect(mail.html).toContain('Kitchen &lt;b&gt;Corner&lt;/b&gt;');
    expect(mail.html).toContain(`<a href="${links.open}">Accept the invitation</a>`);
  });

  it.each(LOCALES)('%s: every role reads differently and the link is there', (locale) => {
    const bodies = (['manager', 'support', 'viewer'] as const).map((role) =>
      invitationEmail(locale, { account: 'A', inviter: 'I', role, email: 'e@x.org' }, links),
    );
    expect(new Set(bodies.map((mail) => mail.text)).size).toBe(3);
    for (const mail of bodies) expect(mail.text).toContain(links.open);
  });
});
