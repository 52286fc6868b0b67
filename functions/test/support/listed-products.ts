/**
 * Products written through the Admin SDK as the server leaves them after an import or the
 * product-write trigger: shared by the tests of what reads or deletes many products (bulk jobs,
 * their leftovers, their cost), so each seeds what the app writes.
 */
import {
  FieldValue,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { countedProductFields } from '../../src/domains/products/product-count.js';
import { writeProductKeyChanges } from '../../src/domains/products/product-keys.js';
import { toPublicProduct } from '../../src/domains/products/public-product.js';
import {
  newProductDoc,
  paths,
  productIndexFields,
  type ProductInput,
} from '../../src/shared/index.js';

export interface ListedProduct {
  id: string;
  ownerId: string;
  input: ProductInput;
  /** Default: the commit's time. */
  createdAt?: Timestamp;
}

export interface ListedProductOptions {
  /** Its public mirror (publicProducts/{id}); default true. */
  mirror?: boolean;
  /** Its lookup index entries (productKeys, one per SKU or link key); default true. */
  keys?: boolean;
}

/**
 * Adds a product to `batch` with its list fields (`derived`) and its search document, marked as
 * counted in its seller's product count (the caller writes the count), and unless told not to
 * its public mirror and its lookup index entries.
 */
export function addListedProduct(
  db: Firestore,
  batch: WriteBatch,
  { id, ownerId, input, createdAt }: ListedProduct,
  { mirror = true, keys = true }: ListedProductOptions = {},
): void {
  const { derived, search } = productIndexFields(id, ownerId, input);
  batch.set(db.doc(paths.product(id)), {
    ...newProductDoc(input, ownerId, createdAt ?? FieldValue.serverTimestamp()),
    derived,
    ...countedProductFields(),
  });
  batch.set(db.doc(paths.productSearch(id)), search);
  if (mirror) batch.set(db.doc(paths.publicProduct(id)), toPublicProduct(input));
  if (keys) writeProductKeyChanges(db, batch, ownerId, id, null, derived);
}
