import {
  IMPORT_FIELDS,
  IMPORT_TEMPLATE_EXAMPLE,
  IMPORT_TEMPLATE_HEADERS,
  type ImportField,
  type ImportIssue,
  type ImportResultDoc,
} from '@shared';
import type { IntlShape } from 'react-intl';
import { csvBlob, csvDialect, toCsv } from '@/lib/csv';
import { fieldMessages, importMessages as m, labelValueMessage } from '../messages';
import { issueText } from './issue-text';

/**
 * The files the imports screen offers: the template, and the rejected rows of a job. Both use
 * the template's columns (its English headers, which every language's import recognises), so a
 * fixed rejected-rows file imports as it is. CSV cells that start like a formula get an
 * apostrophe (lib/csv.ts); reading our own file back removes it again (sheet.ts).
 */
export const TEMPLATE_FILE_NAME = 'qr-reviews-import-template';

export function templateRows(): [header: string[], ...rows: string[][]] {
  return [
    IMPORT_FIELDS.map((field) => IMPORT_TEMPLATE_HEADERS[field]),
    IMPORT_FIELDS.map((field) => IMPORT_TEMPLATE_EXAMPLE[field]),
  ];
}

/** In the locale's spreadsheet dialect (";" where decimals take a comma), as every export. */
export async function templateCsv(locale: string): Promise<Blob> {
  const [header, ...rows] = templateRows();
  return csvBlob(await toCsv(header, rows, csvDialect(locale)));
}

/** "Title: Please enter a product title; Minimum rating: …" */
export function issuesText(intl: IntlShape, issues: readonly ImportIssue[]): string {
  return issues
    .map((issue) => {
      const text = issueText(intl, issue);
      return issue.field
        ? intl.formatMessage(labelValueMessage, {
            label: intl.formatMessage(fieldMessages[issue.field]),
            value: text,
          })
        : text;
    })
    .join('; ');
}

/** The rejected rows as a fixable file: the template's columns, then the row number and error. */
export async function rejectedRowsCsv(
  intl: IntlShape,
  results: readonly ImportResultDoc[],
): Promise<Blob> {
  const header = [
    ...IMPORT_FIELDS.map((field) => IMPORT_TEMPLATE_HEADERS[field]),
    intl.formatMessage(m.rejectedRowColumn),
    intl.formatMessage(m.rejectedErrorColumn),
  ];
  const rows = results.map((result) => [
    ...IMPORT_FIELDS.map((field: ImportField) => result.cells?.[field] ?? ''),
    result.row,
    issuesText(intl, result.issues ?? []),
  ]);
  return csvBlob(await toCsv(header, rows, csvDialect(intl.locale)));
}

/** "products.csv" → "products-rejected.csv" */
export function rejectedFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '') || 'import';
  return `${base}-rejected.csv`;
}
