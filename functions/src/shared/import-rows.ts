import { PRODUCT_TITLE_MAX_LENGTH, RATING_MAX, RATING_MIN } from './constants.js';
import { isAmazonUrl } from './links.js';
import { type ProductLinks } from './schemas/product.js';
import {
  IMPORT_CELL_MAX_LENGTH,
  ImportIssueCode,
  type ImportCells,
  type ImportField,
  type ImportIssue,
} from './schemas/import-job.js';
import { ValidationMessage } from './validation-messages.js';
import { foldText, LINK_KEY_PREFIX, linkKey, skuKey } from './search-keys.js';
import { amazonAsin, emagProductCode } from './store-ids.js';
import { isOneOf } from './narrow.js';

/**
 * Reading one import row (docs/decisions.md, "Imports"): the mapped cells turned into the product fields the row sets,
 * with what is wrong with its cells. Pure, shared by the browser's preview and the function, so
 * both read a row the same way. An empty cell sets nothing: an existing product keeps its value,
 * a new one gets the default (docs/decisions.md, "Matching rules (upsert)").
 */

/** The product fields one row sets (only those whose cell is not empty). */
export interface ImportRowValues {
  title?: string;
  sku?: string;
  links: Partial<ProductLinks>;
  minRating?: number;
  complianceMode?: boolean;
  templateName?: string;
  /** A folded product's variant SKUs other than its own (trimmed, each once by skuKey). */
  variantSkus?: string[];
}

export interface ReadImportRow {
  row: number;
  cells: ImportCells;
  values: ImportRowValues;
  /** Problems with single cells (the product schema checks the resulting product later). */
  issues: ImportIssue[];
  /** skuKey of the row's SKU, '' without one. */
  skuKey: string;
  /** skuKeys of a folded product's variant SKUs (import-sources.ts), none for a plain row. */
  variantSkuKeys: string[];
  /** The row's link identities (productLinkKeys), for matching and duplicate checks. */
  linkKeys: string[];
  /** Which column each product link came from (for issues on links.*). */
  linkFields: Partial<Record<keyof ProductLinks, ImportField>>;
}

/** Amazon marketplaces by domain suffix, and what sellers also write for them. */
export const AMAZON_MARKETPLACES = [
  'com', 'ca', 'com.mx', 'com.br', 'co.uk', 'ie', 'de', 'fr', 'it', 'es', 'nl', 'se', 'pl',
  'com.be', 'com.tr', 'ae', 'sa', 'eg', 'in', 'co.jp', 'com.au', 'sg', 'co.za',
] as const; // prettier-ignore
const MARKETPLACE_ALIASES: Record<string, string> = {
  us: 'com',
  usa: 'com',
  uk: 'co.uk',
  gb: 'co.uk',
  mx: 'com.mx',
  br: 'com.br',
  jp: 'co.jp',
  au: 'com.au',
  tr: 'com.tr',
  be: 'com.be',
  za: 'co.za',
};

/**
 * "amazon.de", "www.amazon.co.uk", "https://amazon.fr/", "DE", "UK" → the marketplace's domain
 * suffix ("de", "co.uk", "fr"), or null when it is not an Amazon marketplace.
 */
export function amazonMarketplace(text: string): string | null {
  const bare = text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/^amazon\./, '')
    .replace(/^\./, '');
  const suffix = MARKETPLACE_ALIASES[bare] ?? bare;
  return isOneOf(AMAZON_MARKETPLACES, suffix) ? suffix : null;
}

const ASIN_PATTERN = /^[A-Z0-9]{10}$/i;

/** The product page link of an ASIN on a marketplace: https://www.amazon.de/dp/B07PGL2ZSL. */
export function amazonProductLink(asin: string, marketplace: string): string {
  return `https://www.amazon.${marketplace}/dp/${asin.toUpperCase()}`;
}

/**
 * Yes and no, as sellers write them in the app's languages (folded: no accents, lower case).
 */
