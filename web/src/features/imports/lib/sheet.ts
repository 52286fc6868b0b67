import {
  IMPORT_CELL_MAX_LENGTH,
  IMPORT_MAX_ROWS,
  type ImportMapping,
  type ImportRow,
} from '@shared';

/** One row of a parsed sheet: its number as the spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A parsed sheet: the header row and the rows below it that hold anything. */
export interface Sheet {
  headerRow: number;
  headers: string[];
  rows: SheetRow[];
}

/** A parsed file, as the worker returns it. */
export interface ParsedFile {
  kind: 'csv' | 'xlsx';
  /** CSV only. */
  encoding?: string;
  delimiter?: string;
  /** XLSX: every worksheet's name; CSV: none. */
  sheetNames: string[];
  sheetIndex: number;
  sheet: Sheet;
}

/** Why a file cannot be read (each has a translated message). */
export type ParseErrorCode = 'tooLarge' | 'tooManyRows' | 'empty' | 'unreadable' | 'unsupported';

export class ParseError extends Error {
  constructor(readonly code: ParseErrorCode) {
    super(`import file: ${code}`);
    this.name = 'ParseError';
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The sheet of some numbered rows: the first row that holds anything is the header; later rows
 * with nothing in them are left out (they keep their numbers: the row numbers a spreadsheet
 * shows). More than IMPORT_MAX_ROWS data rows is refused.
 */
export function toSheet(rows: readonly SheetRow[]): Sheet {
  const headerIndex = rows.findIndex((row) => !isBlank(row.cells));
  if (headerIndex < 0) throw new ParseError('empty');
  const header = rows[headerIndex]!;
  const data = rows.slice(headerIndex + 1).filter((row) => !isBlank(row.cells));
  if (data.length === 0) throw new ParseError('empty');
  if (data.length > IMPORT_MAX_ROWS) throw new ParseError('tooManyRows');
  const width = Math.max(header.cells.length, ...data.map((row) => row.cells.length));
  const headers = Array.from({ length: width }, (_, i) => header.cells[i]?.trim() ?? '');
  return { headerRow: header.row, headers, rows: data };
}

/**
 * A cell as typed: our CSV downloads write "'=…" for text that starts like a formula (lib/csv.ts,
 * against formula injection); reading such a file back drops that apostrophe again.
 */
export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * The rows to import: each sheet row's mapped cells (trimmed, unescaped, cut to
 * IMPORT_CELL_MAX_LENGTH), rows whose mapped cells are all empty left out.
 */
export function mappedRows(sheet: Sheet, mapping: ImportMapping): ImportRow[] {
  const rows: ImportRow[] = [];
  for (const { row, cells } of sheet.rows) {
    const mapped: ImportRow['cells'] = {};
    let filled = false;
    mapping.forEach((field, column) => {
      if (!field) return;
      const value = unescapeCell((cells[column] ?? '').trim()).slice(0, IMPORT_CELL_MAX_LENGTH);
      mapped[field] = value;
      if (value) filled = true;
    });
    if (filled) rows.push({ row, cells: mapped });
  }
  return rows;
}
