import type { Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import {
  paths,
  type CaseOfferResponse,
  type ProductDoc,
  type SellerDoc,
} from '../../shared/index.js';
import { retentionDays } from './retention.js';
import { sellerNameFor } from './seller-name.js';

/** A product a case can be about, with its seller's profile (undefined without one). */
export async function caseProduct(
  db: Firestore,
  productId: string,
): Promise<
  | { product: ProductDoc; seller: SellerDoc | undefined }
  | { kind: 'product_not_found' | 'product_deleted' }
> {
  const [productSnap, tombstone] = await getAllConverted(
    db,
    db.doc(paths.product(productId)).withConverter(converters.product),
    db.doc(paths.deletedProduct(productId)),
  );
  if (tombstone.exists) return { kind: 'product_deleted' };
  const product = validData(productSnap);
  if (!product) return { kind: 'product_not_found' };
  const sellerSnap = await db
    .doc(paths.seller(product.ownerId))
    .withConverter(converters.seller)
    .get();
  return { product, seller: validData(sellerSnap) ?? undefined };
}

export type CaseOfferResult =
  { kind: 'ok'; offer: CaseOfferResponse } | { kind: 'product_not_found' | 'product_deleted' };

/**
 * What the consent form under the outcome screen needs (GET /api/products/{id}/case-offer): the
 * name the question shows, whether the seller offers it on every rating (else only below the
 * product's minimum, which the page already knows), and the retention the consent text names.
 * Read-only: the same for every visitor, whatever they rated.
 */
export async function caseOfferFor(db: Firestore, productId: string): Promise<CaseOfferResult> {
  const read = await caseProduct(db, productId);
  if ('kind' in read) return read;
  const { product, seller } = read;
  return {
    kind: 'ok',
    offer: {
      sellerName: sellerNameFor(product, seller),
      offerOnAllRatings: seller?.caseOfferOnAllRatings === true,
      retentionDays: retentionDays(seller),
    },
  };
}
