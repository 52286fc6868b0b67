import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_DIRECTIONS,
  parseSearch,
  type MarketplaceFilter,
  type ProductFilter,
  type ProductSort,
  type SortDirection,
} from '@shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { withListChange, type ListParams } from '../lib/list-params';
import { listMessages } from './list-messages';

/**
 * The template filter, rendered by the route from the templates feature (which reads the seller's
 * templates only when it is opened or set): '' any template, NO_TEMPLATE none, or a template id.
 */
export type RenderTemplateFilter = (value: string, onChange: (value: string) => void) => ReactNode;

/** Typing settles this long before the URL (and the query) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<`${ProductSort}-${SortDirection}`, MessageDescriptor> = {
  'newest-desc': listMessages.sortNewestDesc,
  'newest-asc': listMessages.sortNewestAsc,
  'title-asc': listMessages.sortTitleAsc,
  'title-desc': listMessages.sortTitleDesc,
  'reviews-desc': listMessages.sortReviewsDesc,
  'reviews-asc': listMessages.sortReviewsAsc,
  'rating-desc': listMessages.sortRatingDesc,
  'rating-asc': listMessages.sortRatingAsc,
};
const SORT_OPTIONS = PRODUCT_SORTS.flatMap((sort) =>
  (sort === 'title' ? SORT_DIRECTIONS : [...SORT_DIRECTIONS].reverse()).map(
    (direction) => `${sort}-${direction}` as const,
  ),
);

const MARKETPLACE_LABELS: Record<'' | MarketplaceFilter, MessageDescriptor> = {
  '': listMessages.marketplaceAny,
  amazon: listMessages.marketplaceAmazon,
  emag: listMessages.marketplaceEmag,
  shopify: listMessages.marketplaceShopify,
};
const COMPLIANCE_LABELS: Record<ProductFilter['compliance'], MessageDescriptor> = {
  '': listMessages.complianceAny,
  on: listMessages.complianceOn,
  off: listMessages.complianceOff,
};

export interface ProductListControlsProps {
  params: ListParams;
  onParamsChange: (next: ListParams, options?: { replace?: boolean }) => void;
  renderTemplateFilter?: RenderTemplateFilter;
  countText: string;
  actions: ReactNode;
}

/** Search box, count and actions; then the filters and the sort. Every change is a URL change. */
export function ProductListControls(props: ProductListControlsProps) {
  const { params, onParamsChange } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [text, setText] = useState(params.filter.search);
  // The URL wins when it changes from elsewhere (back, Clear Search, a link).
  const lastSent = useRef(params.filter.search);
  useEffect(() => {
    if (params.filter.search !== lastSent.current) {
      lastSent.current = params.filter.search;
      setText(params.filter.search);
    }
  }, [params.filter.search]);
  // Typing replaces the history entry; the first keystroke of a search pushes one, so Back
  // returns to the list before the search.
  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      const replace = lastSent.current !== '' && text !== '';
      lastSent.current = text;
      onParamsChange(withListChange(params, { filter: { ...params.filter, search: text } }), {
        replace,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params, onParamsChange]);

  const setFilter = (change: Partial<ProductFilter>) =>
    onParamsChange(withListChange(params, { filter: { ...params.filter, ...change } }));
  const searching = parseSearch(params.filter.search).serverKeys.length > 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, SEARCH_TEXT_MAX_LENGTH))}
          label={t(listMessages.search)}
          placeholder={t(listMessages.searchPlaceholder)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography
          color="text.secondary"
          role="status"
          data-testid="products-count"
          sx={{ flex: 1 }}
        >
          {props.countText}
        </Typography>
        {props.actions}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        role="group"
        aria-label={t(listMessages.filters)}
      >
        <TextField
          select
          size="small"
          label={t(listMessages.marketplace)}
          value={params.filter.marketplace}
          onChange={(event) =>
            setFilter({ marketplace: event.target.value as ProductFilter['marketplace'] })
          }
          sx={{ minWidth: 180 }}
        >
          {(Object.keys(MARKETPLACE_LABELS) as ('' | MarketplaceFilter)[]).map((value) => (
            <MenuItem key={value} value={value}>
              {t(MARKETPLACE_LABELS[value])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t(listMessages.compliance)}
          value={params.filter.compliance}
          onChange={(event) =>
            setFilter({ compliance: event.target.value as ProductFilter['compliance'] })
          }
          sx={{ minWidth: 160 }}
        >
          {(Object.keys(COMPLIANCE_LABELS) as ProductFilter['compliance'][]).map((value) => (
            <MenuItem key={value} value={value}>
              {t(COMPLIANCE_LABELS[value])}
            </MenuItem>
          ))}
        </TextField>
        {props.renderTemplateFilter?.(params.filter.template, (template) =>
          setFilter({ template }),
        )}
        <TextField
          select
          size="small"
          label={t(listMessages.sort)}
          value={`${params.order.sort}-${params.order.direction}`}
          disabled={searching}
          helperText={searching ? t(listMessages.sortWhileSearching) : undefined}
          onChange={(event) => {
            const [sort, direction] = event.target.value.split('-') as [ProductSort, SortDirection];
            onParamsChange(withListChange(params, { order: { sort, direction } }));
          }}
          sx={{ minWidth: 180 }}
        >
          {SORT_OPTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(SORT_LABELS[value])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
