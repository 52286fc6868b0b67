/**
 * CSV for spreadsheets (RFC 4180 with the locale's dialect), written by papaparse's `unparse`:
 * fields holding the separator, a quote, CR or LF (or starting/ending with a space) are quoted,
 * quotes doubled, rows end with CRLF. papaparse loads when a file is written, never with a screen
 * (docs/decisions.md, "CSV writer").
 *
 * Before that, a cell that starts with =, +, -, @ (or a tab / CR, which some spreadsheets skip
 * before reading a formula) is prefixed with an apostrophe, so customer text such as
 * "=HYPERLINK(…)" is shown as text instead of running as a formula (CSV injection). papaparse's
 * own `escapeFormulae` would also quote every such cell; ours keeps the files as they were.
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

/** A cell's text before quoting: formulas defused, numbers as the locale reads them. */
function spreadsheetText(value: CsvCell, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  // Numbers we write ourselves (ratings, "-1") are data, not formulas; no digit grouping.
  if (typeof value === 'number') return String(value).replace('.', dialect.decimal);
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The header line (left out when `withHeader` is false: a later part of a file written in steps)
 * and the rows, each line ending with CRLF.
 */
export async function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect,
  { withHeader = true }: { withHeader?: boolean } = {},
): Promise<string> {
  const { unparse } = await import('papaparse');
  const lines = withHeader ? [header, ...rows] : rows;
  if (lines.length === 0) return '';
  const csv = unparse(
    lines.map((row) => row.map((cell) => spreadsheetText(cell, dialect))),
    { delimiter: dialect.separator, newline: '\r\n', escapeFormulae: false },
  );
  return `${csv}\r\n`;
}

/**
 * UTF-8 with a byte-order mark, so Excel reads ă, ș, ț and emoji correctly. Parts (lines written
 * in steps) become the file as they are, without first being joined into one string.
 */
export function csvBlob(csv: string | readonly BlobPart[]): Blob {
  const parts = typeof csv === 'string' ? [csv] : csv;
  return new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
}
