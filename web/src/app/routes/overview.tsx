import { AccountOverview } from '@/features/dashboard';
import { ALL_PRODUCTS, CaseNumbers } from '@/features/reviews-inbox';
import { WebhookSettings } from '@/features/webhooks';

/**
 * /overview: the account-wide analytics, the product ranking and the customer requests' numbers
 * of every product (one counters read; docs/data-model.md, "Cases"), and the account's webhooks.
 */
export default function OverviewRoute() {
  return (
    <AccountOverview
      requests={<CaseNumbers productId={ALL_PRODUCTS} />}
      webhooks={<WebhookSettings />}
    />
  );
}
