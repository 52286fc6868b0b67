import { FormattedMessage } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import type { ReviewPageData } from '../api/review-page-loader';
import { reviewFlowMessages } from '../messages';
import { ReviewFlow } from './review-flow';

/** /reviews/:id: the flow, or a retry when the product could not be loaded. */
export function ReviewPage() {
  const data = useLoaderData() as ReviewPageData;
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <PageSpinner />;
  if (!data.product) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void revalidator.revalidate()}>
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
