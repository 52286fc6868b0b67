import { autoMapImportColumns, normalizeHeader, type ImportMapping } from './import-columns.js';
import { isAmazonUrl, isEmagUrl, isHttpsUrl } from './links.js';
import {
  IMPORT_CELL_MAX_LENGTH,
  IMPORT_FIELDS,
  type ImportCells,
  type ImportRow,
} from './schemas/import-job.js';
import { isOneOf } from './narrow.js';

/**
 * The files marketplaces hand out, recognised by their headers (docs/imports.md lists the layouts
 * and where they come from): Amazon's All Listings / Active Listings report and its category
 * inventory file (flat file), Shopify's product export (current and older layout), WooCommerce's
 * product export and eMAG's offer files. Each becomes the rows of the import template: one row
 * per product as the marketplace groups them, links built from the marketplace's own codes.
 * Headers are compared whole after normalizeHeader (case, spaces, accents, punctuation).
 */

export const IMPORT_SOURCES = [
  'amazonReport',
  'amazonFlatFile',
  'shopify',
  'woocommerce',
  'emag',
  'own',
] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** What a column of a marketplace file means (beyond the template's fields). */
const ROLES = [
  'title',
  'sku',
  'asin',
  'status',
  'handle',
  'giftCard',
  'image',
  'type',
  'parent',
  'id',
  'published',
  'partNumberKey',
  'validatedName',
  'externalUrl',
  'productId',
  'productIdType',
  'parentChild',
  'parentSku',
] as const;
type Role = (typeof ROLES)[number];

/** Header languages a file can be written in (Amazon writes its report in the site's language). */
const HEADER_LANGUAGES = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pl',
  'sv',
  'ro',
  'bg',
  'hu',
] as const;
export type HeaderLanguage = (typeof HEADER_LANGUAGES)[number];

type Aliases = Partial<Record<HeaderLanguage, readonly string[]>>;

interface SourceLayout {
  source: Exclude<ImportSource, 'own'>;
  roles: Partial<Record<Role, Aliases>>;
  /** Roles that must all be present for the file to be this source. */
  required: readonly Role[];
}

