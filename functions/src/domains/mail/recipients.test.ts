import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { MemberAlerts, Role, SellerDoc } from '../../shared/index.js';
import { memberAlertsOf } from '../../shared/index.js';
import { alertRecipients, follows, type MemberEntry } from './recipients.js';

const ACCOUNT = 'founder';
const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

const seller = (extra: Partial<SellerDoc> = {}): SellerDoc => ({
  displayName: 'Shop',
  email: 'founder@example.com',
  locale: 'ro',
  createdAt: at,
  emailVerifiedAt: at,
  ...extra,
});

const member = (
  uid: string,
  role: Role,
  alerts?: Partial<MemberAlerts>,
  email = `${uid}@example.com`,
): MemberEntry => ({
  uid,
  member: {
    role,
    displayName: uid,
    email,
    joinedAt: at,
    ...(alerts
      ? {
          alerts: {
            emails: true,
            digest: false,
            locale: 'en',
            products: [],
            stores: [],
            updatedAt: at,
            ...alerts,
          },
        }
      : {}),
  },
});

const team = [
  member(ACCOUNT, 'owner', undefined, 'founder@example.com'),
  member('manager', 'manager'),
  member('support', 'support', { locale: 'de' }),
  member('viewer', 'viewer'),
];

const emails = (list: { email: string }[]) => list.map((r) => r.email);

describe('who gets an account’s alerts (alertRecipients)', () => {
  it('alerts go to the roles that answer cases, each in their own language; never to a Viewer', () => {
    const recipients = alertRecipients(ACCOUNT, seller(), team, 'alerts');
    expect(recipients.map((r) => [r.email, r.locale, r.memberId])).toEqual([
      ['founder@example.com', 'ro', ACCOUNT],
      ['manager@example.com', 'ro', 'manager'],
      ['support@example.com', 'de', 'support'],
    ]);
    // A Viewer who switched alert emails on still gets none: their role cannot act on them.
    const eager = [
      ...team.slice(0, 3),
      member('viewer', 'viewer', { emails: true, digest: false }),
    ];
    expect(emails(alertRecipients(ACCOUNT, seller(), eager, 'alerts'))).not.toContain(
      'viewer@example.com',
    );
  });

  it('the digest goes only to those who asked for it, a Viewer included', () => {
    expect(alertRecipients(ACCOUNT, seller(), team, 'digest')).toEqual([]);
    const asked = [
      ...team.slice(0, 3),
      member('viewer', 'viewer', { emails: false, digest: true, locale: 'fr' }),
    ];
    expect(
      alertRecipients(ACCOUNT, seller(), asked, 'digest').map((r) => [r.email, r.locale]),
    ).toEqual([['viewer@example.com', 'fr']]);
    // The account's own switch is the founder's until they save their own settings.
    expect(emails(alertRecipients(ACCOUNT, seller({ dailyDigest: true }), team, 'digest'))).toEqual(
      ['founder@example.com'],
    );
  });

  it('a member who switched alert emails off gets none; their saved settings rule their mailbox', () => {
    const off = [
      member(ACCOUNT, 'owner', { emails: false }, 'founder@example.com'),
      member('support', 'support', { emails: false }),
    ];
    expect(alertRecipients(ACCOUNT, seller(), off, 'alerts')).toEqual([]);
    // The founder's own "on" wins over the account's switch once saved.
    const on = [member(ACCOUNT, 'owner', { emails: true }, 'founder@example.com')];
    expect(emails(alertRecipients(ACCOUNT, seller({ alertEmails: false }), on, 'alerts'))).toEqual([
      'founder@example.com',
    ]);
  });

  it('a seller from before members keeps what they had: the account switches, the alert address', () => {
    // Alerts switched off on the account: the founder (same address) gets none by default.
    expect(
      alertRecipients(ACCOUNT, seller({ alertEmails: false }), team.slice(0, 1), 'alerts'),
    ).toEqual([]);
    // Another confirmed address: it gets the alerts, the founder's sign-in address does not.
    const shared = seller({ alertEmail: 'shop@example.com' });
    expect(
      alertRecipients(ACCOUNT, shared, team.slice(0, 1), 'alerts').map((r) => [
        r.email,
        r.memberId,
      ]),
    ).toEqual([['shop@example.com', null]]);
    // No members read at all (an account before its migration): the profile's address.
    expect(emails(alertRecipients(ACCOUNT, seller(), [], 'alerts'))).toEqual([
      'founder@example.com',
    ]);
    expect(alertRecipients(ACCOUNT, seller({ emailVerifiedAt: undefined }), [], 'alerts')).toEqual(
      [],
    );
  });

  it('one email per mailbox, whatever its case; no unverified address', () => {
    const twice = [
      member(ACCOUNT, 'owner', undefined, 'Founder@Example.com'),
      member('manager', 'manager', undefined, ' founder@example.com'),
      member('support', 'support', undefined, ''),
    ];
    expect(emails(alertRecipients(ACCOUNT, seller(), twice, 'alerts'))).toEqual([
      'Founder@Example.com',
    ]);
  });

  it('a webhook’s switch-off goes to every Owner, whatever their switches, and to nobody else', () => {
    const owners = [
      member(ACCOUNT, 'owner', { emails: false, locale: 'pl' }, 'founder@example.com'),
      member('second', 'owner'),
      ...team.slice(1),
    ];
    expect(
      alertRecipients(
        ACCOUNT,
        seller({ alertEmail: 'shop@example.com' }),
        owners,
        'webhookOff',
      ).map((r) => [r.email, r.locale]),
    ).toEqual([
      ['founder@example.com', 'pl'],
      ['second@example.com', 'ro'],
    ]);
  });

  it('filters: only the products and marketplaces a member follows', () => {
    const [support] = alertRecipients(
      ACCOUNT,
      seller(),
      [member('support', 'support', { products: ['lamp'], stores: ['emag'] })],
      'alerts',
    );
    expect(follows(support!, { productId: 'lamp', store: 'emag' })).toBe(true);
    expect(follows(support!, { productId: 'lamp', store: 'amazon' })).toBe(false);
    expect(follows(support!, { productId: 'mug', store: 'emag' })).toBe(false);
    const [manager] = alertRecipients(ACCOUNT, seller(), [member('manager', 'manager')], 'alerts');
    expect(follows(manager!, { productId: 'mug', store: 'shopify' })).toBe(true);
    // A case whose review is gone (its marketplace unknown): only those following every one.
    expect(follows(support!, { productId: 'lamp', store: null })).toBe(false);
    expect(follows(manager!, { productId: 'lamp', store: null })).toBe(true);
  });

  it('defaults: a new member who can act gets alerts in the account’s language, no digest', () => {
    expect(memberAlertsOf(ACCOUNT, seller(), member('new', 'support'))).toEqual({
      emails: true,
      digest: false,
      locale: 'ro',
      products: [],
      stores: [],
    });
    expect(memberAlertsOf(ACCOUNT, seller(), member('looker', 'viewer'))).toMatchObject({
      emails: false,
      digest: false,
    });
  });
});
