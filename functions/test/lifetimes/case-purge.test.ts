import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { caseMailId } from '../../src/domains/cases/open-case.js';
import { PURGE_MAX_CASES } from '../../src/domains/cases/purge-cases.js';
import { sweepExpired } from '../../src/entry/sweep-purges.js';
import { COLLECTIONS, paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The purge of cases without activity (docs/privacy.md) by the hourly sweep, with a fake clock,
 * against the real Firestore emulator: a case past its purgeAt goes with its address, thread,
 * links and emails; nothing before; every run is bounded.
 */
const { db } = useAdminFirestore('demo-qr-reviews-case-purge');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.now() + 90 * DAY;
const OWNER = 'seller-owner';

async function seedCase(firestore: Firestore, caseId: string, purgeAt: number) {
  const batch = firestore.batch();
  batch.set(firestore.doc(paths.case(caseId)), {
    ownerId: OWNER,
    productId: 'product-1',
    reviewId: caseId,
    status: 'waiting_customer',
    contact: 'confirmed',
    locale: 'en',
    createdAt: Timestamp.now(),
    confirmedAt: Timestamp.now(),
    lastActivityAt: Timestamp.now(),
    firstReplyAt: null,
    resolvedAt: null,
    messageCount: 3,
    purgeAt: Timestamp.fromMillis(purgeAt),
  });
  batch.set(firestore.doc(paths.caseContact(caseId)), {
    email: `${caseId}@example.org`,
    purgeAt: Timestamp.fromMillis(purgeAt),
  });
  for (const i of [1, 2, 3]) {
    batch.set(firestore.doc(paths.caseMessage(caseId, `m${i}`)), {
      ownerId: OWNER,
      author: i === 2 ? 'seller' : 'customer',
      text: `message ${i}`,
      createdAt: Timestamp.now(),
    });
  }
  batch.set(firestore.doc(paths.caseToken(`${caseId}-token`)), {
    caseId,
    purpose: 'access',
    expiresAt: Timestamp.fromMillis(purgeAt + 30 * DAY),
  });
  batch.set(firestore.doc(paths.mail(caseMailId(caseId, 'confirm'))), {
    to: [`${caseId}@example.org`],
  });
  await batch.commit();
}

async function everything(caseId: string) {
  const [caseDoc, contact, messages, tokens, mail] = await Promise.all([
    db.doc(paths.case(caseId)).get(),
    db.doc(paths.caseContact(caseId)).get(),
    db.collection(paths.caseMessages(caseId)).get(),
    db.collection(COLLECTIONS.caseTokens).where('caseId', '==', caseId).get(),
    db.doc(paths.mail(caseMailId(caseId, 'confirm'))).get(),
  ]);
  return {
    case: caseDoc.exists,
    contact: contact.exists,
    messages: messages.size,
    tokens: tokens.size,
    mail: mail.exists,
  };
}

const ALL = { case: true, contact: true, messages: 3, tokens: 1, mail: true };
const NONE = { case: false, contact: false, messages: 0, tokens: 0, mail: false };

describe('the purge of inactive cases', () => {
  it('deletes a case with everything of it once its purgeAt passed, and no other', async () => {
    await seedCase(db, 'case-due', T);
    await seedCase(db, 'case-later', T + 10 * DAY);

    const early = await sweepExpired(db, new Date(T - HOUR));
    expect(early).toMatchObject({ cases: 0 });
    expect(await everything('case-due')).toEqual(ALL);

    const due = await sweepExpired(db, new Date(T + HOUR));
    expect(due).toMatchObject({ cases: 1, more: false });
    expect(await everything('case-due')).toEqual(NONE);
    expect(await everything('case-later')).toEqual(ALL);
  });

  it(`purges at most ${PURGE_MAX_CASES} cases a run and says more are left`, async () => {
    const ids = Array.from({ length: PURGE_MAX_CASES + 3 }, (_, i) => `bulk-${i}`);
    for (const id of ids) await seedCase(db, id, T);
    const first = await sweepExpired(db, new Date(T + HOUR));
    expect(first).toMatchObject({ cases: PURGE_MAX_CASES, more: true });
    const second = await sweepExpired(db, new Date(T + 2 * HOUR));
    expect(second).toMatchObject({ cases: 3, more: false });
    expect((await db.collection(COLLECTIONS.cases).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.caseContacts).get()).size).toBe(0);
  });

  it('deletes an address whose case a TTL policy deleted first, and expired links', async () => {
    await db
      .doc(paths.caseContact('orphan'))
      .set({ email: 'orphan@example.org', purgeAt: Timestamp.fromMillis(T) });
    await db.doc(paths.caseToken('old-link')).set({
      caseId: 'gone',
      purpose: 'confirm',
      expiresAt: Timestamp.fromMillis(T),
    });
    // A link confirming another alert address lives as long (domains/alerts/alert-address.ts).
    await db.doc(paths.alertAddressToken('old-address-link')).set({
      uid: 'seller-1',
      email: 'team@example.org',
      createdAt: Timestamp.fromMillis(T - DAY),
      expiresAt: Timestamp.fromMillis(T),
    });
    expect(await sweepExpired(db, new Date(T - HOUR))).toMatchObject({
      caseContacts: 0,
      caseTokens: 0,
      alertAddressTokens: 0,
    });
    expect(await sweepExpired(db, new Date(T + HOUR))).toMatchObject({
      caseContacts: 1,
      caseTokens: 1,
      alertAddressTokens: 1,
    });
    expect((await db.doc(paths.caseContact('orphan')).get()).exists).toBe(false);
    expect((await db.doc(paths.alertAddressToken('old-address-link')).get()).exists).toBe(false);
  });
});
