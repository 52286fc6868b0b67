import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newLinkToken } from '../../src/platform/link-tokens.js';
import { confirmCase, postCustomerMessage } from '../../src/domains/cases/customer-case.js';
import { caseMailId } from '../../src/domains/cases/open-case.js';
import { relaySellerMessage } from '../../src/domains/cases/relay-seller-message.js';
import { recipientMailId } from '../../src/domains/mail/recipients.js';
import { answerStopLink } from '../../src/domains/mail/stop-emails.js';
import { mailKeys } from '../../src/platform/mail/mail-keys.js';
import { StopLinkQuery, verifyStopLink } from '../../src/platform/mail/stop-links.js';
import {
  CASE_MAX_MESSAGES,
  COLLECTIONS,
  paths,
  type CaseDoc,
  type Role,
} from '../../src/shared/index.js';
import type { StoredMail } from '../integration/cases-env.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The case domain code against the real Firestore emulator (no triggers in this project): what
 * the relay does with an address that is not confirmed, a retried event, and a full thread.
 */
const { db } = useAdminFirestore('demo-qr-reviews-case-domain');
const CASE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const OWNER = 'seller-owner';
const now = new Date();
const deps = { now, origin: 'https://app.example' };

async function seed(fields: Partial<CaseDoc> = {}) {
  const at = Timestamp.fromDate(now);
  await db.doc(paths.case(CASE)).set({
    ownerId: OWNER,
    productId: 'product-1',
    reviewId: CASE,
    status: 'new',
    contact: 'confirmed',
    locale: 'en',
    createdAt: at,
    confirmedAt: at,
    lastActivityAt: at,
    firstReplyAt: null,
    resolvedAt: null,
    messageCount: 0,
    purgeAt: Timestamp.fromMillis(now.getTime() + 90 * 86_400_000),
    ...fields,
  });
  await db.doc(paths.caseContact(CASE)).set({
    email: 'ana@example.org',
    emailHash: 'h',
    confirmedAt: at,
    unconfirmedBucket: 'ca_h_1',
    unconfirmedBucketExpiresAt: at,
    purgeAt: at,
  });
}

const reply = {
  ownerId: OWNER,
  author: 'seller' as const,
  text: 'On its way.',
  createdAt: Timestamp.now(),
};
const mailExists = async (id: string) =>
  (await db.doc(paths.mail(caseMailId(CASE, `reply-${id}`))).get()).exists;

describe('relaySellerMessage', () => {
  it('sends nothing to an address that is not confirmed', async () => {
    await seed({ contact: 'pending_confirmation', confirmedAt: null });
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('no_contact');
    expect(await mailExists('m1')).toBe(false);
    expect((await db.doc(paths.case(CASE)).get()).get('status')).toBe('new');
  });

  it('sends nothing once the customer erased their data', async () => {
    await seed({ contact: 'erased' });
    await db.doc(paths.caseContact(CASE)).delete();
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('no_contact');
    expect(await mailExists('m1')).toBe(false);
  });

  it('relays once: a retried event finds the email queued', async () => {
    await seed();
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('relayed');
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('already_relayed');
    const stored = (await db.doc(paths.case(CASE)).get()).data();
    // The reply was counted in its own commit (firestore.rules); relaying counts nothing more.
    expect(stored).toMatchObject({ status: 'waiting_customer', messageCount: 0 });
    expect(stored?.firstReplyAt).toEqual(reply.createdAt);
    expect(await relaySellerMessage(db, CASE, 'm2', { ...reply, author: 'customer' }, deps)).toBe(
      'not_seller',
    );
  });
});

describe('postCustomerMessage', () => {
  it(`refuses a message when the thread holds ${CASE_MAX_MESSAGES}`, async () => {
    await seed({ messageCount: CASE_MAX_MESSAGES });
    const token = newLinkToken();
    await db.doc(paths.caseToken(token.hash)).set({
      caseId: CASE,
      purpose: 'access',
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(now.getTime() + 86_400_000),
    });
    expect(await postCustomerMessage(db, token.token, 'One more thing', deps)).toEqual({
      kind: 'thread_full',
    });
    expect((await db.collection(paths.caseMessages(CASE)).get()).size).toBe(0);
  });
});

describe('relaySellerMessage: a customer who stopped the emails about the case', () => {
  it('gets the reply in the thread, no email, and a retried event relays it once', async () => {
    await seed();
    await db.doc(paths.product('product-1')).set({ ownerId: OWNER, title: 'Bamboo board' });
    await db.doc(paths.caseContact(CASE)).update({ emailsStoppedAt: Timestamp.now() });
    await db.doc(paths.caseMessage(CASE, 'm1')).set(reply);
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('relayed');
    expect(await relaySellerMessage(db, CASE, 'm1', reply, deps)).toBe('already_relayed');
    expect(await mailExists('m1')).toBe(false);
    // The thread's count is the reply's own commit's (firestore.rules), never the relay's.
    expect((await db.doc(paths.case(CASE)).get()).data()).toMatchObject({
      status: 'waiting_customer',
      messageCount: 0,
    });
    expect((await db.doc(paths.caseMessage(CASE, 'm1')).get()).get('relayedAt')).toBeInstanceOf(
      Timestamp,
    );
  });
});

