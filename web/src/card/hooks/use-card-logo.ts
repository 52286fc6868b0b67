import { useEffect, useState } from 'react';
import { useStorage } from '@/lib/firebase';
import { loadCardLogo } from '../lib/card-logo';

/**
 * A card's logo for the screen (loadCardLogo): null while loading and whenever the card has none
 * or it cannot be had.
 */
export function useCardLogo(logoPath: string | undefined | null): string | null {
  const storage = useStorage();
  const [logo, setLogo] = useState<{ path: string; href: string | null } | null>(null);
  useEffect(() => {
    if (!logoPath) return;
    let current = true;
    void loadCardLogo(storage, logoPath).then((href) => {
      if (current) setLogo({ path: logoPath, href });
    });
    return () => {
      current = false;
    };
  }, [storage, logoPath]);
  return logoPath && logo?.path === logoPath ? logo.href : null;
}
