import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { InvalidDocumentError } from '@shared';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
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

  return (
    <Stack spacing={3}>
      <PageTitle
        title={intl.formatMessage(dashboardValueMessages.pageTitle, { title: summary.title })}
      />
      <Box>
        <Button
          component={RouterLink}
          to={href(paths.products.getHref())}
          startIcon={<ArrowBack />}
          size="small"
        >
          <FormattedMessage {...dashboardMessages.backToProducts} />
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            {summary.title}
          </Typography>
          <Button
            component={RouterLink}
            to={href(paths.productEdit.getHref(summary.id))}
            startIcon={<EditOutlined />}
            variant="outlined"
            size="small"
          >
            <FormattedMessage {...dashboardMessages.editProduct} />
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage(dashboardValueMessages.minRating, { stars: summary.minRating })}
        </Typography>
      </Box>

      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardTab) => showTab(next)}
          aria-label={intl.formatMessage(dashboardMessages.tabsLabel)}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="analytics" label={intl.formatMessage(dashboardMessages.tabAnalytics)} />
          <Tab value="reviews" label={intl.formatMessage(dashboardMessages.tabReviews)} />
        </Tabs>
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
      </Box>
    </Stack>
  );
}
