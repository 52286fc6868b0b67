import * as v from 'valibot';
import {
  DEFAULT_MIN_RATING,
  PRODUCT_TITLE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  STORES,
  URL_MAX_LENGTH,
  type Store,
} from '../constants.js';
import { isAmazonUrl, isEmagUrl, isHttpUrl, isHttpsUrl } from '../links.js';
import { LOCALES } from '../locales.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';

export const CARD_TEXT_MAX_LENGTH = 80;
export const BRAND_NAME_MAX_LENGTH = 40;
export const QR_ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const CARD_LAYOUTS = ['classic', 'minimal'] as const;

/**
 * An optional store link: '' means "not sold there". Checked in this order so the form shows the
 * most useful message: too long, plain http, not a link at all, wrong store host.
 */
const storeLink = (matchesStore: (url: string) => boolean, hostMessage: ValidationMessageKey) =>
  v.pipe(
    v.string(ValidationMessage.urlInvalid),
    v.trim(),
    v.maxLength(URL_MAX_LENGTH, ValidationMessage.urlTooLong),
    v.check(
      (url) => url === '' || isHttpsUrl(url) || !isHttpUrl(url),
      ValidationMessage.urlNotHttps,
    ),
    v.check((url) => url === '' || isHttpsUrl(url), ValidationMessage.urlInvalid),
    v.check((url) => url === '' || matchesStore(url), hostMessage),
  );

export const ProductLinks = v.object({
  amazon: storeLink(isAmazonUrl, ValidationMessage.amazonHost),
  emag: storeLink(isEmagUrl, ValidationMessage.emagHost),
  shopify: storeLink(isHttpsUrl, ValidationMessage.urlInvalid),
});
export type ProductLinks = v.InferOutput<typeof ProductLinks>;

/** #rrggbb only: what <input type="color"> produces, and easy for rules to check. */
const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export const HexColor = v.pipe(
  v.string(ValidationMessage.colorInvalid),
  v.regex(HEX_COLOR_PATTERN, ValidationMessage.colorInvalid),
);

export const QrStyle = v.object({
  foreground: HexColor,
  background: HexColor,
  errorCorrection: v.picklist(QR_ERROR_CORRECTION_LEVELS, ValidationMessage.choiceInvalid),
});
export type QrStyle = v.InferOutput<typeof QrStyle>;

/** Optional card text ('' = not printed). */
const cardText = (max: number) =>
  v.pipe(
    v.string(ValidationMessage.textTooLong),
    v.trim(),
    v.maxLength(max, ValidationMessage.textTooLong),
  );

/**
 * Card branding: what the printable QR card shows besides the QR code (drawn in qrStyle colours)
 * and the product title. Geometry of both layouts: functions/src/shared/card-layout.ts.
 */
export const CardDesign = v.object({
  headline: cardText(CARD_TEXT_MAX_LENGTH),
  callToAction: cardText(CARD_TEXT_MAX_LENGTH),
  brandName: cardText(BRAND_NAME_MAX_LENGTH),
  /** Header band (classic) or rule lines (minimal), and the stars. */
  accentColor: HexColor,
  backgroundColor: HexColor,
  textColor: HexColor,
  layout: v.picklist(CARD_LAYOUTS, ValidationMessage.choiceInvalid),
});
export type CardDesign = v.InferOutput<typeof CardDesign>;

/**
 * The seller's own key for a product (docs/decisions.md, "Product list at scale"): the code it has in their shop or spreadsheet.
 * Imports (docs/decisions.md, "Imports") match products by it. '' = none. Trimmed; at most SKU_MAX_LENGTH characters of
 * letters (any alphabet), digits, single inner spaces and & ( ) - _ . / # + : (firestore.rules repeats
 * SKU_PATTERN). Unique per seller by convention, not by force: the edit form warns about a SKU
 * another product already has (docs/decisions.md, "SKUs").
 */
