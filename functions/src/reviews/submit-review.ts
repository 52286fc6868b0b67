import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  paths,
  type ProductDoc,
  type ReviewDoc,
  type ReviewSubmission,
  type SubmitReviewResponse,
} from '../shared/index.js';
import { outcomeFor, reviewOutcome, type OutcomeProduct } from './decision.js';
import { funnelDayKey } from './funnel.js';
import { allows, submissionBuckets } from './rate-limit.js';
import { reviewStatsDeltas } from './stats.js';

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
 * The fields of products/{id} the decision needs, read defensively (the doc is seller-written),
 * and its owner, whom the review and the funnel counters are stamped with.
 */
function outcomeProduct(snapshot: DocumentSnapshot): (OutcomeProduct & { ownerId: string }) | null {
  const data = snapshot.data() as Partial<ProductDoc> | undefined;
  if (!data || typeof data.minRating !== 'number' || !data.links) return null;
  if (typeof data.ownerId !== 'string' || data.ownerId === '') return null;
  return {
    ownerId: data.ownerId,
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
 *
 * The transaction reads only documents no other customer touches (this submission's review and
 * this client's rate-limit counter); everything shared by every review of the product (its stats,
 * its hourly limit, the funnel day) is written with FieldValue.increment and never read inside it.
 * So simultaneous reviews of one product do not abort one another, which read-modify-write of the
 * product document did (100 at once took minutes on the emulator). The product's settings and its
 * hourly count are read just before: the decision uses the minimum rating as it was when the
 * customer submitted, and the per-product limit may overshoot by the submissions in flight.
 */
export async function submitReview(
  db: Firestore,
  submission: ReviewSubmission,
  clientKey: string,
  now: Date = new Date(),
): Promise<SubmitReviewResult> {
  const productRef = db.doc(paths.product(submission.productId));
  const reviewRef = db.doc(paths.review(submission.productId, submission.submissionId));
  const [clientBucket, productBucket] = submissionBuckets(
    submission.productId,
    clientKey,
    now.getTime(),
  );
  const clientBucketRef = db.doc(paths.rateLimit(clientBucket.docId));
  const productBucketRef = db.doc(paths.rateLimit(productBucket.docId));
  const funnelRef = db.doc(paths.funnelDay(submission.productId, funnelDayKey(now)));

  const [productSnap, productBucketSnap, tombstoneSnap] = await db.getAll(
    productRef,
    productBucketRef,
    db.doc(paths.deletedProduct(submission.productId)),
  );
  if (tombstoneSnap?.exists) return { kind: 'product_deleted' };
  const product = productSnap && outcomeProduct(productSnap);
  if (!product) return { kind: 'product_not_found' };
  const productCount = (productBucketSnap?.get('count') as number | undefined) ?? 0;

  try {
    return await db.runTransaction(
      async (tx) => {
        const [reviewSnap, clientBucketSnap] = await tx.getAll(reviewRef, clientBucketRef);
        const existing = reviewSnap?.data() as ReviewDoc | undefined;
        if (existing) {
          // A retry: answer what the first call decided, from the stored review.
          const { outcome, reviewUrl } = outcomeFor(product, existing.store, existing.published);
          return { kind: 'ok', response: { outcome, reviewUrl }, duplicate: true } as const;
        }

        if (product.links[submission.store] === '') return { kind: 'store_unavailable' } as const;

        const clientCount = (clientBucketSnap?.get('count') as number | undefined) ?? 0;
        if (!allows(clientBucket, clientCount) || !allows(productBucket, productCount)) {
          return { kind: 'rate_limited' } as const;
        }

        const outcome = reviewOutcome(product, submission.store, submission.rating);
        const review: ReviewDoc = {
          ownerId: product.ownerId,
          rating: submission.rating,
          feedback: submission.feedback,
          store: submission.store,
          published: outcome.published,
          locale: submission.locale,
          createdAt: FieldValue.serverTimestamp(),
        };
        const statsIncrements = Object.fromEntries(
          Object.entries(reviewStatsDeltas(review)).map(([path, delta]) => [
            `stats.${path}`,
            FieldValue.increment(delta),
          ]),
        );

        tx.create(reviewRef, review);
        // update(), unlike set(), fails when the product was deleted meanwhile: nothing commits.
        tx.update(productRef, statsIncrements);
        for (const [bucket, ref] of [
          [clientBucket, clientBucketRef],
          [productBucket, productBucketRef],
        ] as const) {
          tx.set(
            ref,
            { count: FieldValue.increment(1), expiresAt: bucket.expiresAt },
            { merge: true },
          );
        }
        tx.set(
          funnelRef,
          {
            ownerId: product.ownerId,
            submitted: FieldValue.increment(1),
            published: FieldValue.increment(outcome.published ? 1 : 0),
          },
          { merge: true },
        );
        const response = { outcome: outcome.outcome, reviewUrl: outcome.reviewUrl };
        return { kind: 'ok', response, duplicate: false } as const;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) return { kind: 'product_not_found' };
    throw error;
  }
}
