import { averageOf, type SeriesPoint } from '@shared';
import type { IntlShape } from 'react-intl';
import { csvDialect, toCsv } from '@/lib/csv';
import { analyticsMessages } from '../messages';

/** The series on screen as CSV: one row per bucket (its first day, ISO), translated headers. */
export function seriesCsv(intl: IntlShape, points: readonly SeriesPoint[]): Promise<string> {
  const t = intl.formatMessage;
  return toCsv(
    [
      t(analyticsMessages.period),
      t(analyticsMessages.stepOpened),
      t(analyticsMessages.visitors),
      t(analyticsMessages.stepStoreChosen),
      t(analyticsMessages.stepRated),
      t(analyticsMessages.stepAtOrAbove),
      t(analyticsMessages.stepCopied),
      t(analyticsMessages.stepSent),
      t(analyticsMessages.average),
    ],
    points.map(({ start, totals }) => [
      start,
      totals.opened,
      totals.visitors,
      totals.storeChosen,
      totals.rated,
      totals.atOrAbove,
      totals.copied,
      totals.sent,
      totals.rated === 0 ? '' : Math.round(averageOf(totals) * 100) / 100,
    ]),
    csvDialect(intl.locale),
  );
}
