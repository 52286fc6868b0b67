import * as v from 'valibot';
import { STORES } from '../constants.js';
import { OUTCOME_SCREENS, REVIEW_API_ERRORS } from '../review-api-codes.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';
import { isOneOf } from '../narrow.js';

/**
 * The review API's answers (review-api.ts names their types): the review page checks every
 * answer against these before using it (web features/review-flow/api/review-api-client.ts).
 * A module of their own, imported by name, so that only the review page's own chunk carries them.
 */
export const PublicProductResponseSchema = v.object({
  id: v.string(),
  title: v.string(),
  minRating: v.number(),
  complianceMode: v.boolean(),
  stores: v.array(v.object({ store: v.picklist(STORES), url: v.string() })),
  brandName: v.string(),
  accentColor: v.string(),
});

/**
 * What the customer may do after sending a review, decided by the server with the outcome
 * (functions/src/domains/reviews/decision.ts): the page shows each step the answer carries and
 * decides none itself.
 */
export const NextStepsSchema = v.object({
  /** The store's review page: on the 'published' and 'compliance' screens, when it has a link. */
  storePage: v.optional(v.object({ url: v.string() })),
  /**
   * "Would you like <seller> to contact you?": below the product's minimum, or on every rating when
   * the seller offers it there too, within CASE_OFFER_WINDOW_MS of the review. `sellerName` is the
   * card's brand, else the seller's name ('' when neither: the page says "the seller");
   * `retentionDays` the days a case without activity is kept, which the consent text names.
   */
  contactOffer: v.optional(v.object({ sellerName: v.string(), retentionDays: v.number() })),
});

export const SubmitReviewResponseSchema = v.object({
  outcome: v.picklist(OUTCOME_SCREENS),
  /** next.storePage's url, or null: the answer's shape before `next`, for pages still open with it. */
  reviewUrl: v.nullable(v.string()),
  next: NextStepsSchema,
});

const isValidationMessageKey = (value: unknown): value is ValidationMessageKey =>
  isOneOf(Object.values(ValidationMessage), value);

export const ReviewApiErrorBodySchema = v.object({
  error: v.picklist(REVIEW_API_ERRORS),
  issues: v.optional(
    v.array(
      v.object({
        path: v.string(),
        message: v.custom<ValidationMessageKey>(isValidationMessageKey),
      }),
    ),
  ),
});
