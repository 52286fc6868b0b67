import { deepEqual } from './deep-equal.js';
import type { ProductDerived, ProductLinks, ProductStats } from './schemas/product.js';
import { foldText, productSearchKeys, skuKey } from './search-keys.js';

/**
 * Bump when productDerivedFields changes what it computes: the indexProduct function then
 * rewrites a product's `derived` on its next write, and `npm run migrate:products` rewrites all.
 */
export const DERIVED_FIELDS_VERSION = 1;

/** What the derived fields are computed from: the product as stored (any valid ProductDoc). */
export interface DerivableProduct {
  title: string;
  sku?: string;
  variantSkus?: readonly string[];
  links: ProductLinks;
  stats?: Pick<ProductStats, 'reviewCount' | 'ratingSum'>;
  appliedTemplate?: { id: string };
}

/** The mean rating rounded to 2 decimals, 0 before the first review: the stored sort value. */
export function storedAverageRating(stats: DerivableProduct['stats']): number {
  if (!stats || stats.reviewCount <= 0) return 0;
  return Math.round((stats.ratingSum / stats.reviewCount) * 100) / 100;
}

/** The title sort key: folded, single spaces ("  Ștefan's  Board" → "stefan's board"). */
export function titleSortKey(title: string): string {
  return foldText(title).replace(/\s+/g, ' ').trim();
}

/**
 * products/{id}.derived: the server-computed list fields (schema ProductDerived), a pure function
 * of the product and its id, so the trigger, the seed, imports and the migration compute exactly
 * the same values and a rewrite is skipped when nothing changed (sameDerivedFields).
 */
export function productDerivedFields(id: string, product: DerivableProduct): ProductDerived {
  const search: Record<string, true> = {};
  for (const key of productSearchKeys({ id, ...product })) search[key] = true;
  const variantSkuKeys = [...new Set((product.variantSkus ?? []).map(skuKey).filter(Boolean))];
  return {
    version: DERIVED_FIELDS_VERSION,
    search,
    titleKey: titleSortKey(product.title),
    skuKey: skuKey(product.sku ?? ''),
    ...(variantSkuKeys.length > 0 ? { variantSkuKeys } : {}),
    averageRating: storedAverageRating(product.stats),
    hasAmazon: product.links.amazon !== '',
    hasEmag: product.links.emag !== '',
    hasShopify: product.links.shopify !== '',
    templateId: product.appliedTemplate?.id ?? '',
  };
}

export function sameDerivedFields(stored: unknown, computed: ProductDerived): boolean {
  return deepEqual(stored, computed);
}
