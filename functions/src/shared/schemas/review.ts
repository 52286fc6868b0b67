import * as v from 'valibot';
import { STORES } from '../constants.js';
import { LOCALES } from '../locales.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';
import { SUBMISSION_ID_PATTERN } from '../ids.js';
import { DocId } from './doc-id.js';
import { FeedbackText, StarRating } from './feedback.js';

/**
 * Honeypot: the review form renders a visually hidden, unlabelled-for-people "website" input.
 * People leave it empty; form-filling bots do not. Not part of ReviewSubmission (stripped).
 */
export const HONEYPOT_FIELD = 'website';

/** A product id a customer page sends (a broken one is a forged request, not a typo). */
export const RequestProductId = DocId;

/** The review page's submission id (SUBMISSION_ID_PATTERN). */
export const RequestSubmissionId = v.pipe(
  v.string(ValidationMessage.requestInvalid),
  v.regex(SUBMISSION_ID_PATTERN, ValidationMessage.requestInvalid),
);

/** What the customer submits; validated in the browser and again in the reviewApi function. */
export const ReviewSubmission = v.object({
  productId: RequestProductId,
  /** Client-generated id: a retried call with the same id is counted once. */
  submissionId: RequestSubmissionId,
  store: v.picklist(STORES, ValidationMessage.storeRequired),
  rating: StarRating,
  feedback: FeedbackText,
  locale: v.picklist(LOCALES, ValidationMessage.requestInvalid),
});
export type ReviewSubmission = v.InferOutput<typeof ReviewSubmission>;

/**
 * Valibot reports a missing key with the object's generic message, not the field's; these are the
 * keys to show instead (the API's error details and the form use them).
 */
export const REVIEW_FIELD_MISSING: Record<keyof ReviewSubmission, ValidationMessageKey> = {
  productId: ValidationMessage.requestInvalid,
  submissionId: ValidationMessage.requestInvalid,
  store: ValidationMessage.storeRequired,
  rating: ValidationMessage.ratingRequired,
  feedback: ValidationMessage.feedbackRequired,
  locale: ValidationMessage.requestInvalid,
};
