import { DEFAULT_LOCALE } from '@shared';
import { IntlProvider } from 'react-intl';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Last resort when the root route itself fails (e.g. its locale catalog could not load): the
 * error page in English, from the messages' default texts.
 */
export function RootErrorBoundary() {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
      <RouteErrorBoundary />
    </IntlProvider>
  );
}
