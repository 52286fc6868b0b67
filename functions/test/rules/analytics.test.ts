import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { emptyProductStats, newProductInput, paths } from '../../src/shared/index.js';
import { OTHER_UID, OWNER_UID, useRulesEnv } from '../support/rules-env.js';

/**
 * Analytics counters (docs/decisions.md, "Analytics"): written only by functions; each document carries ownerId and
 * only that seller reads it. Every document kind: owner / another seller / anonymous.
 */
const rules = useRulesEnv('analytics');
const PRODUCT = 'product-1';

const yearDoc = (extra: Record<string, unknown> = {}) => ({
  ownerId: OWNER_UID,
  timeZone: 'Europe/Bucharest',
  m: { '06': { '30': { o: 4, r: 1, t: 5, h: { '5': 1 } } } },
  ...extra,
});
const bufferDoc = (extra: Record<string, unknown> = {}) => ({
  ownerId: OWNER_UID,
  window: 29_000_000,
  timeZone: 'Europe/Bucharest',
  p: { [PRODUCT]: { n: 'Mug', d: { '2025-06-30': { o: 1 } } } },
  ...extra,
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.product(PRODUCT)), {
      ...newProductInput(),
      title: 'Mug',
      ownerId: OWNER_UID,
      stats: emptyProductStats(),
    });
    await setDoc(
      doc(db, paths.productAnalyticsYear(PRODUCT, '2025')),
      yearDoc({ productId: PRODUCT }),
    );
    await setDoc(doc(db, paths.sellerAnalyticsYear(OWNER_UID, '2025')), yearDoc());
    await setDoc(doc(db, paths.sellerRankingYear(OWNER_UID, '2025')), {
      ownerId: OWNER_UID,
      p: { [PRODUCT]: { n: 'Mug', m: { '06': { o: 4, r: 1, t: 5 } } } },
    });
    await setDoc(doc(db, paths.analyticsBufferShard(OWNER_UID, 29_000_000, 0)), bufferDoc());
    await setDoc(doc(db, paths.analyticsRollUpRetry(OWNER_UID)), {
      ownerId: OWNER_UID,
      window: 29_000_000,
    });
    // A stray document under the owner's path that names someone else is not theirs to read.
    await setDoc(
      doc(db, paths.sellerAnalyticsYear(OWNER_UID, '2024')),
      yearDoc({ ownerId: OTHER_UID }),
    );
  });
});

const documents: [string, (db: Firestore) => ReturnType<typeof doc>][] = [
  ['a product year', (db) => doc(db, paths.productAnalyticsYear(PRODUCT, '2025'))],
  ['a seller year', (db) => doc(db, paths.sellerAnalyticsYear(OWNER_UID, '2025'))],
  ['a ranking year', (db) => doc(db, paths.sellerRankingYear(OWNER_UID, '2025'))],
];

/** Functions' bookkeeping: nobody outside functions reads or writes it, not even the owner. */
const bookkeeping: [string, (db: Firestore) => ReturnType<typeof doc>][] = [
  ['a buffer document', (db) => doc(db, paths.analyticsBufferShard(OWNER_UID, 29_000_000, 0))],
  ['a roll-up retry marker', (db) => doc(db, paths.analyticsRollUpRetry(OWNER_UID))],
];

const readers = [
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
] as const;
const clients = [['the owner', () => rules.owner()], ...readers] as const;

