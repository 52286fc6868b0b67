import type { Locale } from '@shared';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { loadedMessages, subscribeToCatalogs, type Messages } from './catalogs';

/**
 * A page's messages in `locale`: every part of its catalog loaded so far, growing as more parts
 * arrive. Keeps the document's language in step with the words on screen: set while React commits
 * them (a layout effect), so no paint or assistive technology ever reads one language's words
 * under the other's `lang`.
 */
export function usePageMessages(locale: Locale): Messages {
  const messages = useSyncExternalStore(
    subscribeToCatalogs,
    () => loadedMessages(locale),
    () => loadedMessages(locale),
  );
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return messages;
}
