import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFirestore, useUser } from '@/lib/firebase';
import { FUNNEL_STEPS, getFunnel, type FunnelCounts, type FunnelDay } from '../api/get-funnel';
import { dashboardMessages } from '../messages';

const DAYS = 30;

/** The review page's funnel over the last 30 days: totals first, then one row per active day. */
export function FunnelPanel({ productId }: { productId: string }) {
  const intl = useIntl();
  const firestore = useFirestore();
  const ownerId = useUser().data?.uid ?? '';
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'error' }
    | { status: 'success'; days: FunnelDay[]; totals: FunnelCounts }
  >({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    getFunnel(firestore, productId, ownerId, DAYS).then(
      (result) => !cancelled && setState({ status: 'success', ...result }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [firestore, productId, ownerId]);

  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error">
        <FormattedMessage {...dashboardMessages.loadFailed} />
      </Alert>
    );
  }
  const number = (value: number) => intl.formatNumber(value);
  return (
    <Box>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...dashboardMessages.funnelTitle} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage {...dashboardMessages.funnelHelp} />
      </Typography>
      {state.days.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...dashboardMessages.funnelEmpty} />
        </Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" data-testid="funnel-table">
            <TableHead>
              <TableRow>
                <TableCell>{intl.formatMessage(dashboardMessages.funnelDay)}</TableCell>
                {FUNNEL_STEPS.map((step) => (
                  <TableCell key={step} align="right">
                    {intl.formatMessage(dashboardMessages[step])}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell>{intl.formatMessage(dashboardMessages.funnelTotal)}</TableCell>
                {FUNNEL_STEPS.map((step) => (
                  <TableCell key={step} align="right">
                    {number(state.totals[step])}
                  </TableCell>
                ))}
              </TableRow>
              {[...state.days].reverse().map((day) => (
                <TableRow key={day.day}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {intl.formatDate(`${day.day}T00:00:00Z`, {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    })}
                  </TableCell>
                  {FUNNEL_STEPS.map((step) => (
                    <TableCell key={step} align="right">
                      {number(day[step])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
