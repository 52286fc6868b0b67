import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { averageRating, InvalidDocumentError } from '@shared';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useOneOffRead } from '@/hooks/use-one-off-read';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useFirestore } from '@/lib/firebase';
import { getProductSummary } from '../api/get-product-summary';
import { dashboardMessages, dashboardValueMessages } from '../messages';
import { FunnelPanel } from './funnel-panel';

const TABS = ['reviews', 'funnel'] as const;
type DashboardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DashboardTab =>
  (TABS as readonly (string | null)[]).includes(value);

function Stat({ label, value }: { label: MessageDescriptor; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 130 }}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...label} />
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * /dashboard/:id: the product's counters, its reviews inbox (?tab=reviews) and funnel
 * (?tab=funnel). The inbox is another feature's: the route passes it in.
 */
export function ProductDashboard({
  productId,
  reviewsInbox,
}: {
  productId: string;
  reviewsInbox: ReactNode;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const firestore = useFirestore();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: DashboardTab = isTab(tabParam) ? tabParam : 'reviews';
  const state = useOneOffRead(productId, () => getProductSummary(firestore, productId));

  if (state.status === 'loading' || state.status === 'idle') return <PageSpinner />;
  if (state.status === 'error' && state.error instanceof InvalidDocumentError) {
    return <InvalidDataAlert errors={[state.error]} scope="page" />;
  }
  if (state.status === 'error' || !state.data) {
    return (
      <Alert severity={state.status === 'error' ? 'error' : 'warning'} sx={{ mt: 2 }}>
        <FormattedMessage
          {...(state.status === 'error'
            ? dashboardMessages.loadFailed
            : dashboardMessages.notFound)}
        />
      </Alert>
    );
  }
  const product = state.data;
  const stats = product.stats;
  const count = (value: number | undefined) => intl.formatNumber(value ?? 0);

  return (
    <Stack spacing={3}>
      <PageTitle
        title={intl.formatMessage(dashboardValueMessages.pageTitle, { title: product.title })}
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
            {product.title}
          </Typography>
          <Button
            component={RouterLink}
            to={href(paths.productEdit.getHref(product.id))}
            startIcon={<EditOutlined />}
            variant="outlined"
            size="small"
          >
            <FormattedMessage {...dashboardMessages.editProduct} />
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage(dashboardValueMessages.minRating, { stars: product.minRating })}
        </Typography>
      </Box>

      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        data-testid="dashboard-stats"
      >
        <Stat label={dashboardMessages.statReviews} value={count(stats?.reviewCount)} />
        <Stat
          label={dashboardMessages.statAverage}
          value={
            stats?.reviewCount
              ? intl.formatNumber(averageRating(stats), {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })
              : intl.formatMessage(dashboardMessages.noRating)
          }
        />
        <Stat label={dashboardMessages.statPublished} value={count(stats?.publishedCount)} />
        <Stat label={dashboardMessages.statPrivate} value={count(stats?.privateCount)} />
      </Stack>

      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardTab) =>
            setSearchParams({ tab: next }, { replace: true })
          }
          aria-label={intl.formatMessage(dashboardMessages.tabsLabel)}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="reviews" label={intl.formatMessage(dashboardMessages.tabReviews)} />
          <Tab value="funnel" label={intl.formatMessage(dashboardMessages.tabFunnel)} />
        </Tabs>
        {tab === 'reviews' ? reviewsInbox : <FunnelPanel productId={product.id} />}
      </Box>
    </Stack>
  );
}
