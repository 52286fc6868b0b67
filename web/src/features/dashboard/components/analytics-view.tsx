import Alert from '@mui/material/Alert';
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
import { Button } from '@/components/ui/plain/button';
import { DownloadIcon } from '@/components/ui/plain/data-icons';
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
import './dashboard.css';

/**
 * Everything the dashboards show for one period, from summed day counters: KPI tiles against the
 * previous period, the time series (chart or table), the funnel, the star distribution and the
 * breakdowns, plus a CSV of the series. Shared by the product dashboard and the account overview.
 */
export function AnalyticsView({
  days,
  fromServer,
  refreshing,
  range,
  view,
  onViewChange,
  exportName,
  onStarSelect,
}: {
  days: Map<DayKey, DayTotals>;
  fromServer: boolean;
  /** A server read is under way: cached figures are about to be replaced, so no notice yet. */
  refreshing: boolean;
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
    <div className="qr-analytics" data-testid="analytics-view">
      {!fromServer && !refreshing ? (
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
      <div className="qr-analytics__export">
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()}>
          <FormattedMessage {...analyticsMessages.exportCsv} />
        </Button>
      </div>
      <TimeSeries
        points={points}
        granularity={granularity}
        range={range}
        view={view}
        onViewChange={onViewChange}
      />
      <div className="qr-analytics-grid">
        <FunnelTable totals={totals} />
        <StarDistribution histogram={totals.histogram} onSelect={onStarSelect} />
        <Breakdowns totals={totals} />
      </div>
      <p className="qr-p qr-caption qr-secondary">
        {intl.formatMessage(analyticsValueMessages.periodNote, {
          from: formatDay(intl, range.from),
          to: formatDay(intl, range.to),
        })}
      </p>
    </div>
  );
}
