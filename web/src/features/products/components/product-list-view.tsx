import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '@shared';
import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import type { ProductRow } from '../api/types';
import { buildSearchIndex, filterProducts } from '../lib/filter-products';
import { ProductsTable } from './products-table';

import { listMessages } from './list-messages';
import { ListPagination } from './list-pagination';

export { listMessages };
const countMessage = defineMessage<{ count: number }>({
  id: 'products.list.count',
  defaultMessage: '{count, plural, one {# product found} other {# products found}}',
});
const selectedMessage = defineMessage<{ count: number }>({
  id: 'products.list.selected',
  defaultMessage: '{count, plural, one {# selected} other {# selected}}',
});

/**
 * The actions for the selected rows, all of them: the route (app/routes/products.tsx) composes
 * them (card downloads, Apply Template, the print sheet), so this feature imports none of them.
 */
export type RenderBulkActions = (selected: ProductRow[], clearSelection: () => void) => ReactNode;

export interface ProductListViewProps {
  products: ProductRow[];
  onDelete: (product: ProductRow) => void;
  renderBulkActions?: RenderBulkActions;
}

/** The product list without data access: search, count, table, paging, selection, downloads. */
export function ProductListView({ products, onDelete, renderBulkActions }: ProductListViewProps) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PRODUCT_PAGE_SIZE);
  const searchId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // The index is rebuilt when the list changes; a keystroke only filters it. The deferred query
  // keeps typing responsive while the table catches up.
  const index = useMemo(() => buildSearchIndex(products), [products]);
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(() => filterProducts(index, deferredQuery), [index, deferredQuery]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount - 1); // after deletions or a narrower search
  const rows = useMemo(
    () => filtered.slice(currentPage * pageSize, (currentPage + 1) * pageSize),
    [filtered, currentPage, pageSize],
  );
  // Selected products that still exist (another tab may have deleted some).
  const selectedRows = useMemo(
    () => products.filter((p) => selected.has(p.id)),
    [products, selected],
  );

  const toggle = useCallback((id: string) => {
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const togglePage = useCallback(
    (select: boolean) =>
      setSelected((old) => {
        const next = new Set(old);
        for (const row of rows) {
          if (select) next.add(row.id);
          else next.delete(row.id);
        }
        return next;
      }),
    [rows],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  const createButton = (
    <Button
      component={RouterLink}
      to={href(paths.productNew.getHref())}
      variant="contained"
      startIcon={<AddIcon />}
    >
      <FormattedMessage {...listMessages.create} />
    </Button>
  );

  if (products.length === 0) {
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

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {/* FormControl + OutlinedInput is TextField without its Select (issue 13: first load). */}
        <FormControl size="small" sx={{ flex: 1, maxWidth: { sm: 420 } }}>
          <InputLabel htmlFor={searchId}>{intl.formatMessage(listMessages.search)}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
            label={intl.formatMessage(listMessages.search)}
            placeholder={intl.formatMessage(listMessages.searchPlaceholder)}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </FormControl>
        <Typography
          color="text.secondary"
          role="status"
          data-testid="products-count"
          sx={{ flex: 1 }}
        >
          {intl.formatMessage(countMessage, { count: filtered.length })}
        </Typography>
        <Button component={RouterLink} to={href(paths.overview.getHref())} variant="outlined">
          <FormattedMessage {...listMessages.overview} />
        </Button>
        {createButton}
      </Stack>

      {selectedRows.length > 0 && (
        <Paper variant="outlined" sx={{ bgcolor: 'action.selected' }}>
          <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
            <Typography sx={{ mr: 1 }} data-testid="products-selected">
              {intl.formatMessage(selectedMessage, { count: selectedRows.length })}
            </Typography>
            {renderBulkActions?.(selectedRows, clearSelection)}
            <Box sx={{ flex: 1 }} />
            <IconButton
              onClick={clearSelection}
              aria-label={intl.formatMessage(listMessages.clearSelection)}
            >
              <ClearIcon />
            </IconButton>
          </Toolbar>
        </Paper>
      )}

      <Paper variant="outlined">
        {filtered.length === 0 ? (
          <Box sx={{ p: 6, textAlign: 'center' }}>
            <SearchOffIcon color="action" sx={{ fontSize: 48 }} />
            <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }}>
              <FormattedMessage {...listMessages.noMatches} />
            </Typography>
            <Button variant="outlined" onClick={() => setQuery('')}>
              <FormattedMessage {...listMessages.clearSearch} />
            </Button>
          </Box>
        ) : (
          <>
            <ProductsTable
              rows={rows}
              selected={selected}
              onToggle={toggle}
              onTogglePage={togglePage}
              onDelete={onDelete}
            />
            <ListPagination
              count={filtered.length}
              page={currentPage}
              pageSize={pageSize}
              pageSizes={PRODUCT_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(0);
              }}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
