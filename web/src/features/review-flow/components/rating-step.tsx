import { FEEDBACK_MAX_LENGTH } from '@shared/constants';
import { HONEYPOT_FIELD } from '@shared/schemas/review';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import { Spinner } from '@/components/ui/plain/spinner';
import { reviewFlowMessages, reviewFlowValueMessages } from '../messages';
import { StarRating } from './star-rating';
import { StepHeading } from './step-heading';

export interface RatingDraft {
  rating: number | null;
  feedback: string;
  honeypot: string;
}

export interface RatingStepProps {
  draft: RatingDraft;
  onChange: (draft: RatingDraft) => void;
  /** Translated message per field ('rating', 'feedback'). */
  errors: Record<string, string>;
  submitError: MessageDescriptor | null;
  submitting: boolean;
  storeLabel: string;
  onBack: () => void;
  onSubmit: () => void;
  /** The product, shown below the heading. */
  summary?: ReactNode;
}

/** Step 2: a 1–5 star radio group and the feedback box. */
export function RatingStep(props: RatingStepProps) {
  const { draft, onChange, errors, submitError, submitting } = props;
  const intl = useIntl();
  const ids = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      className="qr-stack review-form"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting}
    >
      <StepHeading message={reviewFlowMessages.rateTitle} focus />
      {props.summary}
      <p className="qr-p qr-body2 qr-secondary">
        {intl.formatMessage(reviewFlowValueMessages.boughtAt, { store: props.storeLabel })}
      </p>

      <fieldset
        className="review-fieldset"
        aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
      >
        <legend className="review-label">
          <FormattedMessage {...reviewFlowMessages.ratingLegend} />
        </legend>
        <StarRating
          value={draft.rating}
          onChange={(rating) => onChange({ ...draft, rating })}
          labelOf={(stars) => intl.formatMessage(reviewFlowValueMessages.ratingValue, { stars })}
          emptyLabel={intl.formatMessage(reviewFlowMessages.ratingNone)}
        />
        {errors.rating ? (
          <p id={`${ids}-rating-error`} className="qr-p qr-caption review-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor={`${ids}-feedback`} className="review-label">
          <FormattedMessage {...reviewFlowMessages.feedbackLabel} />
        </label>
        <textarea
          id={`${ids}-feedback`}
          name="feedback"
          rows={5}
          required
          className="review-textarea"
          placeholder={intl.formatMessage(reviewFlowMessages.feedbackPlaceholder)}
          value={draft.feedback}
          onChange={(event) => onChange({ ...draft, feedback: event.target.value })}
          aria-invalid={Boolean(errors.feedback)}
          aria-describedby={`${ids}-feedback-help`}
        />
        <div id={`${ids}-feedback-help`} className="qr-caption qr-secondary review-help">
          <span className="review-error" data-testid="feedback-error">
            {errors.feedback ?? ''}
          </span>
          <span>
            {intl.formatMessage(reviewFlowValueMessages.feedbackCount, {
              count: draft.feedback.trim().length,
              max: FEEDBACK_MAX_LENGTH,
            })}
          </span>
        </div>
      </div>

      {/* Honeypot: invisible to people, skipped by keyboard and screen readers; bots fill it. */}
      <div aria-hidden className="qr-visually-hidden">
        <label htmlFor={`${ids}-hp`}>{intl.formatMessage(reviewFlowMessages.honeypotLabel)}</label>
        <input
          id={`${ids}-hp`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.honeypot}
          onChange={(event) => onChange({ ...draft, honeypot: event.target.value })}
        />
      </div>

      {submitError ? (
        <Alert severity="error" role="alert" data-testid="submit-error">
          <FormattedMessage {...submitError} />
        </Alert>
      ) : null}

      <div className="review-form-actions">
        <Button variant="text" onClick={props.onBack} disabled={submitting}>
          <FormattedMessage {...reviewFlowMessages.back} />
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <Spinner small /> : undefined}
        >
          <FormattedMessage
            {...(submitting ? reviewFlowMessages.submitting : reviewFlowMessages.submit)}
          />
        </Button>
      </div>
    </form>
  );
}