export const SKU_MAX_LENGTH = 100;
export const SKU_PATTERN = '^[\\p{L}\\p{N}&()._/#+:-]+( [\\p{L}\\p{N}&()._/#+:-]+)*$';
const skuPattern = new RegExp(SKU_PATTERN, 'u');

export const Sku = v.pipe(
  v.string(ValidationMessage.skuInvalid),
  v.trim(),
  v.maxLength(SKU_MAX_LENGTH, ValidationMessage.skuTooLong),
  v.check((sku) => sku === '' || skuPattern.test(sku), ValidationMessage.skuInvalid),
);

/**
 * SKUs of a product's variants (docs/decisions.md, "Variant SKUs"): kept from a marketplace file
 * that groups variants into one product (a Shopify handle, a WooCommerce parent, an Amazon ASIN),
 * so a later file matches the product by any of them. Each a non-empty SKU; at most
 * PRODUCT_VARIANT_SKUS_MAX (firestore.rules repeats both).
 */
export const PRODUCT_VARIANT_SKUS_MAX = 100;
export const VariantSku = v.pipe(Sku, v.nonEmpty(ValidationMessage.skuInvalid));
export const VariantSkus = v.pipe(
  v.array(VariantSku, ValidationMessage.skuInvalid),
  v.maxLength(PRODUCT_VARIANT_SKUS_MAX, ValidationMessage.skuInvalid),
);

const MinRating = v.pipe(
  v.number(ValidationMessage.minRatingRange),
  v.integer(ValidationMessage.minRatingRange),
  v.minValue(RATING_MIN, ValidationMessage.minRatingRange),
  v.maxValue(RATING_MAX, ValidationMessage.minRatingRange),
);

/** What a seller edits. Rules (firestore.rules) enforce the same constraints server-side. */
export const ProductInput = v.object({
  title: v.pipe(
    v.string(ValidationMessage.titleRequired),
    v.trim(),
    v.nonEmpty(ValidationMessage.titleRequired),
    v.maxLength(PRODUCT_TITLE_MAX_LENGTH, ValidationMessage.titleTooLong),
  ),
  /** Products saved before the product list at scale have none: read as ''. */
  sku: v.optional(Sku, ''),
  /** Products from before variant SKUs were kept have none: read as []. */
  variantSkus: v.optional(VariantSkus, []),
  links: ProductLinks,
  minRating: MinRating,
  /**
   * When on (the default for every new product, docs/decisions.md, "Compliance by default"), every
   * customer is offered the store link whatever the rating (no review gating); the minimum rating
   * then only decides which feedback needs the seller's attention.
   */
  complianceMode: v.boolean(),
  qrStyle: QrStyle,
  card: CardDesign,
});
export type ProductInput = v.InferOutput<typeof ProductInput>;

/**
 * Counters only Cloud Functions write, each one a plain sum so a review adds to them with
 * FieldValue.increment and concurrent reviews never contend for a read (docs/decisions.md, "Product counters").
 * The average is not stored: averageRating() derives it from the same counters.
 */
export const ProductStats = v.object({
  reviewCount: StoredCount,
  ratingSum: StoredCount,
  ratingHistogram: v.object({
    '1': StoredCount,
    '2': StoredCount,
    '3': StoredCount,
    '4': StoredCount,
    '5': StoredCount,
  }),
  storeCounts: v.object({ amazon: StoredCount, emag: StoredCount, shopify: StoredCount }),
  publishedCount: StoredCount,
  privateCount: StoredCount,
});
export type ProductStats = v.InferOutput<typeof ProductStats>;

export function emptyProductStats(): ProductStats {
  return {
    reviewCount: 0,
    ratingSum: 0,
    ratingHistogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    storeCounts: { amazon: 0, emag: 0, shopify: 0 },
    publishedCount: 0,
    privateCount: 0,
  };
}

/** The mean rating, 0 before the first review. */
export function averageRating(stats: Pick<ProductStats, 'reviewCount' | 'ratingSum'>): number {
  return stats.reviewCount > 0 ? stats.ratingSum / stats.reviewCount : 0;
}

