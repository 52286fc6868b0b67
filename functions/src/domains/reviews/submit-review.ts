import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import {
  derivedFromStats,
  paths,
  sellsAt,
  type ReviewDoc,
  type ReviewSubmission,
  type SubmitReviewResponse,
} from '../../shared/index.js';
import { counterTarget, prepareReviewCount } from '../analytics/count-events.js';
import type { RollUpScheduler } from '../analytics/roll-up-schedule.js';
import { decideReview, submissionAnswer } from './decision.js';
import {
  allows,
  rateLimitIncrement,
  shardWithRoom,
  submissionBuckets,
  SUBMISSION_RATE_LIMITS,
  type SubmissionRateLimits,
} from '../../platform/rate-limit.js';
import { reviewIdFor } from './review-id.js';
import { countUnreadInCommit } from '../alerts/attention.js';
import { addReviewToStats, reviewStatsDeltas } from './stats.js';
import { errorCode } from '../../shared/narrow.js';

export type SubmitReviewResult =
  | { kind: 'ok'; response: SubmitReviewResponse; duplicate: boolean }
  | { kind: 'product_not_found' }
  | { kind: 'product_deleted' }
  | { kind: 'store_unavailable' }
  | { kind: 'rate_limited' };

/**
 * Reviews of one product still queue for its document's write lock at commit; a few more attempts
 * than the default five keep a burst of simultaneous submissions from failing. Every attempt redoes
 * the whole decision.
 */
const MAX_TRANSACTION_ATTEMPTS = 10;

/** gRPC status of an update() whose document does not exist (the product was deleted). */
const NOT_FOUND = 5;

/**
 * Stores a validated submission and updates every counter in one transaction: the review, the
 * product's stats (with the list's average rating derived from them), the analytics counters (functions/src/analytics) and the rate-limit counters
 * commit together or not at all. The review's id comes from the client's submission id
 * (reviewIdFor), so a retry of a call that did commit finds its review and answers the same
 * outcome without counting again.
 *
 * The transaction reads this submission's review, this client's rate-limit counter and one shard
 * of the product's hourly counter (the client's own; the next ones only when it is full), so the
 * hourly ceiling is exact and only the reviews that meet on one shard wait for each other; the
 * rest of what every review of the product shares (its stats, the analytics shards) is written
 * with FieldValue.increment and never read inside it. Read-modify-write of the product document
 * made every review wait for every other (100 at once took minutes on the emulator). The
 * product's settings and its seller's profile are read just before: the decision
 * (decideReview) uses the minimum rating as it was when the customer submitted, and the answer
 * carries what it decided the customer may do next.
 * `rollUps` queues the analytics roll-up (functions/src/domains/analytics/roll-up-schedule.ts);
 * `limits` are the ceilings (docs/decisions.md, "Rate limits"), other only in a benchmark.
 */
