import type { Locale } from '@shared';
import { useEffect, useSyncExternalStore } from 'react';
import { loadedMessages, subscribeToCatalogs, type Messages } from './catalogs';

/**
 * A page's messages in `locale`: every part of its catalog loaded so far, growing as more parts
 * arrive. Keeps the document's language in step.
 */
export function usePageMessages(locale: Locale): Messages {
  const messages = useSyncExternalStore(
    subscribeToCatalogs,
    () => loadedMessages(locale),
    () => loadedMessages(locale),
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return messages;
}
