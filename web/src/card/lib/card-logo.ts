import { getBlob, ref, type FirebaseStorage } from 'firebase/storage';
import { useEffect, useState } from 'react';
import { storageAvailable, useStorage } from '@/lib/firebase';

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('logo read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A stored logo (logos/{uid}/{file}) as a data: URL, as the server embeds it, or null when it
 * cannot be had. A data: URL keeps the card SVG self-contained, so capturing it as a PNG needs no
 * cross-origin image.
 */
export async function loadLogoHref(
  storage: FirebaseStorage,
  logoPath: string,
): Promise<string | null> {
  try {
    return await asDataUrl(await getBlob(ref(storage, logoPath)));
  } catch {
    return null;
  }
}

/**
 * A card's logo for the page: `useLogoHref(product.appliedTemplate?.logoPath)`. Null while loading,
 * without a logo, where Storage is not running (local emulators without it) or when the file is
 * gone: the card is then drawn without it, as the server does.
 */
export function useLogoHref(logoPath: string | undefined | null): string | null {
  const storage = useStorage();
  const [loaded, setLoaded] = useState<{ path: string; href: string | null } | null>(null);
  useEffect(() => {
    if (!logoPath || !storageAvailable) return;
    let cancelled = false;
    void loadLogoHref(storage, logoPath).then((href) => {
      if (!cancelled) setLoaded({ path: logoPath, href });
    });
    return () => {
      cancelled = true;
    };
  }, [storage, logoPath]);
  return logoPath && loaded?.path === logoPath ? loaded.href : null;
}
