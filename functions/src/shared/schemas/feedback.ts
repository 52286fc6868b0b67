import * as v from 'valibot';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, RATING_MAX, RATING_MIN } from '../constants.js';
import { ValidationMessage } from '../validation-messages.js';

/** The customer's feedback text: required, 10–500 characters after trimming (spec §5). */
export const FeedbackText = v.pipe(
  v.string(ValidationMessage.feedbackRequired),
  v.trim(),
  v.nonEmpty(ValidationMessage.feedbackRequired),
  v.minLength(FEEDBACK_MIN_LENGTH, ValidationMessage.feedbackLength),
  v.maxLength(FEEDBACK_MAX_LENGTH, ValidationMessage.feedbackLength),
);

export const StarRating = v.pipe(
  v.number(ValidationMessage.ratingRequired),
  v.integer(ValidationMessage.ratingRange),
  v.minValue(RATING_MIN, ValidationMessage.ratingRange),
  v.maxValue(RATING_MAX, ValidationMessage.ratingRange),
);
