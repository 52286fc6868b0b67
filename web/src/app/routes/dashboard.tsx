import { useParams } from 'react-router-dom';
import { ProductDashboard } from '@/features/dashboard';
import { ReviewsInbox } from '@/features/reviews-inbox';

/** /dashboard/:id (the router has already validated the id): counters, reviews inbox, funnel. */
export default function DashboardRoute() {
  const { id = '' } = useParams();
  return (
    <ProductDashboard key={id} productId={id} reviewsInbox={<ReviewsInbox productId={id} />} />
  );
}
