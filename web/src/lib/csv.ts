/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, quote, CR or LF are quoted, quotes
 * doubled, rows end with CRLF. A cell that starts with =, +, -, @ (or a tab / CR, which some
 * spreadsheets skip before reading a formula) is prefixed with an apostrophe, so customer text
 * such as "=HYPERLINK(…)" is shown as text instead of running as a formula (CSV injection).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers we write ourselves (ratings, "-1") are data, not formulas.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** UTF-8 with a byte-order mark, so Excel reads ă, ș, ț and emoji correctly. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}
