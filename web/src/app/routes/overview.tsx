import { lazy, Suspense } from 'react';
import { AccountOverview } from '@/features/dashboard';
import { ALL_PRODUCTS, CaseNumbers } from '@/features/reviews-inbox';

// Below the numbers and used by few: its own chunk, so the screen's first load does not grow.
const WebhookSettings = lazy(() =>
  import('@/features/webhooks').then((module) => ({ default: module.WebhookSettings })),
);
const MyAlerts = lazy(() =>
  import('@/features/my-alerts').then((module) => ({ default: module.MyAlerts })),
);

/**
 * /overview: the account-wide analytics, the product ranking and the customer requests' numbers
 * of every product (one counters read; docs/data-model.md, "Cases"), the signed-in member's own
 * alerts (docs/decisions.md, "Alerts per person") and the account's webhooks.
 */
export default function OverviewRoute() {
  return (
    <AccountOverview
      requests={<CaseNumbers productId={ALL_PRODUCTS} />}
      myAlerts={
        <Suspense fallback={null}>
          <MyAlerts />
        </Suspense>
      }
      webhooks={
        <Suspense fallback={null}>
          <WebhookSettings />
        </Suspense>
      }
    />
  );
}
