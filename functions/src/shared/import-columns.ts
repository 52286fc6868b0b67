import { VARIANT_SKUS_SEPARATOR } from './import-rows.js';
import { IMPORT_CELL_MAX_LENGTH, IMPORT_FIELDS, type ImportField } from './schemas/import-job.js';
import { foldText } from './search-keys.js';

/**
 * Column headers of product imports (docs/decisions.md, "Imports"): the template's columns, and the aliases a header
 * is matched by automatically, in English and the app's 23 languages. Headers are compared
 * folded (lower case, no accents) and without spaces or punctuation, so "Product name",
 * "product_name" and "PRODUCT-NAME" are one alias.
 */

/** The template's header row (and the export's): one column per field, in this order. */
export const IMPORT_TEMPLATE_HEADERS: Record<ImportField, string> = {
  title: 'Title',
  sku: 'SKU',
  variantSkus: 'Variant SKUs',
  amazonUrl: 'Amazon link',
  asin: 'ASIN',
  amazonMarketplace: 'Amazon marketplace',
  emagUrl: 'eMAG link',
  shopifyUrl: 'Shopify link',
  minRating: 'Minimum rating',
  complianceMode: 'Compliance mode',
  templateName: 'Template',
};

/** The template's example row. */
export const IMPORT_TEMPLATE_EXAMPLE: Record<ImportField, string> = {
  title: 'Bamboo cutting board',
  sku: 'BCB-001',
  variantSkus: 'BCB-001-FBA, BCB-001 (XL)',
  amazonUrl: 'https://www.amazon.de/dp/B07PGL2ZSL',
  asin: '',
  amazonMarketplace: '',
  emagUrl: 'https://www.emag.ro/tocator-bambus/pd/DQ5B1FMBM/',
  shopifyUrl: '',
  minRating: '4',
  complianceMode: 'yes',
  templateName: '',
};

/**
 * Whole-header aliases by field. English first, then (roughly) en, fr, bg, cs, da, de, el, es,
 * et, fi, ga, hr, hu, it, lt, lv, nl, pl, pt, ro, sk, sl, sv. A header is matched whole, never by
 * a word inside it: "Shopify metafield: color" is no Shopify link, "Product Name Validation" no
 * title.
 */
