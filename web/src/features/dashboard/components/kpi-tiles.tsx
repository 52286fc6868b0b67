import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Kpi } from '../lib/kpis';
import { formatShare, formatStars } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';

function formatValue(intl: IntlShape, kpi: Pick<Kpi, 'key'>, value: number | null): string {
  const text =
    kpi.key === 'average'
      ? formatStars(intl, value)
      : kpi.key === 'atOrAboveShare'
        ? formatShare(intl, value)
        : value === null
          ? null
          : intl.formatNumber(value);
  return text ?? intl.formatMessage(analyticsMessages.noValue);
}

function formatChange(intl: IntlShape, kpi: Kpi): string | null {
  const { change } = kpi;
  if (!change) return null;
  const sign = { signDisplay: 'exceptZero' } as const;
  switch (change.kind) {
    case 'percent':
      return intl.formatNumber(change.value, {
        ...sign,
        style: 'percent',
        maximumFractionDigits: 0,
      });
    case 'stars':
      return intl.formatNumber(change.value, {
        ...sign,
        maximumFractionDigits: 1,
        minimumFractionDigits: 1,
      });
    case 'points':
      return intl.formatMessage(analyticsValueMessages.points, {
        value: intl.formatNumber(change.value, { ...sign, maximumFractionDigits: 1 }),
      });
  }
}

/** The headline numbers with their change against the previous period of the same length. */
export function KpiTiles({ kpis, visitors }: { kpis: Kpi[]; visitors: number }) {
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap' }}
      component="section"
      aria-label={intl.formatMessage(analyticsMessages.kpisLabel)}
      data-testid="kpi-tiles"
    >
      {kpis.map((kpi) => {
        const change = formatChange(intl, kpi);
        const direction = kpi.change ? Math.sign(kpi.change.value) : 0;
        return (
          <Paper
            key={kpi.key}
            variant="outlined"
            sx={{ p: 2, flex: '1 1 160px', minWidth: 150 }}
            data-testid={`kpi-${kpi.key}`}
          >
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...analyticsMessages[kpi.key]} />
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="kpi-value">
              {formatValue(intl, kpi, kpi.value)}
            </Typography>
            {kpi.key === 'opened' ? (
              <Typography variant="body2" color="text.secondary" data-testid="kpi-visitors">
                {intl.formatMessage(analyticsValueMessages.visitors, { count: visitors })}
              </Typography>
            ) : null}
            <Typography
              variant="body2"
              sx={{ color: direction === 0 ? 'text.secondary' : 'text.primary', fontWeight: 600 }}
              data-testid="kpi-change"
              title={intl.formatMessage(analyticsValueMessages.previous, {
                value: formatValue(intl, kpi, kpi.previous),
              })}
            >
              {change ?? intl.formatMessage(analyticsMessages.noComparison)}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
