import * as v from 'valibot';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, RATING_MAX, RATING_MIN } from '../constants.js';
import { ValidationMessage } from '../validation-messages.js';

/**
 * Something a browser would parse as markup: a tag, a closing tag, a comment or a processing
 * instruction. "I <3 it" and "a < b" stay allowed.
 */
const MARKUP = /<[/!?]?[a-z][^>]*>|<!--/i;

function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * The customer's feedback text: required, 10–500 characters after trimming (spec §5), plain text.
 * Markup is refused (docs/decisions.md) although every screen renders feedback as text anyway.
 */
export const FeedbackText = v.pipe(
  v.string(ValidationMessage.feedbackRequired),
  v.trim(),
  v.nonEmpty(ValidationMessage.feedbackRequired),
  v.minLength(FEEDBACK_MIN_LENGTH, ValidationMessage.feedbackLength),
  v.maxLength(FEEDBACK_MAX_LENGTH, ValidationMessage.feedbackLength),
  v.check((text) => !containsMarkup(text), ValidationMessage.feedbackMarkup),
);

export const StarRating = v.pipe(
  v.number(ValidationMessage.ratingRequired),
  v.integer(ValidationMessage.ratingRange),
  v.minValue(RATING_MIN, ValidationMessage.ratingRange),
  v.maxValue(RATING_MAX, ValidationMessage.ratingRange),
);