// prettier-ignore
const ALIASES: Record<ImportField, readonly string[]> = {
  title: [
    'title', 'product title', 'product name', 'name', 'product', 'item name', 'item', 'item title',
    'listing title', 'titre', 'nom', 'nom du produit', 'produit', 'titre du produit', 'заглавие',
    'име', 'продукт', 'име на продукта', 'наименование', 'název', 'nazev', 'produkt',
    'název produktu', 'titel', 'produktnavn', 'navn', 'produktname', 'bezeichnung', 'artikelname',
    'artikel', 'produkttitel', 'τίτλος', 'όνομα', 'προϊόν', 'όνομα προϊόντος', 'título', 'nombre',
    'producto', 'nombre del producto', 'pealkiri', 'toode', 'toote nimi', 'nimetus', 'otsikko',
    'nimi', 'tuote', 'tuotteen nimi', 'teideal', 'ainm', 'táirge', 'ainm an táirge', 'naslov',
    'proizvod', 'naziv', 'naziv proizvoda', 'cím', 'termék', 'terméknév', 'termék neve',
    'megnevezés', 'titolo', 'nome', 'prodotto', 'nome prodotto', 'nome del prodotto', 'pavadinimas',
    'produktas', 'prekė', 'prekės pavadinimas', 'nosaukums', 'produkts', 'produkta nosaukums',
    'naam', 'productnaam', 'producttitel', 'tytuł', 'nazwa', 'nazwa produktu', 'nome do produto',
    'produto', 'título do produto', 'titlu', 'produs', 'denumire', 'nume', 'nume produs',
    'denumire produs', 'titlu produs', 'názov', 'názov produktu', 'izdelek', 'ime izdelka',
    'produktnamn', 'benämning', 'namn',
  ],
  sku: [
    'sku', 'seller sku', 'item sku', 'sku code', 'product code', 'item code', 'item number',
    'article number', 'part number', 'mpn', 'ref', 'reference', 'référence', 'référence produit',
    'code produit', 'code article', 'код', 'артикул', 'код на продукта', 'артикулен номер', 'kód',
    'kód produktu', 'katalogové číslo', 'varenummer', 'varenr', 'produktkode', 'artikelnummer',
    'artikelnr', 'art nr', 'produktcode', 'artikel nr', 'κωδικός', 'κωδικός προϊόντος',
    'referencia', 'código', 'código de producto', 'tootekood', 'kood', 'tuotekoodi', 'koodi',
    'tuotenumero', 'cód', 'cód táirge', 'šifra', 'šifra proizvoda', 'kod proizvoda', 'cikkszám',
    'termékkód', 'kód', 'codice', 'codice articolo', 'codice prodotto', 'riferimento',
    'prekės kodas', 'kodas', 'preces kods', 'kods', 'artikula numurs', 'productcode', 'artikelcode',
    'kod', 'kod produktu', 'indeks', 'numer katalogowy', 'código do produto', 'referência', 'cod',
    'cod produs', 'cod articol', 'cod sku', 'referință', 'kód produktu', 'koda', 'koda izdelka',
    'artikelnummer', 'produktkod',
  ],
  // Plural only: a "Variant SKU" column (Shopify's older export) holds one SKU per row.
  variantSkus: [
    'variant skus', 'other skus', 'ugs des variantes', 'skus des variantes', 'sku на вариантите',
    'varianten-skus', 'sku de variantes', 'sku delle varianti', 'sku varianti', 'sku wariantów',
    'sku das variantes', 'sku-uri variante', 'sku-uri ale variantelor', 'változatok sku-i',
  ],
  amazonUrl: [
    'amazon', 'amazon url', 'amazon link', 'amazon product link', 'amazon product url',
    'amazon page', 'link amazon', 'url amazon', 'lien amazon', 'amazon-link', 'amazon-url',
    'enlace amazon', 'collegamento amazon', 'odkaz amazon', 'linkki amazon', 'ссылка amazon',
    'връзка amazon', 'σύνδεσμος amazon', 'link do amazon', 'link la amazon', 'amazon länk',
  ],
  asin: [
    'asin', 'amazon asin', 'asin code',
  ],
  amazonMarketplace: [
    'marketplace', 'amazon marketplace', 'amazon market', 'amazon site', 'amazon domain',
    'amazon country', 'amazon store',
  ],
  emagUrl: [
    'emag', 'emag url', 'emag link', 'emag product link', 'emag product url', 'link emag',
    'url emag', 'lien emag', 'link produs emag', 'връзка emag', 'emag link produs',
  ],
  shopifyUrl: [
    'shopify', 'shopify url', 'shopify link', 'shopify product link', 'link shopify',
    'shop link', 'shop url', 'store link', 'store url', 'online shop', 'webshop', 'website',
    'product url', 'product link', 'permalink', 'own website url', 'url site propriu',
    'url на собствения сайт', 'saját weboldal url',
  ],
  minRating: [
    'min rating', 'minimum rating', 'minimum rating required', 'min stars', 'minimum stars',
    'rating threshold', 'threshold', 'note minimale', 'note min', 'évaluation minimale',
    'минимална оценка', 'мин оценка', 'minimální hodnocení', 'min hodnocení', 'minimumsvurdering',
    'min vurdering', 'mindestbewertung', 'min bewertung', 'mindestanzahl sterne', 'mindeststerne',
    'ελάχιστη βαθμολογία', 'valoración mínima', 'calificación mínima', 'puntuación mínima',
    'minimaalne hinnang', 'vähimmäisarvio', 'min arvio', 'rátáil íosta', 'minimalna ocjena',
    'min ocjena', 'minimális értékelés', 'min értékelés', 'valutazione minima', 'voto minimo',
    'minimalus įvertinimas', 'minimālais vērtējums', 'minimale beoordeling', 'min beoordeling',
    'minimalna ocena', 'min ocena', 'avaliação mínima', 'classificação mínima', 'rating minim',
    'notă minimă', 'nota minima', 'evaluare minimă', 'stele minime', 'prag', 'minimálne hodnotenie',
    'najnižja ocena', 'lägsta betyg', 'minsta betyg',
  ],
  complianceMode: [
    'compliance', 'compliance mode', 'amazon compliance', 'conformité', 'mode conformité',
    'съответствие', 'режим на съответствие', 'soulad', 'režim souladu', 'overholdelse',
    'konformität', 'compliance modus', 'konformitätsmodus', 'συμμόρφωση', 'cumplimiento',
    'modo de cumplimiento', 'vastavus', 'vaatimustenmukaisuus', 'comhlíonadh', 'usklađenost',
    'megfelelőség', 'conformità', 'modalità conformità', 'atitiktis', 'atbilstība', 'naleving',
    'zgodność', 'tryb zgodności', 'conformidade', 'conformitate', 'mod conformitate', 'súlad',
    'skladnost', 'efterlevnad',
  ],
  templateName: [
    'template', 'template name', 'card template', 'modèle', 'nom du modèle', 'шаблон', 'šablona',
    'skabelon', 'vorlage', 'kartenvorlage', 'πρότυπο', 'plantilla', 'mall', 'pohja', 'malli',
    'teimpléad', 'predložak', 'sablon', 'modello', 'šablonas', 'veidne', 'sjabloon', 'szablon',
    'modelo', 'șablon', 'nume șablon', 'šablóna', 'predloga',
  ],
};