describe('analytics counters: reads', () => {
  it.each(documents)('the owner reads %s', async (_name, ref) => {
    await assertSucceeds(getDoc(ref(rules.owner())));
  });

  it('the owner may read a year nothing was counted in yet (it does not exist)', async () => {
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2023'))));
    await assertSucceeds(getDoc(doc(db, paths.sellerAnalyticsYear(OWNER_UID, '2023'))));
    await assertSucceeds(getDoc(doc(db, paths.sellerRankingYear(OWNER_UID, '2023'))));
    // Missing documents under another seller's path stay closed, and to anonymous visitors.
    await assertFails(
      getDoc(doc(rules.otherSeller(), paths.sellerAnalyticsYear(OWNER_UID, '2023'))),
    );
    await assertFails(getDoc(doc(rules.otherSeller(), paths.sellerRankingYear(OWNER_UID, '2023'))));
    await assertFails(getDoc(doc(rules.anonymous(), paths.productAnalyticsYear(PRODUCT, '2023'))));
  });

  it('the owner lists their years when the query names them as owner', async () => {
    const db = rules.owner();
    await assertSucceeds(
      getDocs(
        query(
          collection(db, `${paths.product(PRODUCT)}/analytics`),
          where('ownerId', '==', OWNER_UID),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(db, `${paths.seller(OWNER_UID)}/rankings`),
          where('ownerId', '==', OWNER_UID),
        ),
      ),
    );
  });

  it.each(readers)('%s reads none of them', async (_who, client) => {
    for (const [, ref] of documents) await assertFails(getDoc(ref(client())));
    await assertFails(getDocs(collection(client(), `${paths.product(PRODUCT)}/analytics`)));
    await assertFails(getDocs(collection(client(), `${paths.seller(OWNER_UID)}/analytics`)));
    await assertFails(getDocs(collection(client(), `${paths.seller(OWNER_UID)}/rankings`)));
  });

  it('another seller cannot read their own-named document under the owner’s path either', async () => {
    await assertFails(
      getDoc(doc(rules.otherSeller(), paths.sellerAnalyticsYear(OWNER_UID, '2024'))),
    );
    // …and the owner cannot read a document carrying another owner.
    await assertFails(getDoc(doc(rules.owner(), paths.sellerAnalyticsYear(OWNER_UID, '2024'))));
  });

  it.each(clients)('%s reads no buffer document or retry marker', async (_who, client) => {
    for (const [, ref] of bookkeeping) await assertFails(getDoc(ref(client())));
    await assertFails(getDocs(collection(client(), paths.analyticsBuffer(OWNER_UID))));
    await assertFails(
      getDocs(
        query(
          collection(client(), paths.analyticsBuffer(OWNER_UID)),
          where('ownerId', '==', OWNER_UID),
        ),
      ),
    );
    await assertFails(getDocs(collection(client(), paths.analyticsRollUpRetries())));
  });
});

describe('analytics counters: nobody writes from a client', () => {
  it.each(clients)('%s can neither create, change nor delete one', async (_who, client) => {
    const db = client();
    for (const [, ref] of documents) {
      await assertFails(updateDoc(ref(db), { 'm.06.30.o': increment(1) }));
      await assertFails(setDoc(ref(db), yearDoc()));
      await assertFails(deleteDoc(ref(db)));
    }
    for (const [, ref] of bookkeeping) {
      await assertFails(setDoc(ref(db), bufferDoc(), { merge: true }));
      await assertFails(deleteDoc(ref(db)));
    }
    await assertFails(setDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2026')), yearDoc()));
    await assertFails(setDoc(doc(db, paths.sellerAnalyticsYear(OTHER_UID, '2025')), yearDoc()));
    await assertFails(setDoc(doc(db, paths.sellerRankingYear(OWNER_UID, '2026')), yearDoc()));
    // Inflating one's own counters through the buffer is refused too.
    await assertFails(
      setDoc(doc(db, paths.analyticsBufferShard(OWNER_UID, 29_000_001, 0)), bufferDoc()),
    );
  });
});

describe('sellers/{uid}.timeZone', () => {
  const profile = (extra: Record<string, unknown> = {}) => ({
    displayName: 'Owner',
    email: 'owner@example.com',
    locale: 'en',
    ...extra,
  });

  it('the seller creates the profile with a time zone and changes it later', async () => {
    const { serverTimestamp } = await import('firebase/firestore');
    const ref = doc(rules.owner(), paths.seller(OWNER_UID));
    await assertSucceeds(
      setDoc(
        ref,
        profile({
          timeZone: 'Europe/Bucharest',
          createdAt: serverTimestamp(),
          // The sign-in's verified address, with its proof (sellers.test.ts).
          emailVerifiedAt: serverTimestamp(),
        }),
      ),
    );
    await assertSucceeds(updateDoc(ref, { timeZone: 'America/Argentina/Salta' }));
    await assertSucceeds(updateDoc(ref, { timeZone: 'UTC' }));
    const stored = await getDoc(ref);
    if (stored.get('timeZone') !== 'UTC') throw new Error('time zone not stored');
  });

  it.each([
    ['a path', '../../etc/passwd'],
    ['spaces', 'Europe/ Bucharest'],
    ['a number', 3],
    ['too long', `Europe/${'x'.repeat(40)}`],
    ['an empty string', ''],
  ])('refuses a time zone that is %s', async (_name, timeZone) => {
    await rules.seed((db) => setDoc(doc(db, paths.seller(OWNER_UID)), profile()));
    await assertFails(updateDoc(doc(rules.owner(), paths.seller(OWNER_UID)), { timeZone }));
  });

  it.each(readers)('%s cannot set the owner’s time zone', async (_who, client) => {
    await rules.seed((db) => setDoc(doc(db, paths.seller(OWNER_UID)), profile()));
    await assertFails(updateDoc(doc(client(), paths.seller(OWNER_UID)), { timeZone: 'UTC' }));
  });
});
