import * as v from 'valibot';
import { DocId } from './schemas/doc-id.js';
import { COLLECTIONS } from './paths.js';
import {
  matchesSearch,
  parseSearch,
  productSearchTerms,
  type ParsedSearch,
} from './search-keys.js';

/**
 * The product list's queries (docs/decisions.md, "Product list at scale"), described once, independent of the SDK: the web app turns
 * a plan into its page queries (web/src/features/products/api/products-query.ts), the bulk jobs
 * into Admin SDK queries (functions/src/domains/products/matching-products.ts), and
 * functions/test/rules/indexes.test.ts checks every plan against firestore.indexes.json.
 */

export const PRODUCT_SORTS = ['newest', 'title', 'reviews', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ProductOrder {
  sort: ProductSort;
  direction: SortDirection;
}
export const DEFAULT_PRODUCT_ORDER: ProductOrder = { sort: 'newest', direction: 'desc' };

/** The stored field each sort orders by (all present on every indexed product). */
export const PRODUCT_SORT_FIELDS: Record<ProductSort, readonly string[]> = {
  newest: ['createdAt'],
  title: ['derived', 'titleKey'],
  reviews: ['stats', 'reviewCount'],
  rating: ['derived', 'averageRating'],
};

export const MARKETPLACE_FILTERS = ['amazon', 'emag', 'shopify'] as const;
export type MarketplaceFilter = (typeof MARKETPLACE_FILTERS)[number];
const MARKETPLACE_FIELDS: Record<MarketplaceFilter, readonly string[]> = {
  amazon: ['derived', 'hasAmazon'],
  emag: ['derived', 'hasEmag'],
  shopify: ['derived', 'hasShopify'],
};

/** `template` value for "products without a template" (never a document id: ids have no '!'). */
export const NO_TEMPLATE = '!none';
/** Longest search text a list or a job accepts (firestore.rules repeats it for jobs). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * Which products a list shows and a bulk job works on: search text, marketplace, compliance
 * mode and template, all optional ('' = any), combined with AND. Stored as is in bulk jobs
 * (templateJobs, productDeleteJobs), so the function selects exactly what the seller saw.
 */
export const ProductFilter = v.object({
  search: v.pipe(v.string(), v.maxLength(SEARCH_TEXT_MAX_LENGTH)),
  marketplace: v.picklist(['', ...MARKETPLACE_FILTERS]),
  compliance: v.picklist(['', 'on', 'off']),
  template: v.union([v.literal(''), v.literal(NO_TEMPLATE), DocId]),
});
export type ProductFilter = v.InferOutput<typeof ProductFilter>;

export const EMPTY_PRODUCT_FILTER: ProductFilter = {
  search: '',
  marketplace: '',
  compliance: '',
  template: '',
};

export function isFiltered(filter: ProductFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.marketplace !== '' ||
    filter.compliance !== '' ||
    filter.template !== ''
  );
}

/** One equality filter on a field path (segments, so map keys may hold any character). */
export interface EqualityFilter {
  path: readonly string[];
  value: string | boolean;
}

export interface ProductQueryPlan {
  /**
   * The collection the query runs on: products, or while searching the products' search
   * documents (productSearch/{id}, the same filter fields at the same paths, plus the keys), whose
   * ids are the products' ids (docs/decisions.md, "Search on the server").
   */
  collection: typeof COLLECTIONS.products | typeof COLLECTIONS.productSearch;
  /** Every filter is an equality; the first is always ownerId == the seller (firestore.rules). */
  equals: EqualityFilter[];
  /**
   * The sort, then the document id in the same direction (the cursor's tie-break). Null: the
   * document id ascending only, which searches use (equality filters on search keys need no
   * composite index and merge with any other filter; docs/decisions.md, "Search on the server").
   */
  order: { path: readonly string[]; direction: SortDirection } | null;
  /** The parsed search; `needsPageFilter` means results must still pass matchesSearch. */
  search: ParsedSearch;
}

/** Where a search document holds its keys (ProductSearchDoc.derived.search). */
export const SEARCH_KEYS_PATH = ['derived', 'search'] as const;
/** Where a product's link lookup keys are stored (ProductDerived.linkKeys): the import lookup. */
export const LINK_KEYS_PATH = ['derived', 'linkKeys'] as const;
/** Where a product's variant SKU keys are stored (ProductDerived.variantSkuKeys): the import lookup. */
export const VARIANT_SKU_KEYS_PATH = 'derived.variantSkuKeys';

