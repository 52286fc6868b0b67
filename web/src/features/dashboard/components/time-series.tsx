import { LazyLineChart } from './lazy-charts';
import {
  averageOf,
  RATING_MAX,
  RATING_MIN,
  type DayRange,
  type Granularity,
  type SeriesPoint,
} from '@shared';
import { useId, useMemo } from 'react';
import { ToggleGroup } from '@/components/ui/plain/toggle-group';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SeriesView } from '../hooks/use-analytics-range';
import { formatBucket, formatDay, formatStars } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';
import './dashboard.css';

/** The rating axis: every star from the lowest to the highest, whatever the period's averages. */
const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * Page opens, reviews and sent to store per bucket, and the average rating per bucket, as charts
 * or (the text alternative, also for keyboard and screen-reader users) as one table.
 */
export function TimeSeries({
  points,
  granularity,
  range,
  view,
  onViewChange,
}: {
  points: SeriesPoint[];
  granularity: Granularity;
  range: DayRange;
  view: SeriesView;
  onViewChange: (view: SeriesView) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const descriptionId = useId();
  // Once per period, not on every render of the screen (a view switch, a funnel store).
  const { labels, averages } = useMemo(
    () => ({
      labels: points.map((point) => formatBucket(intl, point.start, granularity)),
      averages: points.map((point) =>
        point.totals.rated === 0 ? null : Math.round(averageOf(point.totals) * 100) / 100,
      ),
    }),
    [intl, points, granularity],
  );
  const description = t(analyticsValueMessages.chartDescription, {
    from: formatDay(intl, range.from),
    to: formatDay(intl, range.to),
  });

  return (
    <div className="qr-panel">
      <div className="qr-series-head">
        <h2 id={titleId} className="qr-h6">
          <FormattedMessage {...analyticsMessages.chartTitle} />
        </h2>
        <ToggleGroup<SeriesView>
          label={t(analyticsMessages.viewLabel)}
          value={view}
          options={[
            { value: 'chart', label: t(analyticsMessages.showChart), 'data-testid': 'view-chart' },
            { value: 'table', label: t(analyticsMessages.showTable), 'data-testid': 'view-table' },
          ]}
          onChange={onViewChange}
        />
      </div>
      <p id={descriptionId} className="qr-p qr-body2 qr-secondary">
        {description}
      </p>
      {view === 'chart' ? (
        <>
          <div
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            data-testid="time-chart"
          >
            <LazyLineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: labels }]}
              series={[
                { data: points.map((p) => p.totals.opened), label: t(analyticsMessages.opened) },
                { data: points.map((p) => p.totals.rated), label: t(analyticsMessages.rated) },
                { data: points.map((p) => p.totals.sent), label: t(analyticsMessages.sent) },
              ]}
            />
          </div>
          <h3 className="qr-subtitle1">
            <FormattedMessage {...analyticsMessages.ratingChartTitle} />
          </h3>
          <div role="img" aria-label={t(analyticsMessages.ratingChartTitle)}>
            <LazyLineChart
              height={200}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ min: RATING_MIN, max: RATING_MAX, tickInterval: STARS }]}
              series={[
                {
                  data: averages,
                  label: t(analyticsMessages.average),
                  valueFormatter: (value) => formatStars(intl, value) ?? '',
                },
              ]}
            />
          </div>
        </>
      ) : (
        <div className="qr-series-table">
          <table className="qr-table" aria-describedby={descriptionId} data-testid="series-table">
            <thead>
              <tr>
                <th>{t(analyticsMessages.period)}</th>
                <th className="qr-num">{t(analyticsMessages.opened)}</th>
                <th className="qr-num">{t(analyticsMessages.visitors)}</th>
                <th className="qr-num">{t(analyticsMessages.rated)}</th>
                <th className="qr-num">{t(analyticsMessages.sent)}</th>
                <th className="qr-num">{t(analyticsMessages.average)}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={point.start}>
                  <th scope="row">{labels[index]}</th>
                  <td className="qr-num">{intl.formatNumber(point.totals.opened)}</td>
                  <td className="qr-num">{intl.formatNumber(point.totals.visitors)}</td>
                  <td className="qr-num">{intl.formatNumber(point.totals.rated)}</td>
                  <td className="qr-num">{intl.formatNumber(point.totals.sent)}</td>
                  <td className="qr-num">
                    {formatStars(intl, averages[index] ?? null) ?? t(analyticsMessages.noValue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