describe('confirmCase: the seller hears that the customer confirmed', () => {
  const SELLER_EMAIL = 'seller@example.com';
  const confirmedAlert = async () =>
    db
      .doc(
        paths.mail(
          recipientMailId(caseMailId(CASE, 'alert-confirmed'), {
            recipientKey: (await mailKeys(db)).recipient(SELLER_EMAIL),
          }),
        ),
      )
      .get();
  const caseMails = async () =>
    (await db.collection(COLLECTIONS.mail).get()).docs
      .map((doc) => doc.id)
      .filter((id) => id.startsWith(caseMailId(CASE, '')));

  async function pendingCase(seller: Record<string, unknown>) {
    await seed({ contact: 'pending_confirmation', confirmedAt: null });
    await db.doc(paths.seller(OWNER)).set({
      displayName: 'Kitchen Co.',
      email: SELLER_EMAIL,
      emailVerifiedAt: Timestamp.now(),
      locale: 'en',
      createdAt: Timestamp.now(),
      ...seller,
    });
    await db.doc(paths.product('product-1')).set({ ownerId: OWNER, title: 'Bamboo board' });
    const token = newLinkToken();
    await db.doc(paths.caseToken(token.hash)).set({
      caseId: CASE,
      purpose: 'confirm',
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(now.getTime() + 86_400_000),
    });
    return token.token;
  }

  it('queues one alert to the seller, in their language, without the address; a repeat adds none', async () => {
    const token = await pendingCase({ locale: 'de' });
    const result = await confirmCase(db, token, deps);
    expect(result).toMatchObject({ kind: 'ok', view: { contact: 'confirmed' } });

    const mail = (await confirmedAlert()).data() as StoredMail | undefined;
    expect(mail?.to).toEqual([SELLER_EMAIL]);
    expect(mail?.message.subject).toBe('Sie können einem Kunden jetzt zu Bamboo board antworten');
    expect(mail?.message.text).toContain(
      `${deps.origin}/dashboard/product-1?tab=reviews&review=${CASE}&case=1`,
    );
    for (const part of [mail?.message.subject, mail?.message.text, mail?.message.html]) {
      expect(part).not.toContain('ana@example.org');
    }
    // The alert's one-click stop is a real one: it stops this seller's alerts to this address.
    const stop = (mail as { headers?: Record<string, string> }).headers?.['List-Unsubscribe'];
    const parsed = v.parse(
      StopLinkQuery,
      Object.fromEntries(new URL(stop!.slice(1, -1)).searchParams),
    );
    expect(verifyStopLink(await mailKeys(db), parsed)?.scope).toEqual({
      kind: 'alerts',
      uid: OWNER,
    });

    expect(await confirmCase(db, token, deps)).toMatchObject({ kind: 'ok' });
    expect(await caseMails()).toEqual([(await confirmedAlert()).id]);
  });

  it('opening the link proves the address again: a stop of the case’s emails is lifted', async () => {
    const token = await pendingCase({});
    await db.doc(paths.caseContact(CASE)).update({ emailsStoppedAt: Timestamp.now() });
    expect(await confirmCase(db, token, deps)).toMatchObject({ kind: 'ok' });
    expect((await db.doc(paths.caseContact(CASE)).get()).get('emailsStoppedAt')).toBeUndefined();
  });

  it('confirms but sends the seller nothing when their alert emails are off', async () => {
    const token = await pendingCase({ alertEmails: false });
    expect(await confirmCase(db, token, deps)).toMatchObject({
      kind: 'ok',
      view: { contact: 'confirmed' },
    });
    expect((await confirmedAlert()).exists).toBe(false);
    expect((await db.doc(paths.case(CASE)).get()).get('contact')).toBe('confirmed');
  });
});

