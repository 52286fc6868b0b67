import * as v from 'valibot';
import { STORES } from './constants.js';
import { deepEqual } from './deep-equal.js';
import { isOneOf } from './narrow.js';
import { hasAmazonLink } from './links.js';
import {
  ImportIssueCode,
  type ImportCardTexts,
  type ImportField,
  type ImportFieldValues,
  type ImportIssue,
  type ImportTitleMode,
} from './schemas/import-job.js';
import {
  newProductInput,
  PRODUCT_VARIANT_SKUS_MAX,
  ProductInput,
  type AppliedTemplate,
  type CardDesign,
  type QrStyle,
} from './schemas/product.js';
import type { Locale } from './locales.js';
import { foldText, SEARCH_PREFIX_MAX, skuKey } from './search-keys.js';
import { codeTitle, productLinkKeys, type ReadImportRow } from './import-rows.js';
import { ValidationMessage } from './validation-messages.js';

/**
 * Planning an import (docs/decisions.md, "Imports"): what each row does to the seller's products. The same code runs
 * in the browser's preview (against the products its lookups found) and in the runImportJob
 * function (against the products as they are when it writes), row by row in file order, each
 * row seeing what the earlier rows did. Matching rules (docs/decisions.md, "Matching rules (upsert)"):
 * - a row with a SKU updates the seller's product with that SKU (case-insensitive); without one,
 *   the product that has it (or one of the row's variant SKUs) among its SKUs or variant SKUs;
 *   without one, a product that has no SKU and shares one of the row's links gets it; otherwise
 *   it creates;
 * - a row without a SKU updates the product that shares one of its links (Amazon ASIN, eMAG
 *   product code, else the link's host and path); otherwise it creates;
 * - a row needs a SKU or a link (or re-importing it would create it again), matches at most one
 *   product, and must not repeat an earlier row (findDuplicateRows);
 * - the product the row produces must pass the shared ProductInput schema.
 */

/** What the planner knows of an existing product. */
export interface IndexedProduct {
  id: string;
  input: ProductInput;
  appliedTemplate?: AppliedTemplate;
  /** Its title was made from a code (ProductDoc.needsTitle): a file's title replaces it. */
  needsTitle?: true;
}

/**
 * The seller's products an import has looked up, by SKU and by link identity. The planner adds
 * the products it creates and replaces those it updates, so later rows see them.
 */
export class ImportProductIndex {
  private readonly products = new Map<string, IndexedProduct>();
  private readonly skus = new Map<string, Set<string>>();
  private readonly variantSkus = new Map<string, Set<string>>();
  private readonly links = new Map<string, Set<string>>();

  get size(): number {
    return this.products.size;
  }

  get(id: string): IndexedProduct | undefined {
    return this.products.get(id);
  }

  add(product: IndexedProduct): void {
    this.remove(product.id);
    this.products.set(product.id, product);
    const sku = skuKey(product.input.sku);
    if (sku) addTo(this.skus, sku, product.id);
    for (const key of variantSkuKeys(product.input)) addTo(this.variantSkus, key, product.id);
    for (const key of productLinkKeys(product.input.links)) addTo(this.links, key, product.id);
  }

  private remove(id: string): void {
    const old = this.products.get(id);
    if (!old) return;
    this.products.delete(id);
    this.skus.get(skuKey(old.input.sku))?.delete(id);
    for (const key of variantSkuKeys(old.input)) this.variantSkus.get(key)?.delete(id);
    for (const key of productLinkKeys(old.input.links)) this.links.get(key)?.delete(id);
  }

  bySku(key: string): IndexedProduct[] {
    return [...(this.skus.get(key) ?? [])].flatMap((id) => this.products.get(id) ?? []);
  }

  /** Products that have one of the SKU keys as their SKU or a variant's, each once. */
  byAnySku(keys: readonly string[]): IndexedProduct[] {
    const ids = new Set<string>();
    for (const key of keys) {
      for (const id of this.skus.get(key) ?? []) ids.add(id);
      for (const id of this.variantSkus.get(key) ?? []) ids.add(id);
    }
    return [...ids].flatMap((id) => this.products.get(id) ?? []);
  }

