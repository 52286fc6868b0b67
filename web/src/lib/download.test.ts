import { strFromU8, unzipSync } from 'fflate';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { fileSlug, qrFileName, zipBlobs } from './download';

describe('file names', () => {
  it.each([
    ['Tocător din bambus', 'tocator-din-bambus'],
    ['  Ștampilă / Ţesătură!! ', 'stampila-tesatura'],
    ['Дъска', 'product'],
    ['', 'product'],
    ['x'.repeat(100), 'x'.repeat(60)],
  ])('fileSlug(%j) = %j', (title, slug) => {
    expect(fileSlug(title)).toBe(slug);
  });

  it('names a download after the product and its id', () => {
    expect(qrFileName('Bamboo Board', 'abc123', 'card', 'png')).toBe(
      'bamboo-board-card-abc123.png',
    );
  });
});

describe('zipBlobs', () => {
  it('packs every file once, renaming duplicates', async () => {
    const zip = await zipBlobs([
      // Node's Blob: jsdom's has no arrayBuffer(); browsers' does.
      { name: 'a.png', blob: new NodeBlob(['one']) as unknown as Blob },
      { name: 'a.png', blob: new NodeBlob(['two']) as unknown as Blob },
      { name: 'b.svg', blob: new NodeBlob(['<svg/>']) as unknown as Blob },
    ]);
    expect(zip.type).toBe('application/zip');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(zip);
    });
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files).sort()).toEqual(['a-2.png', 'a.png', 'b.svg']);
    expect(strFromU8(files['a-2.png']!)).toBe('two');
  });
});
