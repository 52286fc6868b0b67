import * as v from 'valibot';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, RATING_MAX, RATING_MIN } from '../constants.js';
import { ValidationMessage } from '../validation-messages.js';

/**
 * The one markup rule (docs/decisions.md, "Markup in feedback"): feedback is refused when a `<` is
 * immediately followed by an ASCII letter, `/`, `!` or `?`. Those are exactly the characters with
 * which the HTML tokenizer leaves text for a tag (WHATWG HTML, "tag open state": a start tag, an
 * end tag, a comment/doctype, a processing instruction); after any other character a `<` stays
 * text. So `<svg/onload=…` and an unclosed `<img src=x onerror=…` are refused whatever follows
 * them, while "I <3 it", "a < b > c", "<3 stars" and "<= 5" stay allowed. Entities (`&lt;`) are
 * not tags and stay allowed: every screen renders feedback as a text node.
 */
const TAG_OPEN = /<[A-Za-z/!?]/;

export function containsMarkup(text: string): boolean {
  return TAG_OPEN.test(text);
}

/**
 * The customer's feedback text: required, 10–500 characters after trimming (spec §5), plain text.
 * Markup is refused (docs/decisions.md, "Markup in feedback") although every screen renders feedback as text anyway.
 */
export const FeedbackText = v.pipe(
  v.string(ValidationMessage.feedbackRequired),
  v.trim(),
  v.nonEmpty(ValidationMessage.feedbackRequired),
  v.minLength(FEEDBACK_MIN_LENGTH, ValidationMessage.feedbackLength),
  v.maxLength(FEEDBACK_MAX_LENGTH, ValidationMessage.feedbackLength),
  v.check((text) => !containsMarkup(text), ValidationMessage.feedbackMarkup),
);

/** A star rating: a whole number of stars, RATING_MIN–RATING_MAX. */
export const StarRating = v.pipe(
  v.number(ValidationMessage.ratingRequired),
  v.integer(ValidationMessage.ratingRange),
  v.minValue(RATING_MIN, ValidationMessage.ratingRange),
  v.maxValue(RATING_MAX, ValidationMessage.ratingRange),
);

/** Whether `value` is a star rating (StarRating): the one rule the counters and screens ask. */
export function isStarRating(value: unknown): value is number {
  return v.is(StarRating, value);
}
