import {
  IMPORT_FIELDS,
  IMPORT_TEMPLATE_HEADERS,
  productExportCells,
  skuKey,
  type ExportableProduct,
} from '@shared';
import { csvBlob, csvDialect, toCsv } from '@/lib/csv';
import { xlsxBlob } from './import-file-client';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FILE_NAME = 'qr-reviews-products';

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
 * CSV is written in parts of 500 rows, so only the rows of one part are held as arrays.
 */
export async function exportProducts(options: {
  source: ExportSource;
  format: ExportFormat;
  locale: string;
  onProgress: (count: number) => void;
  signal: AbortSignal;
}): Promise<ExportResult> {
  const { format, signal } = options;
  const dialect = csvDialect(options.locale);
  const csvParts: string[] = [];
  const xlsxRows: string[][] = [HEADER];
  let part: string[][] = [];
  let count = 0;
  let withoutKey = 0;
  const flush = async () => {
    if (part.length === 0) return;
    // The header line opens the file's first part only.
    csvParts.push(await toCsv(HEADER, part, dialect, { withHeader: csvParts.length === 0 }));
    part = [];
  };
  for await (const product of options.source.products()) {
    signal.throwIfAborted();
    const cells = productExportCells(product);
    const row = IMPORT_FIELDS.map((field) => cells[field]);
    if (format === 'csv') part.push(row);
    else xlsxRows.push(row);
    count++;
    if (!hasKey(product)) withoutKey++;
    if (part.length >= 500) await flush();
    if (count % 100 === 0) options.onProgress(count);
  }
  signal.throwIfAborted();
  options.onProgress(count);
  if (format === 'csv') {
    await flush();
    if (csvParts.length === 0) csvParts.push(await toCsv(HEADER, [], dialect));
    return {
      blob: csvBlob(csvParts),
      fileName: `${EXPORT_FILE_NAME}.csv`,
      count,
      withoutKey,
    };
  }
  return {
    blob: await xlsxBlob('Products', xlsxRows),
    fileName: `${EXPORT_FILE_NAME}.xlsx`,
    count,
    withoutKey,
  };
}
