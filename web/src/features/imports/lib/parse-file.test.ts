import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, autoMapImportColumns } from '@shared';
import { describe, expect, it } from 'vitest';
import { utf8, windows1252, withBom } from '@/testing/encodings';
import { excelXlsx } from '@/testing/excel-xlsx';
import { utils, write } from '@e965/xlsx';
import { decodeText, detectEncoding } from './decode-text';
import { fileKind, parseImportFile } from './parse-file';
import { mappedRows, ParseError, unescapeCell } from './sheet';
import { buildXlsx, cellText, XlsxBuilder } from './workbook';

function utf16le(text: string, bom = true) {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[(bom ? 2 : 0) + i * 2] = code & 0xff;
    bytes[(bom ? 2 : 0) + i * 2 + 1] = code >> 8;
  }
  return bytes;
}
function utf16be(text: string) {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) >> 8;
    bytes[3 + i * 2] = text.charCodeAt(i) & 0xff;
  }
  return bytes;
}
async function parse(bytes: Uint8Array, name = 'products.csv') {
  return (await parseImportFile(name, bytes)).parsed;
}

describe('decodeText', () => {
  it.each([
    ['UTF-8 with BOM', withBom('Titlu;Preț\nTocător;€'), 'utf-8'],
    ['UTF-8 without BOM', utf8('Titlu;Preț\nTocător;€'), 'utf-8'],
    ['UTF-16 LE with BOM (Excel “Unicode text”)', utf16le('Titlu\tPreț\nTocător\t€'), 'utf-16le'],
    ['UTF-16 LE without BOM', utf16le('Title\tSKU\nBoard\tB-1', false), 'utf-16le'],
    ['UTF-16 BE with BOM', utf16be('Title,SKU\nCafé,B-1'), 'utf-16be'],
    ['Windows-1252 (Excel “CSV”)', windows1252('Title;Price\nCafé crème – 5€;x'), 'windows-1252'],
  ])('reads %s', (_name, bytes, encoding) => {
    const decoded = decodeText(bytes);
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('keeps the characters', () => {
    expect(decodeText(windows1252('Café – 5€')).text).toBe('Café – 5€');
    expect(decodeText(utf16le('Tocător ș ț')).text).toBe('Tocător ș ț');
    expect(decodeText(withBom('Ștefan')).text).toBe('Ștefan');
    expect(detectEncoding(utf8('plain ascii')).encoding).toBe('utf-8');
  });
});

describe('CSV', () => {
  it.each([
    ['comma', 'Title,SKU\nBoard,B-1\n', ','],
    ['semicolon', 'Title;SKU\nBoard;B-1\n', ';'],
    ['tab', 'Title\tSKU\nBoard\tB-1\n', '\t'],
    ['pipe', 'Title|SKU\nBoard|B-1\n', '|'],
  ])('finds the %s delimiter', async (_name, text, delimiter) => {
    const parsed = await parse(utf8(text));
    expect(parsed.delimiter).toBe(delimiter);
    expect(parsed.sheet.headers).toEqual(['Title', 'SKU']);
    expect(parsed.sheet.rows).toEqual([{ row: 2, cells: ['Board', 'B-1'] }]);
  });

  it('handles quotes, doubled quotes, separators and line breaks inside quotes', async () => {
    const parsed = await parse(
      utf8('Title,SKU,Note\r\n"Board, large","B-""1""","two\r\nlines"\r\nBowl,B-2,x\r\n'),
    );
    expect(parsed.sheet.rows).toEqual([
      { row: 2, cells: ['Board, large', 'B-"1"', 'two\r\nlines'] },
      // The quoted line break does not start a row: a spreadsheet shows this as row 3.
      { row: 3, cells: ['Bowl', 'B-2', 'x'] },
    ]);
  });

  it('skips empty lines and rows but keeps the row numbers a spreadsheet shows', async () => {
    const parsed = await parse(utf8('\nTitle;SKU\n\nBoard;B-1\n;\n  ;  \nBowl;B-2\n\n'));
    expect(parsed.sheet.headerRow).toBe(2);
    expect(parsed.sheet.rows.map((r) => r.row)).toEqual([4, 7]);
  });

  it('reads formula-like text as text, and unescapes the apostrophe of our own downloads', async () => {
    const parsed = await parse(utf8('Title,SKU\n=HYPERLINK("x"),\'=SUM(A1)\n\'-5% board,@B\n'));
    expect(parsed.sheet.rows[0]!.cells).toEqual(['=HYPERLINK("x")', "'=SUM(A1)"]);
    const rows = mappedRows(parsed.sheet, ['title', 'sku']);
    expect(rows.map((r) => r.cells)).toEqual([
      { title: '=HYPERLINK("x")', sku: '=SUM(A1)' },
      { title: '-5% board', sku: '@B' },
    ]);
    expect(unescapeCell("'hello")).toBe("'hello");
  });

  it('reads 10,000 rows, and refuses one more', async () => {
    const lines = (n: number) =>
      [
        'Title,SKU,Amazon link',
        ...Array.from({ length: n }, (_, i) => `Product ${i},S-${i},`),
      ].join('\n');
    const parsed = await parse(utf8(lines(IMPORT_MAX_ROWS)));
    expect(parsed.sheet.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(parsed.sheet.rows.at(-1)).toEqual({
      row: IMPORT_MAX_ROWS + 1,
      cells: ['Product 9999', 'S-9999', ''],
    });
    await expect(parse(utf8(lines(IMPORT_MAX_ROWS + 1)))).rejects.toEqual(
      new ParseError('tooManyRows'),
    );
  });

  it('refuses files that are empty, too large, or not spreadsheets', async () => {
    await expect(parse(utf8(''))).rejects.toMatchObject({ code: 'empty' });
    await expect(parse(utf8('Title,SKU\n\n'))).rejects.toMatchObject({ code: 'empty' });
    await expect(parse(new Uint8Array(IMPORT_MAX_FILE_BYTES + 1))).rejects.toMatchObject({
      code: 'tooLarge',
    });
    await expect(
      parse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'old.xls'),
    ).rejects.toMatchObject({ code: 'empty' });
    await expect(parse(utf8('%PDF-1.7'), 'scan.pdf')).rejects.toMatchObject({
      code: 'unsupported',
    });
    expect(fileKind('products.txt', utf8('a,b'))).toBe('csv');
    expect(fileKind('products.numbers', utf8('a,b'))).toBe('unsupported');
  });
});

describe('XLSX', () => {
  it('reads the first sheet, any other on request, with its row numbers', async () => {
    const bytes = excelXlsx([
      { name: 'Notes', cells: { A1: 'nothing to import', A2: 'really' } },
      {
        name: 'Products',
        cells: {
          A3: 'Product name',
          B3: 'SKU',
          C3: 'Amazon URL',
          D3: 'Min rating',
          A4: 'Board',
          B4: 'B-1',
          C4: { text: 'Amazon', link: 'https://www.amazon.de/dp/B07PGL2ZSL' },
          D4: 4,
          A6: { richText: ['Bowl ', 'XL'] },
          B6: { formula: 'CONCAT("B-","2")', result: 'B-2' },
          D6: 5,
        },
      },
    ]);
    const { parsed, readSheet } = await parseImportFile('catalogue.xlsx', bytes);
    expect(parsed.kind).toBe('xlsx');
    expect(parsed.sheetNames).toEqual(['Notes', 'Products']);
    expect(parsed.sheet.headers).toEqual(['nothing to import']);
    const products = readSheet!(1);
    expect(products.sheet.headerRow).toBe(3);
    expect(autoMapImportColumns(products.sheet.headers)).toEqual([
      'title',
      'sku',
      'amazonUrl',
      'minRating',
    ]);
    expect(products.sheet.rows).toEqual([
      { row: 4, cells: ['Board', 'B-1', 'https://www.amazon.de/dp/B07PGL2ZSL', '4'] },
      { row: 6, cells: ['Bowl XL', 'B-2', '', '5'] },
    ]);
  });

  it('writes text cells that stay text, and reads its own file back', async () => {
    const blob = buildXlsx('Products', [
      ['Title', 'SKU'],
      ['=1+1', '0042'],
    ]);
    const { parsed } = await parseImportFile('x.xlsx', new Uint8Array(blob));
    expect(parsed.sheet.rows).toEqual([{ row: 2, cells: ['=1+1', '0042'] }]);
    expect(cellText({ t: 'n', v: 7, f: 'A1' })).toBe('7');
    expect(cellText({ t: 'e', v: 42 })).toBe('');
  });

  it('writes a file part by part that reads back as one sheet, header first', async () => {
    const builder = new XlsxBuilder('Products');
    builder.add([['Title', 'SKU']]);
    builder.add([
      ['=1+1', '0042'],
      ['Board', 'B-1'],
    ]);
    builder.add([]);
    builder.add([['Bowl', 'B-2', 'extra']]);
    const { parsed } = await parseImportFile('x.xlsx', new Uint8Array(builder.finish()));
    expect(parsed.sheet.headers.slice(0, 2)).toEqual(['Title', 'SKU']);
    expect(parsed.sheet.rows.map((row) => row.cells)).toEqual([
      ['=1+1', '0042'],
      ['Board', 'B-1'],
      ['Bowl', 'B-2', 'extra'],
    ]);
  });

  it('reads each cell as the seller typed it: whole EANs, dates, zero-padded codes, merged cells', async () => {
    const bytes = excelXlsx([
      {
        name: 'Products',
        cells: {
          A1: 'Family',
          B1: 'Title',
          C1: 'SKU',
          D1: 'EAN',
          E1: 'Min rating',
          F1: 'Listed',
          G1: 'Price',
          H1: 'Check',
          A2: 'Boards',
          B2: 'Board',
          C2: { number: 42, format: '00000' },
          // General: Excel shows 5.94921E+12 in a narrow column; the value is the EAN.
          D2: 5949212000011,
          E2: 4.5,
          F2: { date: new Date(Date.UTC(2025, 0, 15)) },
          G2: { number: 1234.5, format: '#,##0.00' },
          H2: true,
          B3: 'Bowl',
          C3: 'B-2',
          D3: { error: '#N/A' },
          E3: { formula: '0.1+0.2', result: 0.30000000000000004 },
        },
        merges: ['A2:A3'],
      },
    ]);
    const { parsed } = await parseImportFile('catalogue.xlsx', bytes);
    expect(parsed.sheet.rows).toEqual([
      {
        row: 2,
        cells: ['Boards', 'Board', '00042', '5949212000011', '4.5', '2025-01-15', '1234.5', 'TRUE'],
      },
      { row: 3, cells: ['Boards', 'Bowl', 'B-2', '', '0.3'] },
    ]);
  });

  it('says when a file is no workbook', async () => {
    await expect(
      parseImportFile('broken.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9])),
    ).rejects.toMatchObject({ code: 'unreadable' });
  });
});

describe('XLS', () => {
  it('reads old binary Excel (BIFF8) cells as typed: whole EANs, zero-padded codes, dates', async () => {
    const sheet = utils.aoa_to_sheet([
      ['SKU', 'EAN', 'Title', 'Listed'],
      [
        { t: 'n', v: 42, z: '00000' },
        5949212000011,
        'Board',
        { t: 'n', v: 45672, z: 'yyyy-mm-dd' },
      ],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Offers');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    const { parsed } = await parseImportFile('offers.xls', bytes);
    expect(parsed).toMatchObject({ kind: 'xls', sheetNames: ['Offers'] });
    expect(parsed.sheet.rows).toEqual([
      { row: 2, cells: ['00042', '5949212000011', 'Board', '2025-01-15'] },
    ]);
  });

  it('keeps an HTML table’s cells as the text it holds', async () => {
    const html =
      '<html><body><table><tr><td>SKU</td><td>EAN</td></tr>' +
      '<tr><td>0042</td><td>5949212000011</td></tr></table></body></html>';
    const { parsed } = await parseImportFile('offers.xls', utf8(html));
    expect(parsed.sheet.rows).toEqual([{ row: 2, cells: ['0042', '5949212000011'] }]);
  });
});
