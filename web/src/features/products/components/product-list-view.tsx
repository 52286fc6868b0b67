import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { isFiltered } from '@shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import type { ProductRow, ProductSelection } from '../api/types';
import { withListChange, type ListParams } from '../lib/list-params';
import {
  allMatchingSelectedMessage,
  allMatchingSelectedOpenMessage,
  countAtLeastMessage,
  countMessage,
  listMessages,
  pageSelectedMessage,
  scanCutMessage,
  selectAllMatchingMessage,
  selectAllMatchingOpenMessage,
  selectedMessage,
} from './list-messages';
import { ProductListControls, type RenderTemplateFilter } from './product-list-controls';
import { ProductListPagination, type PageMove } from './product-list-pagination';
import { ProductsTable, ProductsTableSkeleton } from './products-table';

// Shown only while a later page loads: not part of the list's first load (docs/page-speed.md).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/**
 * The actions for the selection, all of them: the route (app/routes/products.tsx) composes them
 * (card downloads, Apply Template, the print sheet), so this feature imports none of them.
 */
export type RenderBulkActions = (
  selection: ProductSelection,
  clearSelection: () => void,
) => ReactNode;

/** The list's products for an action over all of them (the route's export), read in steps. */
export interface ListProductsSource {
  /** How many the list counted (null: not counted exactly). */
  count: number | null;
  /** A search or a filter is set: the matching products only. */
  filtered: boolean;
  products: () => AsyncIterable<ProductRow>;
}

/** Actions next to "Create product" that work on the list's products (composed by the route). */
export type RenderListActions = (source: ListProductsSource) => ReactNode;

/** What the list knows of its current page (hooks/use-product-page.ts). */
export interface ListPageState {
  status: 'loading' | 'ready' | 'error';
  fromServer: boolean;
  unreachable: boolean;
  rows: ProductRow[];
  hasPrevious: boolean;
  hasNext: boolean;
  scan: { reads: number; cut: boolean } | null;
  retry: () => void;
}

export interface ProductListViewProps {
  params: ListParams;
  page: ListPageState;
  /** The list's total (the seller's product count, or a capped count of a filter). */
  total: number | null;
  capped: boolean;
  onParamsChange: (next: ListParams, options?: { replace?: boolean }) => void;
  onMove: (move: PageMove) => void;
  /** Selected rows, by id, across pages. */
  selected: ReadonlyMap<string, ProductRow>;
  /** "All N matching" is selected (the filter, not rows). */
  allMatching: boolean;
  onSelectionChange: (selected: ReadonlyMap<string, ProductRow>, allMatching: boolean) => void;
  onDelete: (product: ProductRow) => void;
  onDeleteSelection: (selection: ProductSelection) => void;
  /**
   * The member's role may change products (the role table's products.write; default true):
   * otherwise no create, delete or bulk change is offered, only what reads.
   */
  mayChange?: boolean;
  renderBulkActions?: RenderBulkActions;
  renderTemplateFilter?: RenderTemplateFilter;
  /** Reads every product matching a filter (for bulk downloads over "all matching"). */
  readMatching: (filter: ListParams['filter']) => AsyncIterable<ProductRow>;
  renderListActions?: RenderListActions;
}

