import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recordAttentionReview, sendFollowUp } from '../../src/domains/alerts/attention.js';
import { answerStopLink } from '../../src/domains/mail/stop-emails.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { COLLECTIONS, paths, type ReviewDoc, type Role } from '../../src/shared/index.js';
import { MailStopDoc, type QueuedMail } from '../../src/shared/schemas/mail.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * Alerts per person (docs/decisions.md, "Alerts per person") on the Firestore emulator, through
 * the domain code the triggers call: a low review emails every member whose role answers cases
 * and who wants it, each in their own language and as their filters say, and no Viewer; one
 * member's stop link stops their own emails only, the alert's and the follow-up's.
 */
const { db } = useAdminFirestore('demo-qr-reviews-member-alerts');
const ACCOUNT = 'team-shop';
const T0 = new Date('2026-11-26T10:00:00Z').getTime();
const WINDOW = 600_000;
const ORIGIN = 'https://app.example';
const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
const joinedAt = Timestamp.fromMillis(T0 - 86_400_000);

const address = (uid: string) => `${uid}@example.com`;

async function member(uid: string, role: Role, alerts?: Record<string, unknown>) {
  await db.doc(paths.accountMember(ACCOUNT, uid)).set({
    role,
    displayName: uid,
    email: address(uid),
    joinedAt,
    ...(alerts
      ? {
          alerts: {
            emails: true,
            digest: false,
            locale: 'en',
            products: [],
            stores: [],
            updatedAt: joinedAt,
            ...alerts,
          },
        }
      : {}),
  });
}

async function seedTeam() {
  await db.doc(paths.seller(ACCOUNT)).set({
    displayName: 'Team Shop',
    email: address(ACCOUNT),
    emailVerifiedAt: joinedAt,
    locale: 'en',
    createdAt: joinedAt,
  });
  await db.doc(paths.product('lamp')).set({ ownerId: ACCOUNT, title: 'Lamp' });
  await db.doc(paths.product('mug')).set({ ownerId: ACCOUNT, title: 'Mug' });
  // The founder: no settings saved, the account's (alerts on, English).
  await member(ACCOUNT, 'owner');
  await member('manager', 'manager', { locale: 'de' });
  await member('support', 'support', { locale: 'ro', stores: ['emag'] });
  await member('mugs', 'support', { locale: 'fr', products: ['mug'] });
  await member('quiet', 'support', { emails: false });
  // A Viewer who switched everything on: their role answers no case.
  await member('viewer', 'viewer', { emails: true, digest: true, locale: 'pl' });
}

const review = (at: number): ReviewDoc => ({
  ownerId: ACCOUNT,
  rating: 1,
  feedback: 'Broke at once.',
  store: 'emag',
  published: false,
  locale: 'en',
  createdAt: Timestamp.fromMillis(at),
  unread: true,
});

const record = (productId: string, reviewId: string, at: number) =>
  recordAttentionReview(db, productId, reviewId, review(at), {
    now: new Date(at),
    windowMs: WINDOW,
    origin: ORIGIN,
    enqueue: () => Promise.resolve(),
  });

/** Every queued email whose id starts with `prefix`: to whom, and its subject. */
async function mails(prefix: string) {
  const { docs } = await db.collection(COLLECTIONS.mail).get();
  return docs
    .filter((doc) => doc.id.startsWith(prefix))
    .map((doc) => doc.data() as QueuedMail)
    .map((mail) => ({
      to: mail.to[0]!,
      subject: mail.message.subject,
      stop: mail.headers?.['List-Unsubscribe'],
    }))
    .sort((a, b) => a.to.localeCompare(b.to));
}

describe('alerts per person', () => {
  it('a low review emails each member who can act on it, in their language; no Viewer', async () => {
    await seedTeam();
    expect(await record('lamp', 'r1', T0)).toBe('alerted');
    const sent = await mails('alert-lamp-r1-');
    expect(sent.map(({ to, subject }) => [to, subject])).toEqual([
      ['manager@example.com', '1 Stern für Lamp'],
      ['support@example.com', expect.stringContaining('Lamp')],
      [address(ACCOUNT), '1 star for Lamp'],
    ]);
    // Each in their own language: the Romanian one is not the English one.
    expect(sent[1]!.subject).not.toBe('1 star for Lamp');
    // Nothing to the Viewer, to the one who switched alerts off, nor to the one who follows mugs.
    const all = (await db.collection(COLLECTIONS.mail).get()).docs.map(
      (doc) => (doc.data() as QueuedMail).to[0],
    );
    for (const nobody of ['viewer', 'quiet', 'mugs']) expect(all).not.toContain(address(nobody));
    // Each stop link is its own recipient's: signed for their address, this account's alerts.
    for (const { to, stop } of sent) {
      const link = new URL(stop!.slice(1, -1));
      expect(link.searchParams.get('r')).toBe(keys.recipient(to));
      expect(link.searchParams.get('i')).toBe(ACCOUNT);
    }
  });

  it('a member’s stop link stops their emails only, the follow-up’s too', async () => {
    await seedTeam();
    expect(await record('lamp', 'r1', T0)).toBe('alerted');
    const manager = (await mails('alert-lamp-r1-')).find(
      (mail) => mail.to === 'manager@example.com',
    );
    const stop = new URL(manager!.stop!.slice(1, -1));
    const answer = await answerStopLink(db, keys, {
      method: 'POST',
      query: Object.fromEntries(stop.searchParams),
      now: new Date(T0 + 1000),
    });
    expect(answer.status).toBe(200);

    // Within the window: the next low reviews wait for the follow-up.
    expect(await record('lamp', 'r2', T0 + 60_000)).toBe('pending');
    expect(await record('mug', 'r3', T0 + 120_000)).toBe('pending');
    expect(
      await sendFollowUp(db, ACCOUNT, {
        now: new Date(T0 + WINDOW),
        windowMs: WINDOW,
        origin: ORIGIN,
      }),
    ).toEqual({
      kind: 'sent',
      count: 2,
    });
    const followUps = await mails(`follow-up-${ACCOUNT}-`);
    // The founder and the Romanian support member (eMAG only: both reviews), and the one who
    // follows mugs (the mug's review only); not the manager, who stopped them.
    expect(followUps.map(({ to }) => to)).toEqual([
      'mugs@example.com',
      'support@example.com',
      address(ACCOUNT),
    ]);

    // After the window, a new alert: again everyone but the manager.
    expect(await record('lamp', 'r4', T0 + 3 * WINDOW)).toBe('alerted');
    expect((await mails('alert-lamp-r4-')).map(({ to }) => to)).toEqual([
      'support@example.com',
      address(ACCOUNT),
    ]);
    // The manager's stop is theirs alone: kept for their address, for this account.
    const stops = v.parse(
      MailStopDoc,
      (await db.doc(paths.mailStop(keys.recipient('manager@example.com'))).get()).data(),
    );
    expect(Object.keys(stops.alerts)).toEqual([ACCOUNT]);
    expect((await db.doc(paths.mailStop(keys.recipient('support@example.com'))).get()).exists).toBe(
      false,
    );
  });
});
