import { IMPORT_CHUNK_MAX_ROWS, type ImportRow } from './schemas/import-job.js';

/**
 * An upload's rows cut into chunk documents (importJobs/{id}/chunks/{index}): at most
 * IMPORT_CHUNK_MAX_ROWS rows and IMPORT_CHUNK_MAX_BYTES estimated bytes each.
 */

/**
 * Estimated bytes per chunk document (importRowBytes): well under Firestore's 1 MiB document
 * limit, so a chunk of long links and titles is split earlier than IMPORT_CHUNK_MAX_ROWS.
 */
export const IMPORT_CHUNK_MAX_BYTES = 900_000;

/** UTF-8 bytes of a string (for the chunk size estimate; no TextEncoder needed). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Firestore's size of one row inside a chunk's `rows` array (field names and strings count their
 * UTF-8 bytes + 1, numbers 8, each map 32 bytes of overhead, rounded up).
 */
export function importRowBytes(row: ImportRow): number {
  let bytes = 32 + 4 + 8 + 6;
  for (const [field, cell] of Object.entries(row.cells)) {
    bytes += utf8Bytes(field) + 1 + utf8Bytes(cell ?? '') + 1;
  }
  if (row.variantSkus) {
    bytes += 12 + 1;
    for (const sku of row.variantSkus) bytes += utf8Bytes(sku) + 1;
  }
  return bytes;
}

/**
 * Splits rows into chunks of at most IMPORT_CHUNK_MAX_ROWS rows and IMPORT_CHUNK_MAX_BYTES
 * estimated bytes, in order.
 */
export function chunkImportRows(rows: readonly ImportRow[]): ImportRow[][] {
  const chunks: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = importRowBytes(row);
    if (
      current.length > 0 &&
      (current.length >= IMPORT_CHUNK_MAX_ROWS || bytes + size > IMPORT_CHUNK_MAX_BYTES)
    ) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