  /** Products sharing any of the link identities, each once. */
  byLinks(keys: readonly string[]): IndexedProduct[] {
    const ids = new Set<string>();
    for (const key of keys) for (const id of this.links.get(key) ?? []) ids.add(id);
    return [...ids].flatMap((id) => this.products.get(id) ?? []);
  }
}

const variantSkuKeys = (input: ProductInput) => input.variantSkus.map(skuKey);

function addTo(map: Map<string, Set<string>>, key: string, id: string) {
  let ids = map.get(key);
  if (!ids) map.set(key, (ids = new Set()));
  ids.add(id);
}

/** A template a row can name (by its name, compared folded). */
export interface ImportTemplate {
  id: string;
  name: string;
  card: CardDesign;
  qrStyle: QrStyle;
  logoPath: string;
  language: Locale;
}

export type ImportTemplateIndex = Map<string, ImportTemplate[]>;

const templateKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

export function importTemplateIndex(templates: readonly ImportTemplate[]): ImportTemplateIndex {
  const index: ImportTemplateIndex = new Map();
  for (const template of templates) {
    const key = templateKey(template.name);
    index.set(key, [...(index.get(key) ?? []), template]);
  }
  return index;
}

/** Product paths an import writes, in the order results list them. */
export const IMPORT_PRODUCT_PATHS = [
  'title',
  'sku',
  'variantSkus',
  'links.amazon',
  'links.emag',
  'links.shopify',
  'minRating',
  'complianceMode',
  'card',
  'qrStyle',
  'appliedTemplate',
  'needsTitle',
] as const;
export type ImportProductPath = (typeof IMPORT_PRODUCT_PATHS)[number];

/** A product's value at an import path (null: the field is absent). */
export function importPathValue(
  product: { input: ProductInput; appliedTemplate?: AppliedTemplate | null; needsTitle?: true },
  path: ImportProductPath,
): unknown {
  switch (path) {
    case 'needsTitle':
      return product.needsTitle ? true : null;
    case 'links.amazon':
      return product.input.links.amazon;
    case 'links.emag':
      return product.input.links.emag;
    case 'links.shopify':
      return product.input.links.shopify;
    case 'appliedTemplate':
      return product.appliedTemplate ?? null;
    default:
      return product.input[path];
  }
}

/**
 * `input` with the seller fields among `values` (by import path) put in: the product before an
 * update (values = the plan's `before`), or as undo restores it. appliedTemplate and needsTitle
 * are no seller fields.
 */
export function withImportValues(input: ProductInput, values: ImportFieldValues): ProductInput {
  const next = structuredClone(input);
  // Each value goes back into the field importPathValue read it from, as it was.
  const links: Record<string, unknown> = next.links;
  const fields: Record<string, unknown> = next;
  for (const [path, value] of Object.entries(values)) {
    if (path.startsWith('links.')) {
      links[path.slice('links.'.length)] = value;
    } else if (path !== 'appliedTemplate' && path !== 'needsTitle' && path in next) {
      fields[path] = value;
    }
  }
  return next;
}

export type ImportRowPlan =
  | { action: 'rejected'; row: number; issues: ImportIssue[] }
  | { action: 'unchanged'; row: number; productId: string }
  | {
      action: 'created';
      row: number;
      productId: string;
      input: ProductInput;
      appliedTemplate?: AppliedTemplate;
      /** The row named the product nowhere: its title was made from a code (codeTitle). */
      needsTitle?: true;
    }
  | {
      action: 'updated';
      row: number;
      productId: string;
      input: ProductInput;
      appliedTemplate?: AppliedTemplate;
      needsTitle?: true;
      /** The changed paths' old values (null: absent) and new values. */
      before: ImportFieldValues;
      after: ImportFieldValues;
    };

