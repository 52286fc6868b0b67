import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { InvalidDocumentError } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { downloadBlob } from '@/lib/download';
import { useFirestore, useUser } from '@/lib/firebase';
import { storeNames } from '@/lib/store-names';
import { getAllReviews, NO_FILTERS, type ReviewFilters as Filters } from '../api/reviews-query';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { useMarkRead } from '../hooks/use-mark-read';
import { useReviewsPage } from '../hooks/use-reviews-page';
import { csvBlob } from '@/lib/csv';
import { reviewsCsv } from '../lib/export-reviews';
import { inboxMessages, inboxValueMessages } from '../messages';
import { ReviewFilters } from './review-filters';

/**
 * The seller's reviews of one product, published and private, newest first, with filters, paging
 * and CSV export. Feedback is customer text: rendered as a React text node, never as HTML.
 */
export function ReviewsInbox({
  productId,
  initialFilters,
  openReviewId = null,
}: {
  productId: string;
  /** A review opened by a link (an alert email, the top navigation): marked read, highlighted. */
  openReviewId?: string | null;
  /** Where the inbox starts, e.g. one rating when opened from the dashboard's star distribution. */
  initialFilters?: Partial<Filters>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const firestore = useFirestore();
  const ownerId = useUser().data?.uid ?? '';
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, ...initialFilters });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const page = useReviewsPage(productId, filters);
  const markRead = useMarkRead(productId, openReviewId);
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

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ReviewFilters value={filters} onChange={setFilters} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {filtered ? (
            <Button onClick={() => setFilters(NO_FILTERS)}>
              <FormattedMessage {...inboxMessages.clearFilters} />
            </Button>
          ) : null}
          <Tooltip title={t(inboxMessages.refresh)}>
            <IconButton onClick={page.refresh} aria-label={t(inboxMessages.refresh)}>
              <RefreshOutlined />
            </IconButton>
          </Tooltip>
          <Button
            variant="outlined"
            onClick={() => void markAll.run()}
            disabled={markAll.busy}
            startIcon={
              markAll.busy ? <CircularProgress size={16} color="inherit" /> : <DoneAllOutlined />
            }
            data-testid="inbox-mark-all-read"
          >
            {markAll.busy && markAll.marked > 0
              ? t(inboxValueMessages.markingRead, { count: markAll.marked })
              : t(inboxMessages.markAllRead)}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void exportCsv()}
            disabled={exporting || page.total === 0}
            startIcon={
              exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadOutlined />
            }
          >
            <FormattedMessage
              {...(exporting ? inboxMessages.exporting : inboxMessages.exportCsv)}
            />
          </Button>
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
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={page.refresh}>
              <FormattedMessage {...inboxMessages.tryAgain} />
            </Button>
          }
        >
          <FormattedMessage {...inboxMessages.loadFailed} />
        </Alert>
      ) : null}

      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, position: 'relative' }}
      >
        <Table
          size="small"
          aria-label={t(inboxMessages.tableLabel)}
          aria-busy={page.status === 'loading'}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(inboxMessages.colDate)}</TableCell>
              <TableCell>{t(inboxMessages.colRating)}</TableCell>
              <TableCell>{t(inboxMessages.colStore)}</TableCell>
              <TableCell>{t(inboxMessages.colVisibility)}</TableCell>
              <TableCell>{t(inboxMessages.colLanguage)}</TableCell>
              <TableCell sx={{ minWidth: 260 }}>{t(inboxMessages.colFeedback)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((row) => (
              <TableRow
                key={row.id}
                data-testid="review-row"
                data-review-id={row.id}
                data-unread={row.unread === true && !markRead.isRead(row.id)}
                selected={row.id === openReviewId}
                hover
                onClick={() => markRead.open(row)}
                sx={
                  row.unread === true && !markRead.isRead(row.id)
                    ? { '& td': { fontWeight: 'fontWeightBold' } }
                    : undefined
                }
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.createdAt
                    ? intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
                    : t(inboxMessages.pending)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    aria-label={t(inboxValueMessages.stars, { stars: row.rating })}
                  >
                    <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                    {row.rating}
                  </Box>
                </TableCell>
                <TableCell>{t(storeNames[row.store])}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.published ? 'success' : 'default'}
                    variant={row.published ? 'filled' : 'outlined'}
                    label={t(row.published ? inboxMessages.published : inboxMessages.private)}
                  />
                  {row.unread === true && !markRead.isRead(row.id) ? (
                    <Chip
                      size="small"
                      color="error"
                      sx={{ ml: 0.5 }}
                      label={t(inboxMessages.unread)}
                    />
                  ) : null}
                </TableCell>
                <TableCell>{row.locale}</TableCell>
                <TableCell
                  data-testid="review-feedback"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 520 }}
                >
                  {row.feedback}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {page.status === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress
              size={28}
              aria-label={t({ id: 'app.loading', defaultMessage: 'Loading…' })}
            />
          </Box>
        ) : null}
        {page.status === 'success' && page.rows.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            <FormattedMessage {...(filtered ? inboxMessages.emptyFiltered : inboxMessages.empty)} />
          </Typography>
        ) : null}
      </TableContainer>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {page.total !== null && page.rows.length > 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            data-testid="inbox-paging"
          >
            {t(inboxValueMessages.showing, { from: first, to: last, total: page.total })}
          </Typography>
        ) : null}
        <IconButton
          onClick={page.goPrevious}
          disabled={page.page === 0}
          aria-label={t(inboxMessages.previous)}
        >
          <NavigateBefore />
        </IconButton>
        <IconButton
          onClick={page.goNext}
          disabled={!page.hasNext}
          aria-label={t(inboxMessages.next)}
        >
          <NavigateNext />
        </IconButton>
      </Stack>
    </Stack>
  );
}
