import type {
  CardBucket,
  CardFile,
  CardFileMetadata,
  CardFileSaveOptions,
} from '../../src/domains/cards/card-bucket.js';

/**
 * An in-memory stand-in for firebase-admin's bucket, implementing the same CardBucket interface
 * the card code is typed against (which getStorage().bucket() satisfies, checked by tsc in the
 * trigger). It records every call so tests can check exactly what would be sent to Storage. It is
 * NOT Storage: rules, auth and the network are not involved — used only where the Storage emulator
 * cannot start.
 */
export interface StoredObject {
  data: Buffer;
  options: CardFileSaveOptions;
}

export class RecordingBucket implements CardBucket {
  readonly objects = new Map<string, StoredObject>();
  readonly calls: { method: 'save' | 'getMetadata' | 'download' | 'delete'; name: string }[] = [];

  /** Puts an object in place as if uploaded earlier (a logo, or a PNG of an earlier attempt). */
  put(name: string, data: Buffer, contentType: string, metadata: Record<string, string> = {}) {
    this.objects.set(name, {
      data,
      options: { contentType, resumable: false, metadata: { cacheControl: '', metadata } },
    });
  }

  saves(): string[] {
    return this.calls.filter((call) => call.method === 'save').map((call) => call.name);
  }

  file(name: string): CardFile {
    const notFound = () => Object.assign(new Error(`No such object: ${name}`), { code: 404 });
    return {
      save: async (data, options) => {
        this.calls.push({ method: 'save', name });
        this.objects.set(name, { data: Buffer.from(data), options });
      },
      getMetadata: async () => {
        this.calls.push({ method: 'getMetadata', name });
        const object = this.objects.get(name);
        if (!object) throw notFound();
        const metadata: CardFileMetadata = {
          contentType: object.options.contentType,
          metadata: object.options.metadata.metadata,
        };
        return [metadata];
      },
      download: async () => {
        this.calls.push({ method: 'download', name });
        const object = this.objects.get(name);
        if (!object) throw notFound();
        return [object.data];
      },
      delete: async ({ ignoreNotFound }) => {
        this.calls.push({ method: 'delete', name });
        if (!this.objects.delete(name) && !ignoreNotFound) throw notFound();
      },
    };
  }
}
