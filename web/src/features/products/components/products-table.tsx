import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { averageRating } from '@shared';
import { linkSx, quietLinkSx } from '@/components/ui/link-style';
import { paths } from '@/config/paths';
import { QrCodeThumbnail, reviewUrl } from '@/card';
import { useLocalizedHref } from '@/i18n/use-locale';
import type { ProductRow } from '../api/types';

const tableMessages = defineMessages({
  id: { id: 'products.table.id', defaultMessage: 'ID' },
  name: { id: 'products.table.name', defaultMessage: 'Product name' },
  rating: { id: 'products.table.rating', defaultMessage: 'Rating' },
  qr: { id: 'products.table.qr', defaultMessage: 'QR code' },
  amazon: { id: 'products.table.amazon', defaultMessage: 'Amazon link' },
  emag: { id: 'products.table.emag', defaultMessage: 'eMAG link' },
  reviews: { id: 'products.table.reviews', defaultMessage: 'Reviews' },
  actions: { id: 'products.table.actions', defaultMessage: 'Actions' },
  selectPage: {
    id: 'products.table.selectPage',
    defaultMessage: 'Select all products on this page',
  },
  noRating: { id: 'products.table.noRating', defaultMessage: 'No ratings yet' },
  noLink: { id: 'products.table.noLink', defaultMessage: 'None' },
});
const rowMessages = {
  select: defineMessage<{ title: string }>({
    id: 'products.table.select',
    defaultMessage: 'Select {title}',
  }),
  edit: defineMessage<{ title: string }>({
    id: 'products.table.edit',
    defaultMessage: 'Edit {title}',
  }),
  remove: defineMessage<{ title: string }>({
    id: 'products.table.delete',
    defaultMessage: 'Delete {title}',
  }),
  view: defineMessage<{ title: string }>({
    id: 'products.table.view',
    defaultMessage: 'Open the review page of {title}',
  }),
  viewReviews: defineMessage<{ title: string }>({
    id: 'products.table.viewReviews',
    defaultMessage: 'View reviews of {title}',
  }),
  qrAlt: defineMessage<{ title: string }>({
    id: 'products.table.qrAlt',
    defaultMessage: 'QR code for {title}',
  }),
  average: defineMessage<{ average: string }>({
    id: 'products.table.average',
    defaultMessage: 'Average rating {average} out of 5',
  }),
};

/** Shown for "no rating yet" (the cell's title says it in words). */
const NO_VALUE = '—';

