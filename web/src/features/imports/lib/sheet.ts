import {
  IMPORT_CELL_MAX_LENGTH,
  IMPORT_MAX_ROWS,
  type ImportMapping,
  type ImportRow,
} from '@shared';
import {
  headerRowIndex,
  sourceImportRows,
  type SourceOptions,
  type SourceProfile,
  type SourceRows,
} from '@shared/import-sources';

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
  kind: 'csv' | 'xlsx' | 'xls';
  /** CSV only. */
  encoding?: string;
  delimiter?: string;
  /** XLSX and XLS: every worksheet's name; CSV: none. */
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
 * The sheet of some numbered rows. The header is the first row that holds anything, unless one of
 * the next rows names more known columns (headerRowIndex: Amazon's flat file has its header on
 * row 3, under instructions); rows above it are left out. Later rows with nothing in them are
 * left out too (they keep their numbers: the row numbers a spreadsheet shows). More than
 * IMPORT_MAX_ROWS data rows is refused.
 */
export function toSheet(rows: readonly SheetRow[]): Sheet {
  const filled = rows.filter((row) => !isBlank(row.cells));
  if (filled.length === 0) throw new ParseError('empty');
  const header = filled[headerRowIndex(filled.map((row) => row.cells))];
  if (!header) throw new ParseError('empty');
  const data = filled.filter((row) => row.row > header.row);
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

/**
 * The rows to import from a recognised file (import-sources.ts): marketplace files grouped into
 * one row per product with their links built; a spreadsheet of the seller's own as mapped. Cells
 * are unescaped as in mappedRows.
 */
export function sourceRows(
  sheet: Sheet,
  profile: SourceProfile,
  mapping: ImportMapping,
  options: SourceOptions,
): SourceRows {
  const rows = sheet.rows.map(({ row, cells }) => ({ row, cells: cells.map(unescapeCell) }));
  return sourceImportRows(rows, profile, mapping, options);
}
