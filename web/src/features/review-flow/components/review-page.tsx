import { FormattedMessage, useIntl } from 'react-intl';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { buttonClass } from '@/components/ui/plain/button';
import { paths } from '@/config/paths';
import { AppLink } from '@/i18n/locale-navigation';
import { useLocalizedHref } from '@/i18n/use-locale';
import { RetryAlert } from '@/components/ui/plain/retry-alert';
import type { ReviewPageState } from '../hooks/use-review-page-data';
import { reviewFlowMessages } from '../messages';
import { ReviewFlow } from './review-flow';

/** The code of a deleted product: it says so plainly (not a 404, never another product). */
function ProductDeleted() {
  const intl = useIntl();
  const href = useLocalizedHref();
  return (
    <section className="qr-card qr-stack" data-testid="product-deleted">
      <PageTitle title={intl.formatMessage(reviewFlowMessages.deletedTitle)} />
      <h1 className="review-title">
        <FormattedMessage {...reviewFlowMessages.deletedTitle} />
      </h1>
      <p className="qr-p">
        <FormattedMessage {...reviewFlowMessages.deletedText} />
      </p>
      <div className="qr-actions">
        <AppLink className={buttonClass({ variant: 'contained' })} to={href(paths.home.getHref())}>
          <FormattedMessage {...reviewFlowMessages.backHome} />
        </AppLink>
      </div>
    </section>
  );
}

/**
 * /reviews/:id: the flow (its first step without the product while that loads: the build
 * pre-renders this state, src/prerender.tsx), the deleted-product page, or a retry when it could
 * not be loaded. An unknown product is the 404 page, rendered by the page around it.
 */
export function ReviewPage({ state }: { state: ReviewPageState }) {
  const { data, retrying, retry } = state;
  if (retrying) return <PageSpinner />;
  if (!data) return <ReviewFlow product={null} />;
  if (data.product === null && data.failure === 'deleted') return <ProductDeleted />;
  if (!data.product) {
    return (
      <RetryAlert
        message={reviewFlowMessages.loadFailed}
        retryLabel={reviewFlowMessages.tryAgain}
        onRetry={retry}
      />
    );
  }
  // No key: the same flow as while loading, so the question's elements stay as they are.
  return <ReviewFlow product={data.product} />;
}
