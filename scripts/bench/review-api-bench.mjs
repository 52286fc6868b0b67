// What the benchmarks that drive the reviewApi handler in-process seed (bench/alerts.mjs,
// bench/counters.mjs): the Admin SDK on the app's demo project (the Functions emulator's triggers
// write there too), a seller and products. Timing the calls: bench/timing.mjs.
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import {
  DEMO_PROJECT_ID,
  emptyProductStats,
  newProductInput,
  paths,
} from '../../functions/lib/shared/index.js';

/** The Admin SDK on the demo project, and a random tag that keeps this run's ids apart. */
export function benchFirestore() {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID });
  return { app, db: getFirestore(app), tag: randomBytes(4).toString('hex') };
}

/** A seller profile (English, `fields` added). */
export function seedSeller(db, owner, fields = {}) {
  return db.doc(paths.seller(owner)).set({
    displayName: 'Bench',
    email: `${owner}@example.com`,
    locale: 'en',
    createdAt: Timestamp.now(),
    ...fields,
  });
}

/** A product input with the given title and links (the defaults otherwise). */
export const benchProductInput = (title, links, fields = {}) => ({
  ...newProductInput(),
  title,
  links: { amazon: '', emag: '', shopify: '', ...links },
  ...fields,
});

/** Each product of `ids` with its public mirror, as the app stores them, 50 to a batch. */
export async function seedProducts(db, owner, ids, input) {
  for (let i = 0; i < ids.length; i += 50) {
    const batch = db.batch();
    for (const id of ids.slice(i, i + 50)) {
      batch.set(db.doc(paths.product(id)), {
        ...input,
        ownerId: owner,
        stats: emptyProductStats(),
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      batch.set(db.doc(paths.publicProduct(id)), toPublicProduct(input));
    }
    await batch.commit();
  }
}
