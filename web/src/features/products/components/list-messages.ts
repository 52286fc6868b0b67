import { defineMessage, defineMessages } from 'react-intl';

/** The product list's texts (spec §2 where it names them; docs/decisions.md, "Product list at scale" for paging, filters, states). */
export const listMessages = defineMessages({
  heading: { id: 'products.list.heading', defaultMessage: 'Products' },
  create: { id: 'products.list.create', defaultMessage: 'Create New Product' },
  overview: { id: 'products.list.overview', defaultMessage: 'Account overview' },
  search: { id: 'products.list.search', defaultMessage: 'Search products' },
  searchPlaceholder: {
    id: 'products.list.searchPlaceholder',
    defaultMessage: 'Search by name, SKU, ASIN or link',
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
  emptyPage: {
    id: 'products.list.emptyPage',
    defaultMessage: 'No products on this page any more.',
  },
  clearSelection: { id: 'products.list.clearSelection', defaultMessage: 'Clear selection' },
  rowsPerPage: { id: 'products.list.rowsPerPage', defaultMessage: 'Rows per page:' },
  firstPage: { id: 'products.list.firstPage', defaultMessage: 'First page' },
  previousPage: { id: 'products.list.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'products.list.nextPage', defaultMessage: 'Next page' },
  lastPage: { id: 'products.list.lastPage', defaultMessage: 'Last page' },
  loadFailed: {
    id: 'products.list.loadFailed',
    defaultMessage: 'The products could not be loaded. What is shown may be out of date.',
  },
  unreachable: {
    id: 'products.list.unreachable',
    defaultMessage: 'The server cannot be reached. What is shown may be out of date.',
  },
  retry: { id: 'products.list.retry', defaultMessage: 'Retry' },
  loading: { id: 'products.list.loading', defaultMessage: 'Loading products…' },
  filters: { id: 'products.list.filters', defaultMessage: 'Filters' },
  marketplace: { id: 'products.list.marketplace', defaultMessage: 'Marketplace' },
  marketplaceAny: { id: 'products.list.marketplace.any', defaultMessage: 'Any marketplace' },
  marketplaceAmazon: { id: 'products.list.marketplace.amazon', defaultMessage: 'Sold on Amazon' },
  marketplaceEmag: { id: 'products.list.marketplace.emag', defaultMessage: 'Sold on eMAG' },
  marketplaceShopify: {
    id: 'products.list.marketplace.shopify',
    defaultMessage: 'Sold on Shopify',
  },
  compliance: { id: 'products.list.compliance', defaultMessage: 'Compliance mode' },
  complianceAny: { id: 'products.list.compliance.any', defaultMessage: 'On or off' },
  complianceOn: { id: 'products.list.compliance.on', defaultMessage: 'On' },
  complianceOff: { id: 'products.list.compliance.off', defaultMessage: 'Off' },
  sort: { id: 'products.list.sort', defaultMessage: 'Sort by' },
  sortNewestDesc: { id: 'products.list.sort.newestDesc', defaultMessage: 'Newest first' },
  sortNewestAsc: { id: 'products.list.sort.newestAsc', defaultMessage: 'Oldest first' },
  sortTitleAsc: { id: 'products.list.sort.titleAsc', defaultMessage: 'Name A–Z' },
  sortTitleDesc: { id: 'products.list.sort.titleDesc', defaultMessage: 'Name Z–A' },
  sortReviewsDesc: { id: 'products.list.sort.reviewsDesc', defaultMessage: 'Most reviews' },
  sortReviewsAsc: { id: 'products.list.sort.reviewsAsc', defaultMessage: 'Fewest reviews' },
  sortRatingDesc: { id: 'products.list.sort.ratingDesc', defaultMessage: 'Highest rating' },
  sortRatingAsc: { id: 'products.list.sort.ratingAsc', defaultMessage: 'Lowest rating' },
  sortWhileSearching: {
    id: 'products.list.sortWhileSearching',
    defaultMessage: 'Search results keep a fixed order',
  },
  deleteSelected: { id: 'products.list.deleteSelected', defaultMessage: 'Delete' },
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'products.list.count',
  defaultMessage: '{count, plural, one {# product found} other {# products found}}',
});
export const countAtLeastMessage = defineMessage<{ count: number }>({
  id: 'products.list.countAtLeast',
  defaultMessage: '{count, number}+ products found',
});
export const selectedMessage = defineMessage<{ count: number }>({
  id: 'products.list.selected',
  defaultMessage: '{count, plural, one {# selected} other {# selected}}',
});
export const pagingMessage = defineMessage<{ first: number; last: number; total: number }>({
  id: 'products.list.paging',
  defaultMessage: 'Showing {first, number} to {last, number} of {total, number}',
});
export const pagingAtLeastMessage = defineMessage<{ first: number; last: number; total: number }>({
  id: 'products.list.pagingAtLeast',
  defaultMessage: 'Showing {first, number} to {last, number} of {total, number}+',
});
export const pagingOpenMessage = defineMessage<{ first: number; last: number }>({
  id: 'products.list.pagingOpen',
  defaultMessage: 'Showing {first, number} to {last, number}',
});
export const pageSelectedMessage = defineMessage<{ count: number }>({
  id: 'products.list.pageSelected',
  defaultMessage:
    '{count, plural, one {The # product on this page is selected.} other {All # products on this page are selected.}}',
});
export const selectAllMatchingMessage = defineMessage<{ count: number }>({
  id: 'products.list.selectAllMatching',
  defaultMessage: 'Select all {count, number} matching',
});
export const selectAllMatchingOpenMessage = defineMessage({
  id: 'products.list.selectAllMatchingOpen',
  defaultMessage: 'Select every matching product',
});
export const allMatchingSelectedMessage = defineMessage<{ count: number }>({
  id: 'products.list.allMatchingSelected',
  defaultMessage:
    '{count, plural, one {The # matching product is selected.} other {All # matching products are selected.}}',
});
export const allMatchingSelectedOpenMessage = defineMessage({
  id: 'products.list.allMatchingSelectedOpen',
  defaultMessage: 'Every matching product is selected.',
});
export const scanCutMessage = defineMessage<{ reads: number }>({
  id: 'products.list.scanCut',
  defaultMessage:
    'Long or many search words are checked here, {reads, number} products at a time: this page may show fewer matches. “Next page” searches on.',
});
