import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  PRIVATE_ROUTING_COUNT_FIELD,
  PRIVATE_ROUTING_COUNT_READ_AT_FIELD,
} from '../../shared/index.js';
import {
  countedSince,
  recountOnProfile,
  type ProfileRecount,
} from '../sellers/recount-on-profile.js';

/**
 * sellers/{uid}.privateRoutingCount (docs/decisions.md, "Existing products keep their setting"):
 * how many of the seller's products route low ratings privately, so the product list's notice
 * reads one document the seller's device may already hold instead of an aggregation on every
 * visit. Recounted, never
 * incremented: a bulk job (a template applied to 10,000 products, an import) changes thousands of
 * products at once, and one recount covers every write committed before its read.
 */
const FIELDS = {
  count: PRIVATE_ROUTING_COUNT_FIELD,
  readAt: PRIVATE_ROUTING_COUNT_READ_AT_FIELD,
};

/** Compliance mode off, as the product list's `compliance=off` filter reads it. */
export function routesPrivately(product: DocumentData | undefined): boolean {
  return product?.complianceMode === false;
}

/** Counts the seller's privately routing products again. */
export function recountPrivateRouting(db: Firestore, ownerId: string): Promise<ProfileRecount> {
  return recountOnProfile(
    db,
    ownerId,
    db
      .collection(COLLECTIONS.products)
      .where('ownerId', '==', ownerId)
      .where('complianceMode', '==', false),
    FIELDS,
  );
}

export type PrivateRoutingUpdate = ProfileRecount | 'unaffected' | 'alreadyCounted';

/**
 * One product write, committed at the time `writtenAt` finds (null: not known, always recount;
 * looked up only when the routing changed): recounts when it
 * started or stopped routing privately (created, deleted or switched), unless the profile already
 * holds a count read after it. That check is what keeps a bulk job cheap: its products' events
 * mostly arrive after an earlier event's recount has seen them, and end with one read of the
 * profile.
 */
export async function updatePrivateRoutingCount(
  db: Firestore,
  ownerId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  writtenAt: () => Promise<Timestamp | null>,
): Promise<PrivateRoutingUpdate> {
  if (routesPrivately(before) === routesPrivately(after)) return 'unaffected';
  const time = await writtenAt();
  if (time && (await countedSince(db, ownerId, FIELDS, time))) return 'alreadyCounted';
  return recountPrivateRouting(db, ownerId);
}
