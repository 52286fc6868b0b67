import { useParams, useSearchParams } from 'react-router-dom';
import { ProductDashboard } from '@/features/dashboard';
import Stack from '@mui/material/Stack';
import { CasesPanel, ReviewsInbox } from '@/features/reviews-inbox';

/**
 * /dashboard/:id (the router has already validated the id): analytics, the reviews inbox and the customer requests (cases). The
 * route composes the two features; a star bar opens the inbox filtered to that rating.
 */
export default function DashboardRoute() {
  const { id = '' } = useParams();
  // ?review=<id>: the link of an alert email or of the top navigation's list opens that review.
  const [searchParams] = useSearchParams();
  const openReviewId = searchParams.get('review');
  // &case=1 (a "customer answered" alert): that review's case opens too, with its thread.
  const openCaseId = searchParams.has('case') ? openReviewId : null;
  return (
    <ProductDashboard
      key={id}
      productId={id}
      renderInbox={({ productId, rating }) => (
        <Stack spacing={4}>
          <ReviewsInbox
            key={rating ?? 'all'}
            productId={productId}
            initialFilters={{ rating }}
            openReviewId={openReviewId}
            after={<CasesPanel productId={productId} openCaseId={openCaseId} />}
          />
        </Stack>
      )}
    />
  );
}
