import { IMPORT_MAX_FILE_BYTES } from '@shared';
import { parseCsv } from './parse-csv';
import { ParseError, type ParsedFile } from './sheet';

/** Another sheet of the same workbook (none for a CSV file). */
export type SheetReader = (index: number) => ParsedFile;

/** What a file is, from its first bytes (a renamed file is read as what it is). */
export function fileKind(name: string, bytes: Uint8Array): 'csv' | 'xlsx' | 'xls' | 'unsupported' {
  // .xlsx is a ZIP archive ("PK\3\4"); the old binary .xls is an OLE file (D0 CF 11 E0).
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'xlsx';
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    return 'xls';
  }
  // An ".xls" that is no OLE file is an HTML or XML table saved under that name.
  if (/\.xls$/i.test(name)) return 'xls';
  return /\.(xlsx|xlsm|ods|numbers|pdf|zip)$/i.test(name) ? 'unsupported' : 'csv';
}

/**
 * Reads an import file (runs in the import worker): CSV, XLSX or XLS, at most
 * IMPORT_MAX_FILE_BYTES. SheetJS (workbook.ts) is loaded only for a workbook. Returns a reader
 * of the workbook's other sheets too, for choosing another sheet.
 */
export async function parseImportFile(
  name: string,
  bytes: Uint8Array,
): Promise<{ parsed: ParsedFile; readSheet: SheetReader | null }> {
  if (bytes.byteLength > IMPORT_MAX_FILE_BYTES) throw new ParseError('tooLarge');
  if (bytes.byteLength === 0) throw new ParseError('empty');
  const kind = fileKind(name, bytes);
  if (kind === 'unsupported') throw new ParseError('unsupported');
  if (kind === 'csv') return { parsed: parseCsv(bytes), readSheet: null };
  const { loadWorkbook, workbookSheet } = await import('./workbook');
  const workbook = loadWorkbook(bytes);
  return {
    parsed: workbookSheet(workbook, kind, 0),
    readSheet: (index) => workbookSheet(workbook, kind, index),
  };
}
