/**
 * Rate limits, counted in fixed windows: counter documents per scope and window in the
 * functions-only `rateLimits` collection, each read and raised in the transaction of what it
 * counts, so no burst passes a ceiling and a refused call writes nothing (docs/decisions.md,
 * "Ceilings"). A review's per-product counter is split into PRODUCT_SHARDS documents, each
 * holding its share of the ceiling: a review reads one (more only near the ceiling), so
 * simultaneous reviews of one product rarely wait for each other.
 *
 * Numbers (docs/decisions.md, "Rate limits"): a customer reviews a product once, maybe corrects a typo, so five
 * submissions per client and product in ten minutes never stops a person; 200 an hour per product
 * is far beyond what a printed QR code produces (a shop that sells 200 units of a product an hour
 * is not using paper cards) and caps the damage of a bot that rotates addresses.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { converters, validData } from './firestore.js';
import { expiredDocuments } from './lifetimes/sweep.js';
import {
  CASE_OPENS_PER_VISITOR_HOUR,
  COLLECTIONS,
  CASE_REQUESTS_PER_VISITOR_HOUR,
  CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY,
  FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR,
  PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR,
  paths,
} from '../shared/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Counter documents outlive their window by a day, then a TTL policy on expiresAt deletes them. */
const RETENTION_MS = 24 * HOUR;

export interface RateLimitRule {
  /** Short prefix of the counter document id. */
  id: string;
  limit: number;
  windowMs: number;
}

export const SUBMISSION_RATE_LIMITS = {
  perClientPerProduct: { id: 'cp', limit: 5, windowMs: 10 * MINUTE },
  perProduct: { id: 'p', limit: 200, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export interface SubmissionRateLimits {
  perClientPerProduct: RateLimitRule;
  perProduct: RateLimitRule;
}

/**
 * The per-product counter's documents; the ceiling divides evenly among them. Once a review finds
 * every one full, a marker (`productFull`) says so for the rest of the window, so later ones are
 * refused on one plain read instead of reading every shard in a transaction.
 */
export const PRODUCT_SHARDS = 20;

export interface RateLimitBucket {
  /** Document id in the rateLimits collection. */
  docId: string;
  limit: number;
  expiresAt: Date;
}

/** Index of the fixed window `now` falls in; windows start at multiples of windowMs since 1970. */
export function windowIndex(now: number, windowMs: number): number {
  return Math.floor(now / windowMs);
}

export function bucketFor(rule: RateLimitRule, scope: string, now: number): RateLimitBucket {
  const index = windowIndex(now, rule.windowMs);
  return {
    docId: `${rule.id}_${scope}_${index}`,
    limit: rule.limit,
    expiresAt: new Date((index + 1) * rule.windowMs + RETENTION_MS),
  };
}

/**
 * The counters one submission for `productId` from `clientKey` (a salted hash) must pass: the
 * client's on the product, and the product's shards, starting with the client's own (its key
 * picks it, so one client's retries meet the same one first).
 */
export function submissionBuckets(
  productId: string,
  clientKey: string,
  now: number,
  rules: SubmissionRateLimits = SUBMISSION_RATE_LIMITS,
): { perClient: RateLimitBucket; productShards: RateLimitBucket[]; productFull: RateLimitBucket } {
  const shardRule = { ...rules.perProduct, limit: rules.perProduct.limit / PRODUCT_SHARDS };
  const first = createHash('sha256').update(clientKey).digest().readUInt32BE(0) % PRODUCT_SHARDS;
  return {
    perClient: bucketFor(rules.perClientPerProduct, `${clientKey}_${productId}`, now),
    productShards: Array.from({ length: PRODUCT_SHARDS }, (_, offset) =>
      bucketFor(shardRule, `${productId}_${(first + offset) % PRODUCT_SHARDS}`, now),
    ),
    productFull: bucketFor({ ...rules.perProduct, id: 'pf' }, productId, now),
  };
}

/** Page opens and funnel events: per visitor and product, counted like submissions. */
export const VISITOR_RATE_LIMITS = {
  pageOpens: { id: 'o', limit: PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR, windowMs: HOUR },
  funnelEvents: { id: 'e', limit: FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The resolution loop (docs/decisions.md, "Cases"): cases opened per visitor per hour, case page
 * requests per visitor per hour, and unconfirmed cases per address (its hash) per UTC day.
 */
export const CASE_RATE_LIMITS = {
  opens: { id: 'co', limit: CASE_OPENS_PER_VISITOR_HOUR, windowMs: HOUR },
  requests: { id: 'cr', limit: CASE_REQUESTS_PER_VISITOR_HOUR, windowMs: HOUR },
  unconfirmedPerAddress: {
    id: 'ca',
    limit: CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY,
    windowMs: 24 * HOUR,
  },
} as const satisfies Record<string, RateLimitRule>;

/** The counter one page open or funnel event of `clientKey` on `productId` must pass. */
export function visitorBucket(
  rule: RateLimitRule,
  productId: string,
  clientKey: string,
  now: number,
): RateLimitBucket {
  return bucketFor(rule, `${clientKey}_${productId}`, now);
}

/** The write that counts one more accepted call in `bucket` (merged; TTL on expiresAt). */
export function rateLimitIncrement(bucket: RateLimitBucket) {
  return { count: FieldValue.increment(1), expiresAt: Timestamp.fromDate(bucket.expiresAt) };
}

/** True when one more call fits: `count` calls were already accepted in this window. */
export function allows(bucket: RateLimitBucket, count: number): boolean {
  return count < bucket.limit;
}

/**
 * Transaction attempts of a counted call: one visitor's calls at once queue for their counter's
 * lock, and each attempt only reads and writes that one document.
 */
const COUNT_ATTEMPTS = 10;

/**
 * Counts one call in `bucket` if it fits, the check and the count in one transaction, so however
 * many calls arrive at once no more than the limit pass (docs/decisions.md, "Ceilings"). False:
 * the window is full, and nothing is written.
 */
export function countWithin(db: Firestore, bucket: RateLimitBucket): Promise<boolean> {
  return db.runTransaction((tx) => countInTransaction(db, tx, bucket), {
    maxAttempts: COUNT_ATTEMPTS,
  });
}

/**
 * The same inside the caller's transaction (`tx` reads the counter: call it before any write),
 * so what the call does commits with its count or not at all.
 */
export async function countInTransaction(
  db: Firestore,
  tx: Transaction,
  bucket: RateLimitBucket,
): Promise<boolean> {
  const ref = db.doc(paths.rateLimit(bucket.docId)).withConverter(converters.rateLimitBucket);
  if (!allows(bucket, validData(await tx.get(ref))?.count ?? 0)) return false;
  tx.set(ref, rateLimitIncrement(bucket), { merge: true });
  return true;
}

/**
 * The first of `shards` with room, read in order inside `tx` (reads only: the caller raises the
 * one returned with rateLimitIncrement in the same transaction), or null when every one is full.
 */
export async function shardWithRoom(
  db: Firestore,
  tx: Transaction,
  shards: readonly RateLimitBucket[],
): Promise<RateLimitBucket | null> {
  for (const shard of shards) {
    const ref = db.doc(paths.rateLimit(shard.docId)).withConverter(converters.rateLimitBucket);
    if (allows(shard, validData(await tx.get(ref))?.count ?? 0)) return shard;
  }
  return null;
}

/** For the lifetime sweep: counter documents a day past their window. */
export const expiredRateLimits = expiredDocuments('rateLimits', COLLECTIONS.rateLimits);
