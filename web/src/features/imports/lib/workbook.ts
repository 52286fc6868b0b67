import { read, utils, write, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { ParseError, toSheet, type ParsedFile, type SheetRow } from './sheet';

/**
 * The one spreadsheet library (docs/decisions.md, "One spreadsheet library"): SheetJS reads .xlsx
 * and the old .xls (BIFF8, and the HTML or XML tables that ERPs and marketplace panels such as
 * eMAG's serve under that name), and writes the .xlsx downloads. The maintained 0.20 line,
 * published to npm as @e965/xlsx (the registry's own "xlsx" stopped at 0.18.5 with known flaws).
 * Loaded only in the import worker, only for such a file.
 */

const URL_PATTERN = /^https?:\/\//i;
/** A number format of zeros only ("00000"): codes whose leading zeros the seller sees. */
const ZERO_PADDED = /^0+$/;

/**
 * A cell as the text a seller sees in it, the value they typed rather than its display format:
 * whole numbers in all their digits (an EAN in a General cell, which Excel shows as 5.94921E+12),
 * other numbers as Excel's General shows them, zero-padded codes with their zeros, dates as
 * YYYY-MM-DD, results of formulas, TRUE/FALSE, nothing for an error (#N/A…). A link cell gives
 * its address when its text is only a label ("Amazon").
 */
export function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  const { v } = cell;
  switch (cell.t) {
    case 's': {
      const text = typeof v === 'string' ? v : '';
      const target = cell.l?.Target;
      return target && URL_PATTERN.test(target) && !URL_PATTERN.test(text.trim()) ? target : text;
    }
    case 'n':
      if (typeof v !== 'number') return '';
      if (cell.z !== undefined && ZERO_PADDED.test(String(cell.z))) return utils.format_cell(cell);
      return Number.isInteger(v) ? String(v) : utils.format_cell({ t: 'n', v });
    case 'd':
      return v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : '';
    case 'b':
      return v ? 'TRUE' : 'FALSE';
    default:
      return ''; // an error ('e') or a cell with a format and nothing in it ('z')
  }
}

export function loadWorkbook(bytes: Uint8Array): WorkBook {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, {
      type: 'array',
      dense: true,
      // Dates as dates (read as UTC, whatever the browser's zone), number formats kept for the
      // zero-padded codes; no display texts or HTML of rich text, which cellText never uses.
      cellDates: true,
      cellNF: true,
      cellText: false,
      cellHTML: false,
      // An HTML table's cells stay the text it holds ("0042", a 13-digit EAN), not numbers.
      raw: true,
    });
  } catch {
    throw new ParseError('unreadable');
  }
  if (workbook.SheetNames.length === 0) throw new ParseError('empty');
  return workbook;
}

/**
 * The sheet's rows, numbered as a spreadsheet shows them, each cell at its column (column A is
 * cell 0). A merged cell's text is in every cell it covers, as the seller sees it span them.
 */
function sheetRows(worksheet: WorkSheet): SheetRow[] {
  const data = worksheet['!data'] ?? [];
  const texts: string[][] = data.map((row) => Array.from(row ?? [], (cell) => cellText(cell)));
  for (const merge of worksheet['!merges'] ?? []) {
    const text = texts[merge.s.r]?.[merge.s.c] ?? '';
    if (!text) continue;
    for (let r = merge.s.r; r <= merge.e.r; r++) {
      const row = (texts[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c++) row[c] = text;
    }
  }
  const rows: SheetRow[] = [];
  texts.forEach((cells, index) => {
    rows.push({ row: index + 1, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/** One worksheet of a workbook (the first by default) as a ParsedFile. */
export function workbookSheet(
  workbook: WorkBook,
  kind: 'xlsx' | 'xls',
  sheetIndex = 0,
): ParsedFile {
  const name = workbook.SheetNames[sheetIndex];
  const worksheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!worksheet) throw new ParseError('empty');
  return {
    kind,
    sheetNames: [...workbook.SheetNames],
    sheetIndex,
    sheet: toSheet(sheetRows(worksheet)),
  };
}

/** Column width of the downloads, in characters. */
const COLUMN_WIDTH = 24;

/**
 * An .xlsx file written part by part (the product export's rows as they are read): each part
 * goes into the one sheet at once, so no list of every row is held beside the sheet. Every cell
 * is text: "=…" is stored as typed, never run as a formula.
 */
export class XlsxBuilder {
  private readonly sheet: WorkSheet = utils.aoa_to_sheet([]);
  private rows = 0;
  private columns = 0;

  constructor(private readonly sheetName: string) {}

  add(rows: readonly (readonly string[])[]): void {
    if (rows.length === 0) return;
    utils.sheet_add_aoa(
      this.sheet,
      rows.map((row) => [...row]),
      { origin: { r: this.rows, c: 0 } },
    );
    this.rows += rows.length;
    this.columns = Math.max(this.columns, ...rows.map((row) => row.length));
  }

  finish(): ArrayBuffer {
    this.sheet['!cols'] = Array.from({ length: this.columns }, () => ({ wch: COLUMN_WIDTH }));
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, this.sheet, this.sheetName);
    const bytes: unknown = write(workbook, { type: 'array', bookType: 'xlsx', compression: true });
    if (!(bytes instanceof ArrayBuffer)) throw new Error('SheetJS wrote no ArrayBuffer');
    return bytes;
  }
}

/** An .xlsx file of rows (the first is the header), every cell as text. */
export function buildXlsx(sheetName: string, rows: readonly (readonly string[])[]): ArrayBuffer {
  const builder = new XlsxBuilder(sheetName);
  builder.add(rows);
  return builder.finish();
}
