import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Locale } from '@shared';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import type { Messages } from '@/i18n/catalogs';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { theme } from '@/lib/theme';

/** Providers that do not depend on the route: theme and baseline CSS (around the router). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/**
 * Providers that depend on the URL's locale (rendered by the root route): react-intl with the
 * active catalog, and toasts (their titles are translated).
 */
export function LocaleProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <AppIntlProvider locale={props.locale} messages={props.messages}>
      <ToastProvider>{props.children}</ToastProvider>
    </AppIntlProvider>
  );
}
