import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_ALERT_PRODUCTS, paths } from '../../src/shared/index.js';
import {
  OTHER_ACCOUNT,
  PERSONA_UIDS,
  TEAM_ACCOUNT,
  useRulesEnv,
  type Persona,
} from '../support/rules-env.js';

/**
 * accounts/{accountId}/members/{uid}.alerts (docs/decisions.md, "Alerts per person"): the member
 * themself writes their own alert settings, every field checked; nobody else does, not another
 * member of the account, not its Owner, not a member of another account, not a visitor; and the
 * write changes nothing else of the membership.
 */
const rules = useRulesEnv('member-alerts');
const T = TEAM_ACCOUNT;

const settings = (extra: Record<string, unknown> = {}) => ({
  emails: true,
  digest: false,
  locale: 'ro',
  products: ['lamp-1', 'mug_2'],
  stores: ['emag', 'amazon'],
  updatedAt: serverTimestamp(),
  ...extra,
});

const own = (persona: Exclude<Persona, 'anonymous'>) =>
  doc(rules.as(persona), paths.accountMember(T, PERSONA_UIDS[persona]));

describe('a member’s own alert settings', () => {
  it('each member, whatever their role, writes their own, and they are stored as sent', async () => {
    for (const persona of ['owner', 'manager', 'support', 'viewer'] as const) {
      await assertSucceeds(updateDoc(own(persona), { alerts: settings({ digest: true }) }));
      const stored = await rules.stored(paths.accountMember(T, PERSONA_UIDS[persona]));
      expect(stored).toMatchObject({
        role: persona,
        alerts: { emails: true, digest: true, locale: 'ro', products: ['lamp-1', 'mug_2'] },
      });
    }
    // Changed again: switched off, no filters.
    await assertSucceeds(
      updateDoc(own('support'), {
        alerts: settings({ emails: false, products: [], stores: [] }),
      }),
    );
    expect(
      (await rules.stored(paths.accountMember(T, PERSONA_UIDS.support)))?.alerts,
    ).toMatchObject({ emails: false, products: [], stores: [] });
  });

  it('nobody else writes them: not another member, not the Owner, not another account, not a visitor', async () => {
    const support = paths.accountMember(T, PERSONA_UIDS.support);
    const before = await rules.stored(support);
    for (const persona of ['owner', 'manager', 'viewer', 'otherAccountMember'] as const) {
      await assertFails(updateDoc(doc(rules.as(persona), support), { alerts: settings() }));
    }
    await assertFails(updateDoc(doc(rules.anonymous(), support), { alerts: settings() }));
    // A removed member (no member document) and an invitee write nothing either.
    for (const persona of ['removedMember', 'pendingInvitee'] as const) {
      await assertFails(
        updateDoc(doc(rules.as(persona), paths.accountMember(T, PERSONA_UIDS[persona])), {
          alerts: settings(),
        }),
      );
    }
    // Nor does a member write theirs into another account.
    await assertFails(
      updateDoc(
        doc(rules.as('support'), paths.accountMember(OTHER_ACCOUNT, PERSONA_UIDS.support)),
        { alerts: settings() },
      ),
    );
    expect(await rules.stored(support)).toEqual(before);
  });

  it('changes nothing else of the membership', async () => {
    for (const extra of [
      { role: 'owner' },
      { email: 'another@example.com' },
      { displayName: 'Someone else' },
      { joinedAt: serverTimestamp() },
      { addedBy: PERSONA_UIDS.owner },
    ]) {
      await assertFails(updateDoc(own('support'), { alerts: settings(), ...extra }));
    }
    await assertFails(updateDoc(own('viewer'), { role: 'support' }));
    // Removing them is not allowed either: a document always says everything.
    await assertSucceeds(updateDoc(own('viewer'), { alerts: settings() }));
    await assertFails(updateDoc(own('viewer'), { alerts: deleteField() }));
    expect((await rules.stored(paths.accountMember(T, PERSONA_UIDS.support)))?.role).toBe(
      'support',
    );
  });

  it('checks every field', async () => {
    const tooMany = Array.from({ length: MAX_ALERT_PRODUCTS + 1 }, (_, i) => `p${i}`);
    const atMost = tooMany.slice(0, MAX_ALERT_PRODUCTS);
    await assertSucceeds(updateDoc(own('manager'), { alerts: settings({ products: atMost }) }));
    const refused: Record<string, unknown>[] = [
      { emails: 'yes' },
      { emails: null },
      { digest: 1 },
      { locale: 'xx' },
      { locale: 'EN' },
      { products: 'lamp-1' },
      { products: tooMany },
      { products: ['lamp 1'] },
      { products: ['__reserved__'] },
      { products: [''] },
      { products: ['a'.repeat(129)] },
      { products: ['lamp-1', 'lamp-1'] },
      { products: [...atMost.slice(0, 19), 'bad id'] },
      { products: [7] },
      { stores: ['ebay'] },
      { stores: ['emag', 'emag'] },
      { stores: 'emag' },
      { updatedAt: Timestamp.fromMillis(0) },
      { extra: true },
    ];
    for (const change of refused) {
      await assertFails(updateDoc(own('manager'), { alerts: settings(change) }));
    }
    for (const key of ['emails', 'digest', 'locale', 'products', 'stores', 'updatedAt']) {
      const missing: Record<string, unknown> = settings();
      delete missing[key];
      await assertFails(updateDoc(own('manager'), { alerts: missing }));
    }
    await assertFails(updateDoc(own('manager'), { alerts: true }));
    expect(
      (await rules.stored(paths.accountMember(T, PERSONA_UIDS.manager)))?.alerts,
    ).toMatchObject({ products: atMost });
  });
});
