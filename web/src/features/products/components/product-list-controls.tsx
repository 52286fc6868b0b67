import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MARKETPLACE_FILTERS,
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_DIRECTIONS,
  parseSearch,
  type MarketplaceFilter,
  type ProductFilter,
  type ProductSort,
  type SortDirection,
} from '@shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SelectField } from '@/components/ui/select-field';
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
const SORT_ORDERS = PRODUCT_SORTS.flatMap((sort) =>
  (sort === 'title' ? SORT_DIRECTIONS : [...SORT_DIRECTIONS].reverse()).map((direction) => ({
    key: `${sort}-${direction}` as const,
    order: { sort, direction },
  })),
);

const MARKETPLACE_LABELS: Record<'' | MarketplaceFilter, MessageDescriptor> = {
  '': listMessages.marketplaceAny,
  amazon: listMessages.marketplaceAmazon,
  emag: listMessages.marketplaceEmag,
  shopify: listMessages.marketplaceShopify,
};
const MARKETPLACE_OPTIONS = ['', ...MARKETPLACE_FILTERS] as const;
const COMPLIANCE_LABELS: Record<ProductFilter['compliance'], MessageDescriptor> = {
  '': listMessages.complianceAny,
  on: listMessages.complianceOn,
  off: listMessages.complianceOff,
};
const COMPLIANCE_OPTIONS = ['', 'on', 'off'] as const;

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
  const searchId = useId();
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
        {/* FormControl + OutlinedInput is TextField without its Select (docs/page-speed.md: first load). */}
        <FormControl size="small" sx={{ flex: 1, maxWidth: { sm: 420 } }}>
          <InputLabel htmlFor={searchId}>{t(listMessages.search)}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, SEARCH_TEXT_MAX_LENGTH))}
            label={t(listMessages.search)}
            placeholder={t(listMessages.searchPlaceholder)}
            // A plain icon, spaced as InputAdornment would (one module less on the first load).
            startAdornment={<SearchIcon fontSize="small" sx={{ mr: 1, color: 'action.active' }} />}
          />
        </FormControl>
        <Typography
          color="text.secondary"
          role="status"
          data-testid="products-count"
          // Its line is kept while the count is on its way: nothing below moves when it arrives.
          sx={{ flex: 1, minHeight: '1.5em' }}
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
        <SelectField
          label={t(listMessages.marketplace)}
          value={params.filter.marketplace}
          options={MARKETPLACE_OPTIONS.map((value) => ({
            value,
            label: t(MARKETPLACE_LABELS[value]),
          }))}
          onChange={(value) => setFilter({ marketplace: value })}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label={t(listMessages.compliance)}
          value={params.filter.compliance}
          options={COMPLIANCE_OPTIONS.map((value) => ({
            value,
            label: t(COMPLIANCE_LABELS[value]),
          }))}
          onChange={(value) => setFilter({ compliance: value })}
          sx={{ minWidth: 160 }}
        />
        {props.renderTemplateFilter?.(params.filter.template, (template) =>
          setFilter({ template }),
        )}
        <SelectField
          label={t(listMessages.sort)}
          value={`${params.order.sort}-${params.order.direction}`}
          options={SORT_ORDERS.map(({ key }) => ({ value: key, label: t(SORT_LABELS[key]) }))}
          disabled={searching}
          helperText={searching ? t(listMessages.sortWhileSearching) : undefined}
          onChange={(value) => {
            const chosen = SORT_ORDERS.find(({ key }) => key === value);
            if (chosen) onParamsChange(withListChange(params, { order: chosen.order }));
          }}
          sx={{ minWidth: 180 }}
        />
      </Stack>
    </Stack>
  );
}
