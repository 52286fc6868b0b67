import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_MAX_LENGTH } from '@shared/constants';
import { HONEYPOT_FIELD } from '@shared/schemas/review';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { reviewFlowMessages, reviewFlowValueMessages } from '../messages';
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
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <StepHeading message={reviewFlowMessages.rateTitle} focus />
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(reviewFlowValueMessages.boughtAt, { store: props.storeLabel })}
      </Typography>

      <Box
        component="fieldset"
        aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          <FormattedMessage {...reviewFlowMessages.ratingLegend} />
        </Typography>
        {/* MUI's Rating is a group of native radio inputs: arrow keys move, Space selects. */}
        <Rating
          name={`${ids}-rating`}
          value={draft.rating}
          onChange={(_event, rating) => onChange({ ...draft, rating })}
          getLabelText={(stars) =>
            intl.formatMessage(reviewFlowValueMessages.ratingValue, { stars })
          }
          icon={<StarRounded fontSize="inherit" />}
          emptyIcon={<StarRounded fontSize="inherit" />}
          sx={{ fontSize: { xs: '2.75rem', sm: '3rem' } }}
          data-testid="rating"
        />
        {errors.rating ? (
          <FormHelperText id={`${ids}-rating-error`} error>
            {errors.rating}
          </FormHelperText>
        ) : null}
      </Box>

      {/* A native textarea, styled like the app's outlined fields: MUI's TextField would bring
          Select, Menu and Popover into this route's bundle for one input. */}
      <Box>
        <Typography
          component="label"
          htmlFor={`${ids}-feedback`}
          variant="subtitle1"
          sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}
        >
          <FormattedMessage {...reviewFlowMessages.feedbackLabel} />
        </Typography>
        <Box
          component="textarea"
          id={`${ids}-feedback`}
          name="feedback"
          rows={5}
          required
          placeholder={intl.formatMessage(reviewFlowMessages.feedbackPlaceholder)}
          value={draft.feedback}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
            onChange({ ...draft, feedback: event.target.value })
          }
          aria-invalid={Boolean(errors.feedback)}
          aria-describedby={`${ids}-feedback-help`}
          sx={{
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            resize: 'vertical',
            font: 'inherit',
            fontSize: '1rem',
            lineHeight: 1.5,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: errors.feedback ? 'error.main' : 'grey.400',
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:hover': { borderColor: errors.feedback ? 'error.main' : 'text.primary' },
            '&:focus': {
              outline: 2,
              outlineColor: errors.feedback ? 'error.main' : 'primary.main',
              outlineOffset: -1,
              borderColor: 'transparent',
            },
          }}
        />
        <Box
          id={`${ids}-feedback-help`}
          sx={{ display: 'flex', gap: 1, mt: 0.5, typography: 'caption', color: 'text.secondary' }}
        >
          <Box component="span" sx={{ flex: 1, color: 'error.main' }} data-testid="feedback-error">
            {errors.feedback ?? ''}
          </Box>
          <span>
            {intl.formatMessage(reviewFlowValueMessages.feedbackCount, {
              count: draft.feedback.trim().length,
              max: FEEDBACK_MAX_LENGTH,
            })}
          </span>
        </Box>
      </Box>

      {/* Honeypot: invisible to people, skipped by keyboard and screen readers; bots fill it. */}
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
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
      </Box>

      {submitError ? (
        <Alert severity="error" role="alert" data-testid="submit-error">
          <FormattedMessage {...submitError} />
        </Alert>
      ) : null}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button variant="text" onClick={props.onBack} disabled={submitting}>
          <FormattedMessage {...reviewFlowMessages.back} />
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          <FormattedMessage
            {...(submitting ? reviewFlowMessages.submitting : reviewFlowMessages.submit)}
          />
        </Button>
      </Stack>
    </Stack>
  );
}
