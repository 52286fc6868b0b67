/**
 * CSV for spreadsheets (RFC 4180 with the locale's dialect): fields holding the separator, a
 * quote, CR or LF are quoted, quotes doubled, rows end with CRLF. A cell that starts with =, +, -, @ (or a tab / CR, which some
 * spreadsheets skip before reading a formula) is prefixed with an apostrophe, so customer text
 * such as "=HYPERLINK(…)" is shown as text instead of running as a formula (CSV injection).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * How the spreadsheet programs of a locale read CSV: where the decimal separator is a comma
 * (de, fr, ro, …) Excel and LibreOffice split fields on ";" and read "4,5" as a number; elsewhere
 * "," and "4.5". Taken from Intl, so every locale gets its own convention without a table.
 */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly decimal: string;
}

export function csvDialect(locale: string): CsvDialect {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return { separator: decimal === ',' ? ';' : ',', decimal };
}

const EN_DIALECT: CsvDialect = { separator: ',', decimal: '.' };

export function csvCell(value: CsvCell, dialect: CsvDialect = EN_DIALECT): string {
  if (value === null || value === undefined) return '';
  // Numbers we write ourselves (ratings, "-1") are data, not formulas; no digit grouping.
  let text =
    typeof value === 'number' ? String(value).replace('.', dialect.decimal) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(dialect.separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect,
): string {
  const line = (row: readonly CsvCell[]) =>
    row.map((cell) => csvCell(cell, dialect)).join(dialect.separator);
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}

/**
 * UTF-8 with a byte-order mark, so Excel reads ă, ș, ț and emoji correctly. Parts (lines written
 * in steps) become the file as they are, without first being joined into one string.
 */
export function csvBlob(csv: string | readonly string[]): Blob {
  const parts = typeof csv === 'string' ? [csv] : csv;
  return new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
}
