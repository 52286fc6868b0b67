import type { Store } from '@shared/constants';
import type { PublicProductResponse, SubmitReviewResponse } from '@shared/review-api';
import { ReviewSubmission } from '@shared/schemas/review';
import { useCallback, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { PageTitle } from '@/components/ui/page-title';
import { useToast } from '@/components/ui/toast';
import { useSchemaForm } from '@/hooks/use-schema-form';
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
import { CaseOfferSlot } from './case-offer-slot';
import { OutcomeStep } from './outcome-step';
import { RatingStep, type RatingDraft } from './rating-step';
import { StoreStep } from './store-step';
import './review-flow.css';

const TOTAL_STEPS = 3;
const VALIDATION_SUBMISSION_ID = '0'.repeat(32);

/**
 * The product being reviewed, below the step's question: the question is on screen with the HTML
 * (ReviewSkeleton), the product arrives later, and below it nothing already shown has to move.
 */
function ProductSummary({ product }: { product: PublicProductResponse }) {
  return (
    <div className="review-product" data-testid="review-product">
      {product.brandName ? <p className="review-overline">{product.brandName}</p> : null}
      <p className="review-title">{product.title}</p>
    </div>
  );
}
type Step = 1 | 2 | 3;

/**
 * The customer review page (spec §2): choose the store, rate and write feedback, then the outcome
 * the server decided. Talks only to the reviewApi function (fetch), never to Firebase SDKs.
 * `product` null: the product is on its way; the first step shows its question and a spinner.
 * That is what the build pre-renders into reviews.html and the app hydrates, and the same
 * elements stay when the product arrives below the question (no new paint of the heading, no
 * layout shift).
 */
const EMPTY_DRAFT: RatingDraft = { rating: null, feedback: '', honeypot: '' };

export function ReviewFlow({ product }: { product: PublicProductResponse | null }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useLocale();
  const href = useLocalizedHref();
  const submissionIdFor = useSubmissionId();

  const [step, setStep] = useState<Step>(1);
  const [store, setStore] = useState<Store | null>(null);
  const [submitError, setSubmitError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const copyCounted = useRef(false);
  /**
   * The server's decision (the screen and what the customer may do next) and the feedback as
   * stored (trimmed): what the customer copies.
   */
  const [outcome, setOutcome] = useState<{
    response: SubmitReviewResponse;
    feedback: string;
    submissionId: string;
  } | null>(null);

  const validate = useCallback(
    (draft: RatingDraft) =>
      v.safeParse(ReviewSubmission, {
        productId: product?.id ?? '',
        // Chosen when the review is sent (submissionIdFor); any valid id checks the rest.
        submissionId: VALIDATION_SUBMISSION_ID,
        store,
        rating: draft.rating,
        feedback: draft.feedback,
        locale,
      }),
    [product?.id, store, locale],
  );
  // Validation runs on submit, then live; the server's verdict shows until the next change.
  const form = useSchemaForm({
    initial: EMPTY_DRAFT,
    validate,
    formatErrors: reviewValidation.fieldErrors,
    showErrors: 'submit',
  });
  const draft = form.values;
  const errors: Record<string, string> = {};
  for (const path of ['rating', 'feedback']) {
    const error = form.errorFor(path);
    if (error) errors[path] = error;
  }

  const chooseStore = (chosen: Store) => {
    setStore(chosen);
    setStep(2);
    setSubmitError(null);
    if (product) trackFunnelEvent(product.id, 'store_chosen', chosen);
  };

  const copyFeedback = async (feedback: string, quietOnFailure: boolean) => {
    const copied = await copyText(feedback);
    if (copied) toast.success(reviewFlowToasts.copied, { title: reviewFlowToasts.copiedTitle });
    // Counted once per review: the funnel's "feedback copied" step, not every click.
    if (copied && product && store && !copyCounted.current) {
      copyCounted.current = true;
      trackFunnelEvent(product.id, 'feedback_copied', store);
    } else if (!quietOnFailure) toast.warn(reviewFlowToasts.copyFailed);
  };

  const submit = async () => {
    if (submitting) return;
    const output = form.submit();
    if (!output) {
      document
        .querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="rating"] input')
        ?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      // The same submissionId on every attempt of the same review: a retry after a lost answer
      // counts once. A changed review (another store, rating or feedback) is sent as a new one.
      const submissionId = submissionIdFor(
        JSON.stringify([output.store, output.rating, output.feedback]),
      );
      const response = await submitReview({ ...output, submissionId, website: draft.honeypot });
      const feedback = output.feedback;
      setOutcome({ response, feedback, submissionId });
      setStep(3);
      toast.success(reviewFlowToasts.submitted, { title: reviewFlowToasts.submittedTitle });
      // Spec §1: positive feedback is copied for the customer to paste on the store's page; in
      // compliance mode every customer's is (one outcome for every rating).
      if (response.outcome !== 'private') void copyFeedback(feedback, true);
    } catch (error) {
      const failure = error instanceof ReviewApiError ? error : new ReviewApiError('network', 0);
      if (failure.code === 'invalid_input' && failure.issues.length > 0) {
        form.setServerErrors(
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
    if (product && store) trackFunnelEvent(product.id, 'review_link_opened', store);
  };

  const storeLabel = store ? intl.formatMessage(storeNames[store]) : '';

  return (
    <div>
      {product ? (
        <PageTitle
          title={intl.formatMessage(reviewFlowValueMessages.pageTitle, { title: product.title })}
        />
      ) : null}
      <section className="qr-card">
        {/* Announced on every step change; the new step's heading also takes focus. */}
        <p
          aria-live="polite"
          className="qr-p qr-body2 qr-secondary review-step"
          data-testid="step-indicator"
        >
          {intl.formatMessage(reviewFlowValueMessages.step, { step, total: TOTAL_STEPS })}
        </p>

        {step === 1 ? (
          <StoreStep
            stores={product?.stores ?? null}
            selected={store}
            onChoose={chooseStore}
            summary={product ? <ProductSummary product={product} /> : null}
          />
        ) : null}
        {step === 2 ? (
          <RatingStep
            draft={draft}
            onChange={form.setValues}
            errors={errors}
            submitError={submitError}
            submitting={submitting}
            storeLabel={storeLabel}
            summary={product ? <ProductSummary product={product} /> : null}
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
        {step === 3 && outcome?.response.next.contactOffer && product ? (
          <CaseOfferSlot
            offer={outcome.response.next.contactOffer}
            productId={product.id}
            submissionId={outcome.submissionId}
            locale={locale}
          />
        ) : null}
      </section>
    </div>
  );
}
