import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { InvalidDocumentError } from '@shared';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { buttonClass } from '@/components/ui/plain/button';
import { ArrowBackIcon } from '@/components/ui/plain/data-icons';
import { EditOutlinedIcon } from '@/components/ui/plain/seller-icons';
import { Tabs } from '@/components/ui/plain/tabs';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useServerRead } from '@/lib/server-state/server-state';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useFirestore } from '@/lib/firebase';
import { productYearPath } from '../api/get-analytics';
import { productSummaryQuery } from '../api/get-product-summary';
import { usePrefetchYears, useYearLoader } from '../hooks/use-analytics-years';
import {
  ratingOf,
  RATING_PARAM,
  tabOf,
  TAB_PARAM,
  type DashboardTab,
} from '../lib/dashboard-params';
import { dashboardMessages, dashboardValueMessages } from '../messages';
import { AnalyticsSection } from './analytics-section';
import './dashboard.css';

/**
 * /dashboard/:id: the product's analytics (default tab; ranges in the URL) and its reviews inbox
 * (?tab=reviews, optionally &rating=n from the star distribution). The inbox is another feature,
 * so the route passes it in (`renderInbox`). Reads per analytics view: the product (1) and the
 * year documents of the range and its comparison period (1–4; see docs/data-model.md), each read
 * once per visit however often the range changes.
 */
export function ProductDashboard({
  productId,
  renderInbox,
}: {
  productId: string;
  renderInbox: (props: { productId: string; rating: number | null }) => ReactNode;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const firestore = useFirestore();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get(TAB_PARAM));
  const rating = ratingOf(searchParams.get(RATING_PARAM));
  const product = useServerRead(productSummaryQuery(firestore, productId));
  const loadYears = useYearLoader(`product:${productId}`, productYearPath(productId));
  // The counters are read alongside the product, not after it.
  usePrefetchYears(loadYears, tab === 'analytics');

  const showTab = (next: DashboardTab, stars: number | null = null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, next);
        if (stars === null) params.delete(RATING_PARAM);
        else params.set(RATING_PARAM, String(stars));
        return params;
      },
      { replace: stars === null },
    );

  if (product.status === 'loading' || product.status === 'idle') return <PageSpinner />;
  if (product.status === 'error' && product.error instanceof InvalidDocumentError) {
    return <InvalidDataAlert errors={[product.error]} scope="page" />;
  }
  if (product.status === 'error' || !product.data) {
    return (
      <Alert severity={product.status === 'error' ? 'error' : 'warning'} sx={{ mt: 2 }}>
        <FormattedMessage
          {...(product.status === 'error'
            ? dashboardMessages.loadFailed
            : dashboardMessages.notFound)}
        />
      </Alert>
    );
  }
  const summary = product.data;

  const smallButton = (variant: 'text' | 'outlined') => `${buttonClass({ variant })} qr-btn--small`;
  return (
    <div className="qr-dashboard">
      <PageTitle
        title={intl.formatMessage(dashboardValueMessages.pageTitle, { title: summary.title })}
      />
      <div>
        <RouterLink to={href(paths.products.getHref())} className={smallButton('text')}>
          <ArrowBackIcon />
          <FormattedMessage {...dashboardMessages.backToProducts} />
        </RouterLink>
        <div className="qr-dashboard__title">
          <h1>{summary.title}</h1>
          <RouterLink
            to={href(paths.productEdit.getHref(summary.id))}
            className={smallButton('outlined')}
          >
            <EditOutlinedIcon />
            <FormattedMessage {...dashboardMessages.editProduct} />
          </RouterLink>
        </div>
        <p className="qr-p qr-body2 qr-secondary" style={{ marginTop: 4 }} data-testid="routing">
          {intl.formatMessage(
            summary.complianceMode
              ? dashboardValueMessages.complianceMode
              : dashboardValueMessages.privateRouting,
            { stars: summary.minRating },
          )}
        </p>
      </div>

      <div>
        <Tabs<DashboardTab>
          label={intl.formatMessage(dashboardMessages.tabsLabel)}
          value={tab}
          options={[
            { value: 'analytics', label: intl.formatMessage(dashboardMessages.tabAnalytics) },
            { value: 'reviews', label: intl.formatMessage(dashboardMessages.tabReviews) },
          ]}
          onChange={(next) => showTab(next)}
        />
        {tab === 'reviews' ? (
          renderInbox({ productId: summary.id, rating })
        ) : (
          <AnalyticsSection
            scope={`product:${summary.id}`}
            load={loadYears}
            exportName={summary.id}
            onStarSelect={(stars) => showTab('reviews', stars)}
          />
        )}
      </div>
    </div>
  );
}