/** "Product name" → "productname": folded, letters and digits only. */
export function normalizeHeader(header: string): string {
  return foldText(header).replace(/[^\p{L}\p{N}]+/gu, '');
}

const aliasIndex = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  for (const alias of [IMPORT_TEMPLATE_HEADERS[field], ...ALIASES[field]]) {
    const key = normalizeHeader(alias);
    if (!aliasIndex.has(key)) aliasIndex.set(key, field);
  }
}

/** The field one header stands for (matched whole, after normalizeHeader), or null. */
export function matchImportHeader(header: string): ImportField | null {
  const key = normalizeHeader(header);
  return key ? (aliasIndex.get(key) ?? null) : null;
}

/** A column mapping: for each column (by position) the field it fills, or null (ignored). */
export type ImportMapping = (ImportField | null)[];

/**
 * The automatic mapping of a header row: each header to its field; a field already taken by an
 * earlier column leaves later columns with the same meaning ignored (the seller can change it).
 */
export function autoMapImportColumns(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = matchImportHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Fields mapped to more than one column (the screen refuses to go on with these). */
export function duplicateMappedFields(mapping: ImportMapping): ImportField[] {
  const seen = new Set<ImportField>();
  const duplicates = new Set<ImportField>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field)) duplicates.add(field);
    seen.add(field);
  }
  return [...duplicates];
}

/** What an export writes of a product: its import fields, as the import reads them back. */
export interface ExportableProduct {
  title: string;
  sku?: string;
  variantSkus?: readonly string[];
  links: { amazon?: string; emag?: string; shopify?: string };
  minRating: number;
  complianceMode: boolean;
}

/**
 * Variant SKUs as one cell, "A-1, A-2", as many as fit the length a cell is imported with (the
 * rest would be cut mid-SKU; at 100 SKUs of 20 characters all fit).
 */
function variantSkusCell(skus: readonly string[]): string {
  let text = '';
  for (const sku of skus) {
    const next = text ? `${text}${VARIANT_SKUS_SEPARATOR}${sku}` : sku;
    if (next.length >= IMPORT_CELL_MAX_LENGTH) break;
    text = next;
  }
  return text;
}

/**
 * One product as a row of the template's columns (docs/decisions.md, "Export products and rejected rows"), such that
 * importing the file unchanged finds every product again (by SKU, else by link) and changes
 * nothing. The Amazon link is written whole (ASIN and marketplace stay empty), compliance mode
 * as yes / no. The Template column stays empty: a template named there is applied again on
 * import, which would undo card changes made since; a seller who wants one applied names it.
 */
export function productExportCells(product: ExportableProduct): Record<ImportField, string> {
  return {
    title: product.title,
    sku: product.sku ?? '',
    variantSkus: variantSkusCell(product.variantSkus ?? []),
    amazonUrl: product.links.amazon ?? '',
    asin: '',
    amazonMarketplace: '',
    emagUrl: product.links.emag ?? '',
    shopifyUrl: product.links.shopify ?? '',
    minRating: String(product.minRating),
    complianceMode: product.complianceMode ? 'yes' : 'no',
    templateName: '',
  };
}