/** The product list without data access: controls, count, states, table, paging, selection. */
export function ProductListView(props: ProductListViewProps) {
  const { params, page, total, capped, selected, allMatching, onSelectionChange } = props;
  const intl = useIntl();
  const href = useLocalizedHref();
  const filtered = isFiltered(params.filter);
  const rows = page.rows;
  const mayChange = props.mayChange ?? true;

  const createButton = !mayChange ? null : (
    <Button
      component={RouterLink}
      to={href(paths.productNew.getHref())}
      variant="contained"
      startIcon={<AddIcon />}
    >
      <FormattedMessage {...listMessages.create} />
    </Button>
  );

  // Only an answer from the server may say there is nothing (never the cache, never an error).
  const answeredEmpty = page.status === 'ready' && page.fromServer && rows.length === 0;
  if (answeredEmpty && !filtered && params.position.kind === 'first') {
    return (
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <Inventory2OutlinedIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          <FormattedMessage {...listMessages.empty} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage {...listMessages.emptyHint} />
        </Typography>
        {createButton}
      </Paper>
    );
  }

  const clearSelection = () => onSelectionChange(new Map(), false);
  const selection: ProductSelection | null = allMatching
    ? {
        kind: 'matching',
        filter: params.filter,
        count: capped ? null : total,
        sample: rows[0],
        products: () => props.readMatching(params.filter),
      }
    : selected.size > 0
      ? { kind: 'rows', rows: [...selected.values()] }
      : null;
  const toggle = (product: ProductRow) => {
    const next = new Map(selected);
    if (next.has(product.id)) next.delete(product.id);
    else next.set(product.id, product);
    onSelectionChange(next, false);
  };
  const togglePage = (select: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (select) next.set(row.id, row);
      else next.delete(row.id);
    }
    onSelectionChange(next, false);
  };
  const pageFullySelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const moreThanPage = page.hasNext || page.hasPrevious;
  const exactTotal = total !== null && !capped ? total : null;

  const countText =
    page.scan !== null
      ? page.hasNext || page.hasPrevious
        ? intl.formatMessage(countAtLeastMessage, { count: rows.length })
        : intl.formatMessage(countMessage, { count: rows.length })
      : total === null
        ? ''
        : capped
          ? intl.formatMessage(countAtLeastMessage, { count: total })
          : intl.formatMessage(countMessage, { count: total });

  return (
    <Stack spacing={2}>
      <ProductListControls
        params={params}
        onParamsChange={props.onParamsChange}
        renderTemplateFilter={props.renderTemplateFilter}
        countText={countText}
        actions={
          <>
            <Button component={RouterLink} to={href(paths.overview.getHref())} variant="outlined">
              <FormattedMessage {...listMessages.overview} />
            </Button>
            {props.renderListActions?.({
              count: exactTotal,
              filtered,
              products: () => props.readMatching(params.filter),
            })}
            {createButton}
          </>
        }
      />

      {(page.status === 'error' || page.unreachable) && (
        <Alert
          severity={page.status === 'error' ? 'error' : 'warning'}
          data-testid="products-load-problem"
          action={
            <Button color="inherit" size="small" onClick={page.retry}>
              <FormattedMessage {...listMessages.retry} />
            </Button>
          }
        >
          <FormattedMessage
            {...(page.status === 'error' ? listMessages.loadFailed : listMessages.unreachable)}
          />
        </Alert>
      )}
      {page.scan?.cut && (
        <Alert severity="info">
          {intl.formatMessage(scanCutMessage, { reads: page.scan.reads })}
        </Alert>
      )}

      {selection && (
        <Paper variant="outlined" sx={{ bgcolor: 'action.selected' }}>
          <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
            <Typography sx={{ mr: 1 }} data-testid="products-selected">
              {selection.kind === 'matching'
                ? exactTotal !== null
                  ? intl.formatMessage(allMatchingSelectedMessage, { count: exactTotal })
                  : intl.formatMessage(allMatchingSelectedOpenMessage)
                : intl.formatMessage(selectedMessage, { count: selected.size })}
            </Typography>
            {mayChange ? (
              <>
                {props.renderBulkActions?.(selection, clearSelection)}
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => props.onDeleteSelection(selection)}
                >
                  <FormattedMessage {...listMessages.deleteSelected} />
                </Button>
              </>
            ) : null}
            <Box sx={{ flex: 1 }} />
            <IconButton
              onClick={clearSelection}
              aria-label={intl.formatMessage(listMessages.clearSelection)}
            >
              <ClearIcon />
            </IconButton>
          </Toolbar>
          {!allMatching && pageFullySelected && moreThanPage && (
            <Box
              sx={{ px: 2, pb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2">
                {intl.formatMessage(pageSelectedMessage, { count: rows.length })}
              </Typography>
              <Button size="small" onClick={() => onSelectionChange(new Map(), true)}>
                {exactTotal !== null
                  ? intl.formatMessage(selectAllMatchingMessage, { count: exactTotal })
                  : intl.formatMessage(selectAllMatchingOpenMessage)}
              </Button>
            </Box>
          )}
        </Paper>
      )}

      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
        {page.status === 'loading' && rows.length > 0 && (
          <Suspense fallback={null}>
            <LinearProgress
              aria-label={intl.formatMessage(listMessages.loading)}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          </Suspense>
        )}
        {page.status === 'loading' && rows.length === 0 ? (
          <ProductsTableSkeleton rows={Math.min(params.pageSize, 10)} />
        ) : answeredEmpty && params.position.kind === 'first' ? (
          <Box sx={{ p: 6, textAlign: 'center' }}>
            <SearchOffIcon color="action" sx={{ fontSize: 48 }} />
            <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }}>
              <FormattedMessage {...listMessages.noMatches} />
            </Typography>
            <Button
              variant="outlined"
              onClick={() =>
                props.onParamsChange(
                  withListChange(params, { filter: { ...params.filter, search: '' } }),
                )
              }
            >
              <FormattedMessage {...listMessages.clearSearch} />
            </Button>
          </Box>
        ) : answeredEmpty ? (
          <Box sx={{ p: 6, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>
              <FormattedMessage {...listMessages.emptyPage} />
            </Typography>
            <Button variant="outlined" onClick={() => props.onMove('first')}>
              <FormattedMessage {...listMessages.firstPage} />
            </Button>
          </Box>
        ) : rows.length === 0 ? (
          <ProductsTableSkeleton rows={Math.min(params.pageSize, 10)} />
        ) : (
          <ProductsTable
            rows={rows}
            selected={allMatching ? new Set(rows.map((row) => row.id)) : selected}
            onToggle={toggle}
            onTogglePage={togglePage}
            onDelete={mayChange ? props.onDelete : undefined}
            selectionLocked={allMatching}
          />
        )}
        <ProductListPagination
          params={params}
          rowCount={page.status === 'loading' ? 0 : rows.length}
          total={total}
          capped={capped}
          hasPrevious={page.hasPrevious && page.status !== 'loading'}
          hasNext={page.hasNext && page.status !== 'loading'}
          canJumpToLast={page.scan === null && exactTotal !== null}
          onMove={props.onMove}
          onPageSizeChange={(pageSize) =>
            props.onParamsChange(withListChange(params, { pageSize }))
          }
        />
      </Paper>
    </Stack>
  );
}
