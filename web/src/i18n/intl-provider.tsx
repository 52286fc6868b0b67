import { DEFAULT_LOCALE, type Locale } from '@shared';
import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Messages } from './catalogs';

/** Catalogs other than en and ro start empty and fall back to English by design. */
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

export function AppIntlProvider(props: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={props.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={props.messages}
      onError={onIntlError}
    >
      {props.children}
    </IntlProvider>
  );
}