/** "www.amazon.de/dp/B08…" for the table; the full link opens in a new tab. */
function shortLink(url: string): string {
  const withoutScheme = url.replace(/^https:\/\//i, '');
  return withoutScheme.length > 32 ? `${withoutScheme.slice(0, 31)}…` : withoutScheme;
}

function LinkCell({ url }: { url: string }) {
  if (!url) {
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        <FormattedMessage {...tableMessages.noLink} />
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      sx={{ ...linkSx, wordBreak: 'break-all' }}
    >
      {shortLink(url)}
    </Box>
  );
}

interface RowProps {
  product: ProductRow;
  selected: boolean;
  /** "All matching" is selected: rows show it and cannot be unticked one by one. */
  locked: boolean;
  onToggle: (product: ProductRow) => void;
  onDelete: (product: ProductRow) => void;
}

/** One row; memoised so a keystroke that keeps a row on the page does not re-render it. */
const ProductTableRow = memo(function ProductTableRow({
  product,
  selected,
  locked,
  onToggle,
  onDelete,
}: RowProps) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const values = { title: product.title };
  const stats = product.stats;
  const hasRating = (stats?.reviewCount ?? 0) > 0;
  return (
    <TableRow hover selected={selected} data-testid="product-row" data-product-id={product.id}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          disabled={locked}
          onChange={() => onToggle(product)}
          slotProps={{ input: { 'aria-label': intl.formatMessage(rowMessages.select, values) } }}
        />
      </TableCell>
      <TableCell>
        <Box component="code" title={product.id} sx={{ fontSize: 12 }}>
          {product.id.slice(0, 8)}
        </Box>
      </TableCell>
      <TableCell sx={{ fontWeight: 500, maxWidth: 260, wordBreak: 'break-word' }}>
        <Box
          component={RouterLink}
          to={href(paths.productEdit.getHref(product.id))}
          sx={quietLinkSx}
        >
          {product.title}
        </Box>
      </TableCell>
      <TableCell>
        {hasRating ? (
          <Box
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            aria-label={intl.formatMessage(rowMessages.average, {
              average: intl.formatNumber(averageRating(stats), { maximumFractionDigits: 1 }),
            })}
          >
            <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
            {intl.formatNumber(averageRating(stats), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
          </Box>
        ) : (
          <Box
            component="span"
            sx={{ color: 'text.disabled' }}
            title={intl.formatMessage(tableMessages.noRating)}
          >
            {NO_VALUE}
          </Box>
        )}
      </TableCell>
      <TableCell>
        <QrCodeThumbnail
          url={reviewUrl(product.id)}
          qrStyle={product.qrStyle}
          size={48}
          alt={intl.formatMessage(rowMessages.qrAlt, values)}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 200 }}>
        <LinkCell url={product.links.amazon} />
      </TableCell>
      <TableCell sx={{ maxWidth: 200 }}>
        <LinkCell url={product.links.emag} />
      </TableCell>
      <TableCell align="right">{intl.formatNumber(stats?.reviewCount ?? 0)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          component={RouterLink}
          to={href(paths.productEdit.getHref(product.id))}
          aria-label={intl.formatMessage(rowMessages.edit, values)}
          title={intl.formatMessage(rowMessages.edit, values)}
          size="small"
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          onClick={() => onDelete(product)}
          aria-label={intl.formatMessage(rowMessages.remove, values)}
          title={intl.formatMessage(rowMessages.remove, values)}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
        <IconButton
          component="a"
          href={reviewUrl(product.id)}
          target="_blank"
          rel="noopener"
          aria-label={intl.formatMessage(rowMessages.view, values)}
          title={intl.formatMessage(rowMessages.view, values)}
          size="small"
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
        <IconButton
          component={RouterLink}
          to={href(`${paths.dashboard.getHref(product.id)}?tab=reviews`)}
          aria-label={intl.formatMessage(rowMessages.viewReviews, values)}
          title={intl.formatMessage(rowMessages.viewReviews, values)}
          size="small"
        >
          <RateReviewIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

export interface ProductsTableProps {
  /** The rows of the current page only (QR codes are drawn per visible row). */
  rows: ProductRow[];
  selected: { has(id: string): boolean };
  onToggle: (product: ProductRow) => void;
  onTogglePage: (select: boolean) => void;
  onDelete: (product: ProductRow) => void;
  selectionLocked?: boolean;
}

const COLUMNS = ['id', 'name', 'rating', 'qr', 'amazon', 'emag', 'reviews', 'actions'] as const;

function TableHeadRow({ page }: { page?: ReactNode }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">{page}</TableCell>
        {COLUMNS.map((column) => (
          <TableCell
            key={column}
            align={column === 'reviews' ? 'right' : undefined}
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            <FormattedMessage {...tableMessages[column]} />
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

const tableLabel = defineMessage({ id: 'products.table.label', defaultMessage: 'Products' });

export function ProductsTable({
  rows,
  selected,
  onToggle,
  onTogglePage,
  onDelete,
  selectionLocked = false,
}: ProductsTableProps) {
  const intl = useIntl();
  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length;
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage(tableLabel)}>
        <TableHeadRow
          page={
            <Checkbox
              indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
              checked={rows.length > 0 && selectedOnPage === rows.length}
              disabled={selectionLocked}
              onChange={(event) => onTogglePage(event.target.checked)}
              slotProps={{
                input: { 'aria-label': intl.formatMessage(tableMessages.selectPage) },
              }}
            />
          }
        />
        <TableBody>
          {rows.map((product) => (
            <ProductTableRow
              key={product.id}
              product={product}
              selected={selected.has(product.id)}
              locked={selectionLocked}
              onToggle={onToggle}
              onDelete={onDelete}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Placeholder rows while the first answer for a page is on its way. */
export function ProductsTableSkeleton({ rows }: { rows: number }) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={intl.formatMessage(tableLabel)}
        aria-busy="true"
        data-testid="products-skeleton"
      >
        <TableHeadRow />
        <TableBody>
          {Array.from({ length: rows }, (_, index) => (
            <TableRow key={index}>
              <TableCell padding="checkbox" />
              {COLUMNS.map((column) => (
                <TableCell key={column}>
                  <Skeleton
                    variant={column === 'qr' ? 'rectangular' : 'text'}
                    height={column === 'qr' ? 48 : undefined}
                    width={column === 'qr' ? 48 : undefined}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
