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

/**
 * Step 3, decided by the server: the spec's two outcomes, and in compliance mode one screen for
 * every rating, the published screen's layout (the store's review page in the same place, with
 * the same prominence) with a text that says the seller has the feedback too.
 */
export function OutcomeStep({
  outcome,
  feedback,
  homeHref,
  onCopy,
  onOpenReviewPage,
}: OutcomeStepProps) {
  // The store's review page, when the server's answer offers it (never decided here).
  const { storePage } = outcome.next;
  if (outcome.outcome !== 'private') {
    const text =
      outcome.outcome === 'compliance'
        ? reviewFlowMessages.complianceText
        : storePage
          ? reviewFlowMessages.positiveText
          : reviewFlowMessages.positiveNoLink;
    return (
      <div className="qr-stack" data-testid={`outcome-${outcome.outcome}`}>
        <StepHeading message={reviewFlowMessages.positiveTitle} focus />
        <p className="qr-p">
          <FormattedMessage {...text} />
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
          {storePage ? (
            <OpenReviewPageButton href={storePage.url} onOpen={onOpenReviewPage} />
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
      <div className="qr-actions">
        <AppLink className={buttonClass({ variant: 'contained', size: 'large' })} to={homeHref}>
          <FormattedMessage {...reviewFlowMessages.backHome} />
        </AppLink>
      </div>
    </div>
  );
}
