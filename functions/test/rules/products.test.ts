import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
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
  COLLECTIONS,
  MAX_PRODUCTS_PER_SELLER,
  PRODUCT_COUNT_FIELD,
  deletedProductDoc,
  emptyProductStats,
  newProductDoc,
  newProductInput,
  paths,
  type ProductInput,
} from '../../src/shared/index.js';
import { omit, type MalformedProduct } from '../fixtures/product-samples.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

const PRODUCT_ID = 'product-1';
const rules = useRulesEnv('products');

function validInput(): ProductInput {
  return {
    ...newProductInput(),
    title: 'Bamboo cutting board',
    links: {
      amazon: 'https://www.amazon.de/dp/B08N5WRWNW',
      emag: 'https://www.emag.ro/tocator-bambus/pd/D5Q7Y2BBM/',
      shopify: 'https://kitchen-shop.myshopify.com/products/bamboo-board',
    },
  };
}

/** What the web app writes on create. */
function createPayload(ownerId = OWNER, input: ProductInput = validInput()) {
  return newProductDoc(input, ownerId, serverTimestamp(), ownerId);
}

const { owner, otherSeller: other, anonymous } = rules;

/** Seeds products/{id} (and optional extra server fields) with rules disabled. */
async function seedProduct(id = PRODUCT_ID, ownerId = OWNER, extra: Record<string, unknown> = {}) {
  await rules.seed((db) =>
    setDoc(doc(db, paths.product(id)), {
      ...newProductDoc(validInput(), ownerId, Timestamp.now()),
      ...extra,
    }),
  );
}

