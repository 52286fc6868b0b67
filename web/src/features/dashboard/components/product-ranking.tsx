import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { LazySparkLineChart } from './lazy-charts';
import { InvalidDocumentError, type DayRange } from '@shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import type { LoadRanking } from '../hooks/use-analytics-years';
import { formatShare, formatStars } from '../lib/format';
import {
  monthsOf,
  rankProducts,
  sortProducts,
  yearsOfMonths,
  SORT_KEYS,
  type SortKey,
} from '../lib/ranking';
import { analyticsMessages, overviewMessages, overviewValueMessages } from '../messages';

const PAGE_SIZE = 25;

/**
 * The seller's products ranked over the whole months the period touches, sortable, 25 per page.
 * Reads: the ranking document of each calendar year the months touch
 * (sellers/{uid}/rankings/{yyyy}: 1, or 2 across a new year) however many products; titles are
 * stored on the ranking lines, so they cost nothing.
 */
export function ProductRanking({
  uid,
  range,
  load,
}: {
  uid: string;
  range: DayRange;
  /** Reads ranking years (useRankingLoader: each once per visit, prefetched by the overview). */
  load: LoadRanking;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const href = useLocalizedHref();
  const months = useMemo(() => monthsOf(range.from, range.to), [range.from, range.to]);
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({
    key: 'opened',
    direction: 'desc',
  });
  const [page, setPage] = useState(0);
  const years = yearsOfMonths(months);
  const loaded = useServerRead(readQuery(['ranking', uid, years], () => load(years)));
  const rows = useMemo(
    () =>
      loaded.status === 'success'
        ? sortProducts(rankProducts(loaded.data.years, months), sort.key, sort.direction)
        : [],
    [loaded, sort, months],
  );
  const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const monthLabel = (month: string) =>
    intl.formatDate(`${month}-01T00:00:00Z`, { timeZone: 'UTC', month: 'short', year: 'numeric' });
  const columns: { key: SortKey; label: string }[] = SORT_KEYS.map((key) => ({
    key,
    label: t(overviewMessages[key]),
  }));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...overviewMessages.rankingTitle} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(overviewValueMessages.rankingPeriod, {
          from: monthLabel(months[0]!),
          to: monthLabel(months[months.length - 1]!),
        })}
      </Typography>
      {loaded.status === 'error' && loaded.error instanceof InvalidDocumentError ? (
        <InvalidDataAlert errors={[loaded.error]} scope="page" />
      ) : loaded.status === 'error' ? (
        <Alert severity="error" role="alert">
          <FormattedMessage {...analyticsMessages.loadFailed} />
        </Alert>
      ) : loaded.status === 'success' && rows.length === 0 && loaded.data.fromServer ? (
        <Typography color="text.secondary" data-testid="ranking-empty">
          <FormattedMessage {...overviewMessages.rankingEmpty} />
        </Typography>
      ) : (
        <Stack>
          <TableContainer>
            <Table
              size="small"
              aria-busy={loaded.status === 'loading'}
              data-testid="product-ranking"
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t(overviewMessages.product)}</TableCell>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align="right"
                      sortDirection={sort.key === column.key ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={sort.key === column.key}
                        direction={sort.key === column.key ? sort.direction : 'desc'}
                        onClick={() => {
                          setPage(0);
                          setSort((current) => ({
                            key: column.key,
                            direction:
                              current.key === column.key && current.direction === 'desc'
                                ? 'asc'
                                : 'desc',
                          }));
                        }}
                        data-testid={`sort-${column.key}`}
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>{t(overviewMessages.trend)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.map((row) => (
                  <TableRow key={row.id} data-testid="ranking-row" data-product-id={row.id}>
                    <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                      <Link component={RouterLink} to={href(paths.dashboard.getHref(row.id))}>
                        {row.title ?? row.id}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{intl.formatNumber(row.opened)}</TableCell>
                    <TableCell align="right">{intl.formatNumber(row.rated)}</TableCell>
                    <TableCell align="right">
                      {formatShare(intl, row.conversion) ?? t(analyticsMessages.noValue)}
                    </TableCell>
                    <TableCell align="right">
                      {formatStars(intl, row.average) ?? t(analyticsMessages.noValue)}
                    </TableCell>
                    <TableCell
                      aria-label={t(overviewValueMessages.trendLabel, {
                        values: row.monthlyOpens
                          .map((value) => intl.formatNumber(value))
                          .join(', '),
                      })}
                    >
                      <LazySparkLineChart data={row.monthlyOpens} height={28} width={100} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rows.length > PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={rows.length}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next)}
            />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
