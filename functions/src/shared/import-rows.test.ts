import { describe, expect, it } from 'vitest';
import {
  amazonMarketplace,
  findDuplicateRows,
  parseMinRating,
  parseYesNo,
  productLinkKeys,
  readImportRow,
} from './import-rows.js';
import { ImportIssueCode } from './schemas/import-job.js';
import { ValidationMessage } from './validation-messages.js';

describe('amazonMarketplace', () => {
  it.each([
    ['amazon.de', 'de'],
    ['www.amazon.co.uk', 'co.uk'],
    ['https://www.amazon.fr/', 'fr'],
    ['DE', 'de'],
    ['UK', 'co.uk'],
    ['us', 'com'],
    ['.com', 'com'],
    ['amazon.com.au', 'com.au'],
  ])('%s → %s', (text, suffix) => expect(amazonMarketplace(text)).toBe(suffix));

  it('refuses what is no Amazon marketplace', () => {
    expect(amazonMarketplace('amazon.evil.com')).toBeNull();
    expect(amazonMarketplace('ro')).toBeNull();
    expect(amazonMarketplace('')).toBeNull();
  });
});

describe('parseYesNo and parseMinRating', () => {
  it.each([
    ['yes', true],
    ['Da', true],
    ['JA', true],
    ['oui', true],
    ['Sí', true],
    ['1', true],
    ['no', false],
    ['Nu', false],
    ['nein', false],
    ['0', false],
    ['όχι', false],
    ['maybe', null],
  ])('%s → %s', (text, value) => expect(parseYesNo(text)).toBe(value));

  it.each([
    ['4', 4],
    ['1', 1],
    ['5.0', 5],
    ['3,0', 3],
    ['0', null],
    ['6', null],
    ['4.5', null],
    ['four', null],
  ])('%s → %s', (text, value) => expect(parseMinRating(text)).toBe(value));
});

describe('readImportRow', () => {
  it('reads the cells it is given and nothing else', () => {
    const read = readImportRow(2, {
      title: ' Board ',
      sku: 'ab-1',
      amazonUrl: 'https://www.amazon.de/dp/B07PGL2ZSL?th=1',
      minRating: '5',
      complianceMode: 'no',
      emagUrl: '',
    });
    expect(read.values).toEqual({
      title: 'Board',
      sku: 'ab-1',
      links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL?th=1' },
      minRating: 5,
      complianceMode: false,
    });
    expect(read.issues).toEqual([]);
    expect(read.skuKey).toBe('AB-1');
    expect(read.linkKeys).toEqual(['amazon:B07PGL2ZSL']);
  });

  it('builds the Amazon link from an ASIN and a marketplace', () => {
    const read = readImportRow(3, { asin: 'b07pgl2zsl', amazonMarketplace: 'amazon.co.uk' });
    expect(read.values.links.amazon).toBe('https://www.amazon.co.uk/dp/B07PGL2ZSL');
    expect(read.linkFields.amazon).toBe('asin');
    expect(read.linkKeys).toEqual(['amazon:B07PGL2ZSL']);
  });

  it('says what is wrong with ASIN, marketplace, rating and compliance cells', () => {
    expect(readImportRow(2, { asin: 'B07' }).issues).toEqual([
      { field: 'asin', code: ImportIssueCode.asinInvalid },
    ]);
    expect(readImportRow(2, { asin: 'B07PGL2ZSL' }).issues).toEqual([
      { field: 'amazonMarketplace', code: ImportIssueCode.marketplaceRequired },
    ]);
    expect(readImportRow(2, { asin: 'B07PGL2ZSL', amazonMarketplace: 'mars' }).issues).toEqual([
      { field: 'amazonMarketplace', code: ImportIssueCode.marketplaceUnknown },
    ]);
    expect(
      readImportRow(2, { asin: 'B000000000', amazonUrl: 'https://amazon.de/dp/B07PGL2ZSL' }).issues,
    ).toEqual([{ field: 'asin', code: ImportIssueCode.asinMismatch }]);
    expect(readImportRow(2, { minRating: '7', complianceMode: 'perhaps' }).issues).toEqual([
      { field: 'minRating', code: ValidationMessage.minRatingRange },
      { field: 'complianceMode', code: ImportIssueCode.complianceInvalid },
    ]);
  });

  it('gives links the identity a re-import finds them by', () => {
    expect(
      productLinkKeys({
        amazon: 'https://amazon.de/gp/product/B07PGL2ZSL/ref=x',
        emag: 'https://www.emag.ro/tocator/pd/DQ5B1FMBM/?ref=hp',
        shopify: 'https://shop.example.com/products/board/?variant=1',
      }),
    ).toEqual(['amazon:B07PGL2ZSL', 'emag:DQ5B1FMBM', '@shop.example.com/products/board']);
  });
});

describe('findDuplicateRows', () => {
  const rows = [
    readImportRow(2, { sku: 'A', shopifyUrl: 'https://s.example.com/p/1' }),
    readImportRow(3, { sku: 'a ' }),
    readImportRow(4, { sku: 'B', shopifyUrl: 'https://s.example.com/p/1' }),
    readImportRow(5, { emagUrl: 'https://www.emag.ro/x/pd/DQ5B1FMBM/' }),
    readImportRow(6, { emagUrl: 'https://emag.ro/y/pd/DQ5B1FMBM' }),
    readImportRow(7, { sku: 'C', emagUrl: 'https://www.emag.ro/x/pd/DQ5B1FMBM/' }),
    readImportRow(8, { shopifyUrl: 'https://s.example.com/p/1' }),
  ];
  it('names the earlier row for repeated SKUs and links that no SKU tells apart', () => {
    expect(Object.fromEntries(findDuplicateRows(rows))).toEqual({ 3: 2, 6: 5, 7: 5, 8: 2 });
  });
});
