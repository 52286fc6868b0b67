import {
  DEFAULT_PRODUCT_ORDER,
  DEFAULT_PRODUCT_PAGE_SIZE,
  EMPTY_PRODUCT_FILTER,
  MARKETPLACE_FILTERS,
  NO_TEMPLATE,
  DOC_ID_PATTERN,
  PRODUCT_PAGE_SIZES,
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_DIRECTIONS,
  type ProductFilter,
  type ProductOrder,
  type ProductPageSize,
} from '@shared';
import { isOneOf } from '@shared/narrow';

/**
 * The product list's place, all of it in the URL (docs/decisions.md, "Product list at scale") so reload, back and a shared link
 * keep it: search and filters, sort, page size, the page number shown, and where the page starts
 * (a cursor token of the row it follows or precedes, or the last page). Anything unreadable falls
 * back to its default, so a mangled link still opens the list.
 */
export type PagePosition =
  | { kind: 'first' }
  | { kind: 'after'; cursor: string }
  | { kind: 'before'; cursor: string }
  | { kind: 'last' };

export interface ListParams {
  filter: ProductFilter;
  order: ProductOrder;
  pageSize: ProductPageSize;
  /** 1-based; what "Showing 26 to 50" counts from. */
  page: number;
  position: PagePosition;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  filter: EMPTY_PRODUCT_FILTER,
  order: DEFAULT_PRODUCT_ORDER,
  pageSize: DEFAULT_PRODUCT_PAGE_SIZE,
  page: 1,
  position: { kind: 'first' },
};

/** The URL's parameter names. */
const P = {
  search: 'q',
  marketplace: 'market',
  compliance: 'compliance',
  template: 'template',
  sort: 'sort',
  direction: 'dir',
  pageSize: 'size',
  page: 'page',
  after: 'after',
  before: 'before',
  last: 'at',
} as const;

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,2000}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return isOneOf(allowed, value) ? value : fallback;
}

export function parseListParams(search: URLSearchParams): ListParams {
  const template = search.get(P.template) ?? '';
  const filter: ProductFilter = {
    search: (search.get(P.search) ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH),
    marketplace: oneOf(search.get(P.marketplace), ['', ...MARKETPLACE_FILTERS], ''),
    compliance: oneOf(search.get(P.compliance), ['', 'on', 'off'] as const, ''),
    template: template === NO_TEMPLATE || DOC_ID_PATTERN.test(template) ? template : '',
  };
  const order: ProductOrder = {
    sort: oneOf(search.get(P.sort), PRODUCT_SORTS, DEFAULT_PRODUCT_ORDER.sort),
    direction: oneOf(search.get(P.direction), SORT_DIRECTIONS, DEFAULT_PRODUCT_ORDER.direction),
  };
  const size = Number(search.get(P.pageSize));
  const pageSize = isOneOf(PRODUCT_PAGE_SIZES, size) ? size : DEFAULT_PRODUCT_PAGE_SIZE;
  const after = search.get(P.after);
  const before = search.get(P.before);
  const position: PagePosition =
    search.get(P.last) === 'last'
      ? { kind: 'last' }
      : after && CURSOR_PATTERN.test(after)
        ? { kind: 'after', cursor: after }
        : before && CURSOR_PATTERN.test(before)
          ? { kind: 'before', cursor: before }
          : { kind: 'first' };
  const pageNumber = Math.floor(Number(search.get(P.page)));
  const page =
    position.kind === 'first'
      ? 1
      : Number.isSafeInteger(pageNumber) && pageNumber >= 1
        ? pageNumber
        : position.kind === 'last'
          ? 1
          : 2;
  return { filter, order, pageSize, page, position };
}

/** The URL parameters of a place in the list; defaults are left out, so /products stays clean. */
export function listParamsToSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  const { filter, order, pageSize, page, position } = params;
  if (filter.search) search.set(P.search, filter.search);
  if (filter.marketplace) search.set(P.marketplace, filter.marketplace);
  if (filter.compliance) search.set(P.compliance, filter.compliance);
  if (filter.template) search.set(P.template, filter.template);
  if (order.sort !== DEFAULT_PRODUCT_ORDER.sort) search.set(P.sort, order.sort);
  if (order.direction !== DEFAULT_PRODUCT_ORDER.direction) search.set(P.direction, order.direction);
  if (pageSize !== DEFAULT_PRODUCT_PAGE_SIZE) search.set(P.pageSize, String(pageSize));
  if (position.kind !== 'first') search.set(P.page, String(page));
  if (position.kind === 'after') search.set(P.after, position.cursor);
  if (position.kind === 'before') search.set(P.before, position.cursor);
  if (position.kind === 'last') search.set(P.last, 'last');
  return search;
}

/** A change of what is listed (search, filters, sort, page size) starts again at page 1. */
export function withListChange(
  params: ListParams,
  change: Partial<Pick<ListParams, 'filter' | 'order' | 'pageSize'>>,
): ListParams {
  return { ...params, ...change, page: 1, position: { kind: 'first' } };
}