describe('products: owner / another seller / anonymous', () => {
  beforeEach(async () => {
    await seedProduct();
    await seedProduct('product-2', OTHER);
  });

  it('get: only the owner', async () => {
    await assertSucceeds(getDoc(doc(owner(), paths.product(PRODUCT_ID))));
    await assertFails(getDoc(doc(other(), paths.product(PRODUCT_ID))));
    await assertFails(getDoc(doc(anonymous(), paths.product(PRODUCT_ID))));
  });

  it('get of a missing product is refused (no existence probing)', async () => {
    await assertFails(getDoc(doc(owner(), paths.product('missing'))));
  });

  it('count of products routing privately (the list notice): only one’s own', async () => {
    // = web/src/features/products/api/private-routing-notice.ts
    const routingPrivately = (db: ReturnType<typeof owner>, uid: string) =>
      getCountFromServer(
        query(
          collection(db, COLLECTIONS.products),
          where('ownerId', '==', uid),
          where('complianceMode', '==', false),
        ),
      );
    await seedProduct(PRODUCT_ID, OWNER, { complianceMode: false });
    await seedProduct('product-3', OTHER, { complianceMode: false });
    const counted = await assertSucceeds(routingPrivately(owner(), OWNER));
    expect(counted.data().count).toBe(1);
    await assertFails(routingPrivately(other(), OWNER));
    await assertFails(routingPrivately(anonymous(), OWNER));
  });

  it('list: only queries filtered on the caller’s own ownerId', async () => {
    const mine = await assertSucceeds(
      getDocs(query(collection(owner(), COLLECTIONS.products), where('ownerId', '==', OWNER))),
    );
    if (mine.docs.map((d) => d.id).join() !== PRODUCT_ID) throw new Error('owner saw other rows');
    await assertFails(getDocs(collection(owner(), COLLECTIONS.products)));
    await assertFails(
      getDocs(query(collection(other(), COLLECTIONS.products), where('ownerId', '==', OWNER))),
    );
    await assertFails(
      getDocs(query(collection(anonymous(), COLLECTIONS.products), where('ownerId', '==', OWNER))),
    );
    await assertFails(getDocs(collection(anonymous(), COLLECTIONS.products)));
  });

  it('create: a signed-in seller, only as owner of the new document', async () => {
    await assertSucceeds(
      setDoc(doc(owner(), paths.product(testAutoId('new-1'))), createPayload(OWNER)),
    );
    await assertSucceeds(
      setDoc(doc(other(), paths.product(testAutoId('new-2'))), createPayload(OTHER)),
    );
    await assertFails(
      setDoc(doc(other(), paths.product(testAutoId('new-3'))), createPayload(OWNER)),
    );
    await assertFails(
      setDoc(doc(anonymous(), paths.product(testAutoId('new-4'))), createPayload(OWNER)),
    );
  });

  it('create over an existing product is an update and is refused (createdAt changes)', async () => {
    await assertFails(setDoc(doc(owner(), paths.product(PRODUCT_ID)), createPayload(OWNER)));
  });

  it('update: only the owner', async () => {
    const change = { title: 'Renamed board', updatedAt: serverTimestamp(), updatedBy: OWNER };
    await assertSucceeds(updateDoc(doc(owner(), paths.product(PRODUCT_ID)), change));
    await assertFails(updateDoc(doc(other(), paths.product(PRODUCT_ID)), change));
    await assertFails(updateDoc(doc(anonymous(), paths.product(PRODUCT_ID)), change));
  });

  it('variant SKUs: only the owner changes them, and only to valid ones', async () => {
    const change = (variantSkus: unknown) => ({
      variantSkus,
      updatedAt: serverTimestamp(),
      updatedBy: OWNER,
    });
    const ref = (db: Firestore) => doc(db, paths.product(PRODUCT_ID));
    await assertFails(updateDoc(ref(other()), change(['TS-RED-M'])));
    await assertFails(updateDoc(ref(anonymous()), change(['TS-RED-M'])));
    await assertFails(updateDoc(ref(owner()), change(['TS-RED-M', 'A;B'])));
    await assertFails(updateDoc(ref(owner()), change('TS-RED-M')));
    await assertSucceeds(updateDoc(ref(owner()), change(['TS-RED-M', 'TS Red (L)'])));
    await assertSucceeds(updateDoc(ref(owner()), change(deleteField())));
  });

  it('needsTitle: only the owner removes it, with or without a new title; nobody sets it', async () => {
    await seedProduct(PRODUCT_ID, OWNER, { title: 'eMAG DQ5B1FMBM', needsTitle: true });
    const ref = (db: Firestore) => doc(db, paths.product(PRODUCT_ID));
    const renamed = {
      title: 'Bamboo board',
      needsTitle: deleteField(),
      updatedAt: serverTimestamp(),
      updatedBy: OWNER,
    };
    await assertFails(updateDoc(ref(other()), renamed));
    await assertFails(updateDoc(ref(anonymous()), renamed));
    // Kept as it is through an edit of other fields.
    await assertSucceeds(
      updateDoc(ref(owner()), { minRating: 3, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    // Never changed to another value, only removed.
    for (const value of [false, 'no', null]) {
      await assertFails(
        updateDoc(ref(owner()), {
          needsTitle: value,
          updatedAt: serverTimestamp(),
          updatedBy: OWNER,
        }),
      );
    }
    await assertSucceeds(updateDoc(ref(owner()), renamed));
    expect(await rules.stored(paths.product(PRODUCT_ID))).not.toHaveProperty('needsTitle');
    // Once gone, a client cannot put it back.
    await assertFails(
      updateDoc(ref(owner()), { needsTitle: true, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
  });

  it('delete: only the owner, and only with the tombstone (deleted-products.test.ts)', async () => {
    const withTombstone = (db: ReturnType<typeof owner>, ownerId: string) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, paths.product(PRODUCT_ID)));
      batch.set(
        doc(db, paths.deletedProduct(PRODUCT_ID)),
        deletedProductDoc(ownerId, serverTimestamp(), ownerId),
      );
      return batch.commit();
    };
    await assertFails(withTombstone(other(), OTHER));
    await assertFails(withTombstone(anonymous(), OWNER));
    await assertFails(deleteDoc(doc(owner(), paths.product(PRODUCT_ID))));
    await assertSucceeds(withTombstone(owner(), OWNER));
  });
});

describe('products: create validates every field', () => {
  const create = (payload: Record<string, unknown>) =>
    setDoc(doc(owner(), paths.product(testAutoId('new'))), payload);

  type MalformedDoc = MalformedProduct & { stats: Record<string, unknown> };
  type Mutation = [name: string, mutate: (payload: MalformedDoc) => void];
  const invalid: Mutation[] = [
    ['unknown top-level key', (p) => (p.extra = true)],
    ['missing title', (p) => omit(p, 'title')],
    ['empty title', (p) => (p.title = '')],
    ['whitespace-only title', (p) => (p.title = '   ')],
    ['title of 256 characters', (p) => (p.title = 'x'.repeat(256))],
    ['title not a string', (p) => (p.title = 42)],
    ['links missing', (p) => omit(p, 'links')],
    ['links with an unknown store', (p) => (p.links.ebay = '')],
    ['links missing a store', (p) => omit(p.links, 'shopify')],
    ['amazon link over http', (p) => (p.links.amazon = 'http://www.amazon.de/dp/B08N5WRWNW')],
    ['amazon link on another host', (p) => (p.links.amazon = 'https://www.ebay.de/itm/1')],
    ['amazon look-alike host', (p) => (p.links.amazon = 'https://amazon.evil.com/dp/1')],
    ['emag link on emag.com', (p) => (p.links.emag = 'https://www.emag.com/x')],
    ['emag link over http', (p) => (p.links.emag = 'http://www.emag.ro/x')],
    ['shopify link over http', (p) => (p.links.shopify = 'http://shop.example.com')],
    ['shopify link without a dot', (p) => (p.links.shopify = 'https://localhost/x')],
    ['link with a space', (p) => (p.links.shopify = 'https://shop.example.com/a b')],
    ['javascript: link', (p) => (p.links.shopify = 'javascript:alert(1)')],
    ['link over 2048 characters', (p) => (p.links.shopify = `https://a.com/${'x'.repeat(2040)}`)],
    ['link not a string', (p) => (p.links.amazon = null)],
    ['minRating 0', (p) => (p.minRating = 0)],
    ['minRating 6', (p) => (p.minRating = 6)],
    ['minRating 3.5', (p) => (p.minRating = 3.5)],
    ['minRating as a string', (p) => (p.minRating = '4')],
    ['complianceMode not a bool', (p) => (p.complianceMode = 'yes')],
    ['qrStyle colour not hex', (p) => (p.qrStyle.foreground = 'black')],
    ['qrStyle short hex', (p) => (p.qrStyle.background = '#fff')],
    ['qrStyle unknown error correction', (p) => (p.qrStyle.errorCorrection = 'X')],
    ['qrStyle extra key', (p) => (p.qrStyle.margin = 4)],
    ['qrStyle missing key', (p) => omit(p.qrStyle, 'errorCorrection')],
    ['card headline of 81 characters', (p) => (p.card.headline = 'x'.repeat(81))],
    ['card call to action of 81 characters', (p) => (p.card.callToAction = 'x'.repeat(81))],
    ['card brand name of 41 characters', (p) => (p.card.brandName = 'x'.repeat(41))],
    ['card accent colour not hex', (p) => (p.card.accentColor = 'red')],
    ['card background colour not hex', (p) => (p.card.backgroundColor = '#12345g')],
    ['card text colour not hex', (p) => (p.card.textColor = 123)],
    ['card unknown layout', (p) => (p.card.layout = 'fancy')],
    ['card extra key', (p) => (p.card.font = 'Comic Sans')],
    ['card missing key', (p) => omit(p.card, 'layout')],
    ['ownerId missing', (p) => omit(p, 'ownerId')],
    ['createdAt from the client clock', (p) => (p.createdAt = Timestamp.fromMillis(0))],
    ['updatedAt from the client clock', (p) => (p.updatedAt = Timestamp.now())],
    ['createdAt missing', (p) => omit(p, 'createdAt')],
    ['stats with a review already counted', (p) => (p.stats.reviewCount = 1)],
    ['stats with an extra counter', (p) => Object.assign(p.stats, { ratingAverage: 5 })],
    ['stats missing', (p) => omit(p, 'stats')],
    ['needsTitle (imports only)', (p) => (p.needsTitle = true)],
  ];

  it('accepts the valid payload and edge values', async () => {
    await assertSucceeds(create(createPayload()));
    const edge = validInput();
    edge.title = 'ă'.repeat(255);
    edge.minRating = 1;
    edge.links = { amazon: 'https://amzn.to/3xYz', emag: '', shopify: '' };
    edge.card = { ...edge.card, headline: 'x'.repeat(80), brandName: 'y'.repeat(40) };
    await assertSucceeds(
      setDoc(doc(owner(), paths.product(testAutoId('edge'))), createPayload(OWNER, edge)),
    );
  });

  for (const [name, mutate] of invalid) {
    it(`refuses ${name}`, async () => {
      const payload: MalformedDoc = structuredClone(createPayload());
      // structuredClone drops the sentinel's prototype; put fresh sentinels back.
      payload.createdAt = serverTimestamp();
      payload.updatedAt = serverTimestamp();
      mutate(payload);
      await assertFails(create(payload));
    });
  }
});

describe('products: update keeps server fields', () => {
  beforeEach(async () => {
    // cardRender stands for any field a function adds later (docs/decisions.md, "Templates and card rendering"); clients must leave it be.
    await seedProduct(PRODUCT_ID, OWNER, { cardRender: { version: 1 } });
  });
  const update = (change: Record<string, unknown>) =>
    updateDoc(doc(owner(), paths.product(PRODUCT_ID)), {
      updatedAt: serverTimestamp(),
      updatedBy: OWNER,
      ...change,
    });

  it('accepts a full edit of the seller fields', async () => {
    const input = validInput();
    await assertSucceeds(
      update({ ...input, title: 'New title', minRating: 5, complianceMode: true }),
    );
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a new owner', { ownerId: OTHER }],
    ['a new createdAt', { createdAt: serverTimestamp() }],
    ['edited stats', { stats: { ...emptyProductStats(), reviewCount: 10 } }],
    ['edited function-written field', { cardRender: { version: 2 } }],
    ['removed function-written field', { cardRender: deleteField() }],
    ['an unknown key', { extra: 1 }],
    ['an invalid title', { title: '' }],
    ['an invalid link', { 'links.amazon': 'https://www.emag.ro/x' }],
    ['an invalid minRating', { minRating: 9 }],
    ['an updatedAt from the client clock', { updatedAt: Timestamp.now() }],
  ];
  for (const [name, change] of refused) {
    it(`refuses ${name}`, async () => {
      await assertFails(update(change));
    });
  }

  it('refuses an update without updatedAt', async () => {
    await assertFails(updateDoc(doc(owner(), paths.product(PRODUCT_ID)), { title: 'x' }));
  });
});

describe('publicProducts: readable one by one, written only by functions', () => {
  beforeEach(async () => {
    await rules.seed((db) => setDoc(doc(db, paths.publicProduct(PRODUCT_ID)), { title: 'Board' }));
  });

  it('get: anyone', async () => {
    await assertSucceeds(getDoc(doc(anonymous(), paths.publicProduct(PRODUCT_ID))));
    await assertSucceeds(getDoc(doc(owner(), paths.publicProduct(PRODUCT_ID))));
    await assertSucceeds(getDoc(doc(other(), paths.publicProduct(PRODUCT_ID))));
  });

  it('list: nobody', async () => {
    for (const client of [owner(), other(), anonymous()]) {
      await assertFails(getDocs(collection(client, COLLECTIONS.publicProducts)));
    }
  });

  it('create, update, delete: nobody', async () => {
    for (const client of [owner(), other(), anonymous()]) {
      await assertFails(setDoc(doc(client, paths.publicProduct('new')), { title: 'x' }));
      await assertFails(updateDoc(doc(client, paths.publicProduct(PRODUCT_ID)), { title: 'y' }));
      await assertFails(deleteDoc(doc(client, paths.publicProduct(PRODUCT_ID))));
    }
  });
});

describe('products: a ceiling per seller (MAX_PRODUCTS_PER_SELLER)', () => {
  const setCount = (uid: string, productCount: number) =>
    rules.seed((db) => setDoc(doc(db, paths.seller(uid)), { [PRODUCT_COUNT_FIELD]: productCount }));

  it('a seller below the ceiling creates, a seller at it cannot, whatever another seller has', async () => {
    await setCount(OWNER, MAX_PRODUCTS_PER_SELLER - 1);
    await setCount(OTHER, MAX_PRODUCTS_PER_SELLER);
    await assertSucceeds(setDoc(doc(owner(), paths.product(testAutoId('below'))), createPayload()));
    await assertFails(
      setDoc(doc(other(), paths.product(testAutoId('atCeiling'))), createPayload(OTHER)),
    );
    await setCount(OWNER, MAX_PRODUCTS_PER_SELLER + 5);
    await assertFails(setDoc(doc(owner(), paths.product(testAutoId('above'))), createPayload()));
  });

  it('still lets a seller at the ceiling edit and delete what they have', async () => {
    await setCount(OWNER, MAX_PRODUCTS_PER_SELLER);
    const id = testAutoId('existing');
    await rules.seed((db) =>
      setDoc(doc(db, paths.product(id)), {
        ...createPayload(),
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(owner(), paths.product(id)), {
        title: 'Renamed',
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    const db = owner();
    const batch = writeBatch(db);
    batch.delete(doc(db, paths.product(id)));
    batch.set(
      doc(db, paths.deletedProduct(id)),
      deletedProductDoc(OWNER, serverTimestamp(), OWNER),
    );
    await assertSucceeds(batch.commit());
  });
});
