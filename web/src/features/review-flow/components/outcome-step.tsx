import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmitReviewResponse } from '@shared/review-api';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
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
    <Button
      variant="contained"
      size="large"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      endIcon={<OpenInNew aria-hidden />}
      aria-label={intl.formatMessage(reviewFlowMessages.openReviewPageNewTab)}
      data-testid="open-review-page"
    >
      <FormattedMessage {...reviewFlowMessages.openReviewPage} />
    </Button>
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
      <Stack spacing={2} data-testid="outcome-published">
        <StepHeading message={reviewFlowMessages.positiveTitle} focus />
        <Typography>
          <FormattedMessage
            {...(outcome.reviewUrl
              ? reviewFlowMessages.positiveText
              : reviewFlowMessages.positiveNoLink)}
          />
        </Typography>
        <Box
          component="figure"
          sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
          <Typography component="figcaption" variant="caption" color="text.secondary">
            <FormattedMessage {...reviewFlowMessages.yourFeedback} />
          </Typography>
          {/* Plain text: React escapes it; pre-wrap keeps the customer's line breaks. */}
          <Typography
            component="blockquote"
            sx={{ m: 0, whiteSpace: 'pre-wrap' }}
            data-testid="feedback-text"
          >
            {feedback}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            size="large"
            onClick={onCopy}
            startIcon={<ContentCopy aria-hidden />}
          >
            <FormattedMessage {...reviewFlowMessages.copy} />
          </Button>
          {outcome.reviewUrl ? (
            <OpenReviewPageButton href={outcome.reviewUrl} onOpen={onOpenReviewPage} />
          ) : null}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} data-testid="outcome-private">
      <StepHeading message={reviewFlowMessages.negativeTitle} focus />
      <Typography>
        <FormattedMessage {...reviewFlowMessages.negativeText} />
      </Typography>
      {outcome.reviewUrl ? (
        // Compliance mode: every customer is offered the store page (no review gating).
        <Typography color="text.secondary">
          <FormattedMessage {...reviewFlowMessages.complianceText} />
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant={outcome.reviewUrl ? 'outlined' : 'contained'}
          size="large"
          component={RouterLink}
          to={homeHref}
        >
          <FormattedMessage {...reviewFlowMessages.backHome} />
        </Button>
        {outcome.reviewUrl ? (
          <OpenReviewPageButton href={outcome.reviewUrl} onOpen={onOpenReviewPage} />
        ) : null}
      </Stack>
    </Stack>
  );
}
