/**
 * attention/{uid}: one small document per seller, written only by functions (docs/decisions.md,
 * "Alerts on unhappy customers"). The top navigation's "needs attention" badge reads `unread`
 * from it and nothing else: no query over reviews draws the badge. The rest is the alert
 * emails' state, kept in the same document so a review changes at most it and one mail document.
 */
import * as v from 'valibot';
import { STORES } from '../constants.js';
import { StoredTime } from '../stored-doc.js';
import { StarRating } from './feedback.js';

export { ATTENTION_SHARDS, unreadCount } from '../attention-count.js';

/** A review waiting for the follow-up email: what the email lists, nothing to read again. */
export const PendingAlert = v.object({
  productId: v.string(),
  reviewId: v.string(),
  productTitle: v.string(),
  rating: StarRating,
  store: v.picklist(STORES),
});
export type PendingAlert = v.InferOutput<typeof PendingAlert>;

/**
 * Low reviews within this long after the last alert email go into one follow-up email
 * (docs/decisions.md, "Alerts on unhappy customers").
 */
export const ALERT_WINDOW_MS = 10 * 60_000;

/** At most this many reviews are listed in a follow-up; the rest are counted. */
export const FOLLOW_UP_LISTED_MAX = 10;

/** How many stop links (of the most recent emails) stay valid; older ones lead to the settings. */
export const STOP_TOKENS_KEPT = 20;

export const AttentionDoc = v.object({
  /**
   * Private or below-threshold reviews the seller has not opened yet: +1 when such a review is
   * stored, -1 when the seller opens it. Any integer reads; the badge shows at least 0.
   */
  unread: v.optional(v.pipe(v.number(), v.integer()), 0),
  /** When the last alert (or follow-up) email was queued. */
  lastAlertAt: v.optional(StoredTime),
  /**
   * Low reviews since the last alert, for the one follow-up email: kept here before the shards,
   * now in attention/{uid}/shards (AttentionShardDoc); the follow-up still adds what is here.
   */
  pendingCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  pending: v.optional(v.array(PendingAlert), []),
  /** A follow-up email is queued for the window (one per window). */
  followUpQueued: v.optional(v.boolean(), false),
  /**
   * The number of the follow-up window the shards' pending reviews count for (attention/{uid}/
   * shards): the follow-up sums the shards of this number and moves it on by one.
   */
  window: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /**
   * Its job (alertFollowUps/{id}) and when it is due. Missing on a follow-up queued before it ran
   * as a job; a review arriving after the due time queues it again if it has not run.
   */
  followUpJob: v.optional(v.string()),
  followUpAt: v.optional(StoredTime),
  /** The local day (yyyy-mm-dd) of the last daily digest sent. */
  lastDigestDay: v.optional(v.string()),
  /**
   * sha256 (hex) of each recent email's stop token and what it stops, oldest first, at most
   * STOP_TOKENS_KEPT. Only the hash is stored: the token itself exists only in the email.
   */
  stopTokens: v.optional(
    v.array(v.object({ hash: v.string(), kind: v.picklist(['alerts', 'digest']) })),
    [],
  ),
});
export type AttentionDoc = v.InferOutput<typeof AttentionDoc>;

/** At most this many pending reviews are listed per shard (FOLLOW_UP_LISTED_MAX in all). */
export const PENDING_LISTED_PER_SHARD = 2;

export const AttentionShardDoc = v.object({
  /** This shard's part of the unread count: +1 per stored low review, -1 per opened one. */
  unread: v.optional(v.pipe(v.number(), v.integer()), 0),
  /**
   * The follow-up window (AttentionDoc.window) these pending reviews belong to. A review of a
   * later window starts the shard's pending part anew; the follow-up sums the shards whose window
   * is the one it sends for.
   */
  window: v.optional(v.pipe(v.number(), v.integer()), 0),
  pendingCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  pending: v.optional(v.array(PendingAlert), []),
});
export type AttentionShardDoc = v.InferOutput<typeof AttentionShardDoc>;

/**
 * attention/{uid}/arrivals/{productId}-{reviewId}: the review the alert trigger is to handle
 * (paths.attentionArrival), written in the commit that stores it, deleted once it is handled;
 * `expiresAt` deletes one whose run failed (missing on arrivals written before it).
 */
export const AttentionArrivalDoc = v.object({
  productId: v.string(),
  reviewId: v.string(),
  expiresAt: v.optional(StoredTime),
});
export type AttentionArrivalDoc = v.InferOutput<typeof AttentionArrivalDoc>;
