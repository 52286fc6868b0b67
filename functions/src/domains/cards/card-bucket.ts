import { errorCode } from '../../shared/narrow.js';
/**
 * The part of firebase-admin's Storage bucket (@google-cloud/storage Bucket) the card code uses.
 * Production passes getStorage().bucket(); tests pass the Storage emulator's bucket where it runs,
 * or a recording bucket with the same interface where it cannot (see functions/test/integration).
 */
export interface CardFileMetadata {
  contentType?: string;
  metadata?: { [key: string]: string | boolean | number | null };
}

export interface CardFileSaveOptions {
  contentType: string;
  resumable: false;
  metadata: { cacheControl: string; metadata: { [key: string]: string } };
}

export interface CardFile {
  save(data: Buffer, options: CardFileSaveOptions): Promise<void>;
  getMetadata(): Promise<[CardFileMetadata, ...unknown[]]>;
  download(): Promise<[Buffer]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
}

export interface CardBucket {
  file(name: string): CardFile;
}

/** True for the "No such object" error both the real Storage and its emulator return. */
export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 404;
}
