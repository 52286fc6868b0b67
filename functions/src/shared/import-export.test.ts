import { describe, expect, it } from 'vitest';
import { productExportCells, IMPORT_TEMPLATE_HEADERS } from './import-columns.js';
import { ImportProductIndex, importTemplateIndex, planImportRow } from './import-plan.js';
import { findDuplicateRows, readImportRow } from './import-rows.js';
import { IMPORT_CELL_MAX_LENGTH, IMPORT_FIELDS, ImportIssueCode } from './schemas/import-job.js';
import { ValidationMessage } from './validation-messages.js';
import { newProductInput, type ProductInput } from './schemas/product.js';

/** An exported file, imported again unchanged, changes nothing. */
function reimport(products: { id: string; input: ProductInput }[]) {
  const index = new ImportProductIndex();
  products.forEach((product) => index.add(product));
  const reads = products.map((product, i) =>
    readImportRow(i + 2, productExportCells(product.input)),
  );
  const context = {
    index,
    templates: importTemplateIndex([]),
    cardTexts: { headline: 'H', callToAction: 'C' },
    duplicates: findDuplicateRows(reads),
    newProductId: () => 'new',
  };
  return reads.map((read) => planImportRow(read, context));
}

const product = (id: string, fields: Partial<ProductInput>) => ({
  id,
  input: { ...newProductInput(), title: `Product ${id}`, ...fields },
});

describe('productExportCells', () => {
  it('fills every template column, in the template’s order', () => {
    const cells = productExportCells({
      ...newProductInput(),
      title: 'Tocător bambus',
      sku: 'TB-01',
      variantSkus: ['TB-01 (M)', 'TB-01 (L)'],
      links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: '', shopify: '' },
      minRating: 5,
      complianceMode: true,
    });
    expect(Object.keys(cells)).toEqual([...IMPORT_FIELDS]);
    expect(cells).toEqual({
      title: 'Tocător bambus',
      sku: 'TB-01',
      variantSkus: 'TB-01 (M), TB-01 (L)',
      amazonUrl: 'https://www.amazon.de/dp/B07PGL2ZSL',
      asin: '',
      amazonMarketplace: '',
      emagUrl: '',
      shopifyUrl: '',
      minRating: '5',
      complianceMode: 'yes',
      templateName: '',
    });
    expect(IMPORT_FIELDS.map((field) => IMPORT_TEMPLATE_HEADERS[field])[0]).toBe('Title');
  });

  it('round-trips: every exported product is found again and left unchanged', () => {
    const plans = reimport([
      product('a', {
        sku: 'SKU-1',
        variantSkus: ['SKU-1-S', 'sku 1 (m)', 'SKU&1/L'],
        minRating: 3,
        complianceMode: false,
      }),
      product('b', {
        links: { amazon: 'https://www.amazon.com/dp/B000000001', emag: '', shopify: '' },
        complianceMode: true,
      }),
      product('c', {
        links: { amazon: '', emag: 'https://www.emag.ro/x/pd/DQ5B1FMBM/', shopify: '' },
        complianceMode: false,
      }),
      product('d', {
        sku: 'D.2/x',
        title: 'Mit Ümlaut, "Anführung" und =Formel',
        links: {
          amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
          emag: 'https://www.emag.ro/y/pd/DQ5B1FMBN/',
          shopify: 'https://shop.example.com/products/d',
        },
        // Off on an Amazon product: exported as "no" and kept off.
        complianceMode: false,
      }),
    ]);
    expect(plans.map((plan) => [plan.action, 'productId' in plan ? plan.productId : null])).toEqual(
      [
        ['unchanged', 'a'],
        ['unchanged', 'b'],
        ['unchanged', 'c'],
        ['unchanged', 'd'],
      ],
    );
  });

  it('variant SKUs travel with the export: a new catalogue finds the product by any of them', () => {
    const exported = productExportCells({
      ...newProductInput(),
      title: 'T-shirt',
      sku: 'TS',
      variantSkus: ['TS-S', 'TS-M', 'TS-L'],
    });
    const index = new ImportProductIndex();
    const context = {
      index,
      templates: importTemplateIndex([]),
      cardTexts: { headline: 'H', callToAction: 'C' },
      duplicates: new Map<number, number>(),
      newProductId: () => 'p1',
    };
    expect(planImportRow(readImportRow(2, exported), context)).toMatchObject({
      action: 'created',
      input: { sku: 'TS', variantSkus: ['TS-S', 'TS-M', 'TS-L'] },
    });
    expect(planImportRow(readImportRow(3, { sku: 'ts-m' }), context)).toMatchObject({
      action: 'unchanged',
      productId: 'p1',
    });
  });

  it('writes only whole variant SKUs that fit a cell; a cut cell is refused on import', () => {
    const many = Array.from(
      { length: 100 },
      (_, i) => `${'X'.repeat(90)}-${String(i).padStart(3, '0')}`,
    );
    const cell = productExportCells({
      ...newProductInput(),
      title: 'T',
      variantSkus: many,
    }).variantSkus;
    expect(cell.length).toBeLessThan(IMPORT_CELL_MAX_LENGTH);
    expect(cell.split(', ').every((sku) => many.includes(sku))).toBe(true);
    const cut = readImportRow(2, {
      sku: 'T',
      variantSkus: many.join(', ').slice(0, IMPORT_CELL_MAX_LENGTH),
    });
    expect(cut.issues).toEqual([
      {
        field: 'variantSkus',
        code: ValidationMessage.textTooLong,
        max: IMPORT_CELL_MAX_LENGTH - 1,
      },
    ]);
  });

  it('a product without SKU or link is refused on re-import, never created twice', () => {
    const [plan] = reimport([product('e', {})]);
    expect(plan).toMatchObject({ action: 'rejected' });
    if (plan?.action !== 'rejected') throw new Error('not rejected');
    expect(plan.issues.map((issue) => issue.code)).toContain(ImportIssueCode.keyRequired);
  });
});
