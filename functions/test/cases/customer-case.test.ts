import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newLinkToken } from '../../src/platform/link-tokens.js';
import { confirmCase, postCustomerMessage } from '../../src/domains/cases/customer-case.js';
import { caseMailId } from '../../src/domains/cases/open-case.js';
import { relaySellerMessage } from '../../src/domains/cases/relay-seller-message.js';
import { mailKeys } from '../../src/platform/mail/mail-keys.js';
import { StopLinkQuery, verifyStopLink } from '../../src/platform/mail/stop-links.js';
import { CASE_MAX_MESSAGES, COLLECTIONS, paths, type CaseDoc } from '../../src/shared/index.js';
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
  const confirmedAlert = () => db.doc(paths.mail(caseMailId(CASE, 'alert-confirmed'))).get();
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
    expect(await caseMails()).toEqual([caseMailId(CASE, 'alert-confirmed')]);
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
