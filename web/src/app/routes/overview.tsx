import { AccountOverview } from '@/features/dashboard';

/** /overview: the account-wide analytics and the product ranking. */
export default function OverviewRoute() {
  return <AccountOverview />;
}
