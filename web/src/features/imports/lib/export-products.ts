import {
  IMPORT_FIELDS,
  IMPORT_TEMPLATE_HEADERS,
  productExportCells,
  skuKey,
  type ExportableProduct,
} from '@shared';
import { csvBlob, csvDialect, toCsv } from '@/lib/csv';
import { xlsxWriter, type XlsxWriter } from './import-file-client';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FILE_NAME = 'qr-reviews-products';

/** Rows per part: what the page holds of the file at any time. */
export const EXPORT_PART_ROWS = 500;

/** What the product list hands the export: its filter's products, read in bounded steps. */
export interface ExportSource {
  /** How many the list counted (null: not counted exactly). */
  count: number | null;
  /** A search or a filter is set: the file holds the matching products only. */
  filtered: boolean;
  products: () => AsyncIterable<ExportableProduct>;
}

export interface ExportResult {
  blob: Blob;
  fileName: string;
  count: number;
  /** Products with neither a SKU nor a store link: an import cannot find them again. */
  withoutKey: number;
}

const HEADER = IMPORT_FIELDS.map((field) => IMPORT_TEMPLATE_HEADERS[field]);

function hasKey(product: ExportableProduct): boolean {
  const { amazon, emag, shopify } = product.links;
  return Boolean(skuKey(product.sku ?? '') || amazon || emag || shopify);
}

/**
 * The products as a file in the import template's columns (docs/decisions.md, "Imports"): CSV in the locale's
 * spreadsheet dialect (formula-looking cells prefixed, lib/csv.ts) or XLSX (text cells only,
 * built in the import worker). Reads go as the source pages them; `signal` stops between steps.
 * Rows go out in parts of EXPORT_PART_ROWS as they are read: a CSV part becomes a Blob part (out
 * of the JavaScript heap), an XLSX part goes into the worker's sheet, so the page never holds
 * more than one part of rows, at 100,000 products as at 10.
 */
export async function exportProducts(options: {
  source: ExportSource;
  format: ExportFormat;
  locale: string;
  onProgress: (count: number) => void;
  signal: AbortSignal;
  /** The XLSX writer (the import worker's by default). */
  startXlsx?: (sheetName: string) => Promise<XlsxWriter>;
}): Promise<ExportResult> {
  const { format, signal } = options;
  const dialect = csvDialect(options.locale);
  const csvParts: Blob[] = [];
  const xlsx = format === 'xlsx' ? await (options.startXlsx ?? xlsxWriter)('Products') : null;
  let part: string[][] = xlsx ? [HEADER] : [];
  let count = 0;
  let withoutKey = 0;
  const flush = async () => {
    if (part.length === 0) return;
    const rows = part;
    part = [];
    if (xlsx) await xlsx.add(rows);
    // The header line opens the file's first part only.
    else
      csvParts.push(
        new Blob([await toCsv(HEADER, rows, dialect, { withHeader: csvParts.length === 0 })]),
      );
  };
  for await (const product of options.source.products()) {
    signal.throwIfAborted();
    const cells = productExportCells(product);
    part.push(IMPORT_FIELDS.map((field) => cells[field]));
    count++;
    if (!hasKey(product)) withoutKey++;
    if (part.length >= EXPORT_PART_ROWS) await flush();
    if (count % 100 === 0) options.onProgress(count);
  }
  signal.throwIfAborted();
  options.onProgress(count);
  await flush();
  if (xlsx) {
    return {
      blob: await xlsx.finish(),
      fileName: `${EXPORT_FILE_NAME}.xlsx`,
      count,
      withoutKey,
    };
  }
  if (csvParts.length === 0) csvParts.push(new Blob([await toCsv(HEADER, [], dialect)]));
  return {
    blob: csvBlob(csvParts),
    fileName: `${EXPORT_FILE_NAME}.csv`,
    count,
    withoutKey,
  };
}
