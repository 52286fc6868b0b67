import { ImportIssueCode, type ImportIssue } from '@shared';
import type { IntlShape } from 'react-intl';
import { formatValidationIssue } from '@/lib/validation-messages';
import { issueMessages } from '../messages';
import { isOneOf } from '@shared/narrow';

const importCodes = Object.values(ImportIssueCode);

/** A row's problem in the page's language (shared product messages, or the import's own). */
export function issueText(intl: IntlShape, issue: ImportIssue): string {
  const { code } = issue;
  if (isOneOf(importCodes, code)) {
    return intl.formatMessage(issueMessages[code], {
      row: issue.row ?? 0,
      max: issue.max ?? 0,
    });
  }
  // A "too long" message names its limit, which the stored issue carries as `max`.
  return formatValidationIssue(intl, { message: code, requirement: issue.max });
}
