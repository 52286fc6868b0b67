import { ImportIssueCode, type ImportIssue } from '@shared';
import type { IntlShape } from 'react-intl';
import type * as v from 'valibot';
import { formatValidationIssue } from '@/lib/validation-messages';
import { issueMessages } from '../messages';

const importCodes = new Set<string>(Object.values(ImportIssueCode));

/** A row's problem in the page's language (shared product messages, or the import's own). */
export function issueText(intl: IntlShape, issue: ImportIssue): string {
  if (importCodes.has(issue.code)) {
    return intl.formatMessage(issueMessages[issue.code as ImportIssueCode], {
      row: issue.row ?? 0,
      max: issue.max ?? 0,
    });
  }
  // A "too long" message names its limit, which the stored issue carries as `max`.
  const asIssue = {
    message: issue.code,
    requirement: issue.max,
  } as unknown as v.BaseIssue<unknown>;
  return formatValidationIssue(intl, issue.max === undefined ? (issue.code as never) : asIssue);
}