export interface ImportPlanContext {
  index: ImportProductIndex;
  templates: ImportTemplateIndex;
  cardTexts: ImportCardTexts;
  /** findDuplicateRows over the whole file. */
  duplicates: ReadonlyMap<number, number>;
  /** The id a created product gets (the function: a new document id; the preview: any). */
  newProductId: (row: number) => string;
  /** 'keep': a row's title names new products only (ImportJobRequest.titles). */
  titles?: ImportTitleMode;
}

/** The import column a schema issue at `path` belongs to (null: no mapped column). */
function issueField(read: ReadImportRow, path: string, usedTemplate: boolean): ImportField | null {
  if (path === 'title') return 'title' in read.cells ? 'title' : null;
  if (path.startsWith('variantSkus') && 'variantSkus' in read.cells) return 'variantSkus';
  if (path === 'sku' || path.startsWith('variantSkus')) return 'sku' in read.cells ? 'sku' : null;
  if (path.startsWith('links.')) {
    const store = path.slice('links.'.length);
    return (isOneOf(STORES, store) && read.linkFields[store]) || null;
  }
  if (path === 'minRating') return 'minRating' in read.cells ? 'minRating' : null;
  if (path === 'complianceMode') return 'complianceMode';
  if (path.startsWith('card') || path.startsWith('qrStyle')) {
    return usedTemplate ? 'templateName' : null;
  }
  return null;
}

const VALIDATION_KEYS = Object.values(ValidationMessage);

/** Issues of the product schema, one per field, on the row's columns. */
function schemaIssues(read: ReadImportRow, candidate: unknown, usedTemplate: boolean) {
  const parsed = v.safeParse(ProductInput, candidate);
  if (parsed.success) return { input: parsed.output, issues: [] };
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const code = isOneOf(VALIDATION_KEYS, issue.message)
      ? issue.message
      : ValidationMessage.requestInvalid;
    issues.push({
      field: issueField(read, path, usedTemplate),
      code,
      ...(typeof issue.requirement === 'number' ? { max: issue.requirement } : {}),
    });
  }
  return { input: null, issues };
}

/** Which product the row is about: one match, none (create), or why it cannot tell. */
function matchProduct(
  read: ReadImportRow,
  index: ImportProductIndex,
): { product: IndexedProduct | null; byVariant?: true } | { issue: ImportIssue } {
  if (read.skuKey) {
    const bySku = index.bySku(read.skuKey);
    if (bySku.length > 1) return { issue: { field: 'sku', code: ImportIssueCode.skuAmbiguous } };
    const [onlyBySku] = bySku;
    if (onlyBySku && bySku.length === 1) return { product: onlyBySku };
    // Else the product that has the row's SKU as a variant's, or one of the row's variants' SKUs
    // as its own or a variant's (docs/decisions.md, "Variant SKUs").
    const byVariant = index.byAnySku([read.skuKey, ...read.variantSkuKeys]);
    if (byVariant.length > 1)
      return { issue: { field: 'sku', code: ImportIssueCode.skuAmbiguous } };
    const [onlyByVariant] = byVariant;
    if (onlyByVariant && byVariant.length === 1) return { product: onlyByVariant, byVariant: true };
    const withoutSku = index.byLinks(read.linkKeys).filter((p) => !skuKey(p.input.sku));
    if (withoutSku.length > 1)
      return { issue: { field: null, code: ImportIssueCode.linkAmbiguous } };
    return { product: withoutSku[0] ?? null };
  }
  const byLinks = index.byLinks(read.linkKeys);
  if (byLinks.length > 1) return { issue: { field: null, code: ImportIssueCode.linkAmbiguous } };
  return { product: byLinks[0] ?? null };
}

/**
 * Plans one row and records its effect in `context.index`. Rows must be planned in file order.
 */
