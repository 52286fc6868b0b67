import { useParams } from 'react-router-dom';
import { ProductDashboard } from '@/features/dashboard';

/** /dashboard/:id (the router has already validated the id): counters, reviews inbox, funnel. */
export default function DashboardRoute() {
  const { id = '' } = useParams();
  return <ProductDashboard key={id} productId={id} />;
}
