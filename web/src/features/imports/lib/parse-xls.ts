import { read, utils, type WorkBook } from '@e965/xlsx';
import { ParseError, toSheet, type ParsedFile, type SheetRow } from './sheet';

/**
 * The old Excel format (.xls: BIFF8, and the HTML or XML tables that ERPs and marketplace panels
 * such as eMAG's serve under that name), read with SheetJS (the maintained 0.20 line, published
 * to npm as @e965/xlsx; the registry's own "xlsx" stopped at 0.18.5 with known flaws). Loaded
 * only in the import worker, only for such a file.
 */
export function loadXlsWorkbook(bytes: Uint8Array): WorkBook {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, { type: 'array', cellDates: false, dense: true });
  } catch {
    throw new ParseError('unreadable');
  }
  if (workbook.SheetNames.length === 0) throw new ParseError('empty');
  return workbook;
}

/** One worksheet as a ParsedFile: each cell as the text Excel shows, rows numbered as shown. */
export function xlsWorkbookSheet(workbook: WorkBook, sheetIndex = 0): ParsedFile {
  const name = workbook.SheetNames[sheetIndex];
  const worksheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!worksheet?.['!ref']) throw new ParseError('empty');
  const firstRow = utils.decode_range(worksheet['!ref']).s.r;
  // raw: false formats every cell as text; a primitive is the most a cell holds.
  const cells = utils.sheet_to_json<(string | number | boolean | null | undefined)[]>(worksheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  const rows: SheetRow[] = cells.map((row, index) => ({
    row: firstRow + index + 1,
    cells: row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
  }));
  return {
    kind: 'xls',
    sheetNames: [...workbook.SheetNames],
    sheetIndex,
    sheet: toSheet(rows),
  };
}
