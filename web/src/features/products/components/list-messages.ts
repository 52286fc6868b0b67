import { defineMessage, defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  heading: { id: 'products.list.heading', defaultMessage: 'Products' },
  create: { id: 'products.list.create', defaultMessage: 'Create New Product' },
  overview: { id: 'products.list.overview', defaultMessage: 'Account overview' },
  search: { id: 'products.list.search', defaultMessage: 'Search products' },
  searchPlaceholder: {
    id: 'products.list.searchPlaceholder',
    defaultMessage: 'Search by name or link',
  },
  clearSearch: { id: 'products.list.clearSearch', defaultMessage: 'Clear Search' },
  noMatches: {
    id: 'products.list.noMatches',
    defaultMessage: 'No products found matching your search criteria',
  },
  empty: { id: 'products.list.empty', defaultMessage: 'No products available' },
  emptyHint: {
    id: 'products.list.emptyHint',
    defaultMessage: 'Add your first product to get started',
  },
  clearSelection: { id: 'products.list.clearSelection', defaultMessage: 'Clear selection' },
  rowsPerPage: { id: 'products.list.rowsPerPage', defaultMessage: 'Rows per page:' },
  previousPage: { id: 'products.list.previousPage', defaultMessage: 'Go to previous page' },
  nextPage: { id: 'products.list.nextPage', defaultMessage: 'Go to next page' },
});

/** Spec §2: 'Showing first to last of total'. */
export const pagingMessage = defineMessage<{ first: number; last: number; total: number }>({
  id: 'products.list.paging',
  defaultMessage: 'Showing {first, number} to {last, number} of {total, number}',
});
