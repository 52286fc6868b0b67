import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { InvalidDocumentError } from '@shared';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { Button as PlainButton } from '@/components/ui/plain/button';
import { DoneAllIcon, DownloadIcon, RefreshIcon } from '@/components/ui/plain/data-icons';
import { StarIcon } from '@/components/ui/plain/icons';
import { Spinner } from '@/components/ui/plain/spinner';
import '@/components/ui/plain/data-view.css';
import './reviews-inbox.css';
import { downloadBlob } from '@/lib/download';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { storeNames } from '@/lib/store-names';
import { getAllReviews } from '../api/all-reviews';
import { NO_FILTERS, type ReviewFilters as Filters } from '../api/reviews-query';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { useMarkRead } from '../hooks/use-mark-read';
import { useReviewsPage } from '../hooks/use-reviews-page';
import { csvBlob } from '@/lib/csv';
import { RetryAlert } from '@/components/ui/plain/retry-alert';
import { reviewsCsv } from '../lib/export-reviews';
import { Pager } from './pager';
import { storePageOutcome } from '../lib/store-page-outcome';
import { inboxMessages, inboxValueMessages, outcomeMessages } from '../messages';
import { ReviewFilters } from './review-filters';

/**
 * The seller's reviews of one product, newest first, each with what happened to it (offered the
 * store's review page or kept private), with filters, paging and CSV export. Feedback is customer
 * text: rendered as a React text node, never as HTML.
 */
