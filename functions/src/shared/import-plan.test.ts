import { describe, expect, it } from 'vitest';
import { findDuplicateRows, readImportRow } from './import-rows.js';
import {
  ImportProductIndex,
  importLookupKeys,
  importTemplateIndex,
  linkSearchKey,
  lookupBatches,
  planImportRow,
  type ImportPlanContext,
  type ImportTemplate,
} from './import-plan.js';
import { ImportIssueCode, type ImportCells } from './schemas/import-job.js';
import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE, newProductInput } from './schemas/product.js';
import { productIndexFields } from './product-derived.js';
import { productSearchKeys } from './search-keys.js';
import { ValidationMessage } from './validation-messages.js';

const cardTexts = { headline: 'Cum a fost?', callToAction: 'Scanează' };

const template: ImportTemplate = {
  id: 'tmpl1',
  name: 'Summer  Sale',
  card: { ...DEFAULT_CARD_DESIGN, accentColor: '#ff0000', headline: 'Hi' },
  qrStyle: { ...DEFAULT_QR_STYLE, foreground: '#112233' },
  logoPath: '',
  language: 'ro',
};

function existing(id: string, fields: Partial<ReturnType<typeof newProductInput>>) {
  return { id, input: { ...newProductInput(), title: `Product ${id}`, ...fields } };
}

function plan(rows: [number, ImportCells][], products = new ImportProductIndex()) {
  const reads = rows.map(([row, cells]) => readImportRow(row, cells));
  let next = 0;
  const context: ImportPlanContext = {
    index: products,
    templates: importTemplateIndex([template]),
    cardTexts,
    duplicates: findDuplicateRows(reads),
    newProductId: () => `new${++next}`,
  };
  return reads.map((read) => planImportRow(read, context));
}

