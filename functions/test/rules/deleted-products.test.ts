import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deletedProductDoc,
  newProductDoc,
  newProductInput,
  paths,
  type ProductInput,
} from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';

/**
 * Trust: a deleted product's id is dead forever. Seller A's QR codes print /reviews/{id}; if
 * anyone (seller B, or A by mistake) could create a product under that id again, the printed
 * codes would lead to it, and its path would hold A's reviews until the delete trigger ran.
 * The delete is a batch with the tombstone deletedProducts/{id}; creates over a tombstone fail.
 */
const PRODUCT = 'product-printed-on-cards';
const REVIEW = 'submission-0000000001';
const DAY = '2025-06-30';
const rules = useRulesEnv('deleted-products');

const input = (title = 'Bamboo board'): ProductInput => ({ ...newProductInput(), title });
const createPayload = (ownerId: string, title?: string) =>
  newProductDoc(input(title), ownerId, serverTimestamp(), ownerId);

/** What the web app does to delete (web/src/features/products/api/delete-product.ts). */
function deleteWithTombstone(db: Firestore, id = PRODUCT, ownerId = OWNER) {
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.product(id)));
  batch.set(
    doc(db, paths.deletedProduct(id)),
    deletedProductDoc(ownerId, serverTimestamp(), ownerId),
  );
  return batch.commit();
}

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.product(PRODUCT)), newProductDoc(input(), OWNER, Timestamp.now()));
    await setDoc(doc(db, paths.review(PRODUCT, REVIEW)), {
      ownerId: OWNER,
      rating: 1,
      feedback: 'Private: the handle broke on day two.',
      store: 'amazon',
      published: false,
      locale: 'en',
      createdAt: Timestamp.now(),
    });
    await setDoc(doc(db, paths.funnelDay(PRODUCT, DAY)), { ownerId: OWNER, opened: 7 });
  });
});

async function readBack() {
  let state = { product: false, tombstone: null as Record<string, unknown> | null, reviews: 0 };
  await rules.seed(async (db) => {
    const [product, tombstone, reviews] = await Promise.all([
      getDoc(doc(db, paths.product(PRODUCT))),
      getDoc(doc(db, paths.deletedProduct(PRODUCT))),
      getDocs(collection(db, paths.reviews(PRODUCT))),
    ]);
    state = {
      product: product.exists(),
      tombstone: tombstone.exists() ? tombstone.data() : null,
      reviews: reviews.size,
    };
  });
  return state;
}

describe('deleting a product', () => {
  it('the owner deletes it together with its tombstone', async () => {
    await assertSucceeds(deleteWithTombstone(rules.owner()));
    const state = await readBack();
    expect(state.product).toBe(false);
    expect(state.tombstone).toMatchObject({ ownerId: OWNER });
    expect(state.tombstone?.deletedAt).toBeInstanceOf(Timestamp);
  });

  it('a delete without the tombstone is refused (nothing deleted)', async () => {
    await assertFails(deleteDoc(doc(rules.owner(), paths.product(PRODUCT))));
    expect((await readBack()).product).toBe(true);
  });

  it.each([
    ['naming another owner', () => deletedProductDoc(OTHER, serverTimestamp(), OWNER)],
    ['with a client clock', () => deletedProductDoc(OWNER, Timestamp.fromMillis(0), OWNER)],
    [
      'naming another member as the deleter',
      () => deletedProductDoc(OWNER, serverTimestamp(), OTHER),
    ],
    [
      'with an extra field',
      () => ({ ...deletedProductDoc(OWNER, serverTimestamp(), OWNER), note: 'x' }),
    ],
    ['without deletedAt', () => ({ ownerId: OWNER, deletedBy: OWNER })],
  ] as const)('a tombstone %s is refused, and so is the delete', async (_name, tombstone) => {
    const db = rules.owner();
    const batch = writeBatch(db);
    batch.delete(doc(db, paths.product(PRODUCT)));
    batch.set(doc(db, paths.deletedProduct(PRODUCT)), tombstone());
    await assertFails(batch.commit());
    expect(await readBack()).toMatchObject({ product: true, tombstone: null });
  });

  it.each([
    ['another seller', () => rules.otherSeller(), OTHER],
    ['an anonymous visitor', () => rules.anonymous(), OWNER],
  ] as const)('%s cannot delete it, with or without a tombstone', async (_who, client, owner) => {
    await assertFails(deleteWithTombstone(client(), PRODUCT, owner));
    await assertFails(deleteDoc(doc(client(), paths.product(PRODUCT))));
    expect(await readBack()).toMatchObject({ product: true, tombstone: null });
  });

  it('nobody writes a tombstone without deleting the product (no squatting on ids)', async () => {
    const tombstone = (uid: string) => deletedProductDoc(uid, serverTimestamp(), uid);
    await assertFails(setDoc(doc(rules.owner(), paths.deletedProduct(PRODUCT)), tombstone(OWNER)));
    await assertFails(
      setDoc(doc(rules.otherSeller(), paths.deletedProduct(PRODUCT)), tombstone(OTHER)),
    );
    // An id that holds no product yet (a code printed before the first save) cannot be taken.
    await assertFails(
      setDoc(doc(rules.otherSeller(), paths.deletedProduct('fresh-id')), tombstone(OTHER)),
    );
    await assertFails(
      setDoc(doc(rules.anonymous(), paths.deletedProduct(PRODUCT)), tombstone(OWNER)),
    );
  });
});

