import { Zip, ZipPassThrough } from 'fflate';

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

/**
 * A ZIP built one file at a time (docs/decisions.md, "Product list at scale"): each file is stored (PNGs are compressed already)
 * and its bytes leave the JavaScript heap as soon as they are written, as Blob parts the browser
 * may keep on disk. Memory stays at about one file however many are added.
 */
export class ZipStream {
  private readonly parts: Blob[] = [];
  private readonly names: Record<string, true> = {};
  private readonly zip: Zip;
  private failure: Error | null = null;
  private done = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.parts.push(new Blob([chunk]));
      if (final) this.done = true;
    });
  }

  get files(): number {
    return Object.keys(this.names).length;
  }

  async add(name: string, blob: Blob): Promise<void> {
    const unique = uniqueName(name, this.names);
    this.names[unique] = true;
    const entry = new ZipPassThrough(unique);
    this.zip.add(entry);
    entry.push(new Uint8Array(await blob.arrayBuffer()), true);
    if (this.failure) throw this.failure;
  }

  finish(): Blob {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.done) throw new Error('zip did not finish');
    return new Blob(this.parts, { type: 'application/zip' });
  }
}

/** One ZIP of already-compressed files (PNGs): stored, not deflated again. */
export async function zipBlobs(files: NamedBlob[]): Promise<Blob> {
  const zip = new ZipStream();
  for (const file of files) await zip.add(file.name, file.blob);
  return zip.finish();
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
