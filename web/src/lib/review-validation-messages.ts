import { ValidationMessage } from '@shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { createValidationFormatter } from './validation-formatter';

/** The keys the customer review form and the review API can report. */
type ReviewValidationKey =
  | typeof ValidationMessage.feedbackRequired
  | typeof ValidationMessage.feedbackLength
  | typeof ValidationMessage.feedbackMarkup
  | typeof ValidationMessage.ratingRequired
  | typeof ValidationMessage.ratingRange
  | typeof ValidationMessage.storeRequired
  | typeof ValidationMessage.storeUnavailable
  | typeof ValidationMessage.requestInvalid;

/** Spec texts of the customer review flow (also part of lib/validation-messages.ts). */
export const reviewValidationMessages: Record<ReviewValidationKey, MessageDescriptor> =
  defineMessages({
    [ValidationMessage.feedbackRequired]: {
      id: 'validation.feedback.required',
      defaultMessage: 'Please share your feedback',
    },
    [ValidationMessage.feedbackLength]: {
      id: 'validation.feedback.length',
      defaultMessage: 'Feedback must be between {min} and {max} characters',
    },
    [ValidationMessage.feedbackMarkup]: {
      id: 'validation.feedback.markup',
      defaultMessage: 'Feedback must be plain text, without HTML tags',
    },
    [ValidationMessage.ratingRequired]: {
      id: 'validation.rating.required',
      defaultMessage: 'Please choose a rating',
    },
    [ValidationMessage.ratingRange]: {
      id: 'validation.rating.range',
      defaultMessage: 'The rating must be between {min} and {max} stars',
    },
    [ValidationMessage.storeRequired]: {
      id: 'validation.store.required',
      defaultMessage: 'Please choose where you purchased this product',
    },
    [ValidationMessage.storeUnavailable]: {
      id: 'validation.store.unavailable',
      defaultMessage: 'This product is not available in the chosen store',
    },
    [ValidationMessage.requestInvalid]: {
      id: 'validation.request.invalid',
      defaultMessage: 'The request is not valid. Please reload the page and try again.',
    },
  });

/** fieldErrors / formatValidationIssue for the review page, without the seller forms' messages. */
export const reviewValidation = createValidationFormatter(reviewValidationMessages);
