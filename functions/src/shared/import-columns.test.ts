import { describe, expect, it } from 'vitest';
import {
  autoMapImportColumns,
  duplicateMappedFields,
  IMPORT_TEMPLATE_HEADERS,
  matchImportHeader,
} from './import-columns.js';
import { IMPORT_FIELDS } from './schemas/import-job.js';

describe('matchImportHeader', () => {
  it.each([
    ['Product name', 'title'],
    ['Title', 'title'],
    ['product_name', 'title'],
    ['PRODUCT-NAME', 'title'],
    ['Produs', 'title'],
    ['Denumire produs', 'title'],
    ['Titel', 'title'],
    ['Produktname', 'title'],
    ['Nom du produit', 'title'],
    ['Nazwa produktu', 'title'],
    ['Τίτλος', 'title'],
    ['Наименование', 'title'],
    ['SKU', 'sku'],
    ['Seller SKU', 'sku'],
    ['Artikelnummer', 'sku'],
    ['Cod produs', 'sku'],
    ['Cikkszám', 'sku'],
    ['Amazon URL', 'amazonUrl'],
    ['Amazon link', 'amazonUrl'],
    ['Link Amazon', 'amazonUrl'],
    ['Lien Amazon', 'amazonUrl'],
    ['ASIN', 'asin'],
    ['Amazon ASIN', 'asin'],
    ['Marketplace', 'amazonMarketplace'],
    ['Amazon marketplace', 'amazonMarketplace'],
    ['eMAG link', 'emagUrl'],
    ['Link eMAG', 'emagUrl'],
    ['eMAG URL', 'emagUrl'],
    ['Shopify link', 'shopifyUrl'],
    ['Shop URL', 'shopifyUrl'],
    ['Min rating', 'minRating'],
    ['Minimum rating', 'minRating'],
    ['Rating minim', 'minRating'],
    ['Mindestbewertung', 'minRating'],
    ['Compliance mode', 'complianceMode'],
    ['Mod conformitate', 'complianceMode'],
    ['Template', 'templateName'],
    ['Șablon', 'templateName'],
    ['Vorlage', 'templateName'],
  ])('%s → %s', (header, field) => {
    expect(matchImportHeader(header)).toBe(field);
  });

  it('matches whole headers only, never a store name or word inside one', () => {
    expect(matchImportHeader('Shopify metafield: custom.amazon_color')).toBeNull();
    expect(matchImportHeader('Product Name Validation')).toBeNull();
    expect(matchImportHeader('emag_category_id')).toBeNull();
    expect(matchImportHeader('asin2')).toBeNull();
    expect(matchImportHeader('TemplateType=fptcustom')).toBeNull();
  });

  it('knows nothing of other columns', () => {
    expect(matchImportHeader('Price')).toBeNull();
    expect(matchImportHeader('  ')).toBeNull();
    expect(matchImportHeader('Stock')).toBeNull();
  });

  it('matches every template header to its own field', () => {
    for (const field of IMPORT_FIELDS) {
      expect(matchImportHeader(IMPORT_TEMPLATE_HEADERS[field])).toBe(field);
    }
  });
});

describe('autoMapImportColumns', () => {
  it('maps each header and leaves unknown and repeated meanings ignored', () => {
    expect(
      autoMapImportColumns(['Produs', 'Price', 'SKU', 'Amazon URL', 'Title', 'eMAG link', '']),
    ).toEqual(['title', null, 'sku', 'amazonUrl', null, 'emagUrl', null]);
  });

  it('finds the fields mapped twice', () => {
    expect(duplicateMappedFields(['title', 'sku', 'title', null, null])).toEqual(['title']);
    expect(duplicateMappedFields(['title', 'sku', null])).toEqual([]);
  });
});
