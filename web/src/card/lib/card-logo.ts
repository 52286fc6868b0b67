import { getBlob, ref, type FirebaseStorage } from 'firebase/storage';
import { isStorageAvailable } from '@/lib/firebase-storage';

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('the logo did not read as a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('logo read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Loaded logos by Storage path. Each upload gets a new name, so a path's file never changes. */
const loaded = new Map<string, Promise<string | null>>();

/**
 * The one way a card gets its logo, for the screen and for every PNG: a stored logo
 * (logos/{uid}/{file}) as a data: URL, as the server embeds it, so the card SVG is
 * self-contained and capturing it needs no cross-origin image. Loaded once per path and page
 * load. Null without a path, where Storage is not available, or when the file cannot be read
 * (deleted): the card is then drawn without it, as the server does.
 */
export function loadCardLogo(storage: FirebaseStorage, logoPath: string): Promise<string | null> {
  if (!logoPath) return Promise.resolve(null);
  let logo = loaded.get(logoPath);
  if (!logo) {
    logo = (async () => {
      if (!(await isStorageAvailable())) return null;
      return asDataUrl(await getBlob(ref(storage, logoPath)));
    })();
    loaded.set(logoPath, logo);
    // A failed read is not remembered: the next card asks again.
    logo.catch((error: unknown) => {
      console.error(`Card logo ${logoPath} could not be loaded`, error);
      loaded.delete(logoPath);
    });
  }
  return logo.catch(() => null);
}
