import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueProduct, writeDemoCatalogue } from '../../src/dev/demo-catalogue.js';
import { ensureDemoSellerUser, writeDemoData } from '../../src/dev/seed.js';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { addReviewToStats } from '../../src/domains/reviews/stats.js';
import {
  COLLECTIONS,
  DEMO_SELLER,
  PRODUCT_COUNT_FIELD,
  emptyProductStats,
  paths,
  productIndexFields,
  type ProductDoc,
  type ReviewDoc,
} from '../../src/shared/index.js';

// Firestore data goes to a project of its own, so this test never clears or changes the
// demo-qr-reviews data other tests (and a running `npm start`) use.
const PROJECT_ID = 'demo-qr-reviews-seed-test';

let app: App;
let db: Firestore;

function emulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: run through \`npm test\``);
  return host;
}

beforeAll(async () => {
  const response = await fetch(
    `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
  app = initializeApp({ projectId: PROJECT_ID }, 'seed-test');
  db = getFirestore(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('seed', () => {
  it('creates the demo seller once as a Google user in the Auth emulator', async () => {
    const authHost = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
    const uid = await ensureDemoSellerUser(authHost);
    expect(await ensureDemoSellerUser(authHost)).toBe(uid);

    const lookup = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/demo-qr-reviews/accounts:lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: [uid] }),
      },
    );
    const body = (await lookup.json()) as {
      users: { email: string; providerUserInfo: { providerId: string; rawId: string }[] }[];
    };
    expect(body.users[0]?.email).toBe(DEMO_SELLER.email);
    expect(body.users[0]?.providerUserInfo).toContainEqual(
      expect.objectContaining({ providerId: 'google.com', rawId: DEMO_SELLER.googleSub }),
    );
  });

  it('brings back a demo product the demo seller deleted (its tombstone goes too)', async () => {
    const uid = 'seed-test-seller';
    await writeDemoData(db, uid);
    const [first] = (await db.collection(COLLECTIONS.products).limit(1).get()).docs;
    expect(await deleteProductWithTombstone(db, first!.id)).toBe('deleted');
    await writeDemoData(db, uid);
    expect((await db.doc(paths.product(first!.id)).get()).exists).toBe(true);
    expect((await db.doc(paths.deletedProduct(first!.id)).get()).exists).toBe(false);
  });

  it('is idempotent and stores counters that match the stored reviews', async () => {
    const uid = 'seed-test-seller';
    const first = await writeDemoData(db, uid);
    const second = await writeDemoData(db, uid);
    expect(second).toEqual(first);
    expect(first).toEqual({ products: 5, reviews: 30 });

    const products = await db.collection(COLLECTIONS.products).get();
    expect(products.size).toBe(5);
    let reviewTotal = 0;
    for (const product of products.docs) {
      expect(product.get('ownerId')).toBe(uid);
      const reviews = await db.collection(paths.reviews(product.id)).get();
      reviewTotal += reviews.size;
      // Only the owner may read them (firestore.rules): every review carries the owner.
      expect(reviews.docs.every((review) => review.get('ownerId') === uid)).toBe(true);
      const recomputed = reviews.docs
        .map((review) => review.data() as ReviewDoc)
        .reduce((stats, review) => addReviewToStats(stats, review), emptyProductStats());
      expect(product.get('stats')).toEqual(recomputed);
      const publicProduct = await db.doc(paths.publicProduct(product.id)).get();
      expect(publicProduct.get('title')).toBe(product.get('title'));
      expect(publicProduct.get('ownerId')).toBeUndefined();
    }
    expect(reviewTotal).toBe(30);

    const amazonWithoutCompliance = products.docs.filter(
      (product) => product.get('links.amazon') !== '' && product.get('complianceMode') === false,
    );
    expect(amazonWithoutCompliance.length).toBeGreaterThan(0); // the product list's notice shows

    const seller = await db.doc(paths.seller(uid)).get();
    expect(seller.data()).toMatchObject({ email: DEMO_SELLER.email, locale: 'en' });
    // The demo seller's address is the verified one of their Google sign-in: alerts go to it.
    expect(seller.get('emailVerifiedAt')).toBeInstanceOf(Timestamp);
    // Product list at scale: seeded with their list fields and counted once, however often it runs.
    expect(seller.get(PRODUCT_COUNT_FIELD)).toBe(5);
    // Each with its search document; the product itself carries no search keys.
    for (const product of products.docs) {
      expect(product.get('inProductCount')).toBe(true);
      const fields = productIndexFields(product.id, uid, product.data() as ProductDoc);
      expect(product.get('derived')).toEqual(fields.derived);
      expect(product.get('derived.search')).toBeUndefined();
      expect((await db.doc(paths.productSearch(product.id)).get()).data()).toEqual(fields.search);
    }
    expect((await db.collection(COLLECTIONS.productSearch).get()).size).toBe(5);
  });

  it('adds a catalogue (SEED_PRODUCTS) complete and counted, once however often it runs', async () => {
    const uid = 'seed-catalogue-seller';
    expect(await writeDemoCatalogue(db, uid, 0, 450)).toBe(450);
    expect(await writeDemoCatalogue(db, uid, 0, 450)).toBe(0);
    expect(await writeDemoCatalogue(db, uid, 400, 460)).toBe(10);
    const seller = await db.doc(paths.seller(uid)).get();
    expect(seller.get(PRODUCT_COUNT_FIELD)).toBe(460);
    const product = demoCatalogueProduct(123);
    const stored = await db.doc(paths.product(product.id)).get();
    expect(stored.get('ownerId')).toBe(uid);
    expect(stored.get('inProductCount')).toBe(true);
    const fields = productIndexFields(product.id, uid, {
      ...product.input,
      stats: product.stats,
    });
    expect(stored.get('derived')).toEqual(fields.derived);
    expect(stored.get('derived.search')).toBeUndefined();
    expect((await db.doc(paths.productSearch(product.id)).get()).data()).toEqual(fields.search);
    const searches = await db
      .collection(COLLECTIONS.productSearch)
      .where('ownerId', '==', uid)
      .count()
      .get();
    expect(searches.data().count).toBe(460);
    expect((await db.doc(paths.publicProduct(product.id)).get()).get('title')).toBe(
      product.input.title,
    );
  });
});
