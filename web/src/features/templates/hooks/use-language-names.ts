import { useMemo } from 'react';
import { useLocale } from '@/i18n/use-locale';

/** A language's name in the interface's language: "ro" → "Romanian". */
export function useLanguageNames(): (code: string) => string {
  const uiLocale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [uiLocale]);
}
