import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LazyLineChart } from './lazy-charts';
import { averageOf, type DayRange, type Granularity, type SeriesPoint } from '@shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SeriesView } from '../hooks/use-analytics-range';
import { formatBucket, formatDay, formatStars } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';

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
  const labels = points.map((point) => formatBucket(intl, point.start, granularity));
  const averages = points.map((point) =>
    point.totals.rated === 0 ? null : Math.round(averageOf(point.totals) * 100) / 100,
  );
  const description = t(analyticsValueMessages.chartDescription, {
    from: formatDay(intl, range.from),
    to: formatDay(intl, range.to),
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          <FormattedMessage {...analyticsMessages.chartTitle} />
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t(analyticsMessages.viewLabel)}
          onChange={(_event, next: SeriesView | null) => next && onViewChange(next)}
        >
          <ToggleButton value="chart" data-testid="view-chart">
            <FormattedMessage {...analyticsMessages.showChart} />
          </ToggleButton>
          <ToggleButton value="table" data-testid="view-table">
            <FormattedMessage {...analyticsMessages.showTable} />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      {view === 'chart' ? (
        <>
          <Box
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
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            <FormattedMessage {...analyticsMessages.ratingChartTitle} />
          </Typography>
          <Box role="img" aria-label={t(analyticsMessages.ratingChartTitle)}>
            <LazyLineChart
              height={200}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ min: 1, max: 5 }]}
              series={[
                {
                  data: averages,
                  label: t(analyticsMessages.average),
                  valueFormatter: (value) => formatStars(intl, value) ?? '',
                },
              ]}
            />
          </Box>
        </>
      ) : (
        <TableContainer sx={{ mt: 1, maxHeight: 480 }}>
          <Table
            size="small"
            stickyHeader
            aria-describedby={descriptionId}
            data-testid="series-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t(analyticsMessages.period)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.opened)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.visitors)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.rated)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.sent)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.average)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((point, index) => (
                <TableRow key={point.start}>
                  <TableCell component="th" scope="row">
                    {labels[index]}
                  </TableCell>
                  <TableCell align="right">{intl.formatNumber(point.totals.opened)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(point.totals.visitors)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(point.totals.rated)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(point.totals.sent)}</TableCell>
                  <TableCell align="right">
                    {formatStars(intl, averages[index] ?? null) ?? t(analyticsMessages.noValue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
