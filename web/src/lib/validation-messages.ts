import { ValidationMessage, type ValidationMessageKey } from '@shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { caseValidationMessages } from './case-validation-messages';
import { reviewValidationMessages } from './review-validation-messages';
import { createValidationFormatter } from './validation-formatter';

/**
 * The translated text for every @shared ValidationMessage key. Typed as a complete record: adding
 * a key to @shared without a message here fails the type check. The customer review flow's keys
 * live in review-validation-messages.ts (the review page imports only those).
 */
export const validationMessages: Record<ValidationMessageKey, MessageDescriptor> = {
  ...reviewValidationMessages,
  ...caseValidationMessages,
  ...defineMessages({
    [ValidationMessage.titleRequired]: {
      id: 'validation.title.required',
      defaultMessage: 'Please enter a product title',
    },
    [ValidationMessage.titleTooLong]: {
      id: 'validation.title.tooLong',
      defaultMessage: 'The title must be at most {max} characters',
    },
    [ValidationMessage.skuTooLong]: {
      id: 'validation.sku.tooLong',
      defaultMessage: 'The SKU must be at most {max} characters',
    },
    [ValidationMessage.skuInvalid]: {
      id: 'validation.sku.invalid',
      defaultMessage: 'Use letters, digits, single spaces and & ( ) . _ / # + : - only in the SKU',
    },
    [ValidationMessage.urlInvalid]: {
      id: 'validation.url.invalid',
      defaultMessage: 'Enter a valid link starting with https://',
    },
    [ValidationMessage.urlTooLong]: {
      id: 'validation.url.tooLong',
      defaultMessage: 'The link must be at most {max} characters',
    },
    [ValidationMessage.urlNotHttps]: {
      id: 'validation.url.notHttps',
      defaultMessage: 'The link must start with https://',
    },
    [ValidationMessage.amazonHost]: {
      id: 'validation.url.amazonHost',
      defaultMessage: 'Enter a link to an Amazon product page',
    },
    [ValidationMessage.emagHost]: {
      id: 'validation.url.emagHost',
      defaultMessage: 'Enter a link to an eMAG product page',
    },
    [ValidationMessage.minRatingRange]: {
      id: 'validation.minRating.range',
      defaultMessage: 'The minimum rating must be between {min} and {max} stars',
    },
    [ValidationMessage.colorInvalid]: {
      id: 'validation.color.invalid',
      defaultMessage: 'Enter a colour as #rrggbb',
    },
    [ValidationMessage.textTooLong]: {
      id: 'validation.text.tooLong',
      defaultMessage: 'This text must be at most {max} characters',
    },
    [ValidationMessage.choiceInvalid]: {
      id: 'validation.choice.invalid',
      defaultMessage: 'Please choose one of the options',
    },
    [ValidationMessage.templateNameRequired]: {
      id: 'validation.templateName.required',
      defaultMessage: 'Please enter a template name',
    },
    [ValidationMessage.templateNameTooLong]: {
      id: 'validation.templateName.tooLong',
      defaultMessage: 'The template name must be at most {max} characters',
    },
  }),
};

const formatter = createValidationFormatter(validationMessages);

/** The translated text for one valibot issue (or a key returned by a Cloud Function). */
export const formatValidationIssue = formatter.formatValidationIssue;

/**
 * Turns valibot issues into one translated message per field, keyed by dot path
 * ('title', 'links.amazon'); issues without a path are keyed ''. The first issue per field wins.
 *
 *   const result = v.safeParse(ProductInput, draft);
 *   const errors = result.success ? {} : fieldErrors(intl, result.issues);
 *   <TextField error={!!errors.title} helperText={errors.title} />
 */
export const fieldErrors = formatter.fieldErrors;
