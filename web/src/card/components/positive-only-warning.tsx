import Alert from '@mui/material/Alert';
import { asksForPositiveReviewsOnly } from '@shared';
import { defineMessage, FormattedMessage } from 'react-intl';

export const positiveOnlyWarningMessage = defineMessage({
  id: 'compliance.positiveOnly.warning',
  defaultMessage:
    'This wording asks only happy customers for a review. Amazon’s and Google’s review policies and the FTC’s rule on consumer reviews forbid that: ask every customer the same way, for example “Tell us what you think”.',
});

/**
 * Warns (never blocks) when a card's headline or call to action asks for positive reviews only,
 * by the shared check (functions/src/shared/review-solicitation.ts). Shown through
 * CardDesignWarnings, so the product's card design dialog and the template editor both show it.
 */
export function PositiveOnlyWarning({ texts }: { texts: readonly string[] }) {
  if (!texts.some(asksForPositiveReviewsOnly)) return null;
  return (
    <Alert severity="warning" data-testid="positive-only-warning">
      <FormattedMessage {...positiveOnlyWarningMessage} />
    </Alert>
  );
}