export function planImportRow(read: ReadImportRow, context: ImportPlanContext): ImportRowPlan {
  const issues: ImportIssue[] = [...read.issues];
  const duplicateOf = context.duplicates.get(read.row);
  if (duplicateOf !== undefined) {
    issues.push({
      field: read.skuKey ? 'sku' : null,
      code: ImportIssueCode.duplicateInFile,
      row: duplicateOf,
    });
  }
  // Without a SKU or a link, importing the file again could not find the product: it would be
  // created twice. (A link that is there but broken gets its own message instead.)
  const givesLink = Object.keys(read.values.links).length > 0 || Boolean(read.cells.asin?.trim());
  if (!read.skuKey && !givesLink) {
    issues.push({ field: 'sku', code: ImportIssueCode.keyRequired });
  }

  let template: ImportTemplate | undefined;
  if (read.values.templateName !== undefined) {
    const found = context.templates.get(templateKey(read.values.templateName)) ?? [];
    if (found.length === 0) {
      issues.push({ field: 'templateName', code: ImportIssueCode.templateNotFound });
    } else if (found.length > 1) {
      issues.push({ field: 'templateName', code: ImportIssueCode.templateAmbiguous });
    } else template = found[0];
  }

  const match = duplicateOf === undefined ? matchProduct(read, context.index) : { product: null };
  if ('issue' in match) issues.push(match.issue);
  const existing = 'product' in match ? match.product : null;
  // Found by a variant's SKU: the row is about one variant (on Amazon each has its own ASIN), so
  // it fills the stores the product has no link for and leaves the others' links as they are.
  const rowLinks =
    'byVariant' in match && existing
      ? Object.fromEntries(
          Object.entries(read.values.links).filter(
            ([store]) => !(isOneOf(STORES, store) && existing.input.links[store]),
          ),
        )
      : read.values.links;

  const base: ProductInput = existing
    ? structuredClone(existing.input)
    : {
        ...newProductInput(),
        card: { ...newProductInput().card, ...context.cardTexts },
      };
  const values = read.values;
  // A product already there keeps its title unless the seller chose to overwrite titles, or its
  // title was only made from a code.
  const setsTitle =
    values.title !== undefined &&
    (!existing || context.titles !== 'keep' || existing.needsTitle === true);
  // A new product the file names nowhere is titled by its code and marked as needing a title
  // (docs/decisions.md, "Titles made from codes"), rather than rejected.
  const madeTitle = !existing && values.title === undefined ? codeTitle(values) : null;
  const needsTitle = existing ? existing.needsTitle === true && !setsTitle : madeTitle !== null;
  const candidate: ProductInput = {
    ...base,
    ...(setsTitle ? { title: values.title } : madeTitle ? { title: madeTitle } : {}),
    // The SKU matched case-insensitively: the stored spelling stays; a product matched by a
    // variant's SKU or by a link keeps the SKU it has.
    ...(values.sku !== undefined && (!existing || !skuKey(base.sku)) ? { sku: values.sku } : {}),
    links: { ...base.links, ...rowLinks },
    variantSkus: base.variantSkus,
    ...(values.minRating !== undefined ? { minRating: values.minRating } : {}),
    ...(template ? { card: { ...template.card }, qrStyle: { ...template.qrStyle } } : {}),
  };
  // Compliance mode: given → as given; else a new product starts with it on (newProductInput) and
  // an existing one turns it on when it gains an Amazon link, as the edit form does. Nothing is
  // switched off unless the row says so.
  candidate.complianceMode =
    values.complianceMode ??
    (base.complianceMode || (!hasAmazonLink(base.links) && hasAmazonLink(candidate.links)));
  candidate.variantSkus = mergedVariantSkus(candidate, [
    ...(values.sku !== undefined ? [values.sku] : []),
    ...(values.variantSkus ?? []),
  ]);

  const checked = schemaIssues(read, candidate, template !== undefined);
  issues.push(...checked.issues);
  if (issues.length > 0 || !checked.input) {
    return { action: 'rejected', row: read.row, issues: dedupeIssues(issues) };
  }
  const input = checked.input;
  const appliedTemplate: AppliedTemplate | undefined = template
    ? {
        id: template.id,
        name: template.name,
        logoPath: template.logoPath,
        language: template.language,
      }
    : existing?.appliedTemplate;
  const marks = {
    ...(appliedTemplate ? { appliedTemplate } : {}),
    ...(needsTitle ? { needsTitle: true as const } : {}),
  };
  const next = { input, ...marks };

  if (!existing) {
    const productId = context.newProductId(read.row);
    context.index.add({ id: productId, ...next });
    return { action: 'created', row: read.row, productId, ...next };
  }

  const before: ImportFieldValues = {};
  const after: ImportFieldValues = {};
  for (const path of IMPORT_PRODUCT_PATHS) {
    const old = importPathValue(existing, path);
    const now = importPathValue(next, path);
    if (!deepEqual(old, now)) {
      before[path] = old;
      after[path] = now;
    }
  }
  if (Object.keys(after).length === 0) {
    return { action: 'unchanged', row: read.row, productId: existing.id };
  }
  context.index.add({ id: existing.id, ...next });
  return { action: 'updated', row: read.row, productId: existing.id, ...next, before, after };
}