describe('case alerts per person (docs/decisions.md, "Alerts per person")', () => {
  const OWNER_EMAIL = 'owner@example.com';
  const at = Timestamp.fromDate(now);

  /** Every case alert queued, to whom and its subject, by address. */
  async function caseAlerts(decision: string) {
    const prefix = `${caseMailId(CASE, decision)}-`;
    return (await db.collection(COLLECTIONS.mail).get()).docs
      .filter((doc) => doc.id.startsWith(prefix))
      .map((doc) => doc.data() as StoredMail & { headers?: Record<string, string> })
      .map((mail) => ({
        to: mail.to[0]!,
        subject: mail.message.subject,
        text: mail.message.text,
        stop: mail.headers?.['List-Unsubscribe'] ?? '',
      }))
      .sort((a, b) => a.to.localeCompare(b.to));
  }

  async function member(uid: string, role: Role, alerts: Record<string, unknown>) {
    await db.doc(paths.accountMember(OWNER, uid)).set({
      role,
      displayName: uid,
      email: uid === OWNER ? OWNER_EMAIL : `${uid}@example.com`,
      joinedAt: at,
      alerts: {
        emails: true,
        digest: false,
        locale: 'en',
        products: [],
        stores: [],
        updatedAt: at,
        ...alerts,
      },
    });
  }

  /** A team whose account's alert address is the Owner's, and a case waiting for confirmation. */
  async function teamCase() {
    await seed({ contact: 'pending_confirmation', confirmedAt: null });
    await db.doc(paths.seller(OWNER)).set({
      displayName: 'Kitchen Co.',
      email: OWNER_EMAIL,
      emailVerifiedAt: at,
      locale: 'en',
      createdAt: at,
    });
    await db.doc(paths.product('product-1')).set({ ownerId: OWNER, title: 'Bamboo board' });
    await db.doc(paths.review('product-1', CASE)).set({ ownerId: OWNER, store: 'emag' });
    await member(OWNER, 'owner', { locale: 'fr' });
    await member('support', 'support', { locale: 'de', stores: ['emag'] });
    await member('quiet', 'manager', { emails: false });
    await member('amazon', 'support', { stores: ['amazon'] });
    await member('mugs', 'support', { products: ['mug'] });
    // A Viewer who switched everything on: their role answers no case.
    await member('viewer', 'viewer', { digest: true, locale: 'pl' });
    const token = newLinkToken();
    await db.doc(paths.caseToken(token.hash)).set({
      caseId: CASE,
      purpose: 'confirm',
      createdAt: at,
      expiresAt: Timestamp.fromMillis(now.getTime() + 86_400_000),
    });
    return token.token;
  }

  it('each member who can answer the case and follows it gets it in their language; one email to the shared mailbox; no Viewer', async () => {
    const token = await teamCase();
    expect(await confirmCase(db, token, deps)).toMatchObject({ kind: 'ok' });
    const confirmed = await caseAlerts('alert-confirmed');
    // The Owner's address is also the account's alert address: one email, in the Owner's French.
    expect(confirmed.map(({ to, subject }) => [to, subject])).toEqual([
      [OWNER_EMAIL, 'Vous pouvez maintenant répondre à un client au sujet de Bamboo board'],
      ['support@example.com', 'Sie können einem Kunden jetzt zu Bamboo board antworten'],
    ]);
    const keys = await mailKeys(db);
    for (const { to, text, stop } of confirmed) {
      expect(text).toContain(
        `${deps.origin}/dashboard/product-1?tab=reviews&review=${CASE}&case=1`,
      );
      const parsed = v.parse(
        StopLinkQuery,
        Object.fromEntries(new URL(stop.slice(1, -1)).searchParams),
      );
      expect(parsed.r).toBe(keys.recipient(to));
      expect(verifyStopLink(keys, parsed)?.scope).toEqual({ kind: 'alerts', uid: OWNER });
    }
    // Nothing to the Viewer, to the one with alerts off, nor to those following other things.
    const everyone = (await db.collection(COLLECTIONS.mail).get()).docs.map(
      (doc) => (doc.data() as StoredMail).to[0],
    );
    for (const nobody of ['viewer', 'quiet', 'amazon', 'mugs']) {
      expect(everyone).not.toContain(`${nobody}@example.com`);
    }
  });

  it('one member’s stop link stops their case alerts only', async () => {
    const token = await teamCase();
    expect(await confirmCase(db, token, deps)).toMatchObject({ kind: 'ok' });
    const support = (await caseAlerts('alert-confirmed')).find(
      ({ to }) => to === 'support@example.com',
    );
    const stop = new URL(support!.stop.slice(1, -1));
    const answer = await answerStopLink(db, await mailKeys(db), {
      method: 'POST',
      query: Object.fromEntries(stop.searchParams),
      now,
    });
    expect(answer.status).toBe(200);

    expect(await postCustomerMessage(db, token, 'The handle broke.', deps)).toMatchObject({
      kind: 'ok',
    });
    const [message] = (await db.collection(paths.caseMessages(CASE)).get()).docs;
    const answered = await caseAlerts(`alert-${message!.id}`);
    expect(answered.map(({ to }) => to)).toEqual([OWNER_EMAIL]);
    expect(answered[0]!.text).toContain('The handle broke.');
    expect(answered[0]!.text).not.toContain('ana@example.org');
  });
});
