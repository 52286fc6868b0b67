import type { Firestore } from 'firebase/firestore';
import { getOwnProduct } from '@/lib/firestore';
import { READ_FRESH_MS } from '@/lib/server-state/query-client';
import { actionRead, forgetReads, readQuery } from '@/lib/server-state/server-state';
import { atProductLimit } from './product-limit';
import { productKeys } from './query-keys';

/**
 * The edit screen's product (null when it does not exist or is not the seller's). A form starts
 * from it, so it is kept no longer than it counts as fresh: a later visit reads it again rather
 * than start from an answer a template or an import has since changed.
 */
export const ownProductQuery = (firestore: Firestore, id: string) => ({
  ...readQuery(productKeys.product(id), () => getOwnProduct(firestore, id)),
  gcTime: READ_FRESH_MS,
});

/**
 * After the seller saved or deleted products: the reads that depend on them are read again, so no
 * screen shows (or starts a form from) an answer older than the seller's own change.
 */
export function forgetProductReads(id?: string) {
  forgetReads(productKeys.product(id));
  forgetReads(productKeys.count());
}

/** Whether the seller is at the products ceiling, read now (after a create was refused). */
export const productLimitQuery = (firestore: Firestore, uid: string) =>
  actionRead(productKeys.limit(uid), () => atProductLimit(firestore, uid));