// prettier-ignore
const LAYOUTS: readonly SourceLayout[] = [
  {
    source: 'amazonFlatFile',
    roles: {
      sku: { en: ['item_sku'] },
      title: { en: ['item_name'] },
      productId: { en: ['external_product_id'] },
      productIdType: { en: ['external_product_id_type'] },
      parentChild: { en: ['parent_child'] },
      parentSku: { en: ['parent_sku'] },
    },
    required: ['sku', 'title', 'productId'],
  },
  {
    source: 'amazonReport',
    roles: {
      title: {
        en: ['item-name'], de: ['Artikelbezeichnung'], fr: ['nom-produit', 'Nom du produit'],
        it: ["Nome dell'articolo", 'Nome articolo'], es: ['Título del producto', 'nombre-producto'],
        nl: ['Artikelnaam', 'Productnaam'], pl: ['Nazwa produktu', 'Nazwa artykułu'],
        sv: ['Artikelnamn', 'Produktnamn'],
      },
      sku: {
        en: ['seller-sku'], de: ['Händler-SKU'], fr: ['sku-vendeur', 'SKU vendeur'],
        it: ['SKU venditore'], es: ['SKU del vendedor', 'sku-vendedor'], nl: ['SKU verkoper'],
        pl: ['SKU sprzedawcy'], sv: ['Säljar-SKU', 'Säljarens SKU'],
      },
      asin: { en: ['asin1', 'ASIN 1'] },
      status: {
        en: ['status'], it: ['stato'], fr: ['état', 'statut'], es: ['estado'], pl: ['stan'],
      },
      productId: { en: ['product-id'], de: ['Produkt-ID'], fr: ['id-produit'] },
    },
    required: ['sku', 'asin'],
  },
  {
    source: 'shopify',
    roles: {
      // Current export first, then the older one ("Handle", "Variant SKU", "Image Src").
      handle: { en: ['URL handle', 'Handle'] },
      title: { en: ['Title'] },
      sku: { en: ['SKU', 'Variant SKU'] },
      status: { en: ['Status'] },
      giftCard: { en: ['Gift card'] },
      image: { en: ['Product image URL', 'Image Src'] },
      published: { en: ['Published on online store', 'Published'] },
    },
    required: ['handle', 'title'],
  },
  {
    source: 'woocommerce',
    roles: {
      id: { en: ['ID'] },
      type: { en: ['Type'], de: ['Typ'], es: ['Tipo'], ro: ['Tip'] },
      sku: { en: ['SKU'], de: ['Artikelnummer'], fr: ['UGS'] },
      title: { en: ['Name'], fr: ['Nom'], es: ['Nombre'], it: ['Nome'], nl: ['Naam'], ro: ['Nume'] },
      published: {
        en: ['Published'], de: ['Veröffentlicht'], fr: ['Publié'], es: ['Publicado'],
        it: ['Pubblicato'], nl: ['Gepubliceerd'], ro: ['Publicat'],
      },
      parent: {
        en: ['Parent'], de: ['Übergeordnetes Produkt', 'Eltern'], es: ['Superior'],
        it: ['Genitore'], nl: ['Hoofd'], ro: ['Părinte'],
      },
      // An external (affiliate) product's page elsewhere (WC_Product_External::get_product_url).
      externalUrl: {
        en: ['External URL'], de: ['Externe URL'], fr: ['URL externe'], es: ['URL externa'],
        it: ['URL esterno'], nl: ['Externe URL'], ro: ['URL extern'],
      },
    },
    required: ['type', 'sku', 'title', 'published', 'parent'],
  },
  {
    // The API's offer fields, and the panel's sheets ("Update offers", "Improve product
    // documentation"): identification section (Part Number Key, Product Code, Product Name
    // Validation…), then the offer or the description section ("Name": a new name proposed).
    source: 'emag',
    roles: {
      partNumberKey: {
        en: ['part_number_key', 'Part number key', 'Part Number Key (PNK)', 'PNK', 'eMAG product code'],
        ro: ['Cod produs eMAG'], bg: ['Код на продукта в eMAG'], hu: ['eMAG termékkód'],
      },
      sku: {
        en: ['part_number', 'Part number', 'Seller SKU', 'Product Code'],
        ro: ['Cod produs', 'Cod produs vanzator', 'Cod produs vânzător'],
        bg: ['Код на продукта', 'Код на продукта на търговеца'],
        hu: ['Termékkód', 'Eladói termékkód'],
      },
      title: {
        en: ['name', 'Product name'], ro: ['Nume produs', 'Denumire produs', 'Denumire', 'Nume'],
        bg: ['Име на продукта', 'Име'], hu: ['Termék neve', 'Terméknév', 'Név'],
      },
      validatedName: {
        en: ['Product Name Validation'], ro: ['Validare nume produs'],
        bg: ['Валидиране на името на продукта'], hu: ['Terméknév validálása'],
      },
      status: { en: ['status'], ro: ['Stare'], bg: ['Статус'], hu: ['Állapot', 'Státusz'] },
    },
    required: ['partNumberKey'],
  },
];

/** Header (normalised) → language, per layout and role. */
const aliasIndexes = LAYOUTS.map((layout) => {
  const index = new Map<Role, Map<string, HeaderLanguage>>();
  for (const [role, aliases] of Object.entries(layout.roles)) {
    if (!isOneOf(ROLES, role)) continue;
    const byHeader = new Map<string, HeaderLanguage>();
    for (const [language, names] of Object.entries(aliases)) {
      if (!isOneOf(HEADER_LANGUAGES, language)) continue;
      for (const name of names ?? []) byHeader.set(normalizeHeader(name), language);
    }
    index.set(role, byHeader);
  }
  return { layout, index };
});

/** A file's source, the columns of its roles, and the language its headers are written in. */
export interface SourceProfile {
  source: ImportSource;
  /** Column index by role (marketplace files only). */
  columns: Partial<Record<Role, number>>;
  /** The language of the title and SKU headers, when they tell (Amazon, eMAG). */
  language: HeaderLanguage | null;
  /** The template fields the file's columns fill as they are (the mapping step shows them). */
  mapping: ImportMapping;
}

