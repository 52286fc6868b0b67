import { useIntl } from 'react-intl';
import { Spinner } from '@/components/ui/plain/spinner';
import { reviewFlowMessages, reviewFlowValueMessages } from '../messages';
import { StepHeading } from './step-heading';
import './review-flow.css';

/**
 * The first step before the product has arrived: the step and its question, where the flow will
 * show them, then a spinner where the product and its stores will appear. The build renders it
 * into reviews.html for every locale (app/prerender.tsx), so it is on screen with the HTML; the
 * product and stores appear below the question, so nothing that is already shown moves.
 */
export function ReviewSkeleton() {
  const intl = useIntl();
  return (
    <section className="qr-card" aria-busy="true">
      <p className="qr-p qr-body2 qr-secondary review-step" data-testid="step-indicator">
        {intl.formatMessage(reviewFlowValueMessages.step, { step: 1, total: 3 })}
      </p>
      <div className="qr-stack">
        <StepHeading message={reviewFlowMessages.storeQuestion} />
        <div className="review-pending">
          <Spinner label={intl.formatMessage(reviewFlowMessages.loading)} />
        </div>
      </div>
    </section>
  );
}