describe('planImportRow', () => {
  it('creates a product with the defaults, the page language card texts and compliance on for Amazon', () => {
    const [result] = plan([
      [2, { title: 'Board', sku: 'B-1', amazonUrl: 'https://www.amazon.de/dp/B07PGL2ZSL' }],
    ]);
    expect(result).toMatchObject({ action: 'created', row: 2, productId: 'new1' });
    if (result?.action !== 'created') throw new Error('not created');
    expect(result.input).toEqual({
      ...newProductInput(),
      title: 'Board',
      sku: 'B-1',
      links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: '', shopify: '' },
      complianceMode: true,
      card: { ...DEFAULT_CARD_DESIGN, ...cardTexts },
    });
    expect(result).not.toHaveProperty('appliedTemplate');
  });

  it('creates every new product in compliance mode, whatever its marketplace, unless the row says no', () => {
    const [emagOnly, shopifyOff] = plan([
      [2, { title: 'Apron', emagUrl: 'https://www.emag.ro/sort/pd/D5Q7Y2BBM/' }],
      [
        3,
        {
          title: 'Mug',
          shopifyUrl: 'https://shop.example.com/products/mug',
          complianceMode: 'no',
        },
      ],
    ]);
    expect(emagOnly).toMatchObject({ action: 'created', input: { complianceMode: true } });
    expect(shopifyOff).toMatchObject({ action: 'created', input: { complianceMode: false } });
  });

  it('updates the product with the same SKU (any case, stored spelling kept) and keeps what the row leaves empty', () => {
    const index = new ImportProductIndex();
    index.add(
      existing('p1', {
        sku: 'b-1',
        minRating: 3,
        links: { amazon: '', emag: 'https://www.emag.ro/x/pd/DQ5B1FMBM/', shopify: '' },
      }),
    );
    const [result] = plan(
      [[2, { sku: 'B-1', title: 'Renamed', minRating: '', emagUrl: '' }]],
      index,
    );
    expect(result).toMatchObject({
      action: 'updated',
      productId: 'p1',
      before: { title: 'Product p1' },
      after: { title: 'Renamed' },
    });
    if (result?.action !== 'updated') throw new Error('not updated');
    expect(result.input.minRating).toBe(3);
    expect(result.input.links.emag).toBe('https://www.emag.ro/x/pd/DQ5B1FMBM/');
  });

  it('finds nothing to change when the row says what the product holds', () => {
    const index = new ImportProductIndex();
    index.add(existing('p1', { sku: 'B-1', title: 'Board', minRating: 4 }));
    expect(plan([[2, { sku: 'b-1', title: ' Board ', minRating: '4.0' }]], index)).toEqual([
      { action: 'unchanged', row: 2, productId: 'p1' },
    ]);
  });

  it('gives a product without SKU that shares a link the row’s SKU; one with another SKU is another product', () => {
    const amazon = 'https://www.amazon.de/dp/B07PGL2ZSL';
    const index = new ImportProductIndex();
    index.add(existing('nosku', { links: { amazon: `${amazon}?ref=1`, emag: '', shopify: '' } }));
    index.add(existing('other', { sku: 'X-9', links: { amazon, emag: '', shopify: '' } }));
    const [first, second] = plan(
      [
        [2, { sku: 'A-1', amazonUrl: amazon }],
        [3, { sku: 'A-2', amazonUrl: amazon, title: 'Variant' }],
      ],
      index,
    );
    expect(first).toMatchObject({ action: 'updated', productId: 'nosku', after: { sku: 'A-1' } });
    // The first row took the product without SKU: the second creates its own.
    expect(second).toMatchObject({ action: 'created', productId: 'new1' });
  });

  it('matches a row without SKU by its links, and sees the products earlier rows created', () => {
    const index = new ImportProductIndex();
    index.add(
      existing('p1', {
        sku: 'S',
        links: { amazon: '', emag: 'https://www.emag.ro/a/pd/DQ5B1FMBM/', shopify: '' },
      }),
    );
    const results = plan(
      [
        [2, { emagUrl: 'https://emag.ro/b/pd/dq5b1fmbm', title: 'Product p1' }],
        [3, { title: 'New', shopifyUrl: 'https://shop.example.com/products/new' }],
        [4, { sku: 'Z', title: 'Z', shopifyUrl: 'https://shop.example.com/products/other' }],
      ],
      index,
    );
    expect(results.map((r) => r.action)).toEqual(['updated', 'created', 'created']);
    expect(index.byLinks(['@shop.example.com/products/new']).map((p) => p.id)).toEqual(['new1']);
  });

  it('rejects rows with every reason at once, naming the columns', () => {
    const [result] = plan([
      [
        7,
        {
          title: 'x'.repeat(256),
          sku: 'bad sku!',
          amazonUrl: 'http://www.amazon.de/dp/B07PGL2ZSL',
          emagUrl: 'https://www.amazon.de/dp/B07PGL2ZSL',
          minRating: '9',
          templateName: 'Winter',
        },
      ],
    ]);
    expect(result).toEqual({
      action: 'rejected',
      row: 7,
      issues: [
        { field: 'minRating', code: ValidationMessage.minRatingRange },
        { field: 'templateName', code: ImportIssueCode.templateNotFound },
        { field: 'title', code: ValidationMessage.titleTooLong, max: 255 },
        { field: 'sku', code: ValidationMessage.skuInvalid },
        { field: 'amazonUrl', code: ValidationMessage.urlNotHttps },
        { field: 'emagUrl', code: ValidationMessage.emagHost },
      ],
    });
  });

  it('requires a SKU or link for any row, and a title for a new product with neither', () => {
    expect(plan([[3, { title: 'Only a title' }]])[0]).toEqual({
      action: 'rejected',
      row: 3,
      issues: [{ field: 'sku', code: ImportIssueCode.keyRequired }],
    });
    expect(plan([[4, { minRating: '4' }]])[0]).toEqual({
      action: 'rejected',
      row: 4,
      issues: [
        { field: 'sku', code: ImportIssueCode.keyRequired },
        { field: null, code: ValidationMessage.titleRequired },
      ],
    });
  });

  it('titles a new product the row names nowhere by its code, and marks it as needing a title', () => {
    const results = plan([
      [2, { sku: 'BCB-45 (L)', emagUrl: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/' }],
      [3, { asin: 'b07pgl2zsl', amazonMarketplace: 'de', sku: 'BCB-FBA' }],
      [4, { sku: 'N-1' }],
      [5, { shopifyUrl: 'https://Shop.example.com/products/Board/' }],
      [6, { title: 'Named', sku: 'N-2' }],
    ]);
    expect(
      results.map(
        (result) => result.action === 'created' && [result.input.title, result.needsTitle],
      ),
    ).toEqual([
      ['eMAG DQ5B1FMBM', true],
      ['Amazon B07PGL2ZSL', true],
      ['N-1', true],
      ['shop.example.com/products/board', true],
      ['Named', undefined],
    ]);
  });

  it('a file’s title replaces a title made from a code even when titles are kept, and clears the mark', () => {
    const index = new ImportProductIndex();
    index.add({ ...existing('a', { sku: 'N-1', title: 'N-1' }), needsTitle: true });
    index.add({ ...existing('b', { sku: 'N-2', title: 'N-2' }), needsTitle: true });
    index.add(existing('c', { sku: 'N-3', title: 'Mine' }));
    const reads = [
      readImportRow(2, { sku: 'n-1', title: 'Linen tea towel' }),
      readImportRow(3, { sku: 'N-2', minRating: '3' }),
      readImportRow(4, { sku: 'N-3', title: 'Theirs' }),
    ];
    const context: ImportPlanContext = {
      index,
      templates: importTemplateIndex([]),
      cardTexts,
      duplicates: new Map(),
      newProductId: () => 'never',
      titles: 'keep',
    };
    const [named, unnamed, kept] = reads.map((read) => planImportRow(read, context));
    expect(named).toMatchObject({
      action: 'updated',
      before: { title: 'N-1', needsTitle: true },
      after: { title: 'Linen tea towel', needsTitle: null },
    });
    expect(named).not.toHaveProperty('needsTitle');
    expect(index.get('a')!.needsTitle).toBeUndefined();
    // Without a title in the row, the mark stays.
    expect(unnamed).toMatchObject({ action: 'updated', needsTitle: true, after: { minRating: 3 } });
    expect(index.get('b')!.needsTitle).toBe(true);
    // A seller's own title is kept, as before.
    expect(kept).toMatchObject({ action: 'unchanged' });
  });

  it('rejects repeated rows and rows that match several products', () => {
    const index = new ImportProductIndex();
    index.add(existing('a', { sku: 'DUP' }));
    index.add(existing('b', { sku: 'dup' }));
    const results = plan(
      [
        [2, { sku: 'NEW', title: 'One' }],
        [3, { sku: 'new', title: 'Two' }],
        [4, { sku: 'Dup', title: 'Three' }],
      ],
      index,
    );
    expect(results[1]).toEqual({
      action: 'rejected',
      row: 3,
      issues: [{ field: 'sku', code: ImportIssueCode.duplicateInFile, row: 2 }],
    });
    expect(results[2]).toEqual({
      action: 'rejected',
      row: 4,
      issues: [{ field: 'sku', code: ImportIssueCode.skuAmbiguous }],
    });
  });

  it('applies a template by name (folded) and records it', () => {
    const [result] = plan([[2, { sku: 'T', title: 'T', templateName: 'summer sale' }]]);
    if (result?.action !== 'created') throw new Error('not created');
    expect(result.input.card).toEqual(template.card);
    expect(result.input.qrStyle).toEqual(template.qrStyle);
    expect(result.appliedTemplate).toEqual({
      id: 'tmpl1',
      name: 'Summer  Sale',
      logoPath: '',
      language: 'ro',
    });
  });

  it('turns compliance on for a product gaining an Amazon link, never off unless asked', () => {
    const index = new ImportProductIndex();
    index.add(existing('p1', { sku: 'A', complianceMode: false }));
    index.add(existing('p2', { sku: 'B', complianceMode: true }));
    const [gain, keep] = plan(
      [
        [2, { sku: 'A', asin: 'B07PGL2ZSL', amazonMarketplace: 'de' }],
        [3, { sku: 'B', complianceMode: '' }],
      ],
      index,
    );
    expect(gain).toMatchObject({ action: 'updated', after: { complianceMode: true } });
    expect(keep).toMatchObject({ action: 'unchanged' });
  });
});

describe('lookups', () => {
  it('looks a link up by the link key every product with that link stores', () => {
    const product = {
      id: 'p',
      title: 'Board',
      links: {
        amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
        emag: 'https://www.emag.ro/x/pd/DQ5B1FMBMXYZ12/',
        shopify: 'https://shop.example.com/products/board',
      },
    };
    // products/{id}.derived.linkKeys, what the import's lookup queries; each is also one of the
    // product's search keys (productSearch/{id}), so pasting the link finds it in the list.
    const { derived, search } = productIndexFields(product.id, 'owner', product);
    const searchKeys = new Set(productSearchKeys(product));
    const read = readImportRow(2, {
      amazonUrl: product.links.amazon,
      emagUrl: product.links.emag,
      shopifyUrl: product.links.shopify,
    });
    const { linkSearchKeys } = importLookupKeys([read]);
    expect(linkSearchKeys).toHaveLength(3);
    expect(Object.keys(derived.linkKeys).sort()).toEqual([...linkSearchKeys].sort());
    for (const key of linkSearchKeys) {
      expect(derived.linkKeys[key]).toBe(true);
      expect(searchKeys.has(key)).toBe(true);
      expect(search.derived.search[key]).toBe(true);
    }
    expect(linkSearchKey('amazon:B07PGL2ZSL')).toBe('b07pgl2zsl');
  });

  it('batches lookups by 30', () => {
    expect(lookupBatches(Array.from({ length: 61 }, (_, i) => i)).map((b) => b.length)).toEqual([
      30, 30, 1,
    ]);
  });
});
