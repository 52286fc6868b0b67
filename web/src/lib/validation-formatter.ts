import {
  CASE_MESSAGE_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  ValidationMessage,
  type ValidationMessageKey,
} from '@shared';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';

const fallbackMessages = defineMessages({
  invalid: { id: 'validation.invalid', defaultMessage: 'This value is not valid' },
});

/** Values the messages' placeholders need; {max} also comes from the failing check itself. */
const fixedValues: Partial<Record<ValidationMessageKey, Record<string, number>>> = {
  [ValidationMessage.feedbackLength]: { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH },
  [ValidationMessage.ratingRange]: { min: RATING_MIN, max: RATING_MAX },
  [ValidationMessage.minRatingRange]: { min: RATING_MIN, max: RATING_MAX },
  [ValidationMessage.messageTooLong]: { max: CASE_MESSAGE_MAX_LENGTH },
};

/** What a message is chosen by: a valibot issue, or a stored issue's key and limit. */
type Issue = Pick<v.BaseIssue<unknown>, 'message' | 'requirement'> & {
  issues?: v.BaseIssue<unknown>['issues'];
};
type Values = Record<string, number>;

export type ValidationMessages = Partial<Record<ValidationMessageKey, MessageDescriptor>>;

/**
 * Translates @shared validation keys with the given messages; a key without one reads 'This value
 * is not valid'. lib/validation-messages.ts formats every key; the customer review page formats
 * only its own (review-validation-messages.ts), so its bundle holds no seller form messages.
 */
export function createValidationFormatter(messages: ValidationMessages) {
  const isKnownKey = (value: unknown): value is ValidationMessageKey =>
    typeof value === 'string' && Object.hasOwn(messages, value);

  /** A union issue carries its members' issues; the most specific known key wins. */
  const issueKey = (issue: Issue): ValidationMessageKey | undefined => {
    for (const inner of issue.issues ?? []) {
      if (inner.kind === 'validation' && isKnownKey(inner.message)) return inner.message;
    }
    return isKnownKey(issue.message) ? issue.message : undefined;
  };

  /** The translated text for one valibot issue (or a key returned by a Cloud Function). */
  function formatValidationIssue(intl: IntlShape, issue: Issue | ValidationMessageKey): string {
    const key =
      typeof issue === 'string' ? (isKnownKey(issue) ? issue : undefined) : issueKey(issue);
    const message = key && messages[key];
    if (!key || !message) return intl.formatMessage(fallbackMessages.invalid);
    const requirement: Values =
      typeof issue !== 'string' && typeof issue.requirement === 'number'
        ? { max: issue.requirement }
        : {};
    return intl.formatMessage<Values>(message, { ...requirement, ...fixedValues[key] });
  }

  /**
   * Turns valibot issues into one translated message per field, keyed by dot path
   * ('title', 'links.amazon'); issues without a path are keyed ''. The first issue per field wins.
   *
   *   const result = v.safeParse(ProductInput, draft);
   *   const errors = result.success ? {} : fieldErrors(intl, result.issues);
   *   <TextField error={!!errors.title} helperText={errors.title} />
   */
  function fieldErrors(
    intl: IntlShape,
    issues: readonly v.BaseIssue<unknown>[],
  ): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of issues) {
      const path = v.getDotPath(issue) ?? '';
      if (!(path in errors)) errors[path] = formatValidationIssue(intl, issue);
    }
    return errors;
  }

  return { isKnownKey, formatValidationIssue, fieldErrors };
}
