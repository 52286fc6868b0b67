import { describe, expect, it } from 'vitest';
import { chunkImportRows, IMPORT_CHUNK_MAX_BYTES, importRowBytes } from './import-chunks.js';
import { IMPORT_CHUNK_MAX_ROWS, type ImportRow } from './schemas/import-job.js';

describe('chunkImportRows', () => {
  it('cuts chunks at 500 rows, or earlier when they would pass the byte budget', () => {
    const small: ImportRow[] = Array.from({ length: 1200 }, (_, i) => ({
      row: i + 2,
      cells: { title: `Product ${i}`, sku: `S-${i}` },
    }));
    expect(chunkImportRows(small).map((c) => c.length)).toEqual([
      IMPORT_CHUNK_MAX_ROWS,
      IMPORT_CHUNK_MAX_ROWS,
      200,
    ]);
    const long = 'https://shop.example.com/' + 'ă'.repeat(1000);
    const big: ImportRow[] = Array.from({ length: 500 }, (_, i) => ({
      row: i + 2,
      cells: { title: 'T', shopifyUrl: long, emagUrl: long },
    }));
    const chunks = chunkImportRows(big);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.reduce((sum, row) => sum + importRowBytes(row), 0)).toBeLessThanOrEqual(
        IMPORT_CHUNK_MAX_BYTES,
      );
    }
    expect(chunks.flat()).toEqual(big);
  });
});
