import type { IntlShape } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import type { ReviewRow } from '../api/reviews-query';
import { inboxMessages, outcomeMessages } from '../messages';
import { storePageOutcome } from './store-page-outcome';
import { csvDialect, toCsv } from '@/lib/csv';

/** The CSV a seller downloads: translated headers; dates as ISO 8601 (UTC), sortable anywhere. */
export function reviewsCsv(intl: IntlShape, rows: readonly ReviewRow[]): Promise<string> {
  const t = intl.formatMessage;
  return toCsv(
    [
      t(inboxMessages.colDate),
      t(inboxMessages.colRating),
      t(inboxMessages.colStore),
      t(inboxMessages.colOutcome),
      t(inboxMessages.colLanguage),
      t(inboxMessages.colFeedback),
    ],
    rows.map((row) => [
      row.createdAt ? row.createdAt.toISOString() : '',
      row.rating,
      t(storeNames[row.store]),
      t(outcomeMessages[storePageOutcome(row)].label),
      row.locale,
      row.feedback,
    ]),
    csvDialect(intl.locale),
  );
}
