import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InvalidDocumentError } from '@shared';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { sellerYearPath } from '../api/get-analytics';
import { sellerSettingsQuery } from '../api/seller-time-zone';
import { useServerRead } from '@/lib/server-state/server-state';
import {
  rankingYearsToRead,
  usePrefetchYears,
  useRankingLoader,
  useYearLoader,
} from '../hooks/use-analytics-years';
import { browserTimeZone } from '../lib/ranges';
import { analyticsMessages, overviewMessages } from '../messages';
import { AnalyticsSection } from './analytics-section';
import { ProductRanking } from './product-ranking';
import { AlertAddressField } from './alert-address';
import { CaseSettingsField } from './case-settings';
import { EmailSettingsField } from './email-settings';
import { TimeZoneField } from './time-zone-field';

/**
 * /overview: the same tiles, chart, funnel and distribution summed over all of the seller's
 * products, and the product ranking. Reads: the profile (1, for the time zone and the email
 * settings), the seller's
 * year documents of the range and its comparison period (1–4) and the ranking years of the range
 * (1–2): never one per product. All three start at once (the years in the browser's zone, with
 * slack); docs/data-model.md lists the reads per range.
 */
export function AccountOverview({
  requests,
  myAlerts,
  webhooks,
}: {
  /** The customer requests' numbers of every product, composed by the route. */
  requests?: ReactNode;
  /** The signed-in member's own alert settings, composed by the route. */
  myAlerts?: ReactNode;
  /** The account's Slack and webhook settings, composed by the route. */
  webhooks?: ReactNode;
}) {
  const intl = useIntl();
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  // The account's settings are its Owner's (the role table: account.settings).
  const mayConfigure = useCan('account.settings');
  const zone = useServerRead(sellerSettingsQuery(firestore, uid));
  const loadYears = useYearLoader(`seller:${uid}`, sellerYearPath(uid));
  const loadRanking = useRankingLoader(uid);
  // The counters and the ranking are read alongside the profile (the zone), not after it.
  usePrefetchYears(loadYears, uid !== '');
  usePrefetchYears(loadRanking, uid !== '', rankingYearsToRead);
  const [savedZone, setSavedZone] = useState<string | null>(null);

  if (!uid) return <PageSpinner />;
  // The heading and its introduction are painted at once; what needs the profile (the time zone
  // the days are counted in) follows below them. The requests, the account's settings, the
  // member's alerts and the webhooks come after the numbers (AnalyticsSection's `below`): the
  // role that shows the settings and the alert address's status (a call to the server) arrive
  // later, and below the numbers they move nothing a phone's first screen shows.
  const loading = zone.status === 'loading';
  const timeZone =
    savedZone ?? (zone.status === 'success' ? zone.data.timeZone : null) ?? browserTimeZone();

  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(overviewMessages.title)} />
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          <FormattedMessage {...overviewMessages.title} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...overviewMessages.intro} />
        </Typography>
      </div>
      {loading ? (
        <PageSpinner />
      ) : (
        <>
          {zone.status === 'error' && zone.error instanceof InvalidDocumentError ? (
            <InvalidDataAlert errors={[zone.error]} scope="page" />
          ) : zone.status === 'error' ? (
            <Alert severity="warning">
              <FormattedMessage {...analyticsMessages.loadFailed} />
            </Alert>
          ) : null}
          <AnalyticsSection
            scope={`seller:${uid}`}
            load={loadYears}
            timeZone={timeZone}
            exportName="account"
            below={
              <>
                {requests}
                {mayConfigure ? (
                  <Stack spacing={1} component="section" aria-labelledby="account-settings-title">
                    <Typography variant="h6" component="h2" id="account-settings-title">
                      <FormattedMessage {...overviewMessages.settingsTitle} />
                    </Typography>
                    <TimeZoneField
                      key={timeZone}
                      uid={uid}
                      value={timeZone}
                      onSaved={setSavedZone}
                    />
                    {zone.status === 'success' ? (
                      <>
                        <EmailSettingsField uid={uid} initial={zone.data.email} />
                        <AlertAddressField />
                        <CaseSettingsField uid={uid} initial={zone.data.cases} />
                      </>
                    ) : null}
                  </Stack>
                ) : null}
                {myAlerts}
                {webhooks}
              </>
            }
          >
            {(range) => <ProductRanking uid={uid} range={range} load={loadRanking} />}
          </AnalyticsSection>
        </>
      )}
    </Stack>
  );
}
