// The catalogue bench:bulk and bench:bulk-profile seed: `size` products of the demo catalogue,
// `toDelete` of them spread evenly over it and titled "Clearance …" (the search that selects
// them), each written complete as an import leaves it (the product with its list fields, its
// search document, its public mirror, its lookup index entries), in Admin SDK batches.
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import { writeProductKeyChanges } from '../../functions/lib/domains/products/product-keys.js';
import { demoCatalogueDocs, demoCatalogueProduct } from '../../functions/lib/dev/demo-catalogue.js';
import { paths } from '../../functions/lib/shared/index.js';
import { seedInBatches } from './helpers.mjs';

/** The word the deleted products' titles carry, and the search the seller types. */
export const CLEARANCE_WORD = 'Clearance';

/** Whether product `index` is among the `toDelete` of `size`: spread evenly, so ids interleave. */
export const markedForDelete = (size, toDelete) => (index) =>
  Math.floor(((index + 1) * toDelete) / size) > Math.floor((index * toDelete) / size);

/**
 * Seeds the catalogue. `statsOf(product, marked)` may give a product other stats than the demo
 * catalogue's; `alsoWrite(batch, seeded)` adds to its batch what the caller needs beside it
 * (`seeded`: product, input, docs, mirror, marked), and keeps its own record of the seed.
 * `createdSince` (epoch ms): the products' creation times spread from then to `now`, in the
 * demo catalogue's order (it dates product i i minutes back, which reaches weeks at 30,000).
 */
export async function seedBulkCatalogue(
  db,
  {
    uid,
    size,
    toDelete,
    now,
    statsOf = (product) => product.stats,
    alsoWrite = () => {},
    createdSince = null,
  },
) {
  const marked = markedForDelete(size, toDelete);
  const minutesEach =
    createdSince === null ? 1 : Math.min(1, (now.toMillis() - createdSince) / 60_000 / size);
  await seedInBatches(
    db,
    size,
    (batch, index) => {
      const product = demoCatalogueProduct(index);
      const isMarked = marked(index);
      const input = isMarked
        ? { ...product.input, title: `${CLEARANCE_WORD} ${product.input.title}` }
        : product.input;
      const docs = demoCatalogueDocs(
        {
          ...product,
          input,
          stats: statsOf(product, isMarked),
          ageMinutes: product.ageMinutes * minutesEach,
        },
        uid,
        now,
      );
      const mirror = toPublicProduct(input);
      batch.set(db.doc(paths.product(product.id)), docs.product);
      batch.set(db.doc(paths.productSearch(product.id)), docs.search);
      batch.set(db.doc(paths.publicProduct(product.id)), mirror);
      writeProductKeyChanges(db, batch, uid, product.id, null, docs.product.derived);
      alsoWrite(batch, { product, input, docs, mirror, marked: isMarked });
    },
    // A product's writes (itself, search, mirror, a few keys, sometimes 3 under it): under 500.
    { batchSize: 50 },
  );
}
