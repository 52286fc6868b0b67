import {
  CASE_RETENTION_DAYS_DEFAULT,
  FilledHoneypot,
  FUNNEL_EVENT_FIELD_MISSING,
  FunnelEventRequest,
  REVIEW_FIELD_MISSING,
  ReviewSubmission,
  ValidationMessage,
  paths,
  sellsAt,
  type CountedEvent,
  type PublicProductDoc,
  type SubmitReviewResponse,
} from '../../shared/index.js';
import * as v from 'valibot';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import {
  ApiError,
  isContention,
  jsonBody,
  parseBody,
  type ApiRequest,
} from '../../platform/http/api-router.js';
import {
  VISITOR_RATE_LIMITS,
  countInTransaction,
  visitorBucket,
  type RateLimitRule,
} from '../../platform/rate-limit.js';
import { clientEvent, countEvent, pageOpenEvent } from '../../domains/analytics/count-events.js';
import { toPublicProductResponse } from '../../domains/reviews/public-view.js';
import { submitReview } from '../../domains/reviews/submit-review.js';
import type { ReviewApiContext, ReviewApiRoute, RouteHandler } from './review-api-routes.js';

/**
 * A filled honeypot's answer: what a review below the minimum gets from a seller without a
 * profile, so a bot learns nothing; nothing is read or written for it.
 */
const DECOY: SubmitReviewResponse = {
  outcome: 'private',
  reviewUrl: null,
  next: { contactOffer: { sellerName: '', retentionDays: CASE_RETENTION_DAYS_DEFAULT } },
};

/**
 * The review page's routes (docs/decisions.md, "One HTTPS function, no Firebase SDK on the page"):
 * the public product, the funnel events it reports, and the review, whose answer carries the
 * server's decision (domains/reviews/decision.ts).
 */
export function reviewRoutes(
  context: ReviewApiContext,
): Record<Extract<ReviewApiRoute, 'product' | 'productEvents' | 'reviews'>, RouteHandler> {
  const { db, now } = context;

  /**
   * The public view of a product, in one read of two documents: the mirror (what the page shows)
   * and the tombstone (a deleted product's printed code answers 410, never another product). The
   * owner the counters carry comes from the analytics' per-instance cache
   * (domains/analytics/counter-target.ts), which a tombstoned id can never invalidate.
   */
  async function readPublicProduct(productId: string): Promise<PublicProductDoc> {
    const [mirror, tombstone] = await getAllConverted(
      db,
      db.doc(paths.publicProduct(productId)).withConverter(converters.publicProduct),
      db.doc(paths.deletedProduct(productId)),
    );
    if (tombstone.exists) throw new ApiError(410, 'product_deleted');
    // A mirror that does not match the schema is answered like a missing one, never half-shown.
    const product = validData(mirror);
    if (!product) throw new ApiError(404, 'product_not_found');
    return product;
  }

  /**
   * Counts one page open or event if this visitor's counter for the product (`rule`:
   * VISITOR_RATE_LIMITS) has room: the check, the counter and the event in one transaction, so a
   * burst of one visitor's calls passes the ceiling by none ('refused': nothing written).
   */
  async function countVisitorEvent(
    request: ApiRequest,
    productId: string,
    product: PublicProductDoc,
    event: CountedEvent,
    rule: RateLimitRule,
  ) {
    const key = await context.visitorKey(request);
    const bucket = visitorBucket(rule, productId, key, now().getTime());
    const counted = { id: productId, title: product.title };
    return countEvent(db, counted, event, now(), context.rollUps, (tx) =>
      countInTransaction(db, tx, bucket),
    );
  }

  return {
    product: async (request, { productId = '' }) => {
      const product = await readPublicProduct(productId);
      // Each page load counts as a scan, up to the visitor's ceiling; awaited because work after
      // the response may never run. The page is served whether or not it was counted.
      const open = pageOpenEvent(request.query);
      const rule = VISITOR_RATE_LIMITS.pageOpens;
      await countVisitorEvent(request, productId, product, open, rule).catch((error: unknown) => {
        if (!isContention(error)) throw error;
      });
      return { status: 200, body: toPublicProductResponse(productId, product) };
    },

    productEvents: async (request, { productId = '' }) => {
      const { event, store } = parseBody(request, FunnelEventRequest, FUNNEL_EVENT_FIELD_MISSING);
      const product = await readPublicProduct(productId);
      if (!sellsAt(product.links, store)) throw new ApiError(400, 'store_unavailable');
      const rule = VISITOR_RATE_LIMITS.funnelEvents;
      const outcome = await countVisitorEvent(
        request,
        productId,
        product,
        clientEvent(event, store),
        rule,
      );
      if (outcome === 'refused') throw new ApiError(429, 'rate_limited');
      return { status: 204, body: null };
    },

    reviews: async (request) => {
      // A filled honeypot gets the answer a private review gets, so a bot learns nothing; no write.
      if (v.is(FilledHoneypot, jsonBody(request))) return { status: 200, body: DECOY };
      const submission = parseBody(request, ReviewSubmission, REVIEW_FIELD_MISSING);
      const key = await context.visitorKey(request);
      const result = await submitReview(
        db,
        submission,
        key,
        now(),
        context.rollUps,
        context.submissionLimits,
      );
      switch (result.kind) {
        case 'ok':
          return { status: result.duplicate ? 200 : 201, body: result.response };
        case 'product_not_found':
          throw new ApiError(404, 'product_not_found');
        case 'product_deleted':
          throw new ApiError(410, 'product_deleted');
        case 'store_unavailable':
          throw new ApiError(400, 'store_unavailable', [
            { path: 'store', message: ValidationMessage.storeUnavailable },
          ]);
        case 'rate_limited':
          throw new ApiError(429, 'rate_limited');
      }
    },
  };
}