/** The query plan of a list or job: `order` is ignored while searching (document id order). */
export function productQueryPlan(
  ownerId: string,
  filter: ProductFilter,
  order: ProductOrder = DEFAULT_PRODUCT_ORDER,
): ProductQueryPlan {
  const search = parseSearch(filter.search);
  const equals: EqualityFilter[] = [{ path: ['ownerId'], value: ownerId }];
  for (const key of search.serverKeys)
    equals.push({ path: [...SEARCH_KEYS_PATH, key], value: true });
  if (filter.marketplace)
    equals.push({ path: MARKETPLACE_FIELDS[filter.marketplace], value: true });
  if (filter.compliance)
    equals.push({ path: ['complianceMode'], value: filter.compliance === 'on' });
  if (filter.template) {
    equals.push({
      path: ['derived', 'templateId'],
      value: filter.template === NO_TEMPLATE ? '' : filter.template,
    });
  }
  return {
    collection: search.serverKeys.length > 0 ? COLLECTIONS.productSearch : COLLECTIONS.products,
    equals,
    order:
      search.serverKeys.length > 0
        ? null
        : { path: PRODUCT_SORT_FIELDS[order.sort], direction: order.direction },
    search,
  };
}

/** One orderBy of a page query: a field path, or null for the document id. */
export interface OrderField {
  path: readonly string[] | null;
  direction: SortDirection;
}

/**
 * The orderBy clauses of a plan's page query: the sort field then the document id (the cursor's
 * tie-break), or the document id alone while searching. `reversed` is what the SDK sends for
 * limitToLast (the last page, and "previous" from a cursor): every direction flipped, so
 * firestore.indexes.json needs both directions of every sort (indexes.test.ts checks it).
 */
export function planOrderBy(plan: ProductQueryPlan, reversed = false): OrderField[] {
  const flip = (direction: SortDirection): SortDirection =>
    reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
  if (!plan.order) return [{ path: null, direction: flip('asc') }];
  const direction = flip(plan.order.direction);
  return [
    { path: plan.order.path, direction },
    { path: null, direction },
  ];
}

/**
 * Every filter the product list and the bulk jobs can ask for, one of each shape (search with
 * one word, with several, a pasted link; each marketplace; compliance on/off; a template, none):
 * the index test runs each through productQueryPlan with every sort.
 */
export function productFilterShapes(): ProductFilter[] {
  const shapes: ProductFilter[] = [];
  for (const search of ['', 'tocat', 'tocator bambus', 'https://www.amazon.de/dp/B08N5WRWNW']) {
    for (const marketplace of ['', ...MARKETPLACE_FILTERS] as const) {
      for (const compliance of ['', 'on', 'off'] as const) {
        for (const template of ['', NO_TEMPLATE, 'template-1']) {
          shapes.push({ search, marketplace, compliance, template });
        }
      }
    }
  }
  return shapes;
}

/**
 * Whether a stored product or search document (read raw: `get` of a field path) matches what the
 * server could not check of the plan: every word of a search it cannot fully answer
 * (`needsPageFilter`); anything the plan's query returned otherwise. For the list (web) and the
 * bulk jobs (functions) alike. Both documents hold title, sku, variant SKUs and links.
 */
export function matchesPlan(
  plan: ProductQueryPlan,
  doc: { id: string; get(field: string): unknown },
): boolean {
  if (!plan.search.needsPageFilter) return true;
  const text = (field: string) => {
    const value = doc.get(field);
    return typeof value === 'string' ? value : '';
  };
  const variantSkus = doc.get('variantSkus');
  return matchesSearch(
    productSearchTerms({
      id: doc.id,
      title: text('title'),
      sku: text('sku'),
      variantSkus: Array.isArray(variantSkus)
        ? variantSkus.filter((sku): sku is string => typeof sku === 'string')
        : [],
      links: {
        amazon: text('links.amazon'),
        emag: text('links.emag'),
        shopify: text('links.shopify'),
      },
    }),
    plan.search,
  );
}
