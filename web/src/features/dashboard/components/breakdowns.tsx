import { LOCALES, type DayTotals } from '@shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import { activeStores } from '../lib/funnel';
import { analyticsMessages } from '../messages';
import { STEP_LABELS } from './funnel-table';
import '@/components/ui/plain/data-view.css';
import './dashboard.css';

const STORE_COLUMNS = ['storeChosen', 'rated', 'atOrAbove', 'copied', 'sent'] as const;

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
}

/** Where customers bought (per store) and in which language they saw the review page. */
export function Breakdowns({ totals }: { totals: DayTotals }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stores = activeStores(totals);
  const languages = LOCALES.filter(
    (locale) => (totals.openedByLocale[locale] ?? 0) + (totals.ratedByLocale[locale] ?? 0) > 0,
  );
  // One DisplayNames for every row (a browser without it, or without the locale, shows codes).
  const names = displayNames(intl.locale);
  const languageName = (locale: string) => {
    try {
      return names?.of(locale) ?? locale;
    } catch {
      return locale;
    }
  };
  const empty = <p className="qr-p qr-secondary">{t(analyticsMessages.noBreakdown)}</p>;
  return (
    <>
      <div className="qr-panel qr-scroll-x">
        <h2 className="qr-h6" style={{ marginBottom: 8 }}>
          <FormattedMessage {...analyticsMessages.storesTitle} />
        </h2>
        {stores.length === 0 ? (
          empty
        ) : (
          <table className="qr-table" data-testid="store-breakdown">
            <thead>
              <tr>
                <th>{t(analyticsMessages.store)}</th>
                {STORE_COLUMNS.map((step) => (
                  <th key={step} className="qr-num">
                    {t(STEP_LABELS[step])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stores.map((store) => (
                <tr key={store}>
                  <th scope="row">{t(storeNames[store])}</th>
                  {STORE_COLUMNS.map((step) => (
                    <td key={step} className="qr-num">
                      {intl.formatNumber(totals.stores[store][step])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="qr-panel qr-scroll-x">
        <h2 className="qr-h6" style={{ marginBottom: 8 }}>
          <FormattedMessage {...analyticsMessages.languagesTitle} />
        </h2>
        {languages.length === 0 ? (
          empty
        ) : (
          <table className="qr-table" data-testid="language-breakdown">
            <thead>
              <tr>
                <th>{t(analyticsMessages.language)}</th>
                <th className="qr-num">{t(analyticsMessages.opened)}</th>
                <th className="qr-num">{t(analyticsMessages.rated)}</th>
              </tr>
            </thead>
            <tbody>
              {languages.map((locale) => (
                <tr key={locale} data-testid={`language-${locale}`}>
                  <th scope="row">{languageName(locale)}</th>
                  <td className="qr-num">
                    {intl.formatNumber(totals.openedByLocale[locale] ?? 0)}
                  </td>
                  <td className="qr-num">{intl.formatNumber(totals.ratedByLocale[locale] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
