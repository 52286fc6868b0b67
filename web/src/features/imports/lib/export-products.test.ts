import { newProductInput, type ExportableProduct } from '@shared';
import { describe, expect, it, vi } from 'vitest';
import { EXPORT_PART_ROWS, exportProducts, type ExportSource } from './export-products';

function source(count: number): ExportSource {
  return {
    count,
    filtered: false,
    async *products(): AsyncGenerator<ExportableProduct> {
      for (let i = 1; i <= count; i++) {
        yield {
          ...newProductInput(),
          title: i === 1 ? '=SUM(A1)' : `Product ${i}`,
          sku: i % 2 === 0 ? `SKU-${i}` : '',
          links: { amazon: '', emag: '', shopify: i % 3 === 0 ? `https://s.example/p/${i}` : '' },
          minRating: 4,
          complianceMode: false,
        };
      }
    },
  };
}

/** jsdom's Blob has no text(); its FileReader reads one. */
const text = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });

describe('exportProducts (CSV)', () => {
  it('writes one header and every row across its 500-row parts, in the locale’s dialect', async () => {
    const onProgress = vi.fn();
    const result = await exportProducts({
      source: source(1_201),
      format: 'csv',
      locale: 'de',
      onProgress,
      signal: new AbortController().signal,
    });
    const csv = await text(result.blob);
    // (FileReader drops the byte-order mark; the browser test checks it.)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 1_201);
    expect(lines[0]).toBe(
      'Title;SKU;Variant SKUs;Amazon link;ASIN;Amazon marketplace;eMAG link;Shopify link;Minimum rating;Compliance mode;Template',
    );
    expect(lines.filter((line) => line.startsWith('Title;'))).toHaveLength(1);
    // A formula-looking title is written as text.
    expect(lines[1]).toBe("'=SUM(A1);;;;;;;;4;no;");
    expect(lines[1_201]).toBe('Product 1201;;;;;;;;4;no;');
    expect(result).toMatchObject({ count: 1_201, fileName: 'qr-reviews-products.csv' });
    // Neither SKU (odd) nor link (not a multiple of 3): 1, 5, 7, 11, … → 401 of 1,201.
    expect(result.withoutKey).toBe(401);
    expect(onProgress).toHaveBeenLastCalledWith(1_201);
  });

  it('stops when cancelled and writes nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportProducts({
        source: source(10),
        format: 'csv',
        locale: 'en',
        onProgress: () => {},
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});

describe('exportProducts (XLSX)', () => {
  it('hands the worker one part of rows at a time, header first, never the whole file', async () => {
    const parts: string[][][] = [];
    const finished = new Blob(['xlsx']);
    const result = await exportProducts({
      source: source(1_201),
      format: 'xlsx',
      locale: 'en',
      onProgress: () => {},
      signal: new AbortController().signal,
      startXlsx: (sheetName) => {
        expect(sheetName).toBe('Products');
        return Promise.resolve({
          add: (rows) => {
            parts.push(rows);
            return Promise.resolve();
          },
          finish: () => Promise.resolve(finished),
        });
      },
    });
    expect(result).toMatchObject({
      blob: finished,
      count: 1_201,
      fileName: 'qr-reviews-products.xlsx',
    });
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(EXPORT_PART_ROWS);
    const rows = parts.flat();
    expect(rows).toHaveLength(1 + 1_201);
    expect(rows[0]?.[0]).toBe('Title');
    expect(rows.filter((row) => row[0] === 'Title')).toHaveLength(1);
    // Text as typed: the worker's sheet stores it as a text cell.
    expect(rows[1]?.[0]).toBe('=SUM(A1)');
    expect(rows[1_201]?.[0]).toBe('Product 1201');
  });
});