export const DEFAULT_QR_STYLE: QrStyle = {
  foreground: '#000000',
  background: '#ffffff',
  errorCorrection: 'M',
};

export const DEFAULT_CARD_DESIGN: CardDesign = {
  headline: '',
  callToAction: '',
  brandName: '',
  accentColor: '#1565c0',
  backgroundColor: '#ffffff',
  textColor: '#212121',
  layout: 'classic',
};

export function newProductInput(): ProductInput {
  return {
    title: '',
    sku: '',
    variantSkus: [],
    links: { amazon: '', emag: '', shopify: '' },
    minRating: DEFAULT_MIN_RATING,
    complianceMode: true,
    qrStyle: { ...DEFAULT_QR_STYLE },
    card: { ...DEFAULT_CARD_DESIGN },
  };
}

/**
 * Whether a product can be bought at `store`: it has a link there. The review page offers only
 * these stores, and the review API takes a review or a funnel event for no other.
 */
export function sellsAt(links: ProductLinks, store: Store): boolean {
  return links[store] !== '';
}

/** Stores a product can be bought at (sellsAt), in STORES order. */
export function availableStores(links: ProductLinks): Store[] {
  return STORES.filter((store) => sellsAt(links, store));
}

/**
 * Server-only fields on products/{id} (written by functions, never by clients; the products
 * update rule only lets clients touch ProductInput fields, so these stay server-only):
 * - appliedTemplate: the template whose design the product carries (set by Apply Template, kept
 *   up to date when that template changes), with the parts that are not in ProductInput.
 * - cardRender: where the server-rendered card PNG is and which inputs it was rendered from.
 */
export const AppliedTemplate = v.object({
  id: v.string(),
  name: v.string(),
  logoPath: v.string(),
  language: v.picklist(LOCALES),
});
export type AppliedTemplate = v.InferOutput<typeof AppliedTemplate>;

export const CardRender = v.object({
  /** Storage object: cards/{ownerId}/{productId}.png */
  path: v.string(),
  /** Hash of everything the PNG depends on (card-render-version.ts); equal = nothing to render. */
  version: v.string(),
  renderedAt: StoredTime,
});
export type CardRender = v.InferOutput<typeof CardRender>;

/**
 * Server-computed list fields (docs/decisions.md, "Product list at scale"), written only by the indexProduct function from the
 * product itself (productIndexFields in product-derived.ts), on every write by any path:
 * - titleKey: the folded title, the title sort; averageRating: ratingSum / reviewCount rounded
 *   to 2 decimals (0 without reviews), the rating sort; skuKey: skuKey(sku), the SKU lookup;
 *   variantSkuKeys: skuKey of each variant SKU (only when there are some), the variant lookup.
 * - linkKeys: each link's lookup key (linkSearchKey of its identity) → true: the import's link
 *   lookup. A map, so one query can ask for several keys.
 * - hasAmazon / hasEmag / hasShopify and templateId ('' = none): the list's filters.
 * - searchDigest: a digest of the product's search document (productSearch/{id},
 *   ProductSearchDoc), so a write that changes what search sees rewrites both, and one that does
 *   not rewrites neither (docs/decisions.md, "Search on the server").
 * - version: DERIVED_FIELDS_VERSION they were computed with.
 */
export const ProductDerived = v.object({
  version: v.number(),
  titleKey: v.string(),
  skuKey: v.string(),
  /** skuKey of each variant SKU; absent when the product has none. */
  variantSkuKeys: v.optional(v.array(v.string())),
  linkKeys: v.record(v.string(), v.literal(true)),
  averageRating: v.number(),
  hasAmazon: v.boolean(),
  hasEmag: v.boolean(),
  hasShopify: v.boolean(),
  templateId: v.string(),
  searchDigest: v.string(),
});
export type ProductDerived = v.InferOutput<typeof ProductDerived>;

