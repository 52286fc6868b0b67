import { FormattedMessage } from 'react-intl';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import type { ReviewPageState } from '../hooks/use-review-page-data';
import { reviewFlowMessages } from '../messages';
import { ReviewFlow } from './review-flow';
import { ReviewSkeleton } from './review-skeleton';

/**
 * /reviews/:id: the flow, the first step's skeleton while the product loads, or a retry when it
 * could not be loaded. (An unknown product is the 404 page, rendered by the page around it.)
 */
export function ReviewPage({ state }: { state: ReviewPageState }) {
  const { data, retrying, retry } = state;
  if (retrying) return <PageSpinner />;
  if (!data) return <ReviewSkeleton />;
  if (!data.product) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={retry}>
            <FormattedMessage {...reviewFlowMessages.tryAgain} />
          </Button>
        }
      >
        <FormattedMessage {...reviewFlowMessages.loadFailed} />
      </Alert>
    );
  }
  return <ReviewFlow key={data.product.id} product={data.product} />;
}
