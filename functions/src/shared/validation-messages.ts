/**
 * Valibot issues carry one of these keys as their message; the web app maps each key to a
 * translated react-intl message (web/src/lib/validation-messages.ts), functions return them as
 * error details. Never user-facing text by themselves.
 */
export const ValidationMessage = {
  feedbackRequired: 'feedback.required',
  feedbackLength: 'feedback.length',
  feedbackMarkup: 'feedback.markup',
  ratingRequired: 'rating.required',
  ratingRange: 'rating.range',
  storeRequired: 'store.required',
  /** The product has no link for the chosen store. */
  storeUnavailable: 'store.unavailable',
  /** Fields the customer cannot fix (ids, locale): a broken or forged request. */
  requestInvalid: 'request.invalid',
  titleRequired: 'title.required',
  titleTooLong: 'title.tooLong',
  skuTooLong: 'sku.tooLong',
  skuInvalid: 'sku.invalid',
  urlInvalid: 'url.invalid',
  urlTooLong: 'url.tooLong',
  urlNotHttps: 'url.notHttps',
  amazonHost: 'url.amazonHost',
  emagHost: 'url.emagHost',
  minRatingRange: 'minRating.range',
  colorInvalid: 'color.invalid',
  textTooLong: 'text.tooLong',
  choiceInvalid: 'choice.invalid',
  templateNameRequired: 'templateName.required',
  templateNameTooLong: 'templateName.tooLong',
  /** The resolution loop (schemas/cases.ts). */
  emailRequired: 'email.required',
  emailInvalid: 'email.invalid',
  consentRequired: 'consent.required',
  messageRequired: 'message.required',
  messageTooLong: 'message.tooLong',
  /** A message may hold line breaks, never another control character. */
  messageControl: 'message.control',
  messageMarkup: 'message.markup',
} as const;

export type ValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];
