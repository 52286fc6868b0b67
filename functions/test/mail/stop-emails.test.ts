import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_MAIL_KEY,
  mailKeysFrom,
  storedMailKey,
} from '../../src/platform/mail/mail-keys.js';
import { answerStopLink } from '../../src/domains/mail/stop-emails.js';
import { paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The stop links' domain code against the real Firestore emulator (own project, cleared before
 * each test): the links of emails sent before stop links were signed, and the functions' key.
 */
const { db } = useAdminFirestore('demo-qr-reviews-stop-emails');
const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
const now = new Date('2026-11-29T08:00:00Z');

describe('stop links sent before they were signed (?u=&k=&t=)', () => {
  it('still stop that kind for the seller’s current address; a forged one stops nothing', async () => {
    const token = randomBytes(24).toString('base64url');
    await db.doc(paths.attention('seller-1')).set({
      unread: 0,
      stopTokens: [{ hash: createHash('sha256').update(token).digest('hex'), kind: 'alerts' }],
    });
    await db.doc(paths.seller('seller-1')).set({
      displayName: 'Ana',
      email: 'ana@example.com',
      emailVerifiedAt: Timestamp.fromDate(now),
      locale: 'en',
      createdAt: Timestamp.fromDate(now),
    });
    const stopKey = paths.mailStop(keys.recipient('ana@example.com'));
    const request = (t: string, method = 'POST') =>
      answerStopLink(db, keys, { method, query: { u: 'seller-1', k: 'alerts', t }, now });

    expect(await request(token, 'GET')).toMatchObject({ status: 200, page: { kind: 'confirm' } });
    expect((await db.doc(stopKey).get()).exists).toBe(false);
    expect(await request('A'.repeat(32))).toMatchObject({ status: 404 });
    expect(await request(token.replace(/.$/, token.endsWith('A') ? 'B' : 'A'))).toMatchObject({
      status: 404,
    });
    expect((await db.doc(stopKey).get()).exists).toBe(false);
    expect(await request(token)).toMatchObject({
      status: 200,
      page: { kind: 'done', scope: 'alerts', resumeAction: null },
    });
    expect(Object.keys(((await db.doc(stopKey).get()).get('alerts') ?? {}) as object)).toEqual([
      'seller-1',
    ]);
    // The profile's own switch is the seller's and stays as it was.
    expect((await db.doc(paths.seller('seller-1')).get()).get('alertEmails')).toBeUndefined();
  });
});

describe('the functions’ mail key', () => {
  it('is generated once, whichever instance asks first, and read back by every other', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => storedMailKey(db)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await storedMailKey(db)).toBe(keys[0]);
    expect((await db.doc(paths.serverKey('mailRecipients')).get()).get('key')).toBe(keys[0]);
  });
});