/**
 * products/{id} as stored: the seller's private document. Server fields: ownerId (set on create,
 * immutable), createdAt/updatedAt (server timestamps), stats (functions only), appliedTemplate /
 * cardRender / derived / inProductCount (functions only). Every read passes through this schema (Firestore converters).
 */
export const ProductDoc = v.object({
  ...ProductInput.entries,
  ownerId: v.string(),
  createdAt: StoredTime,
  updatedAt: StoredTime,
  /**
   * The member whose write this is: the rules check it on every client write; functions remove
   * it when they change updatedAt (imports, Apply Template), so it names a member's own edit.
   */
  updatedBy: v.optional(v.string()),
  stats: ProductStats,
  appliedTemplate: v.optional(AppliedTemplate),
  cardRender: v.optional(CardRender),
  /** Functions only; missing until the indexProduct function first ran on the product. */
  derived: v.optional(ProductDerived),
  /** Functions only: true once the product is counted in sellers/{uid}.productCount. */
  inProductCount: v.optional(v.boolean()),
  /**
   * Imports only (docs/decisions.md, "Titles made from codes"): true on a product an import
   * titled by its code because the file named it nowhere. The list shows "Needs a title"; the
   * seller's edit of the title, or a later file's title, removes it (clients may only remove it).
   */
  needsTitle: v.optional(v.boolean()),
});
export type ProductDoc = v.InferOutput<typeof ProductDoc>;

/**
 * productSearch/{productId}: what a search of the product list looks at, kept apart from the
 * product so the documents a list page reads carry no search keys (docs/decisions.md, "Search on
 * the server"). Written and deleted only by the functions, with the product's `derived`
 * (productIndexFields). The filter fields sit at the product's own paths, so one query plan
 * (productQueryPlan) filters either collection; title, SKU, variant SKUs and links are what the
 * in-page check of a long search (matchesPlan) reads.
 * - derived.search: every search key (search-keys.ts) → true. A map, not an array, so a query
 *   can require several keys at once and the Firestore emulator can serve it.
 */
export const ProductSearchDoc = v.object({
  ownerId: v.string(),
  title: v.string(),
  sku: v.string(),
  /** The product's variant SKUs, only when it has some (what the in-page check reads). */
  variantSkus: v.optional(v.array(v.string())),
  links: v.object({ amazon: v.string(), emag: v.string(), shopify: v.string() }),
  complianceMode: v.boolean(),
  derived: v.object({
    search: v.record(v.string(), v.literal(true)),
    hasAmazon: v.boolean(),
    hasEmag: v.boolean(),
    hasShopify: v.boolean(),
    templateId: v.string(),
  }),
});
export type ProductSearchDoc = v.InferOutput<typeof ProductSearchDoc>;

/**
 * The full document a client writes when it creates products/{id}. `now` is the SDK's server
 * timestamp sentinel (web: serverTimestamp(), admin: FieldValue.serverTimestamp()); rules require
 * createdAt == updatedAt == request.time, stats == emptyProductStats() and, from a client,
 * updatedBy == the writer's uid (functions create without it).
 */
export function newProductDoc<T>(input: ProductInput, ownerId: string, now: T, updatedBy?: string) {
  return {
    ...input,
    ownerId,
    stats: emptyProductStats(),
    createdAt: now,
    updatedAt: now,
    ...(updatedBy !== undefined ? { updatedBy } : {}),
  } satisfies Omit<ProductDoc, 'createdAt' | 'updatedAt'> & { createdAt: T; updatedAt: T };
}

/**
 * publicProducts/{id}: what the anonymous review page may read, mirrored from products/{id} by a
 * function. No owner id, no counters, no private fields.
 */
export const PublicProductDoc = v.object({
  title: ProductInput.entries.title,
  minRating: MinRating,
  complianceMode: v.boolean(),
  links: ProductLinks,
  card: CardDesign,
  qrStyle: QrStyle,
});
export type PublicProductDoc = v.InferOutput<typeof PublicProductDoc>;
