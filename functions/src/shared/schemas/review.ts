import * as v from 'valibot';
import { STORES } from '../constants.js';
import { CLIENT_FUNNEL_EVENTS } from '../review-api-codes.js';
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

/** A request whose honeypot holds anything but nothing or '': a bot's, answered with a decoy. */
export const FilledHoneypot = v.object({
  [HONEYPOT_FIELD]: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined && value !== ''),
  ),
});

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

/** POST /api/products/{id}/events: a step the review page reports itself, at one of the stores. */
export const FunnelEventRequest = v.object({
  event: v.picklist(CLIENT_FUNNEL_EVENTS, ValidationMessage.requestInvalid),
  store: v.picklist(STORES, ValidationMessage.requestInvalid),
});
export type FunnelEventRequest = v.InferOutput<typeof FunnelEventRequest>;

export const FUNNEL_EVENT_FIELD_MISSING: Record<keyof FunnelEventRequest, ValidationMessageKey> = {
  event: ValidationMessage.requestInvalid,
  store: ValidationMessage.requestInvalid,
};