/** Roles whose header tells the file's language (the marketplace's site). */
const LANGUAGE_ROLES = new Set<Role>(['title', 'sku', 'validatedName']);

function layoutColumns(headers: readonly string[], entry: (typeof aliasIndexes)[number]) {
  const columns: Partial<Record<Role, number>> = {};
  const languages: HeaderLanguage[] = [];
  const keys = headers.map(normalizeHeader);
  for (const [role, byHeader] of entry.index) {
    // Aliases are listed in preference order (a current layout's name before an older one).
    const column = keys.findIndex((key) => byHeader.has(key));
    const language = byHeader.get(keys[column] ?? '');
    if (!language) continue;
    columns[role] = column;
    if (LANGUAGE_ROLES.has(role) && language !== 'en') languages.push(language);
  }
  const found = entry.layout.required.every((role) => columns[role] !== undefined);
  return { found, columns, language: languages[0] ?? null };
}

/** Recognises the file from its header row; 'own' when it is none of the marketplaces' files. */
export function recognizeImportSource(headers: readonly string[]): SourceProfile {
  for (const entry of aliasIndexes) {
    const { found, columns, language } = layoutColumns(headers, entry);
    if (!found) continue;
    // Columns the layout does not name keep their template meaning (a "Product URL" column
    // added to a Shopify export is the shop link); the layout's own columns are its roles.
    const roleColumns = new Set(Object.values(columns));
    const taken = new Set(['title', 'sku', 'asin']);
    const mapping: ImportMapping = autoMapImportColumns(headers).map((field, column) =>
      field && !taken.has(field) && !roleColumns.has(column) ? field : null,
    );
    const put = (role: Role, field: NonNullable<ImportMapping[number]>) => {
      const column = columns[role];
      if (column !== undefined) mapping[column] = field;
    };
    put('title', 'title');
    // eMAG's "Update offers" sheet names the product only in Product Name Validation.
    if (columns.title === undefined) put('validatedName', 'title');
    put('sku', 'sku');
    if (entry.layout.source === 'amazonReport') put('asin', 'asin');
    return { source: entry.layout.source, columns, language, mapping };
  }
  return { source: 'own', columns: {}, language: null, mapping: autoMapImportColumns(headers) };
}

/** How many of a row's cells are headers some source (or the template) knows. */
export function knownHeaderCount(cells: readonly string[]): number {
  const keys = new Set(cells.map(normalizeHeader).filter(Boolean));
  let best = 0;
  for (const entry of aliasIndexes) {
    let count = 0;
    for (const byHeader of entry.index.values()) {
      if ([...keys].some((key) => byHeader.has(key))) count++;
    }
    best = Math.max(best, count);
  }
  const template = autoMapImportColumns(cells).filter(Boolean).length;
  return Math.max(best, template);
}

/**
 * Which of a file's first non-empty rows is its header: the one naming the most known columns
 * (at least two), else the first. Amazon's flat file has two rows above its header.
 */
