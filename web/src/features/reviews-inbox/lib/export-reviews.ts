import type { IntlShape } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import type { ReviewRow } from '../api/reviews-query';
import { inboxMessages } from '../messages';
import { csvDialect, toCsv } from '@/lib/csv';

/** The CSV a seller downloads: translated headers; dates as ISO 8601 (UTC), sortable anywhere. */
export function reviewsCsv(intl: IntlShape, rows: readonly ReviewRow[]): Promise<string> {
  const t = intl.formatMessage;
  return toCsv(
    [
      t(inboxMessages.colDate),
      t(inboxMessages.colRating),
      t(inboxMessages.colStore),
      t(inboxMessages.colVisibility),
      t(inboxMessages.colLanguage),
      t(inboxMessages.colFeedback),
    ],
    rows.map((row) => [
      row.createdAt ? row.createdAt.toISOString() : '',
      row.rating,
      t(storeNames[row.store]),
      t(row.published ? inboxMessages.published : inboxMessages.private),
      row.locale,
      row.feedback,
    ]),
    csvDialect(intl.locale),
  );
}
