import { FormattedMessage } from 'react-intl';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import type { ReviewPageState } from '../hooks/use-review-page-data';
import { reviewFlowMessages } from '../messages';
import { ReviewFlow } from './review-flow';

/**
 * /reviews/:id: the flow (its first step without the product while that loads: the build
 * pre-renders this state, app/prerender.tsx), or a retry when it could not be loaded. An unknown
 * product is the 404 page, rendered by the page around it.
 */
export function ReviewPage({ state }: { state: ReviewPageState }) {
  const { data, retrying, retry } = state;
  if (retrying) return <PageSpinner />;
  if (!data) return <ReviewFlow product={null} />;
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
  // No key: the same flow as while loading, so the question's elements stay as they are.
  return <ReviewFlow product={data.product} />;
}
