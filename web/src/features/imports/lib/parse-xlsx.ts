import ExcelJS, { type CellValue, type Workbook, type Worksheet } from 'exceljs';
import { ParseError, toSheet, type ParsedFile, type SheetRow } from './sheet';

/** A cell as the text a seller sees in it: results of formulas, link addresses, whole numbers. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  // A link cell: its address when its text is only a label ("Amazon"), else what it shows.
  if ('hyperlink' in value) {
    const text = typeof value.text === 'string' ? value.text : cellText(value.text);
    return /^https?:\/\//i.test(text.trim()) || !value.hyperlink ? text : value.hyperlink;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return result === undefined ? '' : cellText(result);
  }
  return ''; // an error value (#N/A…)
}

function sheetRows(worksheet: Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

export async function loadWorkbook(bytes: Uint8Array): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw new ParseError('unreadable');
  }
  if (workbook.worksheets.length === 0) throw new ParseError('empty');
  return workbook;
}

/** One worksheet of a workbook (the first by default) as a ParsedFile. */
export function workbookSheet(workbook: Workbook, sheetIndex = 0): ParsedFile {
  const worksheet = workbook.worksheets[sheetIndex];
  if (!worksheet) throw new ParseError('empty');
  return {
    kind: 'xlsx',
    sheetNames: workbook.worksheets.map((sheet) => sheet.name),
    sheetIndex,
    sheet: toSheet(sheetRows(worksheet)),
  };
}

/** An .xlsx file of rows (the first is the header), every cell as text. */
export async function buildXlsx(sheetName: string, rows: readonly (readonly string[])[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  // Strings are stored as text cells, never as formulas: "=…" is shown as typed, not run.
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return workbook.xlsx.writeBuffer();
}
