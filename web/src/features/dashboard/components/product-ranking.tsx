import Alert from '@mui/material/Alert';
import type TablePaginationComponent from '@mui/material/TablePagination';
import { InvalidDocumentError, type DayRange } from '@shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { ArrowDownwardIcon } from '@/components/ui/plain/data-icons';
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
import { Sparkline } from './sparkline';
import '@/components/ui/plain/data-view.css';
import './dashboard.css';

// MUI's TablePagination (with its rows-per-page Select, Menu and Popover) only past 25 products.
// (lazy() keeps only its plain props: the cast restores its `component` prop's type.)
const TablePagination = lazy(
  () => import('@mui/material/TablePagination'),
) as typeof TablePaginationComponent;

const PAGE_SIZE = 25;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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
    <div className="qr-panel">
      <h2 className="qr-h6">
        <FormattedMessage {...overviewMessages.rankingTitle} />
      </h2>
      <p className="qr-p qr-body2 qr-secondary" style={{ marginBottom: 8 }}>
        {t(overviewValueMessages.rankingPeriod, {
          from: monthLabel(range.from.slice(0, 7)),
          to: monthLabel(range.to.slice(0, 7)),
        })}
      </p>
      {loaded.status === 'error' && loaded.error instanceof InvalidDocumentError ? (
        <InvalidDataAlert errors={[loaded.error]} scope="page" />
      ) : loaded.status === 'error' ? (
        <Alert severity="error" role="alert">
          <FormattedMessage {...analyticsMessages.loadFailed} />
        </Alert>
      ) : loaded.status === 'success' && rows.length === 0 && loaded.data.fromServer ? (
        <p className="qr-p qr-secondary" data-testid="ranking-empty">
          <FormattedMessage {...overviewMessages.rankingEmpty} />
        </p>
      ) : (
        <div>
          <div className="qr-scroll-x">
            <table
              className="qr-table"
              aria-busy={loaded.status === 'loading'}
              data-testid="product-ranking"
            >
              <thead>
                <tr>
                  <th>{t(overviewMessages.product)}</th>
                  {columns.map((column) => {
                    const active = sort.key === column.key;
                    return (
                      <th
                        key={column.key}
                        className="qr-num"
                        aria-sort={active ? ARIA_SORT[sort.direction] : undefined}
                      >
                        <button
                          type="button"
                          className={`qr-sort${active ? ` qr-sort--${sort.direction}` : ''}`}
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
                          <ArrowDownwardIcon />
                        </button>
                      </th>
                    );
                  })}
                  <th>{t(overviewMessages.trend)}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.id} data-testid="ranking-row" data-product-id={row.id}>
                    <th scope="row" style={{ maxWidth: 320 }}>
                      <RouterLink className="qr-link" to={href(paths.dashboard.getHref(row.id))}>
                        {row.title ?? row.id}
                      </RouterLink>
                    </th>
                    <td className="qr-num">{intl.formatNumber(row.opened)}</td>
                    <td className="qr-num">{intl.formatNumber(row.rated)}</td>
                    <td className="qr-num">
                      {formatShare(intl, row.conversion) ?? t(analyticsMessages.noValue)}
                    </td>
                    <td className="qr-num">
                      {formatStars(intl, row.average) ?? t(analyticsMessages.noValue)}
                    </td>
                    <td
                      aria-label={t(overviewValueMessages.trendLabel, {
                        values: row.monthlyOpens
                          .map((value) => intl.formatNumber(value))
                          .join(', '),
                      })}
                    >
                      <Sparkline values={row.monthlyOpens} width={100} height={28} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > PAGE_SIZE ? (
            <Suspense fallback={<div style={{ height: 52 }} />}>
              <TablePagination
                component="div"
                count={rows.length}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next)}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </div>
  );
}
