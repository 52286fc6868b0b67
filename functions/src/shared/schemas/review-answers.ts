import * as v from 'valibot';
import { STORES } from '../constants.js';
import { OUTCOME_SCREENS, REVIEW_API_ERRORS } from '../review-api-codes.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';

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

export const SubmitReviewResponseSchema = v.object({
  outcome: v.picklist(OUTCOME_SCREENS),
  reviewUrl: v.nullable(v.string()),
});

const isValidationMessageKey = (value: unknown): value is ValidationMessageKey =>
  (Object.values(ValidationMessage) as unknown[]).includes(value);

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
