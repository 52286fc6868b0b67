import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  ImportIssueCode,
  ValidationMessage,
  newProductInput,
  type ImportRow,
} from '@shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { issuesText, rejectedFileName, rejectedRowsCsv, templateRows } from './files';
import { parseCsv } from './parse-csv';
import { planPreview, prepareRows } from './preview';
import { mappedRows } from './sheet';

const intl = createIntl({ locale: 'en', messages: {} });

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}
const cardTexts = { headline: 'How did we do?', callToAction: 'Scan me' };

describe('planPreview', () => {
  const rows: ImportRow[] = [
    { row: 2, cells: { title: 'Board', sku: 'B-1' } },
    { row: 3, cells: { title: 'Bowl', sku: 'OB-1' } },
    { row: 4, cells: { title: 'Same', sku: 'S-1', minRating: '4' } },
    { row: 5, cells: { title: '', sku: 'N-1' } },
    { row: 6, cells: { title: 'Again', sku: 'b-1' } },
    { row: 7, cells: { title: 'Themed', sku: 'T-1', templateName: 'spring' } },
  ];

  it('counts what the import will do, with the products and templates the lookups found', () => {
    const { reads, keys } = prepareRows(rows);
    expect(keys.skuKeys).toEqual(['B-1', 'OB-1', 'S-1', 'N-1', 'T-1']);
    const preview = planPreview(
      reads,
      [
        { id: 'p1', input: { ...newProductInput(), title: 'Bowl (old)', sku: 'OB-1' } },
        { id: 'p2', input: { ...newProductInput(), title: 'Same', sku: 'S-1', minRating: 4 } },
      ],
      [
        {
          id: 't1',
          name: 'Spring',
          card: DEFAULT_CARD_DESIGN,
          qrStyle: DEFAULT_QR_STYLE,
          logoPath: '',
          language: 'en',
        },
      ],
      cardTexts,
      'overwrite',
    );
    expect(preview.counts).toEqual({ created: 3, updated: 1, unchanged: 1, rejected: 1 });
    expect(preview.rejected).toEqual([
      { row: 6, issues: [{ field: 'sku', code: ImportIssueCode.duplicateInFile, row: 2 }] },
    ]);
    // A row without a title is imported, titled by its SKU, and the preview lists it.
    expect(preview.untitled).toEqual([{ row: 5, title: 'N-1' }]);
  });

  it('plans titles as the seller chose: kept by default, replaced only when asked', () => {
    const { reads } = prepareRows([{ row: 2, cells: { title: 'Bowl (new)', sku: 'OB-1' } }]);
    const products = [{ id: 'p1', input: { ...newProductInput(), title: 'Bowl', sku: 'OB-1' } }];
    expect(planPreview(reads, products, [], cardTexts, 'keep').counts.unchanged).toBe(1);
    expect(planPreview(reads, products, [], cardTexts, 'overwrite').counts.updated).toBe(1);
  });

  it('rejects a row that names its product nowhere and has no SKU or link to title it by', () => {
    const { reads } = prepareRows([{ row: 2, cells: { title: '', minRating: '4' } }]);
    expect(planPreview(reads, [], [], cardTexts).rejected).toEqual([
      {
        row: 2,
        issues: [
          { field: 'sku', code: ImportIssueCode.keyRequired },
          { field: 'title', code: ValidationMessage.titleRequired },
        ],
      },
    ]);
  });
});

describe('files', () => {
  it('the template has every column and an example row that imports cleanly', () => {
    const [header, example] = templateRows();
    const line = (cells: string[]) =>
      cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');
    const csv = [line(header), line(example!)].join('\n');
    const parsed = parseCsv(new TextEncoder().encode(csv));
    const { reads } = prepareRows(
      mappedRows(parsed.sheet, [
        'title',
        'sku',
        'variantSkus',
        'amazonUrl',
        'asin',
        'amazonMarketplace',
        'emagUrl',
        'shopifyUrl',
        'minRating',
        'complianceMode',
        'templateName',
      ]),
    );
    expect(planPreview(reads, [], [], cardTexts).counts).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      rejected: 0,
    });
  });

  it('writes rejected rows in the template’s columns with a translated error, formulas defused', async () => {
    const blob = await rejectedRowsCsv(intl, [
      {
        ownerId: 'o',
        row: 7,
        action: 'rejected',
        cells: { title: '=HYPERLINK("http://evil")', sku: 'B 1!', minRating: '9' },
        issues: [
          { field: 'sku', code: ValidationMessage.skuInvalid },
          { field: 'minRating', code: ValidationMessage.minRatingRange },
          { field: 'title', code: ValidationMessage.titleTooLong, max: 255 },
          { field: null, code: ImportIssueCode.duplicateInFile, row: 3 },
        ],
      },
    ]);
    const bytes = await blobBytes(blob);
    const text = new TextDecoder().decode(bytes);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Title,SKU,Variant SKUs,Amazon link,ASIN,Amazon marketplace,eMAG link,Shopify link,Minimum rating,Compliance mode,Template,Row,Error',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(
      'SKU: Use letters, digits, single spaces and & ( ) . _ / # + : - only in the SKU; Minimum rating: The minimum rating must be between 1 and 5 stars; Title: The title must be at most 255 characters; The same product as row 3',
    );
    // Fixed and read back, the file imports its own columns again, formula text unescaped.
    const reread = parseCsv(bytes);
    const mapping = reread.sheet.headers.map((header, i) =>
      i < 11 ? ((['title', 'sku'] as const)[i] ?? null) : null,
    );
    expect(mappedRows(reread.sheet, mapping)[0]!.cells).toEqual({
      title: '=HYPERLINK("http://evil")',
      sku: 'B 1!',
    });
    expect(rejectedFileName('products.final.csv')).toBe('products.final-rejected.csv');
    expect(issuesText(intl, [{ field: 'asin', code: ImportIssueCode.asinInvalid }])).toBe(
      'ASIN: An ASIN has 10 letters and digits, like B07PGL2ZSL',
    );
  });
});
