import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnalyticsData } from '../api/get-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import type { OneOffRead } from '@/hooks/use-one-off-read';
import { browserTimeZone } from '../lib/ranges';
import { analyticsMessages, analyticsValueMessages, dashboardMessages } from '../messages';
import { AnalyticsView } from './analytics-view';
import { RangePicker } from './range-picker';

/** Loading and error states around the range picker and the analytics of one product or account. */
export function AnalyticsSection({
  loaded,
  timeZone: knownTimeZone,
  exportName,
  onStarSelect,
  children,
}: {
  loaded: OneOffRead<AnalyticsData>;
  /** The seller's zone when known (the overview reads it); else the counters' own, else the browser's. */
  timeZone?: string | null;
  exportName: string;
  onStarSelect?: (stars: number) => void;
  /** Extra sections for the same period (the overview's product ranking). */
  children?: (range: { from: string; to: string }) => React.ReactNode;
}) {
  const intl = useIntl();
  const data = loaded.status === 'success' ? loaded.data : null;
  const timeZone = knownTimeZone ?? data?.timeZone ?? browserTimeZone();
  const period = useAnalyticsRange(timeZone);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <RangePicker
          key={`${period.preset}:${period.range.from}:${period.range.to}`}
          preset={period.preset}
          range={period.range}
          today={period.today}
          urlError={period.error}
          onChange={period.choose}
        />
        <Typography variant="body2" color="text.secondary" data-testid="analytics-time-zone">
          {intl.formatMessage(analyticsValueMessages.timeZone, { timeZone })}
        </Typography>
      </Stack>
      {loaded.status === 'loading' || loaded.status === 'idle' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={intl.formatMessage(analyticsMessages.loading)} />
        </Box>
      ) : loaded.status === 'error' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={loaded.reload}>
              <FormattedMessage {...dashboardMessages.tryAgain} />
            </Button>
          }
        >
          <FormattedMessage {...analyticsMessages.loadFailed} />
        </Alert>
      ) : (
        <>
          <AnalyticsView
            days={loaded.data.days}
            fromServer={loaded.data.fromServer}
            range={period.range}
            view={period.view}
            onViewChange={period.setView}
            exportName={exportName}
            onStarSelect={onStarSelect}
          />
          {children?.(period.range)}
        </>
      )}
    </Stack>
  );
}
