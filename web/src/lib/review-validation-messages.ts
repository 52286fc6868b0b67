import { ValidationMessage } from '@shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { createValidationFormatter } from './validation-formatter';

/**
 * The keys the customer review form, the consent form, the case page and the review API can
 * report (the seller's reply form on a case uses the message keys too).
 */
type ReviewValidationKey =
  | typeof ValidationMessage.feedbackRequired
  | typeof ValidationMessage.feedbackLength
  | typeof ValidationMessage.feedbackMarkup
  | typeof ValidationMessage.ratingRequired
  | typeof ValidationMessage.ratingRange
  | typeof ValidationMessage.storeRequired
  | typeof ValidationMessage.storeUnavailable
  | typeof ValidationMessage.requestInvalid
  | typeof ValidationMessage.emailRequired
  | typeof ValidationMessage.emailInvalid
  | typeof ValidationMessage.consentRequired
  | typeof ValidationMessage.messageRequired
  | typeof ValidationMessage.messageTooLong
  | typeof ValidationMessage.messageControl
  | typeof ValidationMessage.messageMarkup;

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
    [ValidationMessage.emailRequired]: {
      id: 'validation.email.required',
      defaultMessage: 'Please enter your email address',
    },
    [ValidationMessage.emailInvalid]: {
      id: 'validation.email.invalid',
      defaultMessage: 'Please enter a valid email address',
    },
    [ValidationMessage.consentRequired]: {
      id: 'validation.consent.required',
      defaultMessage: 'Please tick the box if you agree to be contacted',
    },
    [ValidationMessage.messageRequired]: {
      id: 'validation.message.required',
      defaultMessage: 'Please write a message',
    },
    [ValidationMessage.messageTooLong]: {
      id: 'validation.message.tooLong',
      defaultMessage: 'The message must be at most {max} characters',
    },
    [ValidationMessage.messageControl]: {
      id: 'validation.message.control',
      defaultMessage: 'The message may contain only text and line breaks',
    },
    [ValidationMessage.messageMarkup]: {
      id: 'validation.message.markup',
      defaultMessage: 'The message must be plain text, without HTML tags',
    },
  });

/** fieldErrors / formatValidationIssue for the review page, without the seller forms' messages. */
export const reviewValidation = createValidationFormatter(reviewValidationMessages);
