import * as v from 'valibot';
import { STORES, type Store } from '../constants.js';
import { LOCALES, type Locale } from '../locales.js';
import { ValidationMessage } from '../validation-messages.js';
import { FeedbackText, StarRating } from './feedback.js';

/** What the customer submits; validated in the browser and again in the submitReview function. */
export const ReviewSubmission = v.object({
  productId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  /** Client-generated id: a retried call with the same id is counted once. */
  submissionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  store: v.picklist(STORES, ValidationMessage.storeRequired),
  rating: StarRating,
  feedback: FeedbackText,
  locale: v.picklist(LOCALES),
});
export type ReviewSubmission = v.InferOutput<typeof ReviewSubmission>;

/** products/{id}/reviews/{submissionId}: written only by the submitReview function. */
export interface ReviewDoc {
  rating: number;
  feedback: string;
  store: Store;
  published: boolean;
  locale: Locale;
  createdAt: unknown;
}
