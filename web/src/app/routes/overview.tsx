import { AccountOverview } from '@/features/dashboard';
import { ALL_PRODUCTS, CaseNumbers } from '@/features/reviews-inbox';

/**
 * /overview: the account-wide analytics, the product ranking and the customer requests' numbers
 * of every product (one counters read; docs/data-model.md, "Cases").
 */
export default function OverviewRoute() {
  return <AccountOverview requests={<CaseNumbers productId={ALL_PRODUCTS} />} />;
}
