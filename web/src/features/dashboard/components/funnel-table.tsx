import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DayTotals, FunnelStepKey, Store } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import { activeStores, funnelRows } from '../lib/funnel';
import { formatShare } from '../lib/format';
import { analyticsMessages } from '../messages';

export const STEP_LABELS: Record<FunnelStepKey, MessageDescriptor> = {
  opened: analyticsMessages.stepOpened,
  storeChosen: analyticsMessages.stepStoreChosen,
  rated: analyticsMessages.stepRated,
  atOrAbove: analyticsMessages.stepAtOrAbove,
  copied: analyticsMessages.stepCopied,
  sent: analyticsMessages.stepSent,
};

const ALL = 'all';

/** Page opened → … → sent to store, with each step's share and drop-off, in total or per store. */
export function FunnelTable({ totals }: { totals: DayTotals }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [store, setStore] = useState<Store | typeof ALL>(ALL);
  const stores = activeStores(totals);
  const rows = funnelRows(totals, store === ALL ? null : store);
  const dash = t(analyticsMessages.noValue);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...analyticsMessages.funnelTitle} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <FormattedMessage {...analyticsMessages.funnelHelp} />
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={store}
        aria-label={t(analyticsMessages.funnelStoresLabel)}
        onChange={(_event, next: Store | typeof ALL | null) => next && setStore(next)}
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value={ALL}>
          <FormattedMessage {...analyticsMessages.funnelTotal} />
        </ToggleButton>
        {stores.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`funnel-store-${option}`}>
            {t(storeNames[option])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Table size="small" data-testid="funnel-table">
        <TableHead>
          <TableRow>
            <TableCell>{t(analyticsMessages.funnelStep)}</TableCell>
            <TableCell align="right">{t(analyticsMessages.funnelCount)}</TableCell>
            <TableCell sx={{ width: '35%' }}>{t(analyticsMessages.funnelShare)}</TableCell>
            <TableCell align="right">{t(analyticsMessages.funnelDropOff)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.step} data-testid={`funnel-${row.step}`}>
              <TableCell component="th" scope="row">
                {t(STEP_LABELS[row.step])}
              </TableCell>
              <TableCell align="right" data-testid="funnel-count">
                {intl.formatNumber(row.count)}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    aria-hidden
                    sx={{
                      height: 10,
                      borderRadius: 1,
                      bgcolor: 'primary.main',
                      width: `${Math.min(100, (row.share ?? 0) * 100)}%`,
                      minWidth: row.count > 0 ? 2 : 0,
                    }}
                  />
                  <Typography variant="body2" data-testid="funnel-share">
                    {formatShare(intl, row.share) ?? dash}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell align="right">{formatShare(intl, row.dropOff) ?? dash}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
