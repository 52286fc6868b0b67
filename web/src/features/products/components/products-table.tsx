import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useCallback, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { averageRating } from '@shared';
import { OpenInNewIcon, StarIcon } from '@/components/ui/plain/icons';
import {
  DeleteOutlineIcon,
  EditOutlinedIcon,
  RateReviewOutlinedIcon,
} from '@/components/ui/plain/seller-icons';
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
  needsTitle: { id: 'products.table.needsTitle', defaultMessage: 'Needs a title' },
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

/**
 * The table's look, MUI's small Table with its Checkbox and small IconButtons, as one class on the
 * <table> that styles plain elements (docs/page-speed.md, "The seller screens on a phone"): a page of 25
 * rows is about 400 elements, and as MUI components each would compute its own styles on a phone's
 * main thread.
 */
const tableSx: SxProps<Theme> = {
  width: '100%',
  borderCollapse: 'collapse',
  typography: 'body2',
  '& th, & td': {
    px: 2,
    py: '6px',
    textAlign: 'left',
    verticalAlign: 'middle',
    borderBottom: '1px solid rgb(224, 224, 224)',
  },
  '& th': { fontWeight: 700, whiteSpace: 'nowrap', lineHeight: '1.5rem' },
  '& .cell-check': { width: 48, p: '0 0 0 4px', textAlign: 'center' },
  '& .cell-number': { textAlign: 'right' },
  '& .cell-actions': { whiteSpace: 'nowrap' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& tbody tr.selected': { bgcolor: 'var(--qr-primary-selected)' },
  '& input[type=checkbox]': {
    width: 18,
    height: 18,
    m: '12px',
    accentColor: (theme) => theme.palette.primary.main,
    cursor: 'pointer',
    '&:disabled': { cursor: 'default' },
  },
  '& .row-action': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    p: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '& .qr-icon': { fontSize: 20 },
  },
  '& .rating': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
  // A small chip in the colours of MUI's standard warning Alert (about 9:1 contrast).
  '& .needs-title': {
    display: 'inline-block',
    ml: 1,
    px: 1,
    borderRadius: '12px',
    bgcolor: '#fff4e5',
    color: '#663c00',
    typography: 'caption',
    lineHeight: '20px',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  '& .rating .qr-icon': { fontSize: 20, color: 'warning.main' },
  // Secondary, not disabled, text: "None" and "—" are content and need 4.5:1 contrast.
  '& .muted': { color: 'text.secondary' },
  '& .skeleton': {
    display: 'block',
    height: '1.2em',
    borderRadius: 1,
    bgcolor: 'action.hover',
  },
  '& .skeleton.qr': { width: 48, height: 48, borderRadius: 0 },
};

function LinkCell({ url }: { url: string }) {
  if (!url) {
    return (
      <span className="muted">
        <FormattedMessage {...tableMessages.noLink} />
      </span>
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
  /** Absent: the member's role may not delete products (no delete button). */
  onDelete?: (product: ProductRow) => void;
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
  const edit = intl.formatMessage(rowMessages.edit, values);
  const remove = intl.formatMessage(rowMessages.remove, values);
  const view = intl.formatMessage(rowMessages.view, values);
  const viewReviews = intl.formatMessage(rowMessages.viewReviews, values);
  return (
    <tr
      className={selected ? 'selected' : undefined}
      data-testid="product-row"
      data-product-id={product.id}
    >
      <td className="cell-check">
        <input
          type="checkbox"
          checked={selected}
          disabled={locked}
          onChange={() => onToggle(product)}
          aria-label={intl.formatMessage(rowMessages.select, values)}
        />
      </td>
      <td>
        <Box component="code" title={product.id} sx={{ fontSize: 12 }}>
          {product.id.slice(0, 8)}
        </Box>
      </td>
      <Box component="td" sx={{ fontWeight: 500, maxWidth: 260, wordBreak: 'break-word' }}>
        <Box
          component={RouterLink}
          to={href(paths.productEdit.getHref(product.id))}
          sx={quietLinkSx}
        >
          {product.title}
        </Box>
        {product.needsTitle && (
          <span className="needs-title" data-testid="needs-title">
            <FormattedMessage {...tableMessages.needsTitle} />
          </span>
        )}
      </Box>
      <td>
        {hasRating ? (
          <span
            className="rating"
            aria-label={intl.formatMessage(rowMessages.average, {
              average: intl.formatNumber(averageRating(stats), { maximumFractionDigits: 1 }),
            })}
          >
            <StarIcon />
            {intl.formatNumber(averageRating(stats), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
          </span>
        ) : (
          <span className="muted" title={intl.formatMessage(tableMessages.noRating)}>
            {NO_VALUE}
          </span>
        )}
      </td>
      <td>
        <QrCodeThumbnail
          url={reviewUrl(product.id)}
          qrStyle={product.qrStyle}
          size={48}
          alt={intl.formatMessage(rowMessages.qrAlt, values)}
        />
      </td>
      <Box component="td" sx={{ maxWidth: 200 }}>
        <LinkCell url={product.links.amazon} />
      </Box>
      <Box component="td" sx={{ maxWidth: 200 }}>
        <LinkCell url={product.links.emag} />
      </Box>
      <td className="cell-number">{intl.formatNumber(stats?.reviewCount ?? 0)}</td>
      <td className="cell-actions">
        <RouterLink
          className="row-action"
          to={href(paths.productEdit.getHref(product.id))}
          aria-label={edit}
          title={edit}
        >
          <EditOutlinedIcon />
        </RouterLink>
        {onDelete ? (
          <button
            type="button"
            className="row-action"
            onClick={() => onDelete(product)}
            aria-label={remove}
            title={remove}
          >
            <DeleteOutlineIcon />
          </button>
        ) : null}
        <a
          className="row-action"
          href={reviewUrl(product.id)}
          target="_blank"
          rel="noopener"
          aria-label={view}
          title={view}
        >
          <OpenInNewIcon />
        </a>
        <RouterLink
          className="row-action"
          to={href(`${paths.dashboard.getHref(product.id)}?tab=reviews`)}
          aria-label={viewReviews}
          title={viewReviews}
        >
          <RateReviewOutlinedIcon />
        </RouterLink>
      </td>
    </tr>
  );
});

export interface ProductsTableProps {
  /** The rows of the current page only (QR codes are drawn per visible row). */
  rows: ProductRow[];
  selected: { has(id: string): boolean };
  onToggle: (product: ProductRow) => void;
  onTogglePage: (select: boolean) => void;
  onDelete?: (product: ProductRow) => void;
  selectionLocked?: boolean;
}

const COLUMNS = ['id', 'name', 'rating', 'qr', 'amazon', 'emag', 'reviews', 'actions'] as const;

function TableHeadRow({ page }: { page?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th className="cell-check">{page}</th>
        {COLUMNS.map((column) => (
          <th key={column} className={column === 'reviews' ? 'cell-number' : undefined}>
            <FormattedMessage {...tableMessages[column]} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

const tableLabel = defineMessage({ id: 'products.table.label', defaultMessage: 'Products' });

/** Scrolls sideways on a narrow screen, as MUI's TableContainer does. */
const containerSx: SxProps<Theme> = { width: '100%', overflowX: 'auto' };

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
  const indeterminate = selectedOnPage > 0 && selectedOnPage < rows.length;
  // A native checkbox's mixed state is a property, not an attribute.
  const pageCheckbox = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  return (
    <Box sx={containerSx}>
      <Box component="table" sx={tableSx} aria-label={intl.formatMessage(tableLabel)}>
        <TableHeadRow
          page={
            <input
              ref={pageCheckbox}
              type="checkbox"
              checked={rows.length > 0 && selectedOnPage === rows.length}
              disabled={selectionLocked}
              onChange={(event) => onTogglePage(event.target.checked)}
              aria-label={intl.formatMessage(tableMessages.selectPage)}
            />
          }
        />
        <tbody>
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
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * Placeholder rows while the first answer for a page is on its way, as tall as the rows that
 * replace them (the QR code's box sets a row's height), so nothing below moves when they arrive.
 */
export function ProductsTableSkeleton({ rows }: { rows: number }) {
  const intl = useIntl();
  return (
    <Box sx={containerSx}>
      <Box
        component="table"
        sx={tableSx}
        aria-label={intl.formatMessage(tableLabel)}
        aria-busy="true"
        data-testid="products-skeleton"
      >
        <TableHeadRow />
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td className="cell-check" />
              {COLUMNS.map((column) => (
                <td key={column}>
                  <span className={column === 'qr' ? 'skeleton qr' : 'skeleton'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
