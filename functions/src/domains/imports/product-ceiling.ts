import type { Firestore } from 'firebase-admin/firestore';
import {
  ImportIssueCode,
  MAX_PRODUCTS_PER_SELLER,
  PRODUCT_COUNT_FIELD,
  paths,
  type ImportRowPlan,
} from '../../shared/index.js';

/**
 * The products-per-seller ceiling in an import (docs/decisions.md, "Ceilings"): rows that would
 * create a product beyond MAX_PRODUCTS_PER_SELLER are rejected with `import.productLimit`;
 * updates of existing products go on as usual.
 */

/** How many products the seller may still create, from the count indexProduct keeps. */
export async function productRoom(db: Firestore, ownerId: string): Promise<{ left: number }> {
  const count: unknown = (await db.doc(paths.seller(ownerId)).get()).get(PRODUCT_COUNT_FIELD);
  return { left: MAX_PRODUCTS_PER_SELLER - (typeof count === 'number' ? count : 0) };
}

/** `plan`, or its rejection when it would create a product with no room left (uses up room). */
export function withinProductCeiling(plan: ImportRowPlan, room: { left: number }): ImportRowPlan {
  if (plan.action !== 'created') return plan;
  if (room.left <= 0) {
    return {
      action: 'rejected',
      row: plan.row,
      issues: [{ field: null, code: ImportIssueCode.productLimit, max: MAX_PRODUCTS_PER_SELLER }],
    };
  }
  room.left -= 1;
  return plan;
}
