import {
  findDuplicateRows,
  ImportProductIndex,
  newProductInput,
  planImportRow,
  readImportRow,
  type ImportRow,
  type ImportTitleMode,
} from '@shared';
import {
  amazonMarketplaceGuess,
  DEFAULT_SOURCE_OPTIONS,
  emagCountryGuess,
  recognizeImportSource,
  sourceImportRows,
  type SourceOptions,
} from '@shared/import-sources';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  EMAG_RO_PRODUCTS,
  emagPanelXls,
  improveDocumentationRows,
  updateOffersRows,
} from '@/testing/emag-panel-files';
import { utf8, windows1252, withBom } from '@/testing/encodings';
import { parseImportFile } from './parse-file';
import { planPreview, prepareRows } from './preview';

/**
 * Files laid out as the marketplaces write them (docs/imports.md names the published layouts these
 * follow), run through the worker's parser, the source recognition and the planner.
 */

const tsv = (rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\r\n') + '\r\n';
const csv = (rows: string[][], delimiter = ',') =>
  rows
    .map((cells) =>
      cells
        .map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(delimiter),
    )
    .join('\n') + '\n';

async function read(name: string, bytes: Uint8Array, options: Partial<SourceOptions> = {}) {
  const { parsed } = await parseImportFile(name, bytes);
  const profile = recognizeImportSource(parsed.sheet.headers);
  const built = sourceImportRows(parsed.sheet.rows, profile, profile.mapping, {
    ...DEFAULT_SOURCE_OPTIONS,
    ...options,
    include: { ...DEFAULT_SOURCE_OPTIONS.include, ...options.include },
  });
  return { parsed, profile, ...built };
}

/** The planner's verdict on new rows for a seller with no products. */
function preview(rows: ImportRow[]) {
  const { reads } = prepareRows(rows);
  return planPreview(reads, [], [], { headline: 'Scan me', callToAction: 'Rate us' });
}

// Amazon's "All Listings Report" (Seller Central → Inventory → Inventory Reports), as the
// marketplace writes it: tab-separated, Windows-1252 in Europe. Two offers of one ASIN (merchant
// and FBA) are one product.
const AMAZON_EN_HEADER = [
  'item-name', 'item-description', 'listing-id', 'seller-sku', 'price', 'quantity', 'open-date',
  'image-url', 'item-is-marketplace', 'product-id-type', 'zshop-shipping-fee', 'item-note',
  'item-condition', 'zshop-category1', 'zshop-browse-path', 'zshop-storefront-feature', 'asin1',
  'asin2', 'asin3', 'will-ship-internationally', 'expedited-shipping', 'zshop-boldface',
  'product-id', 'bid-for-featured-placement', 'add-delete', 'pending-quantity',
  'fulfillment-channel', 'merchant-shipping-group', 'status',
]; // prettier-ignore
function amazonRow(header: string[], values: Record<string, string>) {
  return header.map((name) => values[name] ?? '');
}

const cuttingBoard =
  'Ecosa Bamboo Cutting Board with Juice Groove – Large 45 x 30 cm, Reversible, Dishwasher Safe';

describe('Amazon All Listings report', () => {
  it('English, Windows-1252: recognised, asks for the marketplace, one product per ASIN', async () => {
    const file = windows1252(
      tsv([
        AMAZON_EN_HEADER,
        amazonRow(AMAZON_EN_HEADER, {
          'item-name': cuttingBoard,
          'seller-sku': 'BCB-45 (L)',
          asin1: 'B07PGL2ZSL',
          price: '24.99',
          'fulfillment-channel': 'DEFAULT',
          status: 'Active',
        }),
        amazonRow(AMAZON_EN_HEADER, {
          'item-name': cuttingBoard,
          'seller-sku': 'BCB-45-FBA',
          asin1: 'B07PGL2ZSL',
          'fulfillment-channel': 'AMAZON_EU',
          status: 'Active',
        }),
        amazonRow(AMAZON_EN_HEADER, {
          'item-name': 'Café crème mug 350 ml',
          'seller-sku': 'MUG&CO-1',
          asin1: 'B0C1234567',
          status: 'Inactive',
        }),
        amazonRow(AMAZON_EN_HEADER, {
          'item-name': 'Bread knife',
          'seller-sku': 'KN-1',
          asin1: 'B0KNIFE001',
          status: 'Active',
        }),
      ]),
    );
    const withoutMarketplace = await read('All+Listings+Report.txt', file);
    expect(withoutMarketplace.parsed.encoding).toBe('windows-1252');
    expect(withoutMarketplace.profile.source).toBe('amazonReport');
    // English headers do not tell the marketplace: the screen asks.
    expect(amazonMarketplaceGuess(withoutMarketplace.profile.language)).toBeNull();
    // Without an answer nothing is invented: the row says what is missing.
    expect(preview(withoutMarketplace.rows).rejected[0]!.issues).toEqual([
      { field: 'amazonMarketplace', code: 'import.marketplaceRequired' },
    ]);

    const { rows, summary } = await read('All+Listings+Report.txt', file, {
      amazonMarketplace: 'co.uk',
    });
    expect(summary).toMatchObject({ products: 2, variants: 1, skippedDrafts: 1 });
    expect(rows[0]).toEqual({
      row: 2,
      cells: {
        title: cuttingBoard,
        sku: 'BCB-45 (L)',
        asin: 'B07PGL2ZSL',
        amazonMarketplace: 'co.uk',
      },
      variantSkus: ['BCB-45-FBA'],
    });
    const { reads } = prepareRows(rows);
    expect(reads[0]!.values.links.amazon).toBe('https://www.amazon.co.uk/dp/B07PGL2ZSL');
    expect(preview(rows).counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
  });

  it('German headers (Händler-SKU, Artikelbezeichnung): recognised, amazon.de guessed', async () => {
    const header = [
      'Artikelbezeichnung', 'Artikelbeschreibung', 'Angebotsnummer', 'Händler-SKU', 'Preis',
      'Menge', 'Erstellungsdatum', 'Produkt-ID-Typ', 'Zustand', 'ASIN 1', 'Produkt-ID',
      'Versender', 'Status',
    ]; // prettier-ignore
    const file = windows1252(
      tsv([
        header,
        amazonRow(header, {
          Artikelbezeichnung: 'Schneidebrett aus Bambus – groß, für Küche & Grill',
          'Händler-SKU': 'SB-GROß 1',
          'ASIN 1': 'B07PGL2ZSL',
          Status: 'Aktiv',
        }),
      ]),
    );
    const { profile, rows } = await read('Alle+Angebote.txt', file, {
      amazonMarketplace: amazonMarketplaceGuess(recognizeImportSource(header).language),
    });
    expect(profile).toMatchObject({ source: 'amazonReport', language: 'de' });
    expect(amazonMarketplaceGuess(profile.language)).toBe('de');
    expect(rows[0]!.cells).toMatchObject({
      title: 'Schneidebrett aus Bambus – groß, für Küche & Grill',
      sku: 'SB-GROß 1',
    });
    const { reads } = prepareRows(rows);
    expect(reads[0]!.values.links.amazon).toBe('https://www.amazon.de/dp/B07PGL2ZSL');
  });

  it.each([
    ['fr', ['nom-produit', 'sku-vendeur', 'asin1', 'état'], 'fr'],
    ['it', ["Nome dell'articolo", 'SKU venditore', 'ASIN 1', 'stato'], 'it'],
    ['es', ['Título del producto', 'SKU del vendedor', 'asin1', 'estado'], 'es'],
    ['nl', ['Artikelnaam', 'SKU verkoper', 'asin1', 'status'], 'nl'],
    ['pl', ['Nazwa produktu', 'SKU sprzedawcy', 'asin1', 'status'], 'pl'],
    ['sv', ['Artikelnamn', 'Säljar-SKU', 'asin1', 'status'], 'se'],
  ])('%s headers: recognised, the marketplace guessed', (language, header, marketplace) => {
    const profile = recognizeImportSource(header);
    expect(profile).toMatchObject({ source: 'amazonReport', language });
    expect(amazonMarketplaceGuess(profile.language)).toBe(marketplace);
  });

  it('category flat file: the header on row 3 under the TemplateType rows, children grouped', async () => {
    const file = utf8(
      tsv([
        ['TemplateType=fptcustom', 'Version=2023.0415', 'TemplateSignature=SE9NRQ==', 'The top 3 rows are for Amazon.com use only. Do not modify or delete the top 3 rows.'],
        ['Product Type', 'Seller SKU', 'Brand Name', 'Product Name', 'Product ID', 'Product ID Type', 'Parentage', 'Parent SKU', 'Amazon link'],
        ['feed_product_type', 'item_sku', 'brand_name', 'item_name', 'external_product_id', 'external_product_id_type', 'parent_child', 'parent_sku', 'relationship_type'],
        ['kitchen', 'TOWEL-P', 'Ecosa', 'Ecosa linen tea towel', '', '', 'parent', '', ''],
        ['kitchen', 'TOWEL-RED', 'Ecosa', 'Ecosa linen tea towel, red', 'B0TOWELRED', 'ASIN', 'child', 'TOWEL-P', 'Variation'],
        ['kitchen', 'TOWEL-BLUE', 'Ecosa', 'Ecosa linen tea towel, blue', 'B0TOWELBLU', 'ASIN', 'child', 'TOWEL-P', 'Variation'],
      ]),
    ); // prettier-ignore
    const { parsed, profile, rows, summary } = await read('Flat.File.Kitchen.txt', file, {
      amazonMarketplace: 'com',
    });
    expect(parsed.sheet.headerRow).toBe(3);
    expect(profile.source).toBe('amazonFlatFile');
    // "Amazon link" on row 2 is a label, not a column of links.
    expect(profile.mapping.filter(Boolean)).toEqual(['sku', 'title']);
    expect(summary).toMatchObject({ products: 1, variants: 2 });
    expect(rows).toEqual([
      {
        row: 4,
        cells: {
          sku: 'TOWEL-P',
          title: 'Ecosa linen tea towel',
          asin: 'B0TOWELRED',
          amazonMarketplace: 'com',
        },
        variantSkus: ['TOWEL-RED', 'TOWEL-BLUE'],
      },
    ]);
  });
});

// Shopify's product export (Products → Export), current layout.
const SHOPIFY_NEW_HEADER = [
  'Title', 'URL handle', 'Description', 'Vendor', 'Product category', 'Type', 'Tags',
  'Published on online store', 'Status', 'SKU', 'Barcode', 'Option1 name', 'Option1 value',
  'Price', 'Compare-at price', 'Product image URL', 'Image position', 'Gift card',
  'Shopify metafield: custom.amazon_color',
]; // prettier-ignore

describe('Shopify product export', () => {
  it('current layout: variants and image rows folded into one product per handle', async () => {
    const rows = [
      SHOPIFY_NEW_HEADER,
      ['Linen tea towel', 'linen-tea-towel', '<p>Soft</p>', 'Ecosa', '', '', '', 'TRUE', 'Active', 'TOWEL-RED', '', 'Color', 'Red', '9,90', '', 'https://cdn.shopify.com/a.jpg', '1', 'FALSE', 'red'],
      ['', 'linen-tea-towel', '', '', '', '', '', '', '', 'TOWEL-BLUE', '', '', 'Blue', '9,90', '', '', '', '', ''],
      ['', 'linen-tea-towel', '', '', '', '', '', '', '', '', '', '', '', '', '', 'https://cdn.shopify.com/b.jpg', '2', '', ''],
      ['Winter mug', 'winter-mug', '', 'Ecosa', '', '', '', 'FALSE', 'Draft', 'MUG-W', '', '', '', '12', '', '', '', 'FALSE', ''],
      ['Old apron', 'old-apron', '', 'Ecosa', '', '', '', 'FALSE', 'Archived', 'APRON-1', '', '', '', '12', '', '', '', 'FALSE', ''],
      ['Gift card', 'gift-card', '', 'Ecosa', '', '', '', 'TRUE', 'Active', '', '', '', '', '25', '', '', '', 'TRUE', ''],
    ]; // prettier-ignore
    const file = utf8(csv(rows));
    const {
      profile,
      rows: built,
      summary,
    } = await read('products_export_1.csv', file, {
      shopDomain: 'ecosa.example.com',
    });
    expect(profile.source).toBe('shopify');
    // A metafield column naming a store is not that store's link.
    expect(profile.mapping.at(-1)).toBeNull();
    expect(summary).toEqual({
      products: 1,
      variants: 1,
      images: 1,
      skippedDrafts: 1,
      skippedArchived: 1,
      skippedGiftCards: 1,
    });
    expect(built).toEqual([
      {
        row: 2,
        cells: {
          title: 'Linen tea towel',
          sku: 'TOWEL-RED',
          shopifyUrl: 'https://ecosa.example.com/products/linen-tea-towel',
        },
        variantSkus: ['TOWEL-BLUE'],
      },
    ]);
    expect(preview(built).counts.created).toBe(1);

    const withDrafts = await read('products_export_1.csv', file, {
      shopDomain: 'ecosa.example.com',
      include: { drafts: true, archived: true, giftCards: false },
    });
    expect(withDrafts.summary.products).toBe(3);
  });

  it('a product URL column added to the export is the shop link', async () => {
    const rows = [
      ['Title', 'URL handle', 'Status', 'SKU', 'Product URL', 'Shopify metafield: shopify.color'],
      ['Bamboo board', 'bamboo-board', 'Active', 'B-1', 'https://shop.example.com/products/board', 'red'],
    ]; // prettier-ignore
    const { profile, rows: built } = await read('products_export_1.csv', utf8(csv(rows)), {
      shopDomain: 'other.example.com',
    });
    expect(profile.mapping).toEqual(['title', null, null, 'sku', 'shopifyUrl', null]);
    expect(built[0]!.cells.shopifyUrl).toBe('https://shop.example.com/products/board');
  });

  it('older layout (Handle, Variant SKU, Image Src), without a shop domain: no link invented', async () => {
    const rows = [
      ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Grams', 'Variant Price', 'Image Src', 'Image Position', 'Gift Card', 'Status'],
      ['bamboo-board', 'Bamboo board', '', 'Ecosa', '', '', 'TRUE', 'Title', 'Default Title', 'BCB-45 (L)', '900', '24.99', 'https://cdn.shopify.com/c.jpg', '1', 'FALSE', 'active'],
      ['bamboo-board', '', '', '', '', '', '', '', '', '', '', '', 'https://cdn.shopify.com/d.jpg', '2', '', ''],
    ]; // prettier-ignore
    const { profile, rows: built, summary } = await read('products_export.csv', utf8(csv(rows)));
    expect(profile.source).toBe('shopify');
    expect(summary).toMatchObject({ products: 1, images: 1 });
    expect(built).toEqual([{ row: 2, cells: { title: 'Bamboo board', sku: 'BCB-45 (L)' } }]);
  });
});

// WooCommerce's product export (Products → Export): UTF-8 with a byte-order mark.
describe('WooCommerce export', () => {
  const header = [
    'ID', 'Type', 'SKU', 'Name', 'Published', 'Is featured?', 'Visibility in catalog',
    'Short description', 'Regular price', 'Categories', 'Images', 'Parent', 'Attribute 1 name',
    'Attribute 1 value(s)',
  ]; // prettier-ignore

  it('English: one product per parent, variations’ SKUs kept, drafts, private and vouchers left out', async () => {
    const rows = [
      header,
      ['101', 'variable', 'TSHIRT', 'Organic T-shirt', '1', '0', 'visible', '', '', 'Clothing', '', '', 'Size', 'S, M, L'],
      ['102', 'variation', 'TSHIRT-S', 'Organic T-shirt - S', '1', '0', 'visible', '', '19,90', '', '', 'id:101', 'Size', 'S'],
      ['103', 'variation', 'TSHIRT-M', 'Organic T-shirt - M', '1', '0', 'visible', '', '19,90', '', '', 'id:101', 'Size', 'M'],
      ['104', 'variation', 'TSHIRT-L', 'Organic T-shirt - L', '1', '0', 'visible', '', '21,50', '', '', 'TSHIRT', 'Size', 'L'],
      ['110', 'simple', 'MUG-1', 'Stoneware mug', '-1', '0', 'visible', '', '12,00', '', '', '', '', ''],
      ['111', 'simple, virtual', 'SECRET-1', 'Members box', '0', '0', 'hidden', '', '30,00', '', '', '', '', ''],
      ['112', 'pw-gift-card', 'VOUCHER-25', 'Gift voucher', '1', '0', 'visible', '', '25,00', '', '', '', '', ''],
      ['113', 'simple', 'BOARD-1', 'Bamboo board', '1', '1', 'visible', '', '24,99', '', '', '', '', ''],
    ]; // prettier-ignore
    const {
      parsed,
      profile,
      rows: built,
      summary,
    } = await read('wc-product-export-26-11-2026.csv', withBom(csv(rows)));
    expect(parsed.encoding).toBe('utf-8');
    expect(parsed.sheet.headers[0]).toBe('ID');
    expect(profile.source).toBe('woocommerce');
    expect(summary).toMatchObject({
      products: 2,
      variants: 3,
      skippedDrafts: 2,
      skippedGiftCards: 1,
    });
    expect(built).toEqual([
      {
        row: 2,
        cells: { sku: 'TSHIRT', title: 'Organic T-shirt' },
        variantSkus: ['TSHIRT-S', 'TSHIRT-M', 'TSHIRT-L'],
      },
      { row: 9, cells: { sku: 'BOARD-1', title: 'Bamboo board' } },
    ]);
    expect(preview(built).counts.created).toBe(2);

    // With the shop's domain, each product gets the address WordPress forwards to its page.
    const linked = await read('wc-product-export-26-11-2026.csv', withBom(csv(rows)), {
      shopDomain: 'shop.example.com',
    });
    expect(linked.rows.map((row) => row.cells.shopifyUrl)).toEqual([
      'https://shop.example.com/?post_type=product&p=101',
      'https://shop.example.com/?post_type=product&p=113',
    ]);
    // Two products of one shop are two products (their links differ by the id alone).
    expect(preview(linked.rows).counts.created).toBe(2);
  });

  it('an external product gets the link of the page it is sold on, not the shop’s own page', async () => {
    const rows = [
      [...header, 'External URL', 'Button text'],
      ['201', 'external', 'BOARD-AMZ', 'Bamboo board (on Amazon)', '1', '0', 'visible', '', '', '', '', '', '', '', 'https://www.amazon.de/dp/B07PGL2ZSL?tag=ecosa-21', 'Buy on Amazon'],
      ['202', 'external', 'BOWL-EMAG', 'Olive bowl (on eMAG)', '1', '0', 'visible', '', '', '', '', '', '', '', 'http://www.emag.ro/bol-maslin/pd/DR4W6Y2ZA/', 'Cumpără de pe eMAG'],
      ['203', 'external', 'APRON-ETSY', 'Linen apron (on Etsy)', '1', '0', 'visible', '', '', '', '', '', '', '', 'https://www.etsy.com/listing/123456789/linen-apron', 'Buy on Etsy'],
      ['204', 'external', 'BROKEN-1', 'Broken external', '1', '0', 'visible', '', '', '', '', '', '', '', 'not a link', 'Buy'],
      ['205', 'simple', 'MUG-1', 'Stoneware mug', '1', '0', 'visible', '', '12,00', '', '', '', '', '', '', ''],
    ]; // prettier-ignore
    const { profile, rows: built } = await read('wc-product-export.csv', withBom(csv(rows)), {
      shopDomain: 'shop.example.com',
    });
    expect(profile.source).toBe('woocommerce');
    expect(
      built.map((row) => [row.cells.amazonUrl, row.cells.emagUrl, row.cells.shopifyUrl]),
    ).toEqual([
      ['https://www.amazon.de/dp/B07PGL2ZSL?tag=ecosa-21', undefined, undefined],
      [undefined, 'https://www.emag.ro/bol-maslin/pd/DR4W6Y2ZA/', undefined],
      [undefined, undefined, 'https://www.etsy.com/listing/123456789/linen-apron'],
      [undefined, undefined, 'https://shop.example.com/?post_type=product&p=204'],
      [undefined, undefined, 'https://shop.example.com/?post_type=product&p=205'],
    ]);
    const { reads } = prepareRows(built);
    expect(reads[0]!.linkKeys).toEqual(['amazon:B07PGL2ZSL']);
    expect(reads[1]!.linkKeys).toEqual(['emag:DR4W6Y2ZA']);
    expect(preview(built).counts).toMatchObject({ created: 5, rejected: 0 });
  });

  it('a row without a post id gets no shop link', async () => {
    const rows = [
      header,
      ['', 'simple', 'MUG-1', 'Stoneware mug', '1', '0', 'visible', '', '12,00', '', '', '', '', ''],
      ['abc', 'simple', 'MUG-2', 'Tall mug', '1', '0', 'visible', '', '12,00', '', '', '', '', ''],
    ]; // prettier-ignore
    const { rows: built } = await read('wc-export.csv', withBom(csv(rows)), {
      shopDomain: 'shop.example.com',
    });
    expect(built.map((row) => row.cells.shopifyUrl)).toEqual([undefined, undefined]);
  });

  it('German headers (Typ, Artikelnummer, Veröffentlicht), semicolons and decimal commas', async () => {
    const rows = [
      ['ID', 'Typ', 'Artikelnummer', 'Name', 'Veröffentlicht', 'Regulärer Preis', 'Übergeordnetes Produkt'],
      ['7', 'simple', 'SB-1', 'Schneidebrett „Eiche“', '1', '24,99', ''],
    ]; // prettier-ignore
    const { profile, rows: built } = await read('wc-export.csv', withBom(csv(rows, ';')));
    expect(profile.source).toBe('woocommerce');
    expect(built).toEqual([{ row: 2, cells: { sku: 'SB-1', title: 'Schneidebrett „Eiche“' } }]);
  });
});

// eMAG's offer export (Marketplace → Products → Export offers) with the API's field names, and
// the panel's Romanian sheet.
describe('eMAG offers file', () => {
  const longTitle =
    'Tocator din lemn de bambus Ecosa Kitchen Pro, cu canal pentru suc si manere laterale, ' +
    'reversibil, 45 x 30 x 2 cm, pentru carne, legume si paine, compatibil cu masina de spalat ' +
    'vase, natural, set de 3 bucati cu suport vertical, garantie 2 ani, model 2024 A';

  it('API field names: the eMAG country is asked, part_number_key becomes the eMAG link', async () => {
    const rows = [
      ['id', 'part_number', 'part_number_key', 'name', 'Product Name Validation', 'brand', 'sale_price', 'stock', 'status'],
      ['1', 'BCB-45 (L)', 'DQ5B1FMBM', longTitle, 'Approved', 'Ecosa', '119.99', '10', '1'],
      ['2', 'OLD-1', 'D1234ABCD', 'Tocator vechi', 'Approved', 'Ecosa', '9.99', '0', '0'],
      ['3', 'NOPNK-1', '', 'Tocator fara cod', 'Pending', 'Ecosa', '9.99', '0', '1'],
    ]; // prettier-ignore
    const file = utf8(csv(rows));
    const { profile, rows: built, summary } = await read('offers.csv', file, { emagCountry: 'bg' });
    expect(profile.source).toBe('emag');
    expect(emagCountryGuess(profile.language)).toBeNull();
    // "Product Name Validation" is no title column.
    expect(profile.mapping[4]).toBeNull();
    expect(summary).toMatchObject({ products: 2, skippedDrafts: 1 });
    expect(built[0]).toEqual({
      row: 2,
      cells: {
        sku: 'BCB-45 (L)',
        title: longTitle,
        emagUrl: 'https://www.emag.bg/preview/pd/DQ5B1FMBM/',
      },
    });
    // A row without a code keeps its SKU and gets no link.
    expect(built[1]!.cells).toEqual({ sku: 'NOPNK-1', title: 'Tocator fara cod' });
    const verdict = preview(built);
    expect(verdict.counts).toMatchObject({ created: 2, rejected: 0 });
  });

  it('Romanian panel sheet: eMAG.ro guessed', async () => {
    const rows = [
      ['Cod produs vanzator', 'Cod produs eMAG', 'Nume produs', 'Pret vanzare', 'Stare'],
      ['CAN-2', 'DZ9Y8X7WM', 'Cană ceramică 350 ml, set 2 bucăți', '59,90', 'activ'],
    ]; // prettier-ignore
    const { profile, rows: built } = await read('oferte.csv', withBom(csv(rows, ';')), {
      emagCountry: 'ro',
    });
    expect(profile).toMatchObject({ source: 'emag', language: 'ro' });
    expect(emagCountryGuess(profile.language)).toBe('ro');
    expect(built[0]!.cells.emagUrl).toBe('https://www.emag.ro/preview/pd/DZ9Y8X7WM/');
  });
});

describe('eMAG “Update offers” sheet as .xls', () => {
  const rows = [
    ['part_number', 'part_number_key', 'name', 'sale_price', 'status'],
    ['H&M (red) 12', 'DQ5B1FMBM', 'Tocător din bambus, 45 × 30 cm', 119.99, 1],
  ];

  it('old binary Excel (BIFF8) is read in the worker', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Instrucțiuni'], [], ...rows]), 'Oferte');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    expect([...bytes.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const {
      parsed,
      profile,
      rows: built,
    } = await read('update_offers.xls', bytes, {
      emagCountry: 'hu',
    });
    expect(parsed).toMatchObject({ kind: 'xls', sheetNames: ['Oferte'] });
    expect(parsed.sheet.headerRow).toBe(3);
    expect(profile.source).toBe('emag');
    expect(built).toEqual([
      {
        row: 4,
        cells: {
          sku: 'H&M (red) 12',
          title: 'Tocător din bambus, 45 × 30 cm',
          emagUrl: 'https://www.emag.hu/preview/pd/DQ5B1FMBM/',
        },
      },
    ]);
    expect(preview(built).counts).toMatchObject({ created: 1, rejected: 0 });
  });

  it('an HTML table saved as .xls (what many panels serve) is read too', async () => {
    const html =
      '<html><body><table>' +
      rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('') +
      '</table></body></html>';
    const {
      parsed,
      profile,
      rows: built,
    } = await read('update_offers.xls', utf8(html), {
      emagCountry: 'ro',
    });
    expect(parsed.kind).toBe('xls');
    expect(profile.source).toBe('emag');
    expect(built[0]!.cells.emagUrl).toBe('https://www.emag.ro/preview/pd/DQ5B1FMBM/');
  });
});

