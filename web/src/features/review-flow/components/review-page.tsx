import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { Alert } from '@/components/ui/plain/alert';
import { Button, buttonClass } from '@/components/ui/plain/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import type { ReviewPageData } from '../api/review-page-loader';
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
        <Link className={buttonClass({ variant: 'contained' })} to={href(paths.home.getHref())}>
          <FormattedMessage {...reviewFlowMessages.backHome} />
        </Link>
      </div>
    </section>
  );
}

/** /reviews/:id: the flow, the deleted-product page, or a retry when it could not be loaded. */
export function ReviewPage() {
  const data = useLoaderData() as ReviewPageData;
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <PageSpinner />;
  if (data.product === null && data.deleted) return <ProductDeleted />;
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