// prettier-ignore
const YES = new Set([
  'yes', 'y', 'true', '1', 'on', 'x', '✓', '✔', 'oui', 'да', 'ano', 'ja', 'ναι', 'sí', 'si',
  'jah', 'kyllä', 'tá', 'igen', 'taip', 'jā', 'tak', 'sim', 'da', 'áno',
].map(foldText));
// prettier-ignore
const NO = new Set([
  'no', 'n', 'false', '0', 'off', 'non', 'не', 'ne', 'nej', 'nein', 'όχι', 'ei', 'níl', 'nem',
  'nee', 'nie', 'não', 'nu',
].map(foldText));

/** Compliance mode from a cell: true, false, or null when it is neither. */
export function parseYesNo(text: string): boolean | null {
  const folded = foldText(text.trim());
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return null;
}

/** "4", "4.0", "4,0" → 4; anything else → null. */
export function parseMinRating(text: string): number | null {
  const match = /^(\d+)(?:[.,]0+)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value >= RATING_MIN && value <= RATING_MAX ? value : null;
}

/**
 * A product link's identity for matching: the Amazon ASIN, the eMAG product code, otherwise the
 * link's host and path (linkKey). Two links with the same identity name the same product.
 */
export function productLinkKeys(links: Partial<ProductLinks>): string[] {
  const keys: string[] = [];
  const amazon = links.amazon?.trim();
  if (amazon) {
    const asin = amazonAsin(amazon);
    const key = asin ? `amazon:${asin}` : linkKey(amazon);
    if (key) keys.push(key);
  }
  const emag = links.emag?.trim();
  if (emag) {
    const code = emagProductCode(emag);
    const key = code ? `emag:${code}` : linkKey(emag);
    if (key) keys.push(key);
  }
  const shopify = links.shopify?.trim();
  if (shopify) {
    const key = linkKey(shopify);
    if (key) keys.push(key);
  }
  return [...new Set(keys)];
}

/**
 * The title of a new product whose row names it nowhere (docs/decisions.md, "Titles made from
 * codes"): the marketplace's code with the marketplace's name ("eMAG DQ5B1FMBM", "Amazon
 * B07PGL2ZSL"), else the SKU, else the link's host and path; null when the row has none of them
 * (it is rejected for its missing SKU or link anyway).
 */
export function codeTitle(values: ImportRowValues): string | null {
  const { amazon = '', emag = '', shopify = '' } = values.links;
  const emagCode = emag ? emagProductCode(emag) : null;
  const asin = amazon ? amazonAsin(amazon) : null;
  const link = [amazon, emag, shopify].map(linkKey).find(Boolean);
  const title = emagCode
    ? `eMAG ${emagCode}`
    : asin
      ? `Amazon ${asin}`
      : (values.sku ?? link?.slice(LINK_KEY_PREFIX.length) ?? null);
  return title ? title.slice(0, PRODUCT_TITLE_MAX_LENGTH) : null;
}

const cell = (cells: ImportCells, field: ImportField) => (cells[field] ?? '').trim();

/** Separates the SKUs of a "Variant SKUs" cell (no SKU holds a comma, semicolon or line break). */
export const VARIANT_SKUS_SEPARATOR = ', ';
export function splitVariantSkus(text: string): string[] {
  return text
    .split(/[,;\r\n]+/)
    .map((sku) => sku.trim())
    .filter(Boolean);
}