describe('a deleted id is dead forever', () => {
  beforeEach(async () => {
    await assertSucceeds(deleteWithTombstone(rules.owner()));
  });

  it.each([
    ['the owner', () => rules.owner(), OWNER],
    ['another seller', () => rules.otherSeller(), OTHER],
    ['an anonymous visitor', () => rules.anonymous(), OWNER],
  ] as const)('%s cannot create a product under it again', async (_who, client, owner) => {
    await assertFails(setDoc(doc(client(), paths.product(PRODUCT)), createPayload(owner)));
    expect((await readBack()).product).toBe(false);
  });

  it('later, after the delete trigger cleared the reviews, nobody can either', async () => {
    await rules.seed(async (db) => {
      await deleteDoc(doc(db, paths.review(PRODUCT, REVIEW)));
      await deleteDoc(doc(db, paths.funnelDay(PRODUCT, DAY)));
    });
    await assertFails(
      setDoc(doc(rules.otherSeller(), paths.product(PRODUCT)), createPayload(OTHER)),
    );
    await assertFails(setDoc(doc(rules.owner(), paths.product(PRODUCT)), createPayload(OWNER)));
    expect(await readBack()).toMatchObject({ product: false, reviews: 0 });
  });

  it.each([
    ['the owner', () => rules.owner()],
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)(
    '%s can neither read, list, change nor remove the tombstone',
    async (_who, client) => {
      const db = client();
      await assertFails(getDoc(doc(db, paths.deletedProduct(PRODUCT))));
      await assertFails(getDocs(collection(db, 'deletedProducts')));
      await assertFails(
        getDocs(query(collection(db, 'deletedProducts'), where('ownerId', '==', OWNER))),
      );
      await assertFails(
        updateDoc(doc(db, paths.deletedProduct(PRODUCT)), { deletedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, paths.deletedProduct(PRODUCT))));
      expect((await readBack()).tombstone).toMatchObject({ ownerId: OWNER });
    },
  );
});

describe('the race: delete, then at once a create by another seller, then a look at the reviews', () => {
  it('the create fails whichever lands first, and the reviews stay the owner’s', async () => {
    const owner = rules.owner();
    const other = rules.otherSeller();
    const [deleted, created] = await Promise.allSettled([
      deleteWithTombstone(owner),
      setDoc(doc(other, paths.product(PRODUCT)), createPayload(OTHER, 'Squatter')),
    ]);
    expect(deleted.status).toBe('fulfilled');
    expect(created.status).toBe('rejected');
    // Immediately after, before any trigger: B still cannot create, nor see A's documents.
    await assertFails(setDoc(doc(other, paths.product(PRODUCT)), createPayload(OTHER, 'Again')));
    await assertFails(getDoc(doc(other, paths.review(PRODUCT, REVIEW))));
    await assertFails(getDocs(collection(other, paths.reviews(PRODUCT))));
    const theirs = query(collection(other, paths.reviews(PRODUCT)), where('ownerId', '==', OTHER));
    expect((await assertSucceeds(getDocs(theirs))).size).toBe(0);
    await assertFails(getDoc(doc(other, paths.funnelDay(PRODUCT, DAY))));
    // Anonymous visitors see nothing either; the owner still reads their own reviews.
    await assertFails(getDoc(doc(rules.anonymous(), paths.review(PRODUCT, REVIEW))));
    await assertSucceeds(getDoc(doc(owner, paths.review(PRODUCT, REVIEW))));
    expect(await readBack()).toMatchObject({ product: false, reviews: 1 });
  });

  it('repeated races never let the other seller in (10 rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = `raced-${round}`;
      await rules.seed((db) =>
        setDoc(doc(db, paths.product(id)), newProductDoc(input(), OWNER, Timestamp.now())),
      );
      const results = await Promise.allSettled([
        setDoc(doc(rules.otherSeller(), paths.product(id)), createPayload(OTHER)),
        deleteWithTombstone(rules.owner(), id),
        setDoc(doc(rules.otherSeller(), paths.product(id)), createPayload(OTHER)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    }
  });
});