/**
 * The product's variant SKUs with the row's SKUs added: those it has first, then the row's that
 * are neither its SKU nor already there (by skuKey), at most PRODUCT_VARIANT_SKUS_MAX (the rest
 * is not kept: a later file matches by the first hundred).
 */
function mergedVariantSkus(product: ProductInput, rowSkus: readonly string[]): string[] {
  const merged = new Map<string, string>();
  for (const sku of [...product.variantSkus, ...rowSkus]) {
    const key = skuKey(sku);
    if (key && key !== skuKey(product.sku) && !merged.has(key)) merged.set(key, sku.trim());
  }
  return [...merged.values()].slice(0, PRODUCT_VARIANT_SKUS_MAX);
}

/** One issue per column and code (a link can fail the row's reading and the schema alike). */
function dedupeIssues(issues: ImportIssue[]): ImportIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}|${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Firestore's limit of values in one `in` filter or disjunctions in one query. */
export const IMPORT_LOOKUP_BATCH = 30;

/**
 * The stored link key (products/{id}.derived.linkKeys) that every product with a link of this
 * identity holds: the ASIN or eMAG code lowercased (cut to the search prefix, as its search key),
 * or the link key itself. The index then checks the identities of what a lookup returns.
 */
export function linkSearchKey(identity: string): string {
  const id = /^(?:amazon|emag):(.+)$/.exec(identity)?.[1];
  return id ? id.toLowerCase().slice(0, SEARCH_PREFIX_MAX) : identity;
}

/** What to look up for some rows: their SKU keys and link search keys, each once. */
export function importLookupKeys(rows: readonly ReadImportRow[]): {
  skuKeys: string[];
  linkSearchKeys: string[];
} {
  const skuKeys = new Set<string>();
  const linkSearchKeys = new Set<string>();
  for (const row of rows) {
    if (row.skuKey) skuKeys.add(row.skuKey);
    for (const key of row.variantSkuKeys) skuKeys.add(key);
    for (const key of row.linkKeys) linkSearchKeys.add(linkSearchKey(key));
  }
  return { skuKeys: [...skuKeys], linkSearchKeys: [...linkSearchKeys] };
}

/** Splits values into batches of IMPORT_LOOKUP_BATCH (one query each). */
export function lookupBatches<T>(values: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < values.length; i += IMPORT_LOOKUP_BATCH) {
    batches.push(values.slice(i, i + IMPORT_LOOKUP_BATCH));
  }
  return batches;
}

/** A stored product (ProductDoc, or any object with its seller fields) as the planner sees it. */
export function indexedProduct(
  id: string,
  product: ProductInput & { appliedTemplate?: AppliedTemplate; needsTitle?: boolean },
): IndexedProduct {
  return {
    id,
    input: v.parse(ProductInput, product),
    ...(product.appliedTemplate ? { appliedTemplate: product.appliedTemplate } : {}),
    ...(product.needsTitle === true ? { needsTitle: true as const } : {}),
  };
}

/** Lookup queries in flight at once (browser and function alike). */
export const IMPORT_LOOKUP_CONCURRENCY = 6;

/** Runs `work` over `items`, at most `limit` at a time; results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  // One iterator shared by the workers: each takes the next item.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
