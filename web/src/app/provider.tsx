import type { Locale } from '@shared';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import type { Messages } from '@/i18n/catalogs';
import { AppIntlProvider } from '@/i18n/intl-provider';

/**
 * Providers that depend on the URL's locale (rendered by the root route): react-intl with the
 * active catalog, and toasts (their titles are translated). MUI's theme is not global: the lazy
 * MUI shell (mui-shell.tsx) wraps only the screens built with MUI.
 */
export function LocaleProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <AppIntlProvider locale={props.locale} messages={props.messages}>
      <ToastProvider>{props.children}</ToastProvider>
    </AppIntlProvider>
  );
}
