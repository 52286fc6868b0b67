import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InvalidDocumentError, yearsToRead, type DayRange } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import {
  GUESSED_ZONE_SLACK_DAYS,
  useAnalyticsYears,
  type LoadYears,
} from '../hooks/use-analytics-years';
import { browserTimeZone } from '../lib/ranges';
import { analyticsMessages, analyticsValueMessages, dashboardMessages } from '../messages';
import { AnalyticsView } from './analytics-view';
import { RangePicker } from './range-picker';

/**
 * The range picker and the analytics of one product or account for the chosen range: reads the
 * year documents the range and its comparison period touch (`load`, at most 4), and shows loading,
 * error and empty states only from what the server answered.
 */
export function AnalyticsSection({
  scope,
  load,
  timeZone: knownTimeZone,
  exportName,
  onStarSelect,
  children,
  below,
}: {
  /** Whose counters (a new scope reads afresh). */
  scope: string;
  load: LoadYears;
  /** The seller's zone when known (the overview reads it); else the counters' own, else the browser's. */
  timeZone?: string | null;
  exportName: string;
  onStarSelect?: (stars: number) => void;
  /** Extra sections for the same period (the overview's product ranking). */
  children?: (range: DayRange) => React.ReactNode;
  /**
   * Sections under the analytics (the overview's requests and settings): shown once the analytics
   * have loaded or failed. Shown under the spinner, they would be pushed down when the tiles and
   * the chart arrive, a layout shift a phone's first screen sees.
   */
  below?: React.ReactNode;
}) {
  const intl = useIntl();
  const [learnedTimeZone, setLearnedTimeZone] = useState<string | null>(null);
  const timeZone = knownTimeZone ?? learnedTimeZone ?? browserTimeZone();
  const period = useAnalyticsRange(timeZone);
  const years = yearsToRead(period.range, knownTimeZone ? 0 : GUESSED_ZONE_SLACK_DAYS);
  const loaded = useAnalyticsYears(scope, years, load);
  const counted = loaded.status === 'success' ? loaded.data.timeZone : null;
  if (!knownTimeZone && counted && counted !== learnedTimeZone) setLearnedTimeZone(counted);

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
      ) : loaded.status === 'error' && loaded.error instanceof InvalidDocumentError ? (
        <InvalidDataAlert errors={[loaded.error]} scope="page" />
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
            refreshing={loaded.refreshing}
            range={period.range}
            view={period.view}
            onViewChange={period.setView}
            exportName={exportName}
            onStarSelect={onStarSelect}
          />
          {children?.(period.range)}
        </>
      )}
      {loaded.status === 'loading' || loaded.status === 'idle' ? null : below}
    </Stack>
  );
}
