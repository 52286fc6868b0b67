/**
 * The review flow's stored documents, as every read checks them (Firestore converters). Apart from
 * the submission schema (review.ts) so the customer review page, which never reads Firestore,
 * does not carry them.
 */
import * as v from 'valibot';
import { STORES } from '../constants.js';
import { LOCALES } from '../locales.js';
import { OUTCOME_SCREENS, type FunnelEvent } from '../review-api.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { StarRating } from './feedback.js';

/**
 * products/{id}/reviews/{reviewId}: written only by the reviewApi function; the id is a digest of
 * the page's submission id (functions/src/domains/reviews/review-id.ts).
 */
export const ReviewDoc = v.object({
  /**
   * The product's owner when the review was written (docs/decisions.md, "Trust"). Only that seller may read it
   * (firestore.rules): a product later created under the same path could not inherit it. Reviews
   * from before reviews carried their owner get it from the stamp-owner-ids migration.
   */
  ownerId: v.pipe(v.string(), v.nonEmpty()),
  rating: StarRating,
  feedback: v.string(),
  store: v.picklist(STORES),
  /** The rating was at or above the product's minimum when the review was written. */
  published: v.boolean(),
  /**
   * The screen the customer was shown, so the seller's inbox can say what happened: 'private'
   * kept the review private (no store's review page); 'published' (private routing, at or above
   * the minimum) and 'compliance' (every rating) offered the store's review page. Missing on
   * reviews written before it was stored: of those, only one below the minimum is unknown.
   */
  outcome: v.optional(v.picklist(OUTCOME_SCREENS)),
  locale: v.picklist(LOCALES),
  createdAt: StoredTime,
  /**
   * True on a review that needs the seller's attention (below the minimum: private, or in
   * compliance mode below the threshold) until the seller opens it; the seller's only write to a
   * review is setting it to false (firestore.rules). Missing on every other review, and on
   * reviews stored before alerts existed: those count as read.
   */
  unread: v.optional(v.boolean()),
  /**
   * True on an unread review whose submission counted it in the seller's unread count (an
   * attention shard, in the commit that stored it): the attention trigger then alerts only.
   * Missing on unread reviews stored by any other path, which the trigger counts.
   */
  unreadCounted: v.optional(v.literal(true)),
});
export type ReviewDoc = v.InferOutput<typeof ReviewDoc>;

/** rateLimits/{bucket}: one fixed window's submission count (functions only). */
export const RateLimitBucketDoc = v.object({ count: StoredCount, expiresAt: StoredTime });
export type RateLimitBucketDoc = v.InferOutput<typeof RateLimitBucketDoc>;

/**
 * products/{id}/funnel/{yyyy-mm-dd}, written before the analytics year documents and read only by the analytics
 * migration: each counter exists once its first event was counted (no feedback_copied then).
 */
const funnelCounter = v.optional(StoredCount, 0);
const legacyCounters = {
  opened: funnelCounter,
  store_chosen: funnelCounter,
  submitted: funnelCounter,
  published: funnelCounter,
  review_link_opened: funnelCounter,
} satisfies Record<Exclude<FunnelEvent, 'feedback_copied'>, typeof funnelCounter>;
export const FunnelDayDoc = v.object({
  ...legacyCounters,
  /** Set by the analytics migration once the day is folded in (null: marked, time pending). */
  migratedAt: v.optional(StoredTime),
});
export type FunnelDayDoc = v.InferOutput<typeof FunnelDayDoc>;

/**
 * The fields of a review the analytics migration needs. Older reviews may still lack
 * ownerId (stamped by its own migration), which this migration does not need.
 */
export const LegacyReviewFields = v.pick(ReviewDoc, ['rating', 'store', 'published', 'locale']);
export type LegacyReviewFields = v.InferOutput<typeof LegacyReviewFields>;