export function ReviewsInbox({
  productId,
  initialFilters,
  openReviewId = null,
  after = null,
}: {
  productId: string;
  /**
   * What the page shows under the inbox (the customer requests), once the inbox's first page is
   * there: drawn under a loading table, the rows' arrival would push it down (a layout shift).
   */
  after?: ReactNode;
  /** A review opened by a link (an alert email, the top navigation): marked read, highlighted. */
  openReviewId?: string | null;
  /** Where the inbox starts, e.g. one rating when opened from the dashboard's star distribution. */
  initialFilters?: Partial<Filters>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const firestore = useFirestore();
  const { accountId: ownerId } = useAccount();
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, ...initialFilters });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const page = useReviewsPage(productId, filters);
  const mayMark = useCan('reviews.mark');
  const markRead = useMarkRead(productId, openReviewId, mayMark);
  const markAll = useMarkAllRead(productId, page.refresh);
  const filtered =
    filters.rating !== null ||
    filters.store !== null ||
    filters.published !== null ||
    filters.unread;

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = await getAllReviews(firestore, productId, ownerId, filters);
      const date = new Date().toISOString().slice(0, 10);
      downloadBlob(
        csvBlob(await reviewsCsv(intl, rows)),
        t(inboxValueMessages.fileName, { product: productId, date }),
      );
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const first = page.page * page.pageSize + 1;
  const last = page.page * page.pageSize + page.rows.length;

  const firstPageShown = !(page.status === 'loading' && page.rows.length === 0);
  return (
    <>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' } }}
        >
          <ReviewFilters value={filters} onChange={setFilters} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {filtered ? (
              <PlainButton onClick={() => setFilters(NO_FILTERS)}>
                <FormattedMessage {...inboxMessages.clearFilters} />
              </PlainButton>
            ) : null}
            <button
              type="button"
              className="qr-icon-btn"
              onClick={page.refresh}
              aria-label={t(inboxMessages.refresh)}
              title={t(inboxMessages.refresh)}
            >
              <RefreshIcon />
            </button>
            {mayMark ? (
              <PlainButton
                variant="outlined"
                onClick={() => void markAll.run()}
                disabled={markAll.busy}
                startIcon={markAll.busy ? <Spinner small /> : <DoneAllIcon />}
                data-testid="inbox-mark-all-read"
              >
                {markAll.busy && markAll.marked > 0
                  ? t(inboxValueMessages.markingRead, { count: markAll.marked })
                  : t(inboxMessages.markAllRead)}
              </PlainButton>
            ) : null}
            <PlainButton
              variant="outlined"
              onClick={() => void exportCsv()}
              disabled={exporting || page.total === 0}
              startIcon={exporting ? <Spinner small /> : <DownloadIcon />}
            >
              <FormattedMessage
                {...(exporting ? inboxMessages.exporting : inboxMessages.exportCsv)}
              />
            </PlainButton>
          </Stack>
        </Stack>

        {exportFailed ? (
          <Alert severity="error" role="alert">
            <FormattedMessage {...inboxMessages.exportFailed} />
          </Alert>
        ) : null}

        {page.error instanceof InvalidDocumentError ? (
          <InvalidDataAlert errors={[page.error]} scope="list" />
        ) : page.status === 'error' ? (
          <RetryAlert
            message={inboxMessages.loadFailed}
            retryLabel={inboxMessages.tryAgain}
            onRetry={page.refresh}
          />
        ) : null}

        {/* Native table elements with one class (docs/page-speed.md): 20 rows of MUI TableRow,
          TableCell and Chip were about 200 components computing their styles. */}
        <div className="qr-table-frame">
          <table
            className="qr-table"
            aria-label={t(inboxMessages.tableLabel)}
            aria-busy={page.status === 'loading'}
          >
            <thead>
              <tr>
                <th className="qr-nowrap">{t(inboxMessages.colDate)}</th>
                <th>{t(inboxMessages.colRating)}</th>
                <th>{t(inboxMessages.colStore)}</th>
                <th>{t(inboxMessages.colOutcome)}</th>
                <th>{t(inboxMessages.colLanguage)}</th>
                <th style={{ minWidth: 260 }}>{t(inboxMessages.colFeedback)}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => {
                const unread = row.unread === true && !markRead.isRead(row.id);
                const outcome = storePageOutcome(row);
                return (
                  <tr
                    key={row.id}
                    data-testid="review-row"
                    data-review-id={row.id}
                    data-unread={unread}
                    className={[
                      'qr-row-hover',
                      row.id === openReviewId && 'qr-row-selected',
                      unread && 'qr-row-strong',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => markRead.open(row)}
                  >
                    <td className="qr-nowrap">
                      {row.createdAt
                        ? intl.formatDate(row.createdAt, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          })
                        : t(inboxMessages.pending)}
                    </td>
                    <td className="qr-nowrap">
                      <span
                        className="qr-inbox-rating"
                        aria-label={t(inboxValueMessages.stars, { stars: row.rating })}
                      >
                        <StarIcon />
                        {row.rating}
                      </span>
                    </td>
                    <td>{t(storeNames[row.store])}</td>
                    <td>
                      <span
                        className={`qr-chip qr-chip--${outcome === 'offered' ? 'success' : 'outlined'}`}
                        title={t(outcomeMessages[outcome].help)}
                        data-testid="review-outcome"
                      >
                        {t(outcomeMessages[outcome].label)}
                      </span>
                      {unread ? (
                        <span className="qr-chip qr-chip--error">{t(inboxMessages.unread)}</span>
                      ) : null}
                    </td>
                    <td>{row.locale}</td>
                    <td data-testid="review-feedback" className="qr-inbox-feedback">
                      {row.feedback}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {page.status === 'loading' ? (
            <div className="qr-inbox-note">
              <Spinner label={t({ id: 'app.loading', defaultMessage: 'Loading…' })} />
            </div>
          ) : null}
          {page.status === 'success' && page.rows.length === 0 ? (
            <p className="qr-inbox-note qr-secondary">
              <FormattedMessage
                {...(filtered ? inboxMessages.emptyFiltered : inboxMessages.empty)}
              />
            </p>
          ) : null}
        </div>

        {/* Not before the first page: drawn under a loading table, the rows' arrival would push it
          down (a layout shift); it appears under them instead. */}
        {firstPageShown ? (
          <Pager
            status={
              page.total !== null && page.rows.length > 0
                ? t(inboxValueMessages.showing, { from: first, to: last, total: page.total })
                : null
            }
            data-testid="inbox-paging"
            paging={page}
          />
        ) : null}
      </Stack>
      {firstPageShown ? after : null}
    </>
  );
}
