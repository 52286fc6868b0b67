import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  emptyProductStats,
  newProductInput,
  paths,
  type ReviewDoc,
} from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';

/**
 * Reviews, funnel counters and rate-limit counters are written only by the reviewApi function
 * (Admin SDK). Clients: the seller named in a document's ownerId (the product's owner when it was
 * written) may read it; nobody writes. Reads never depend on the parent product document.
 */
const PRODUCT = 'product-1';
const REVIEW = 'submission-0000000001';
const DAY = '2025-06-30';
const rules = useRulesEnv('reviews');

const review = (ownerId = OWNER): ReviewDoc => ({
  ownerId,
  rating: 2,
  feedback: 'Handle broke after a week.',
  store: 'emag',
  published: false,
  locale: 'ro',
  createdAt: Timestamp.now(),
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.product(PRODUCT)), {
      ...newProductInput(),
      title: 'Mug',
      ownerId: OWNER,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      stats: emptyProductStats(),
    });
    await setDoc(doc(db, paths.review(PRODUCT, REVIEW)), review());
    await setDoc(doc(db, paths.funnelDay(PRODUCT, DAY)), {
      ownerId: OWNER,
      opened: 3,
      submitted: 1,
    });
    await setDoc(doc(db, paths.rateLimit('cp_abc_product-1_1')), { count: 2 });
  });
});

const clients: [string, () => Firestore][] = [
  ['the owner', () => rules.owner()],
  ['another seller', () => rules.otherSeller()],
  ['an anonymous customer', () => rules.anonymous()],
];

describe('products/{id}/reviews', () => {
  it('the owner reads one review and lists them (filtered on ownerId), newest first', async () => {
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.review(PRODUCT, REVIEW))));
    const mine = query(collection(db, paths.reviews(PRODUCT)), where('ownerId', '==', OWNER));
    await assertSucceeds(getDocs(query(mine, orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(mine, where('published', '==', false))));
    await assertSucceeds(getCountFromServer(query(mine, where('rating', '==', 2))));
  });

  it('a list without the ownerId filter is refused, even for the owner', async () => {
    await assertFails(getDocs(collection(rules.owner(), paths.reviews(PRODUCT))));
  });

  it.each([
    ['another seller', () => rules.otherSeller(), OTHER],
    ['an anonymous customer', () => rules.anonymous(), 'nobody'],
  ] as const)('%s cannot read or list them', async (_who, client, uid) => {
    const db = client();
    await assertFails(getDoc(doc(db, paths.review(PRODUCT, REVIEW))));
    await assertFails(getDocs(collection(db, paths.reviews(PRODUCT))));
    await assertFails(getCountFromServer(collection(db, paths.reviews(PRODUCT))));
    // Filtering on the owner's id does not help either.
    const owners = query(collection(db, paths.reviews(PRODUCT)), where('ownerId', '==', OWNER));
    await assertFails(getDocs(owners));
    // Their own filter is allowed but finds nothing of the owner's.
    const theirs = query(collection(db, paths.reviews(PRODUCT)), where('ownerId', '==', uid));
    if (uid === OTHER) expect((await assertSucceeds(getDocs(theirs))).size).toBe(0);
    else await assertFails(getDocs(theirs));
  });

  it('reading does not depend on the parent product: the owner keeps reading after it is gone, a new parent gives nothing', async () => {
    await rules.seed(async (db) => {
      await deleteDoc(doc(db, paths.product(PRODUCT)));
      // A product of another seller under the same path (only possible with rules off).
      await setDoc(doc(db, paths.product(PRODUCT)), {
        ...newProductInput(),
        title: 'Squatter',
        ownerId: OTHER,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        stats: emptyProductStats(),
      });
    });
    await assertFails(getDoc(doc(rules.otherSeller(), paths.review(PRODUCT, REVIEW))));
    await assertFails(getDoc(doc(rules.otherSeller(), paths.funnelDay(PRODUCT, DAY))));
    await assertSucceeds(getDoc(doc(rules.owner(), paths.review(PRODUCT, REVIEW))));
  });

  it('a document without ownerId (written before reviews carried their owner, not yet migrated) is read by nobody', async () => {
    await rules.seed(async (db) => {
      const { ownerId: _dropped, ...legacy } = review();
      await setDoc(doc(db, paths.review(PRODUCT, 'legacy-submission-01')), legacy);
    });
    await assertFails(getDoc(doc(rules.owner(), paths.review(PRODUCT, 'legacy-submission-01'))));
  });

  it.each(clients)('%s cannot create, change or delete a review', async (_who, client) => {
    const db = client();
    await assertFails(setDoc(doc(db, paths.review(PRODUCT, 'submission-0000000002')), review()));
    await assertFails(
      setDoc(doc(db, paths.review(PRODUCT, 'submission-0000000003')), {
        ...review(),
        rating: 5,
        published: true,
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(doc(db, paths.review(PRODUCT, REVIEW)), { published: true }));
    await assertFails(deleteDoc(doc(db, paths.review(PRODUCT, REVIEW))));
  });

  it.each(clients)('%s cannot change the counters on the product', async (_who, client) => {
    await assertFails(
      updateDoc(doc(client(), paths.product(PRODUCT)), { 'stats.reviewCount': increment(1) }),
    );
  });
});

describe('products/{id}/funnel', () => {
  it('the owner reads the day buckets (lists filtered on ownerId)', async () => {
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.funnelDay(PRODUCT, DAY))));
    await assertSucceeds(
      getDocs(query(collection(db, paths.funnel(PRODUCT)), where('ownerId', '==', OWNER))),
    );
    await assertFails(getDocs(collection(db, paths.funnel(PRODUCT))));
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous customer', () => rules.anonymous()],
  ] as const)('%s cannot read them', async (_who, client) => {
    const db = client();
    await assertFails(getDoc(doc(db, paths.funnelDay(PRODUCT, DAY))));
    await assertFails(getDocs(collection(db, paths.funnel(PRODUCT))));
    await assertFails(
      getDocs(query(collection(db, paths.funnel(PRODUCT)), where('ownerId', '==', OWNER))),
    );
  });

  it.each(clients)('%s cannot write a counter', async (_who, client) => {
    const db = client();
    await assertFails(updateDoc(doc(db, paths.funnelDay(PRODUCT, DAY)), { opened: increment(1) }));
    await assertFails(setDoc(doc(db, paths.funnelDay(PRODUCT, '2025-07-01')), { opened: 1 }));
    await assertFails(deleteDoc(doc(db, paths.funnelDay(PRODUCT, DAY))));
  });
});

describe('rateLimits', () => {
  it.each(clients)('%s can neither read nor write', async (_who, client) => {
    const db = client();
    await assertFails(getDoc(doc(db, paths.rateLimit('cp_abc_product-1_1'))));
    await assertFails(getDocs(collection(db, 'rateLimits')));
    await assertFails(setDoc(doc(db, paths.rateLimit('cp_abc_product-1_1')), { count: 0 }));
    await assertFails(setDoc(doc(db, paths.rateLimit('p_product-1_1')), { count: 0 }));
    await assertFails(deleteDoc(doc(db, paths.rateLimit('cp_abc_product-1_1'))));
  });
});