// eMAG's panel files (Products → XLS Import → "Update offers"; Product Content → "Improve product
// documentation"), as web/src/testing/emag-panel-files.ts lays them out.
describe('eMAG panel files', () => {
  const countries = { en: null, ro: 'ro', bg: 'bg', hu: 'hu' } as const;

  it.each(['en', 'ro', 'bg', 'hu'] as const)(
    '“Update offers” (%s): every offer is imported, titled by its Product Name Validation',
    async (language) => {
      const bytes = emagPanelXls(updateOffersRows(language, EMAG_RO_PRODUCTS), 'Offers');
      const { parsed, profile, rows, summary } = await read('update_offers.xls', bytes, {
        emagCountry: 'ro',
      });
      // The section row above the column names is no header.
      expect(parsed.sheet.headerRow).toBe(2);
      expect(profile.source).toBe('emag');
      expect(emagCountryGuess(profile.language)).toBe(countries[language]);
      // The only column naming the product is the title (the mapping step shows it so).
      expect(profile.mapping[4]).toBe('title');
      expect(summary).toMatchObject({ products: 11 });
      expect(rows[0]).toEqual({
        row: 3,
        cells: {
          title: 'Tocător din lemn de bambus Ecosa, cu canal pentru suc, 45 x 30 cm',
          sku: 'BCB-45 (L)',
          emagUrl: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/',
        },
      });
      const verdict = preview(rows);
      expect(verdict.counts).toEqual({ created: 11, updated: 0, unchanged: 0, rejected: 0 });
      expect(verdict.untitled).toEqual([]);
    },
  );

  it('“Improve product documentation”: a proposed Name wins, else Product Name Validation', async () => {
    const products = EMAG_RO_PRODUCTS.slice(0, 3).map((product, index) =>
      index === 1
        ? {
            ...product,
            proposedName: 'Tocător bambus Ecosa Kitchen Pro, 35 x 25 cm',
            ownWebsiteUrl: 'https://ecosa.example.ro/tocator-35',
          }
        : product,
    );
    for (const language of ['en', 'ro', 'bg', 'hu'] as const) {
      const bytes = emagPanelXls(improveDocumentationRows(language, products), 'Template');
      const { profile, rows } = await read('improve_documentation.xls', bytes, {
        emagCountry: 'bg',
      });
      expect(profile.source).toBe('emag');
      // "Name" is the title column; Product Name Validation fills in where it is empty.
      expect(profile.mapping[9]).toBe('title');
      expect(rows.map((row) => row.cells.title)).toEqual([
        products[0]!.validatedName,
        'Tocător bambus Ecosa Kitchen Pro, 35 x 25 cm',
        products[2]!.validatedName,
      ]);
      // The seller's own page of the product is its shop link.
      expect(rows[1]!.cells.shopifyUrl).toBe('https://ecosa.example.ro/tocator-35');
      expect(preview(rows).counts).toMatchObject({ created: 3, rejected: 0 });
    }
  });

  it('a row named nowhere is imported with a title made from its code, and the preview says so', async () => {
    const products = EMAG_RO_PRODUCTS.slice(0, 2).map((product, index) =>
      index === 0 ? { ...product, validatedName: '' } : product,
    );
    const bytes = emagPanelXls(updateOffersRows('ro', products), 'Oferte');
    const { rows } = await read('update_offers.xls', bytes, { emagCountry: 'ro' });
    expect(rows[0]!.cells.title).toBeUndefined();
    const { reads } = prepareRows(rows);
    const plan = planImportRow(reads[0]!, {
      index: new ImportProductIndex(),
      templates: new Map(),
      cardTexts: { headline: 'Scan me', callToAction: 'Rate us' },
      duplicates: new Map(),
      newProductId: () => 'p1',
    });
    expect(plan).toMatchObject({
      action: 'created',
      input: { title: 'eMAG DQ5B1FMBM', sku: 'BCB-45 (L)' },
      needsTitle: true,
    });
    const verdict = preview(rows);
    expect(verdict.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(verdict.untitled).toEqual([{ row: 3, title: 'eMAG DQ5B1FMBM' }]);
  });
});

describe('your own spreadsheet', () => {
  it('is mapped by its headers; http:// links are imported as https://', async () => {
    const rows = [
      ['Product name', 'SKU', 'Amazon URL'],
      ['Board', 'B-1', 'http://www.amazon.de/dp/B07PGL2ZSL'],
    ];
    const { profile, rows: built } = await read('mine.csv', utf8(csv(rows)));
    expect(profile.source).toBe('own');
    expect(built[0]!.cells.amazonUrl).toBe('https://www.amazon.de/dp/B07PGL2ZSL');
  });
});

/** An English All Listings report of amazon.de, read as the import reads it. */
const amazonDeReport = (listings: Record<string, string>[]) =>
  read(
    'All+Listings+Report.txt',
    windows1252(
      tsv([AMAZON_EN_HEADER, ...listings.map((listing) => amazonRow(AMAZON_EN_HEADER, listing))]),
    ),
    { amazonMarketplace: 'de' },
  );

/** Plans files one after another into one catalogue, as imports do. */
function catalogue(newProductId: (row: number) => string) {
  const index = new ImportProductIndex();
  const run = (rows: ImportRow[], titles: ImportTitleMode = 'keep') => {
    const reads = rows.map((row) => readImportRow(row.row, row.cells, row.variantSkus));
    const context = {
      index,
      templates: new Map(),
      cardTexts: { headline: 'Scan me', callToAction: 'Rate us' },
      duplicates: findDuplicateRows(reads),
      newProductId,
      titles,
    };
    return reads.map((read) => planImportRow(read, context));
  };
  return { index, run };
}

describe('three marketplaces into one catalogue', () => {
  it('Amazon, then eMAG, then Shopify: one product with all three links, titles kept', async () => {
    const amazon = await amazonDeReport([
      {
        'item-name': cuttingBoard,
        'seller-sku': 'BCB-45 (L)',
        asin1: 'B07PGL2ZSL',
        status: 'Active',
      },
      {
        'item-name': 'Linen tea towel, red',
        'seller-sku': 'TOWEL-RED',
        asin1: 'B0TOWELRED',
        status: 'Active',
      },
    ]);
    const emag = await read(
      'offers.csv',
      utf8(
        csv([
          ['part_number', 'part_number_key', 'name', 'status'],
          ['BCB-45 (L)', 'DQ5B1FMBM', 'Tocator bambus Ecosa 45 x 30 cm', '1'],
          ['TOWEL-BLUE', 'DTOWELBLU', 'Prosop bucatarie in, albastru', '1'],
        ]),
      ),
      { emagCountry: 'ro' },
    );
    const shopify = await read(
      'products_export_1.csv',
      utf8(
        csv([
          ['Title', 'URL handle', 'Status', 'SKU', 'Gift card'],
          ['Bamboo board', 'bamboo-board', 'Active', 'BCB-45 (L)', 'FALSE'],
          ['Linen tea towel', 'linen-tea-towel', 'Active', 'TOWEL-RED', 'FALSE'],
          ['', 'linen-tea-towel', '', 'TOWEL-BLUE', ''],
        ]),
      ),
      { shopDomain: 'ecosa.example.com' },
    );

    let next = 0;
    const { index, run: plan } = catalogue(() => `p${++next}`);
    const run = (rows: ImportRow[], titles: ImportTitleMode = 'keep') =>
      plan(rows, titles).map((result) => result.action);

    expect(run(amazon.rows)).toEqual(['created', 'created']);
    // TOWEL-BLUE is a new product on eMAG: nothing names it yet.
    expect(run(emag.rows)).toEqual(['updated', 'created']);
    // A Shopify export whose only known SKU is a variant's finds the product by it, and the
    // product keeps the row's own SKU as a variant's from then on.
    const variantOnly = readImportRow(9, { title: 'Tea towels', sku: 'TOWEL-SET' }, ['TOWEL-BLUE']);
    expect(
      planImportRow(variantOnly, {
        index,
        templates: new Map(),
        cardTexts: { headline: 'Scan me', callToAction: 'Rate us' },
        duplicates: new Map(),
        newProductId: () => 'never',
        titles: 'keep',
      }),
    ).toMatchObject({
      action: 'updated',
      productId: 'p3',
      after: { variantSkus: ['TOWEL-SET'] },
    });
    // The Shopify towel is found by its own SKU first (its variant TOWEL-BLUE stays the eMAG
    // product it is).
    expect(run(shopify.rows)).toEqual(['updated', 'updated']);

    const board = index.get('p1')!.input;
    expect(board).toMatchObject({
      title: cuttingBoard,
      sku: 'BCB-45 (L)',
      links: {
        amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
        emag: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/',
        shopify: 'https://ecosa.example.com/products/bamboo-board',
      },
      minRating: newProductInput().minRating,
    });
    expect(index.size).toBe(3);
    expect(index.get('p2')!.input).toMatchObject({
      title: 'Linen tea towel, red',
      links: {
        amazon: 'https://www.amazon.de/dp/B0TOWELRED',
        shopify: 'https://ecosa.example.com/products/linen-tea-towel',
      },
    });

    // Overwriting titles is the seller's explicit choice.
    expect(run(shopify.rows.slice(0, 1), 'overwrite')).toEqual(['updated']);
    expect(index.get('p1')!.input.title).toBe('Bamboo board');
  });

  it('Shopify with variants, then an Amazon report of the variants’ SKUs: no duplicates, links merged', async () => {
    const shopifyRows = [
      SHOPIFY_NEW_HEADER,
      ['Linen tea towel', 'linen-tea-towel', '', 'Ecosa', '', '', '', 'TRUE', 'Active', 'TOWEL-RED', '', 'Color', 'Red', '9,90', '', '', '', 'FALSE', ''],
      ['', 'linen-tea-towel', '', '', '', '', '', '', '', 'towel-blue', '', '', 'Blue', '9,90', '', '', '', '', ''],
      ['', 'linen-tea-towel', '', '', '', '', '', '', '', 'TOWEL-GREEN', '', '', 'Green', '9,90', '', '', '', '', ''],
    ]; // prettier-ignore
    const shopify = await read('products_export_1.csv', utf8(csv(shopifyRows)), {
      shopDomain: 'ecosa.example.com',
    });
    // One ASIN per colour on Amazon; the blue one also sold by FBA under its own SKU.
    const amazon = await amazonDeReport([
      {
        'item-name': 'Ecosa linen tea towel, blue',
        'seller-sku': 'TOWEL-BLUE',
        asin1: 'B0TOWELBLU',
      },
      {
        'item-name': 'Ecosa linen tea towel, blue',
        'seller-sku': 'TOWEL-BLUE-FBA',
        asin1: 'B0TOWELBLU',
      },
      {
        'item-name': 'Ecosa linen tea towel, green',
        'seller-sku': 'TOWEL-GREEN',
        asin1: 'B0TOWELGRN',
      },
    ]);

    const { index, run } = catalogue((row) => `p${row}`);

    expect(run(shopify.rows).map((plan) => plan.action)).toEqual(['created']);
    expect(index.get('p2')!.input.variantSkus).toEqual(['towel-blue', 'TOWEL-GREEN']);
    const plans = run(amazon.rows);
    // Both Amazon products are the Shopify product (by a variant's SKU, case-insensitive).
    expect(plans.map((plan) => [plan.action, 'productId' in plan && plan.productId])).toEqual([
      ['updated', 'p2'],
      ['unchanged', 'p2'],
    ]);
    expect(index.size).toBe(1);
    expect(index.get('p2')!.input).toMatchObject({
      title: 'Linen tea towel',
      sku: 'TOWEL-RED',
      // The first variant's ASIN gives the Amazon link; the second leaves it as it is.
      links: {
        amazon: 'https://www.amazon.de/dp/B0TOWELBLU',
        emag: '',
        shopify: 'https://ecosa.example.com/products/linen-tea-towel',
      },
      // The FBA SKU is kept too, so the next Amazon report matches by it.
      variantSkus: ['towel-blue', 'TOWEL-GREEN', 'TOWEL-BLUE-FBA'],
    });
  });
});
