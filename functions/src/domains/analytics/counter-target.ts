import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_TIME_ZONE, isValidTimeZone, paths } from '../../shared/index.js';
import { converters, validData } from '../../platform/firestore.js';
import type { CounterTarget } from './counter-writes.js';

/**
 * Every counted event needs the product's owner (counter documents carry ownerId, which the rules
 * check) and the owner's time zone (days are the seller's days). A product's owner never changes,
 * so it is cached for the instance's life; a time zone can change, so it is cached for a minute:
 * a burst of page opens costs one extra read per instance, not one per open.
 */
const OWNER_CACHE_LIMIT = 10_000;
export const TIME_ZONE_CACHE_MS = 60_000;

const owners = new Map<string, string>();
const zones = new Map<string, { timeZone: string; until: number }>();

export function clearCounterTargetCaches() {
  owners.clear();
  zones.clear();
}

/** The product's owner, or null when it is missing or has none (CountedProductFields). */
export async function productOwner(db: Firestore, productId: string): Promise<string | null> {
  const cached = owners.get(productId);
  if (cached) return cached;
  const product = validData(
    await db.doc(paths.product(productId)).withConverter(converters.countedProduct).get(),
  );
  if (!product?.ownerId) return null;
  const oldest = owners.keys().next();
  if (owners.size >= OWNER_CACHE_LIMIT && !oldest.done) owners.delete(oldest.value);
  owners.set(productId, product.ownerId);
  return product.ownerId;
}

/** The seller's time zone (sellers/{uid}.timeZone); UTC when unset or not a valid zone. */
export async function sellerTimeZone(db: Firestore, ownerId: string, now = Date.now()) {
  const cached = zones.get(ownerId);
  if (cached && cached.until > now) return cached.timeZone;
  const seller = validData(
    await db.doc(paths.seller(ownerId)).withConverter(converters.seller).get(),
  );
  const stored = seller?.timeZone;
  const timeZone = isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
  zones.set(ownerId, { timeZone, until: now + TIME_ZONE_CACHE_MS });
  return timeZone;
}

/**
 * The target of an event on a product (its title as the caller just read it), or null when the
 * product has no owner (deleted).
 */
export async function counterTarget(
  db: Firestore,
  product: { id: string; title: string; ownerId?: string },
): Promise<CounterTarget | null> {
  const ownerId = product.ownerId ?? (await productOwner(db, product.id));
  if (!ownerId) return null;
  return {
    productId: product.id,
    title: product.title,
    ownerId,
    timeZone: await sellerTimeZone(db, ownerId),
  };
}
