/**
 * Valibot issues carry one of these keys as their message; the web app maps each key to a
 * translated react-intl message (web/src/lib/validation-messages.ts), functions return them as
 * error details. Never user-facing text by themselves.
 */
export const ValidationMessage = {
  feedbackRequired: 'feedback.required',
  feedbackLength: 'feedback.length',
  ratingRequired: 'rating.required',
  ratingRange: 'rating.range',
  storeRequired: 'store.required',
  titleRequired: 'title.required',
  titleTooLong: 'title.tooLong',
  urlInvalid: 'url.invalid',
  urlNotHttps: 'url.notHttps',
  amazonHost: 'url.amazonHost',
  emagHost: 'url.emagHost',
  minRatingRange: 'minRating.range',
  colorInvalid: 'color.invalid',
  textTooLong: 'text.tooLong',
} as const;

export type ValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];
