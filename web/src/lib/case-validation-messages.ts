import { ValidationMessage } from '@shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { reviewValidationMessages } from './review-validation-messages';
import { createValidationFormatter } from './validation-formatter';

/**
 * The keys a case's forms can report: the consent form and the case page (the customer's), the
 * reply form (the seller's). Their own module, so that the review page loads them only with the
 * consent form.
 */
type CaseValidationKey =
  | typeof ValidationMessage.emailRequired
  | typeof ValidationMessage.emailInvalid
  | typeof ValidationMessage.consentRequired
  | typeof ValidationMessage.messageRequired
  | typeof ValidationMessage.messageTooLong
  | typeof ValidationMessage.messageControl
  | typeof ValidationMessage.messageMarkup;

/** Also part of lib/validation-messages.ts. */
export const caseValidationMessages: Record<CaseValidationKey, MessageDescriptor> = defineMessages({
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

/** fieldErrors / formatValidationIssue for the case forms (the review API's keys included). */
export const caseValidation = createValidationFormatter({
  ...reviewValidationMessages,
  ...caseValidationMessages,
});