export const HEADER_SEARCH_ROWS = 10;
export function headerRowIndex(rows: readonly (readonly string[])[]): number {
  let best = 0;
  let bestCount = 1;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((cells, index) => {
    const count = knownHeaderCount(cells);
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

/** The Amazon marketplace a report's header language suggests (null: English, ask). */
export function amazonMarketplaceGuess(language: HeaderLanguage | null): string | null {
  const byLanguage: Partial<Record<HeaderLanguage, string>> = {
    de: 'de', fr: 'fr', it: 'it', es: 'es', nl: 'nl', pl: 'pl', sv: 'se',
  }; // prettier-ignore
  return language ? (byLanguage[language] ?? null) : null;
}

/** eMAG's countries (its sites emag.ro, emag.bg, emag.hu). */
export const EMAG_COUNTRIES = ['ro', 'bg', 'hu'] as const;
export type EmagCountry = (typeof EMAG_COUNTRIES)[number];

export function emagCountryGuess(language: HeaderLanguage | null): EmagCountry | null {
  return language === 'ro' || language === 'bg' || language === 'hu' ? language : null;
}

/**
 * eMAG's product page of a part_number_key. eMAG's pages are /<name-slug>/pd/<code>/ and the
 * site answers any slug with the product's own page, so a link needs only the code.
 */
export function emagProductLink(partNumberKey: string, country: EmagCountry): string {
  return `https://www.emag.${country}/preview/pd/${partNumberKey.trim().toUpperCase()}/`;
}

/** "https://Shop.example.com/", "shop.example.com" → "shop.example.com"; null if it is no host. */
export function shopDomain(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host) ? host : null;
}

/** A Shopify product page: https://<shop>/products/<handle>. */
export function shopifyProductLink(domain: string, handle: string): string {
  return `https://${domain}/products/${encodeURIComponent(handle.trim().toLowerCase())}`;
}

/**
 * A WooCommerce product page from the export's ID column: WordPress answers
 * https://<shop>/?post_type=product&p=<ID> with a redirect to the product's permalink
 * (redirect_canonical in wp-includes/canonical.php; docs/imports.md), whatever permalinks the
 * shop uses. Null when the ID is not a post id.
 */
export function wooCommerceProductLink(domain: string, id: string): string | null {
  const postId = id.trim();
  return /^[1-9][0-9]{0,19}$/.test(postId)
    ? `https://${domain}/?post_type=product&p=${postId}`
    : null;
}

/**
 * The link field of a product page found in a file (judged as https, which the import makes of
 * http:// by default): an Amazon or eMAG page is that marketplace's link, any other page the shop
 * link; null when it is no link.
 */
export function externalLinkField(link: string): 'amazonUrl' | 'emagUrl' | 'shopifyUrl' | null {
  const https = link.trim().replace(/^http:\/\//i, 'https://');
  if (isAmazonUrl(https)) return 'amazonUrl';
  if (isEmagUrl(https)) return 'emagUrl';
  return isHttpsUrl(https) ? 'shopifyUrl' : null;
}

/** What the seller answers once per file (the mapping step asks what the file lacks). */
export interface SourceOptions {
  /** Amazon marketplace domain suffix ("de", "co.uk"). */
  amazonMarketplace?: string | null;
  /** The shop's domain, for Shopify handles and WooCommerce product ids. */
  shopDomain?: string | null;
  emagCountry?: EmagCountry | null;
  /** Statuses to import besides active ones. */
  include: { drafts: boolean; archived: boolean; giftCards: boolean };
  /** Link cells starting with http:// are imported as https://. */
  upgradeHttp: boolean;
}

export const DEFAULT_SOURCE_OPTIONS: SourceOptions = {
  include: { drafts: false, archived: false, giftCards: false },
  upgradeHttp: true,
};

/** Why rows did not become products of their own. */
export interface SourceSummary {
  products: number;
  /** Variant rows folded into their product (their SKUs kept). */
  variants: number;
  /** Image-only and other follow-on rows folded into their product. */
  images: number;
  skippedDrafts: number;
  skippedArchived: number;
  skippedGiftCards: number;
}

export interface SourceRows {
  rows: ImportRow[];
  summary: SourceSummary;
}

/** A sheet row: its number as the spreadsheet shows it and its cells. */
interface NumberedCells {
  row: number;
  cells: readonly string[];
}

const ACTIVE = new Set(['active', 'aktiv', 'actif', 'attivo', 'activo', 'actief', 'aktywny', 'aktywna', '1', 'activ', 'активен', 'aktív', 'true', 'yes']); // prettier-ignore
const ARCHIVED = new Set(['archived', 'archiviert', 'archive', 'archivé', 'archiviato', 'archivado']); // prettier-ignore

type Status = 'active' | 'draft' | 'archived';

function statusOf(text: string): Status {
  const folded = foldText(text.trim());
  if (folded === '' || ACTIVE.has(folded)) return 'active';
  return ARCHIVED.has(folded) ? 'archived' : 'draft';
}

const TRUE = new Set(['true', '1', 'yes', 'wahr', 'vrai', 'da']);

/** Lower case without accents, for a file's status and type values. */
const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const clip = (text: string) => text.trim().slice(0, IMPORT_CELL_MAX_LENGTH);

/** One product being assembled from its rows. */
interface Group {
  row: number;
  cells: ImportCells;
  skus: string[];
  status: Status;
  giftCard: boolean;
}

function newGroup(row: number): Group {
  return { row, cells: {}, skus: [], status: 'active', giftCard: false };
}

function addSku(group: Group, sku: string) {
  const value = clip(sku);
  if (!value) return;
  const key = value.toUpperCase();
  if (group.skus.some((known) => known.toUpperCase() === key)) return;
  group.skus.push(value);
}

/**
 * The template rows of a marketplace file: one per product as the marketplace groups them, with
 * links built from its codes and the answers in `options`, and what was folded or skipped.
 * `mapping` fills the remaining template fields (the seller may map more columns).
 */
export function sourceImportRows(
  sheetRows: readonly NumberedCells[],
  profile: SourceProfile,
  mapping: ImportMapping,
  options: SourceOptions,
): SourceRows {
  const summary: SourceSummary = {
    products: 0,
    variants: 0,
    images: 0,
    skippedDrafts: 0,
    skippedArchived: 0,
    skippedGiftCards: 0,
  };
  const at = (cells: readonly string[], role: Role) => {
    const column = profile.columns[role];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const mapped = (cells: readonly string[]) => {
    const out: ImportCells = {};
    mapping.forEach((field, column) => {
      if (field) out[field] = clip(cells[column] ?? '');
    });
    return out;
  };

  const groups: Group[] = [];
  const byKey = new Map<string, Group>();
  const group = (key: string, row: number) => {
    let found = key ? byKey.get(key) : undefined;
    if (!found) {
      found = newGroup(row);
      groups.push(found);
      if (key) byKey.set(key, found);
    }
    return found;
  };
  /** Sets cells a group does not have yet (the first row that has a value wins). */
  const fill = (target: Group, cells: ImportCells) => {
    for (const field of IMPORT_FIELDS) {
      const value = cells[field];
      if (value && !target.cells[field]) target.cells[field] = value;
    }
  };

  for (const { row, cells } of sheetRows) {
    const values = mapped(cells);
    switch (profile.source) {
      case 'amazonReport': {
        // Rows of one ASIN (an FBA and a merchant offer) are one product.
        const asin = at(cells, 'asin').toUpperCase();
        const target = group(asin ? `asin:${asin}` : '', row);
        if (target.row !== row) summary.variants++;
        if (target.row === row) target.status = statusOf(at(cells, 'status'));
        fill(target, values);
        addSku(target, at(cells, 'sku'));
        break;
      }
      case 'amazonFlatFile': {
        const sku = at(cells, 'sku');
        const parentSku = at(cells, 'parentSku');
        const isChild = foldText(at(cells, 'parentChild')) === 'child' && parentSku !== '';
        const target = group(`sku:${(isChild ? parentSku : sku).toUpperCase()}`, row);
        if (target.row !== row) summary.variants++;
        const idType = foldText(at(cells, 'productIdType'));
        const asin = idType === 'asin' ? at(cells, 'productId') : '';
        fill(target, { ...values, ...(asin ? { asin } : {}) });
        if (!isChild) target.cells.title = values.title || target.cells.title;
        addSku(target, isChild ? parentSku : sku);
        addSku(target, sku);
        break;
      }
      case 'shopify': {
        const handle = at(cells, 'handle');
        const target = group(handle ? `handle:${handle.toLowerCase()}` : '', row);
        const first = target.row === row;
        if (first) {
          target.status = statusOf(at(cells, 'status'));
          target.giftCard = TRUE.has(foldText(at(cells, 'giftCard')));
          // A product URL column, when the file has one, wins over the link built from the domain.
          if (handle && options.shopDomain && !values.shopifyUrl) {
            target.cells.shopifyUrl = shopifyProductLink(options.shopDomain, handle);
          }
        } else if (at(cells, 'sku') || values.title) summary.variants++;
        else summary.images++;
        fill(target, values);
        addSku(target, at(cells, 'sku'));
        break;
      }
      case 'woocommerce': {
        const type = foldText(at(cells, 'type'));
        const parent = at(cells, 'parent');
        const isVariation = /\bvariation\b/.test(type) && parent !== '';
        const ownKey = at(cells, 'id') ? `id:${at(cells, 'id')}` : '';
        // "Parent" holds "id:123" or the parent's SKU.
        const parentKey = /^id:/i.test(parent)
          ? `id:${parent.slice(3).trim()}`
          : `sku:${parent.toUpperCase()}`;
        const target = isVariation ? group(parentKey, row) : group(ownKey, row);
        if (!isVariation) {
          const sku = at(cells, 'sku');
          if (sku) byKey.set(`sku:${sku.toUpperCase()}`, target);
          const published = at(cells, 'published');
          target.status = published === '1' || published === '' ? 'active' : 'draft';
          target.giftCard = /gift|voucher|gutschein|bon|coupon/.test(type);
          fill(target, values);
          // An external (affiliate) product is sold where its External URL points: that is its
          // Amazon, eMAG or shop link, not the shop's page that only links there.
          const external = clip(at(cells, 'externalUrl'));
          const externalField = external ? externalLinkField(external) : null;
          if (externalField) {
            if (!target.cells[externalField]) target.cells[externalField] = external;
          } else {
            const link =
              options.shopDomain && wooCommerceProductLink(options.shopDomain, at(cells, 'id'));
            if (link) target.cells.shopifyUrl = link;
          }
        } else {
          summary.variants++;
        }
        addSku(target, at(cells, 'sku'));
        break;
      }
      case 'emag': {
        const code = at(cells, 'partNumberKey');
        const target = group(code ? `pnk:${code.toUpperCase()}` : '', row);
        if (target.row !== row) summary.variants++;
        else target.status = statusOf(at(cells, 'status'));
        if (code && options.emagCountry && !target.cells.emagUrl) {
          target.cells.emagUrl = emagProductLink(code, options.emagCountry);
        }
        fill(target, values);
        // A new name proposed in "Name" wins; else the name eMAG validated and shows
        // (docs/imports.md, "eMAG offers file"), unless the seller imports no title at all.
        const validated = clip(at(cells, 'validatedName'));
        if (!target.cells.title && validated && mapping.includes('title')) {
          target.cells.title = validated;
        }
        addSku(target, at(cells, 'sku'));
        break;
      }
      case 'own': {
        const target = newGroup(row);
        target.cells = values;
        groups.push(target);
        break;
      }
    }
  }

  const rows: ImportRow[] = [];
  for (const item of groups) {
    if (item.giftCard && !options.include.giftCards) {
      summary.skippedGiftCards++;
      continue;
    }
    if (item.status === 'draft' && !options.include.drafts) {
      summary.skippedDrafts++;
      continue;
    }
    if (item.status === 'archived' && !options.include.archived) {
      summary.skippedArchived++;
      continue;
    }
    const cells: ImportCells = { ...item.cells };
    if (profile.source !== 'own') {
      if (item.skus[0]) cells.sku = item.skus[0];
      if (cells.asin && options.amazonMarketplace) {
        cells.amazonMarketplace = options.amazonMarketplace;
      }
    }
    if (options.upgradeHttp) {
      for (const field of ['amazonUrl', 'emagUrl', 'shopifyUrl'] as const) {
        const link = cells[field];
        if (link && /^http:\/\//i.test(link)) cells[field] = `https://${link.slice(7)}`;
      }
    }
    if (!Object.values(cells).some(Boolean)) continue;
    const variantSkus = item.skus.slice(1);
    rows.push({ row: item.row, cells, ...(variantSkus.length > 0 ? { variantSkus } : {}) });
  }
  summary.products = rows.length;
  return { rows, summary };
}
