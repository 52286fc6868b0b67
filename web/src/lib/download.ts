import { zipSync } from 'fflate';

/** Saves a Blob under `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface NamedBlob {
  name: string;
  blob: Blob;
}

/** One ZIP of already-compressed files (PNGs): stored, not deflated again. */
export async function zipBlobs(files: NamedBlob[]): Promise<Blob> {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    entries[uniqueName(file.name, entries)] = [
      new Uint8Array(await file.blob.arrayBuffer()),
      { level: 0 },
    ];
  }
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}

function uniqueName(name: string, taken: Record<string, unknown>): string {
  if (!(name in taken)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let n = 2;
  while (`${base}-${n}${ext}` in taken) n++;
  return `${base}-${n}${ext}`;
}

/** A file-name-safe slug of a product title: "Tocător din bambus" → "tocator-din-bambus". */
export function fileSlug(text: string, fallback = 'product'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export function qrFileName(title: string, productId: string, kind: 'qr' | 'card', ext: string) {
  return `${fileSlug(title)}-${kind}-${productId}.${ext}`;
}
