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
 * Analytics counters (issue 12): written only by functions; each document carries ownerId and
 * only that seller reads it. Every document kind: owner / another seller / anonymous.
 */
const rules = useRulesEnv('analytics');
const PRODUCT = 'product-1';

const shard = (extra: Record<string, unknown> = {}) => ({
  ownerId: OWNER_UID,
  timeZone: 'Europe/Bucharest',
  m: { '2025-06': { '30': { o: 4, r: 1, t: 5, h: { '5': 1 } } } },
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
    await setDoc(doc(db, paths.productAnalyticsShard(PRODUCT, 0)), shard({ productId: PRODUCT }));
    await setDoc(doc(db, paths.sellerAnalyticsShard(OWNER_UID, 0)), shard());
    await setDoc(doc(db, paths.sellerProductMonth(OWNER_UID, '2025-06')), {
      ownerId: OWNER_UID,
      p: { [PRODUCT]: { o: 4, r: 1, t: 5 } },
    });
    // A stray document under the owner's path that names someone else is not theirs to read.
    await setDoc(doc(db, paths.sellerAnalyticsShard(OWNER_UID, 1)), shard({ ownerId: OTHER_UID }));
  });
});

const documents: [string, (db: Firestore) => ReturnType<typeof doc>][] = [
  ['a product shard', (db) => doc(db, paths.productAnalyticsShard(PRODUCT, 0))],
  ['a seller shard', (db) => doc(db, paths.sellerAnalyticsShard(OWNER_UID, 0))],
  ['a product-month ranking', (db) => doc(db, paths.sellerProductMonth(OWNER_UID, '2025-06'))],
];

const readers = [
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
] as const;

describe('analytics counters: reads', () => {
  it.each(documents)('the owner reads %s', async (_name, ref) => {
    await assertSucceeds(getDoc(ref(rules.owner())));
  });

  it('the owner may read a shard or month nothing was counted in yet (it does not exist)', async () => {
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.productAnalyticsShard(PRODUCT, 3))));
    await assertSucceeds(getDoc(doc(db, paths.sellerAnalyticsShard(OWNER_UID, 3))));
    await assertSucceeds(getDoc(doc(db, paths.sellerProductMonth(OWNER_UID, '2024-01'))));
    // Missing documents under another seller's path stay closed, and to anonymous visitors.
    await assertFails(getDoc(doc(rules.otherSeller(), paths.sellerAnalyticsShard(OWNER_UID, 3))));
    await assertFails(getDoc(doc(rules.anonymous(), paths.productAnalyticsShard(PRODUCT, 3))));
  });

  it('the owner lists their shards when the query names them as owner', async () => {
    const db = rules.owner();
    await assertSucceeds(
      getDocs(
        query(
          collection(db, `${paths.product(PRODUCT)}/analytics`),
          where('ownerId', '==', OWNER_UID),
        ),
      ),
    );
  });

  it.each(readers)('%s reads none of them', async (_who, client) => {
    for (const [, ref] of documents) await assertFails(getDoc(ref(client())));
    await assertFails(getDocs(collection(client(), `${paths.product(PRODUCT)}/analytics`)));
    await assertFails(getDocs(collection(client(), `${paths.seller(OWNER_UID)}/productMonths`)));
  });

  it('another seller cannot read their own-named document under the owner’s path either', async () => {
    await assertFails(getDoc(doc(rules.otherSeller(), paths.sellerAnalyticsShard(OWNER_UID, 1))));
    // …and the owner cannot read a document carrying another owner.
    await assertFails(getDoc(doc(rules.owner(), paths.sellerAnalyticsShard(OWNER_UID, 1))));
  });
});

describe('analytics counters: nobody writes from a client', () => {
  const clients = [['the owner', () => rules.owner()], ...readers] as const;

  it.each(clients)('%s can neither create, change nor delete one', async (_who, client) => {
    const db = client();
    for (const [, ref] of documents) {
      await assertFails(updateDoc(ref(db), { 'm.2025-06.30.o': increment(1) }));
      await assertFails(setDoc(ref(db), shard()));
      await assertFails(deleteDoc(ref(db)));
    }
    await assertFails(setDoc(doc(db, paths.productAnalyticsShard(PRODUCT, 3)), shard()));
    await assertFails(setDoc(doc(db, paths.sellerAnalyticsShard(OTHER_UID, 0)), shard()));
    await assertFails(setDoc(doc(db, paths.sellerProductMonth(OWNER_UID, '2025-07')), shard()));
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
      setDoc(ref, profile({ timeZone: 'Europe/Bucharest', createdAt: serverTimestamp() })),
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