export async function submitReview(
  db: Firestore,
  submission: ReviewSubmission,
  clientKey: string,
  now: Date = new Date(),
  rollUps?: RollUpScheduler,
  limits: SubmissionRateLimits = SUBMISSION_RATE_LIMITS,
): Promise<SubmitReviewResult> {
  const productRef = db.doc(paths.product(submission.productId));
  const reviewRef = db.doc(
    paths.review(submission.productId, reviewIdFor(submission.submissionId)),
  );
  const { perClient, productShards, productFull } = submissionBuckets(
    submission.productId,
    clientKey,
    now.getTime(),
    limits,
  );
  const clientBucketRef = db.doc(paths.rateLimit(perClient.docId));

  const productFullRef = db.doc(paths.rateLimit(productFull.docId));
  const [productSnap, tombstoneSnap, productFullSnap] = await getAllConverted(
    db,
    productRef.withConverter(converters.product),
    db.doc(paths.deletedProduct(submission.productId)),
    productFullRef,
  );
  // A deleted product's id is dead for good (docs/decisions.md, "Trust"): its printed codes never take a review.
  if (tombstoneSnap.exists) return { kind: 'product_deleted' };
  // A product that does not match the schema (only Admin SDK writes can) is treated as missing.
  const product = validData(productSnap);
  if (!product) return { kind: 'product_not_found' };
  const [sellerSnap, target] = await Promise.all([
    db.doc(paths.seller(product.ownerId)).withConverter(converters.seller).get(),
    counterTarget(db, { id: submission.productId, title: product.title, ownerId: product.ownerId }),
  ]);
  const seller = validData(sellerSnap) ?? undefined;
  const decision = decideReview(
    product,
    seller,
    { rating: submission.rating, store: submission.store, createdAt: now },
    now,
  );
  const counters =
    target &&
    (await prepareReviewCount(
      db,
      target,
      {
        rating: submission.rating,
        store: submission.store,
        atOrAbove: decision.published,
        locale: submission.locale,
      },
      now,
      rollUps,
    ));
  try {
    const result = await db.runTransaction(
      async (tx) => {
        const [reviewSnap, clientBucketSnap] = await getAllConverted(
          tx,
          reviewRef.withConverter(converters.review),
          clientBucketRef.withConverter(converters.rateLimitBucket),
        );
        const existing = validData(reviewSnap);
        if (existing) {
          // A retry: answer what the first call decided, from the stored review.
          const first = decideReview(
            product,
            seller,
            {
              rating: existing.rating,
              store: existing.store,
              createdAt: existing.createdAt?.toDate() ?? null,
              published: existing.published,
            },
            now,
          );
          return { kind: 'ok', response: submissionAnswer(first), duplicate: true } as const;
        }

        if (!sellsAt(product.links, submission.store)) {
          return { kind: 'store_unavailable' } as const;
        }

        const clientCount = validData(clientBucketSnap)?.count ?? 0;
        if (!allows(perClient, clientCount) || productFullSnap.exists) {
          return { kind: 'rate_limited' } as const;
        }
        const productShard = await shardWithRoom(db, tx, productShards);
        if (!productShard) return { kind: 'rate_limited', productFull: true } as const;

        const review: Omit<ReviewDoc, 'createdAt'> & { createdAt: FieldValue } = {
          // The owner now, never inherited from whatever later holds this path (docs/decisions.md, "Trust").
          ownerId: product.ownerId,
          rating: submission.rating,
          feedback: submission.feedback,
          store: submission.store,
          published: decision.published,
          outcome: decision.outcome,
          locale: submission.locale,
          createdAt: FieldValue.serverTimestamp(),
          // Needs the seller's attention until opened: counted below, alerted by the trigger.
          ...(decision.needsAttention ? { unread: true, unreadCounted: true } : {}),
        };
        const statsIncrements = Object.fromEntries(
          Object.entries(reviewStatsDeltas(review)).map(([path, delta]) => [
            `stats.${path}`,
            FieldValue.increment(delta),
          ]),
        );

        // The list fields derived from the counters, as they are after this review (the same
        // rule the product trigger applies), so its event finds nothing to derive. From the
        // product read before the transaction: when another review committed in between, the
        // trigger finds them off and derives them again. Not on a product never indexed yet,
        // whose trigger writes all of `derived`.
        const derived = product.derived
          ? derivedFromStats(addReviewToStats(product.stats, review))
          : {};

        tx.create(reviewRef, review);
        // update(), unlike set(), fails when the product was deleted meanwhile: nothing commits.
        tx.update(productRef, { ...statsIncrements, ...derived });
        for (const bucket of [perClient, productShard]) {
          tx.set(db.doc(paths.rateLimit(bucket.docId)), rateLimitIncrement(bucket), {
            merge: true,
          });
        }
        counters?.inTransaction(tx);
        if (decision.needsAttention) {
          countUnreadInCommit(db, tx, product.ownerId, submission.productId, reviewRef.id, now);
        }
        return { kind: 'ok', response: submissionAnswer(decision), duplicate: false } as const;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
    if (result.kind === 'ok' && !result.duplicate) await counters?.afterCommit();
    if (result.kind === 'rate_limited' && 'productFull' in result) {
      // The marker reads as a counter at its ceiling (RateLimitBucketDoc), swept like one.
      await productFullRef.set({ count: productFull.limit, expiresAt: productFull.expiresAt });
      return { kind: 'rate_limited' };
    }
    return result;
  } catch (error) {
    if (errorCode(error) === NOT_FOUND) return { kind: 'product_not_found' };
    throw error;
  }
}
