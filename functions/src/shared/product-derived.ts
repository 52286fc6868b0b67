import { deepEqual } from './deep-equal.js';
import { linkSearchKey } from './import-plan.js';
import { productLinkKeys } from './import-rows.js';
import type {
  ProductDerived,
  ProductLinks,
  ProductSearchDoc,
  ProductStats,
} from './schemas/product.js';
import { foldText, productSearchKeys, skuKey } from './search-keys.js';

/**
 * Bump when productIndexFields changes what it computes: the indexProduct function then
 * rewrites a product's `derived` (and its search document) on its next write, and
 * `npm run migrate:products` rewrites all.
 * 2: the search keys moved from `derived.search` to productSearch/{id}; `derived.linkKeys` and
 *    `derived.searchDigest` came in.
 * 3: variant SKUs are searched: their keys and the list itself are in the search document.
 */
export const DERIVED_FIELDS_VERSION = 3;

/** What the derived fields are computed from: the product as stored (any valid ProductDoc). */
export interface DerivableProduct {
  title: string;
  sku?: string;
  variantSkus?: readonly string[];
  links: ProductLinks;
  /** Missing only on a product stored before compliance mode existed: counted as on. */
  complianceMode?: boolean;
  stats?: Pick<ProductStats, 'reviewCount' | 'ratingSum'>;
  appliedTemplate?: { id: string };
}

/** The mean rating rounded to 2 decimals, 0 before the first review: the stored sort value. */
export function storedAverageRating(stats: DerivableProduct['stats']): number {
  if (!stats || stats.reviewCount <= 0) return 0;
  return Math.round((stats.ratingSum / stats.reviewCount) * 100) / 100;
}

/**
 * The list fields that come from the review counters alone (`averageRating`), by their dotted
 * path: productIndexFields derives them with everything else, and a submission writes them with
 * the counters it changes (submitReview), so the product trigger finds them as it would derive
 * them and writes nothing. One rule for both.
 */
export function derivedFromStats(stats: DerivableProduct['stats']): {
  'derived.averageRating': number;
} {
  return { 'derived.averageRating': storedAverageRating(stats) };
}

/** The title sort key: folded, single spaces ("  Ștefan's  Board" → "stefan's board"). */
export function titleSortKey(title: string): string {
  return foldText(title).replace(/\s+/g, ' ').trim();
}

/**
 * 64 bits of FNV-1a (two 32-bit lanes with different offsets) as 16 hex characters: enough to
 * tell that a search document changed, synchronous, the same in browsers and Node.
 */
export function textDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ (a >>> 16), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The product's search document (productSearch/{id}, ProductSearchDoc). */
export function productSearchDoc(
  id: string,
  ownerId: string,
  product: DerivableProduct,
): ProductSearchDoc {
  const search: Record<string, true> = {};
  for (const key of productSearchKeys({ id, ...product })) search[key] = true;
  const variantSkus = [...(product.variantSkus ?? [])];
  return {
    ownerId,
    title: product.title,
    sku: product.sku ?? '',
    // Only when there are some: most products have none, and their documents stay as they were.
    ...(variantSkus.length > 0 ? { variantSkus } : {}),
    links: {
      amazon: product.links.amazon,
      emag: product.links.emag,
      shopify: product.links.shopify,
    },
    complianceMode: product.complianceMode ?? true,
    derived: {
      search,
      hasAmazon: product.links.amazon !== '',
      hasEmag: product.links.emag !== '',
      hasShopify: product.links.shopify !== '',
      templateId: product.appliedTemplate?.id ?? '',
    },
  };
}

/** What a product's index writes hold: its `derived` and its search document. */
export interface ProductIndexFields {
  derived: ProductDerived;
  search: ProductSearchDoc;
}

/**
 * products/{id}.derived (schema ProductDerived) and productSearch/{id} (ProductSearchDoc): pure
 * functions of the product, its id and its owner, so the trigger, the seed, imports and the
 * migration compute exactly the same values, and a rewrite is skipped when nothing changed
 * (sameDerivedFields: the digest in `derived` stands for the search document).
 */
export function productIndexFields(
  id: string,
  ownerId: string,
  product: DerivableProduct,
): ProductIndexFields {
  const search = productSearchDoc(id, ownerId, product);
  const variantSkuKeys = [...new Set((product.variantSkus ?? []).map(skuKey).filter(Boolean))];
  const linkKeys: Record<string, true> = {};
  for (const identity of productLinkKeys(product.links)) linkKeys[linkSearchKey(identity)] = true;
  const derived: ProductDerived = {
    version: DERIVED_FIELDS_VERSION,
    titleKey: titleSortKey(product.title),
    skuKey: skuKey(product.sku ?? ''),
    ...(variantSkuKeys.length > 0 ? { variantSkuKeys } : {}),
    linkKeys,
    averageRating: derivedFromStats(product.stats)['derived.averageRating'],
    hasAmazon: search.derived.hasAmazon,
    hasEmag: search.derived.hasEmag,
    hasShopify: search.derived.hasShopify,
    templateId: search.derived.templateId,
    searchDigest: textDigest(JSON.stringify(search)),
  };
  return { derived, search };
}

export function sameDerivedFields(stored: unknown, computed: ProductDerived): boolean {
  return deepEqual(stored, computed);
}
