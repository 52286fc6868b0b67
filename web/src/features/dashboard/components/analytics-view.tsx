import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  granularityFor,
  previousRange,
  seriesOver,
  totalsOver,
  type DayKey,
  type DayRange,
  type DayTotals,
} from '@shared';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { csvBlob } from '@/lib/csv';
import { useToast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download';
import type { SeriesView } from '../hooks/use-analytics-range';
import { formatDay } from '../lib/format';
import { computeKpis } from '../lib/kpis';
import { seriesCsv } from '../lib/series-csv';
import { analyticsMessages, analyticsValueMessages } from '../messages';
import { Breakdowns } from './breakdowns';
import { FunnelTable } from './funnel-table';
import { KpiTiles } from './kpi-tiles';
import { StarDistribution } from './star-distribution';
import { TimeSeries } from './time-series';

/**
 * Everything the dashboards show for one period, from summed day counters: KPI tiles against the
 * previous period, the time series (chart or table), the funnel, the star distribution and the
 * breakdowns, plus a CSV of the series. Shared by the product dashboard and the account overview.
 */
export function AnalyticsView({
  days,
  fromServer,
  range,
  view,
  onViewChange,
  exportName,
  onStarSelect,
}: {
  days: Map<DayKey, DayTotals>;
  fromServer: boolean;
  range: DayRange;
  view: SeriesView;
  onViewChange: (view: SeriesView) => void;
  exportName: string;
  onStarSelect?: (stars: number) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const granularity = granularityFor(range);
  const { totals, kpis, points } = useMemo(() => {
    const current = totalsOver(days, range);
    return {
      totals: current,
      kpis: computeKpis(current, totalsOver(days, previousRange(range))),
      points: seriesOver(days, range, granularity),
    };
  }, [days, range, granularity]);
  const nothing = totals.opened === 0 && totals.rated === 0 && totals.storeChosen === 0;

  // The CSV writer (papaparse) loads on the first export; if that fails the toast says so.
  const exportCsv = async () => {
    try {
      downloadBlob(
        csvBlob(await seriesCsv(intl, points)),
        intl.formatMessage(analyticsValueMessages.fileName, {
          name: exportName,
          from: range.from,
          to: range.to,
        }),
      );
    } catch (cause) {
      console.error(cause);
      toast.error(analyticsMessages.exportFailed);
    }
  };

  return (
    <Stack spacing={2} data-testid="analytics-view">
      {!fromServer ? (
        <Alert severity="info">
          <FormattedMessage {...analyticsMessages.offline} />
        </Alert>
      ) : null}
      <KpiTiles kpis={kpis} visitors={totals.visitors} />
      {nothing && fromServer ? (
        <Alert severity="info" data-testid="analytics-empty">
          <FormattedMessage {...analyticsMessages.empty} />
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => void exportCsv()}
        >
          <FormattedMessage {...analyticsMessages.exportCsv} />
        </Button>
      </Box>
      <TimeSeries
        points={points}
        granularity={granularity}
        range={range}
        view={view}
        onViewChange={onViewChange}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FunnelTable totals={totals} />
        <StarDistribution histogram={totals.histogram} onSelect={onStarSelect} />
        <Breakdowns totals={totals} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {intl.formatMessage(analyticsValueMessages.periodNote, {
          from: formatDay(intl, range.from),
          to: formatDay(intl, range.to),
        })}
      </Typography>
    </Stack>
  );
}
