import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOCALES, type DayTotals } from '@shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import { activeStores } from '../lib/funnel';
import { analyticsMessages } from '../messages';
import { STEP_LABELS } from './funnel-table';

const STORE_COLUMNS = ['storeChosen', 'rated', 'atOrAbove', 'copied', 'sent'] as const;

/** Where customers bought (per store) and in which language they saw the review page. */
export function Breakdowns({ totals }: { totals: DayTotals }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stores = activeStores(totals);
  const languages = LOCALES.filter(
    (locale) => (totals.openedByLocale[locale] ?? 0) + (totals.ratedByLocale[locale] ?? 0) > 0,
  );
  const languageName = (locale: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(locale) ?? locale;
    } catch {
      return locale;
    }
  };
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage {...analyticsMessages.storesTitle} />
        </Typography>
        {stores.length === 0 ? (
          <Typography color="text.secondary">{t(analyticsMessages.noBreakdown)}</Typography>
        ) : (
          <Table size="small" data-testid="store-breakdown">
            <TableHead>
              <TableRow>
                <TableCell>{t(analyticsMessages.store)}</TableCell>
                {STORE_COLUMNS.map((step) => (
                  <TableCell key={step} align="right">
                    {t(STEP_LABELS[step])}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {stores.map((store) => (
                <TableRow key={store}>
                  <TableCell component="th" scope="row">
                    {t(storeNames[store])}
                  </TableCell>
                  {STORE_COLUMNS.map((step) => (
                    <TableCell key={step} align="right">
                      {intl.formatNumber(totals.stores[store][step])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage {...analyticsMessages.languagesTitle} />
        </Typography>
        {languages.length === 0 ? (
          <Typography color="text.secondary">{t(analyticsMessages.noBreakdown)}</Typography>
        ) : (
          <Table size="small" data-testid="language-breakdown">
            <TableHead>
              <TableRow>
                <TableCell>{t(analyticsMessages.language)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.opened)}</TableCell>
                <TableCell align="right">{t(analyticsMessages.rated)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {languages.map((locale) => (
                <TableRow key={locale} data-testid={`language-${locale}`}>
                  <TableCell component="th" scope="row">
                    {languageName(locale)}
                  </TableCell>
                  <TableCell align="right">
                    {intl.formatNumber(totals.openedByLocale[locale] ?? 0)}
                  </TableCell>
                  <TableCell align="right">
                    {intl.formatNumber(totals.ratedByLocale[locale] ?? 0)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </>
  );
}
