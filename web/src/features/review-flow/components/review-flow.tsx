import type { Store } from '@shared/constants';
import type { PublicProductResponse, SubmitReviewResponse } from '@shared/review-api';
import { ReviewSubmission } from '@shared/schemas/review';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { PageTitle } from '@/components/ui/page-title';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useLocale, useLocalizedHref } from '@/i18n/use-locale';
import { storeNames } from '@/lib/store-names';
import { reviewValidation } from '@/lib/review-validation-messages';
import { ReviewApiError } from '../api/review-api-client';
import { submitReview } from '../api/submit-review';
import { trackFunnelEvent } from '../api/track-funnel-event';
import { useSubmissionId } from '../hooks/use-submission-id';
import { copyText } from '../lib/clipboard';
import { reviewFlowToasts, reviewFlowValueMessages, submitErrorMessages } from '../messages';
import { OutcomeStep } from './outcome-step';
import { RatingStep, type RatingDraft } from './rating-step';
import { StoreStep } from './store-step';
import './review-flow.css';

const TOTAL_STEPS = 3;
type Step = 1 | 2 | 3;

/**
 * The customer review page (spec §2): choose the store, rate and write feedback, then the outcome
 * the server decided. Talks only to the reviewApi function (fetch), never to Firebase SDKs.
 */
export function ReviewFlow({ product }: { product: PublicProductResponse }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useLocale();
  const href = useLocalizedHref();
  const submissionId = useSubmissionId();

  const [step, setStep] = useState<Step>(1);
  const [store, setStore] = useState<Store | null>(null);
  const [draft, setDraft] = useState<RatingDraft>({ rating: null, feedback: '', honeypot: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [validateLive, setValidateLive] = useState(false);
  const [submitError, setSubmitError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The server's decision and the feedback as stored (trimmed): what the customer copies. */
  const [outcome, setOutcome] = useState<{
    response: SubmitReviewResponse;
    feedback: string;
  } | null>(null);

  const candidate = (next: RatingDraft) => ({
    productId: product.id,
    submissionId,
    store,
    rating: next.rating,
    feedback: next.feedback,
    locale,
  });

  const validate = (next: RatingDraft) => {
    const result = v.safeParse(ReviewSubmission, candidate(next));
    return result.success
      ? { output: result.output, errors: {} }
      : { output: null, errors: reviewValidation.fieldErrors(intl, result.issues) };
  };

  const changeDraft = (next: RatingDraft) => {
    setDraft(next);
    if (validateLive) setErrors(validate(next).errors);
  };

  const chooseStore = (chosen: Store) => {
    setStore(chosen);
    setStep(2);
    setSubmitError(null);
    trackFunnelEvent(product.id, 'store_chosen', chosen);
  };

  const copyFeedback = async (feedback: string, quietOnFailure: boolean) => {
    const copied = await copyText(feedback);
    if (copied) toast.success(reviewFlowToasts.copied, { title: reviewFlowToasts.copiedTitle });
    else if (!quietOnFailure) toast.warn(reviewFlowToasts.copyFailed);
  };

  const submit = async () => {
    if (submitting) return;
    setValidateLive(true);
    const checked = validate(draft);
    setErrors(checked.errors);
    if (!checked.output) {
      document
        .querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="rating"] input')
        ?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      // The same submissionId on every attempt: a retry after a lost answer counts once.
      const response = await submitReview({ ...checked.output, website: draft.honeypot });
      const feedback = checked.output.feedback;
      setOutcome({ response, feedback });
      setStep(3);
      toast.success(reviewFlowToasts.submitted, { title: reviewFlowToasts.submittedTitle });
      // Spec §1: positive feedback is copied for the customer to paste on the store's page; in
      // compliance mode every customer's is (one outcome for every rating).
      if (response.outcome !== 'private') void copyFeedback(feedback, true);
    } catch (error) {
      const failure = error instanceof ReviewApiError ? error : new ReviewApiError('network', 0);
      if (failure.code === 'invalid_input' && failure.issues.length > 0) {
        setErrors(
          Object.fromEntries(
            failure.issues.map((issue) => [
              issue.path,
              reviewValidation.formatValidationIssue(intl, issue.message),
            ]),
          ),
        );
      }
      setSubmitError(submitErrorMessages[failure.code]);
    } finally {
      setSubmitting(false);
    }
  };

  const openReviewPage = () => {
    toast.info(reviewFlowToasts.redirecting, { title: reviewFlowToasts.redirectingTitle });
    if (store) trackFunnelEvent(product.id, 'review_link_opened', store);
  };

  const storeLabel = store ? intl.formatMessage(storeNames[store]) : '';

  return (
    <div>
      <PageTitle
        title={intl.formatMessage(reviewFlowValueMessages.pageTitle, { title: product.title })}
      />
      <section className="qr-card">
        <div className="review-head">
          {product.brandName ? <p className="review-overline">{product.brandName}</p> : null}
          <h1 className="review-title">{product.title}</h1>
          {/* Announced on every step change; the new step's heading also takes focus. */}
          <p
            aria-live="polite"
            className="qr-p qr-body2 qr-secondary review-step"
            data-testid="step-indicator"
          >
            {intl.formatMessage(reviewFlowValueMessages.step, { step, total: TOTAL_STEPS })}
          </p>
        </div>

        {step === 1 ? (
          <StoreStep stores={product.stores} selected={store} onChoose={chooseStore} />
        ) : null}
        {step === 2 ? (
          <RatingStep
            draft={draft}
            onChange={changeDraft}
            errors={errors}
            submitError={submitError}
            submitting={submitting}
            storeLabel={storeLabel}
            onBack={() => setStep(1)}
            onSubmit={() => void submit()}
          />
        ) : null}
        {step === 3 && outcome ? (
          <OutcomeStep
            outcome={outcome.response}
            feedback={outcome.feedback}
            homeHref={href(paths.home.getHref())}
            onCopy={() => void copyFeedback(outcome.feedback, false)}
            onOpenReviewPage={openReviewPage}
          />
        ) : null}
      </section>
    </div>
  );
}