/** Reads one row's cells: the values it sets and the problems of single cells. */
export function readImportRow(
  row: number,
  cells: ImportCells,
  variantSkus: readonly string[] = [],
): ReadImportRow {
  const values: ImportRowValues = { links: {} };
  const issues: ImportIssue[] = [];
  const linkFields: ReadImportRow['linkFields'] = {};

  const title = cell(cells, 'title');
  if (title) values.title = title;
  const sku = cell(cells, 'sku');
  if (sku) values.sku = sku;

  const amazonUrl = cell(cells, 'amazonUrl');
  const asin = cell(cells, 'asin');
  const marketplace = cell(cells, 'amazonMarketplace');
  if (amazonUrl) {
    values.links.amazon = amazonUrl;
    linkFields.amazon = 'amazonUrl';
  }
  if (asin) {
    if (!ASIN_PATTERN.test(asin)) {
      issues.push({ field: 'asin', code: ImportIssueCode.asinInvalid });
    } else if (amazonUrl) {
      const linked = isAmazonUrl(amazonUrl) ? amazonAsin(amazonUrl) : null;
      if (linked && linked !== asin.toUpperCase()) {
        issues.push({ field: 'asin', code: ImportIssueCode.asinMismatch });
      }
    } else if (!marketplace) {
      issues.push({ field: 'amazonMarketplace', code: ImportIssueCode.marketplaceRequired });
    } else {
      const suffix = amazonMarketplace(marketplace);
      if (!suffix) {
        issues.push({ field: 'amazonMarketplace', code: ImportIssueCode.marketplaceUnknown });
      } else {
        values.links.amazon = amazonProductLink(asin, suffix);
        linkFields.amazon = 'asin';
      }
    }
  }

  const emag = cell(cells, 'emagUrl');
  if (emag) {
    values.links.emag = emag;
    linkFields.emag = 'emagUrl';
  }
  const shopify = cell(cells, 'shopifyUrl');
  if (shopify) {
    values.links.shopify = shopify;
    linkFields.shopify = 'shopifyUrl';
  }

  const minRating = cell(cells, 'minRating');
  if (minRating) {
    const parsed = parseMinRating(minRating);
    if (parsed === null)
      issues.push({ field: 'minRating', code: ValidationMessage.minRatingRange });
    else values.minRating = parsed;
  }
  const compliance = cell(cells, 'complianceMode');
  if (compliance) {
    const parsed = parseYesNo(compliance);
    if (parsed === null) {
      issues.push({ field: 'complianceMode', code: ImportIssueCode.complianceInvalid });
    } else values.complianceMode = parsed;
  }
  const templateName = cell(cells, 'templateName');
  if (templateName) values.templateName = templateName;
  // A "Variant SKUs" cell (the template's, an export's) lists them as "A-1, A-2"; a cell that
  // reached the stored length was cut, and its last SKU with it.
  const listed = cell(cells, 'variantSkus');
  if (listed.length >= IMPORT_CELL_MAX_LENGTH) {
    issues.push({
      field: 'variantSkus',
      code: ValidationMessage.textTooLong,
      max: IMPORT_CELL_MAX_LENGTH - 1,
    });
  }
  const allVariantSkus = [...variantSkus, ...splitVariantSkus(listed)];
  const variants = new Map<string, string>();
  for (const variant of allVariantSkus) {
    const key = skuKey(variant);
    if (key && key !== skuKey(sku) && !variants.has(key)) variants.set(key, variant.trim());
  }
  if (variants.size > 0) values.variantSkus = [...variants.values()];

  return {
    row,
    cells,
    values,
    issues,
    skuKey: sku ? skuKey(sku) : '',
    variantSkuKeys: [...new Set(allVariantSkus.map(skuKey).filter(Boolean))],
    linkKeys: productLinkKeys(values.links),
    linkFields,
  };
}

/**
 * Rows that repeat an earlier row of the file, by row number → the earlier row: the same SKU,
 * or a shared link where one of the two rows has no SKU (rows with different SKUs may share a
 * link: variants of one listing). The first row wins; later ones are rejected.
 */
export function findDuplicateRows(rows: readonly ReadImportRow[]): Map<number, number> {
  const duplicates = new Map<number, number>();
  const bySku = new Map<string, number>();
  const byLinkAnyRow = new Map<string, number>();
  const byLinkWithoutSku = new Map<string, number>();
  for (const row of rows) {
    let first: number | undefined;
    if (row.skuKey) {
      first = bySku.get(row.skuKey);
      for (const key of row.linkKeys) first ??= byLinkWithoutSku.get(key);
    } else {
      for (const key of row.linkKeys) first ??= byLinkAnyRow.get(key);
    }
    if (first !== undefined) {
      duplicates.set(row.row, first);
      continue;
    }
    if (row.skuKey) bySku.set(row.skuKey, row.row);
    for (const key of row.linkKeys) {
      if (!byLinkAnyRow.has(key)) byLinkAnyRow.set(key, row.row);
      if (!row.skuKey && !byLinkWithoutSku.has(key)) byLinkWithoutSku.set(key, row.row);
    }
  }
  return duplicates;
}
