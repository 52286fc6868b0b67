import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  emptyProductStats,
  paths,
  type ProductDoc,
  type ProductStats,
  type ReviewDoc,
  type ReviewSubmission,
  type SubmitReviewResponse,
} from '../shared/index.js';
import { reviewOutcome, type OutcomeProduct } from './decision.js';
import { funnelDayKey } from './funnel.js';
import { allows, submissionBuckets } from './rate-limit.js';
import { addReviewToStats } from './stats.js';

export type SubmitReviewResult =
  | { kind: 'ok'; response: SubmitReviewResponse; duplicate: boolean }
  | { kind: 'product_not_found' }
  | { kind: 'store_unavailable' }
  | { kind: 'rate_limited' };

/**
 * Concurrent reviews of one product contend for its document; the default five attempts were not
 * enough for 100 simultaneous submissions on the emulator. Every attempt redoes the whole decision.
 */
const MAX_TRANSACTION_ATTEMPTS = 25;

/** The fields of products/{id} the decision needs, read defensively (the doc is seller-written). */
function outcomeProduct(snapshot: DocumentSnapshot): OutcomeProduct | null {
  const data = snapshot.data() as Partial<ProductDoc> | undefined;
  if (!data || typeof data.minRating !== 'number' || !data.links) return null;
  return {
    minRating: data.minRating,
    complianceMode: data.complianceMode === true,
    links: {
      amazon: typeof data.links.amazon === 'string' ? data.links.amazon : '',
      emag: typeof data.links.emag === 'string' ? data.links.emag : '',
      shopify: typeof data.links.shopify === 'string' ? data.links.shopify : '',
    },
  };
}

/**
 * Stores a validated submission and updates every counter in one transaction: the review, the
 * product's stats, the funnel's submitted/published counters and the rate-limit counters commit
 * together or not at all. The review's id is the client's submission id, so a retry of a call that
 * did commit finds its review and answers the same outcome without counting again.
 */
export async function submitReview(
  db: Firestore,
  submission: ReviewSubmission,
  clientKey: string,
  now: Date = new Date(),
): Promise<SubmitReviewResult> {
  const productRef = db.doc(paths.product(submission.productId));
  const reviewRef = db.doc(paths.review(submission.productId, submission.submissionId));
  const buckets = submissionBuckets(submission.productId, clientKey, now.getTime());
  const bucketRefs = buckets.map((bucket) => db.doc(paths.rateLimit(bucket.docId)));
  const funnelRef = db.doc(paths.funnelDay(submission.productId, funnelDayKey(now)));

  return db.runTransaction(
    async (tx) => {
      const [productSnap, reviewSnap, ...bucketSnaps] = await tx.getAll(
        productRef,
        reviewRef,
        ...bucketRefs,
      );
      const product = productSnap && outcomeProduct(productSnap);
      if (!product) return { kind: 'product_not_found' } as const;

      const existing = reviewSnap?.data() as ReviewDoc | undefined;
      if (existing) {
        // A retry: answer what the first call decided, from the stored review.
        const outcome = reviewOutcome(product, existing.store, existing.rating);
        return {
          kind: 'ok',
          response: { published: existing.published, reviewUrl: outcome.reviewUrl },
          duplicate: true,
        } as const;
      }

      if (product.links[submission.store] === '') return { kind: 'store_unavailable' } as const;

      const counts = bucketSnaps.map((snap) => (snap?.get('count') as number | undefined) ?? 0);
      if (buckets.some((bucket, index) => !allows(bucket, counts[index] ?? 0))) {
        return { kind: 'rate_limited' } as const;
      }

      const outcome = reviewOutcome(product, submission.store, submission.rating);
      const review: ReviewDoc = {
        rating: submission.rating,
        feedback: submission.feedback,
        store: submission.store,
        published: outcome.published,
        locale: submission.locale,
        createdAt: FieldValue.serverTimestamp(),
      };
      const stats = (productSnap.get('stats') as ProductStats | undefined) ?? emptyProductStats();

      tx.create(reviewRef, review);
      tx.update(productRef, { stats: addReviewToStats(stats, review) });
      buckets.forEach((bucket, index) => {
        tx.set(
          bucketRefs[index]!,
          { count: FieldValue.increment(1), expiresAt: bucket.expiresAt },
          { merge: true },
        );
      });
      tx.set(
        funnelRef,
        {
          submitted: FieldValue.increment(1),
          published: FieldValue.increment(outcome.published ? 1 : 0),
        },
        { merge: true },
      );
      return { kind: 'ok', response: outcome, duplicate: false } as const;
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
}
