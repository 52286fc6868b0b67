import type { SubmitReviewResponse } from '@shared/review-api';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '@/i18n/locale-navigation';
import { Button, buttonClass } from '@/components/ui/plain/button';
import { CopyIcon, OpenInNewIcon } from '@/components/ui/plain/icons';
import { reviewFlowMessages } from '../messages';
import { StepHeading } from './step-heading';

export interface OutcomeStepProps {
  outcome: SubmitReviewResponse;
  feedback: string;
  homeHref: string;
  onCopy: () => void;
  onOpenReviewPage: () => void;
}

/**
 * "Open Review Page" is a real link with target=_blank: the browser opens the tab during the
 * click itself, so no popup blocker interferes (window.open after any await would be blocked),
 * and it also works with middle-click and "open in new tab".
 */
function OpenReviewPageButton({ href, onOpen }: { href: string; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <a
      className={buttonClass({ variant: 'contained', size: 'large' })}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      aria-label={intl.formatMessage(reviewFlowMessages.openReviewPageNewTab)}
      data-testid="open-review-page"
    >
      <FormattedMessage {...reviewFlowMessages.openReviewPage} />
      <OpenInNewIcon />
    </a>
  );
}

/** Step 3: the spec's two outcomes, decided by the server. */
export function OutcomeStep({
  outcome,
  feedback,
  homeHref,
  onCopy,
  onOpenReviewPage,
}: OutcomeStepProps) {
  if (outcome.published) {
    return (
      <div className="qr-stack" data-testid="outcome-published">
        <StepHeading message={reviewFlowMessages.positiveTitle} focus />
        <p className="qr-p">
          <FormattedMessage
            {...(outcome.reviewUrl
              ? reviewFlowMessages.positiveText
              : reviewFlowMessages.positiveNoLink)}
          />
        </p>
        <figure className="review-quote">
          <figcaption className="qr-caption qr-secondary">
            <FormattedMessage {...reviewFlowMessages.yourFeedback} />
          </figcaption>
          {/* Plain text: React escapes it; pre-wrap keeps the customer's line breaks. */}
          <blockquote data-testid="feedback-text">{feedback}</blockquote>
        </figure>
        <div className="qr-actions">
          <Button variant="outlined" size="large" onClick={onCopy} startIcon={<CopyIcon />}>
            <FormattedMessage {...reviewFlowMessages.copy} />
          </Button>
          {outcome.reviewUrl ? (
            <OpenReviewPageButton href={outcome.reviewUrl} onOpen={onOpenReviewPage} />
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="qr-stack" data-testid="outcome-private">
      <StepHeading message={reviewFlowMessages.negativeTitle} focus />
      <p className="qr-p">
        <FormattedMessage {...reviewFlowMessages.negativeText} />
      </p>
      {outcome.reviewUrl ? (
        // Compliance mode: every customer is offered the store page (no review gating).
        <p className="qr-p qr-secondary">
          <FormattedMessage {...reviewFlowMessages.complianceText} />
        </p>
      ) : null}
      <div className="qr-actions">
        <AppLink
          className={buttonClass({
            variant: outcome.reviewUrl ? 'outlined' : 'contained',
            size: 'large',
          })}
          to={homeHref}
        >
          <FormattedMessage {...reviewFlowMessages.backHome} />
        </AppLink>
        {outcome.reviewUrl ? (
          <OpenReviewPageButton href={outcome.reviewUrl} onOpen={onOpenReviewPage} />
        ) : null}
      </div>
    </div>
  );
}
