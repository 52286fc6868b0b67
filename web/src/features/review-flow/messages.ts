import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReviewApiFailure } from './api/review-api-client';

/** Spec texts verbatim (§2 customer review flow, §5, §8); the rest says what the page does. */
export const reviewFlowMessages = defineMessages({
  storeQuestion: {
    id: 'reviewFlow.store.question',
    defaultMessage: 'Where did you purchase this product?',
  },
  noStores: {
    id: 'reviewFlow.store.none',
    defaultMessage: 'No stores are available for this product.',
  },
  rateTitle: { id: 'reviewFlow.rate.title', defaultMessage: 'Rate and review' },
  ratingLegend: { id: 'reviewFlow.rate.legend', defaultMessage: 'Your rating' },
  ratingNone: { id: 'reviewFlow.rate.none', defaultMessage: 'No rating' },
  feedbackLabel: { id: 'reviewFlow.rate.feedbackLabel', defaultMessage: 'Your feedback' },
  feedbackPlaceholder: {
    id: 'reviewFlow.rate.feedbackPlaceholder',
    defaultMessage: 'What did you like? What could be better?',
  },
  honeypotLabel: { id: 'reviewFlow.rate.honeypot', defaultMessage: 'Leave this field empty' },
  back: { id: 'reviewFlow.back', defaultMessage: 'Back' },
  submit: { id: 'reviewFlow.submit', defaultMessage: 'Submit Feedback' },
  submitting: { id: 'reviewFlow.submitting', defaultMessage: 'Sending…' },
  positiveTitle: {
    id: 'reviewFlow.positive.title',
    defaultMessage: 'Thank you for your feedback!',
  },
  positiveText: {
    id: 'reviewFlow.positive.text',
    defaultMessage:
      'Would you share it with other shoppers? Copy your feedback, open the store’s review page and paste it there.',
  },
  positiveNoLink: {
    id: 'reviewFlow.positive.noLink',
    defaultMessage: 'We are glad you like it.',
  },
  yourFeedback: { id: 'reviewFlow.positive.yourFeedback', defaultMessage: 'Your feedback' },
  copy: { id: 'reviewFlow.copy', defaultMessage: 'Copy to Clipboard' },
  openReviewPage: { id: 'reviewFlow.openReviewPage', defaultMessage: 'Open Review Page' },
  openReviewPageNewTab: {
    id: 'reviewFlow.openReviewPageNewTab',
    defaultMessage: 'Open Review Page (opens in a new tab)',
  },
  negativeTitle: {
    id: 'reviewFlow.negative.title',
    defaultMessage: 'Thank you for your feedback!',
  },
  negativeText: {
    id: 'reviewFlow.negative.text',
    defaultMessage: 'We appreciate your honest review.',
  },
  complianceText: {
    id: 'reviewFlow.compliance.text',
    defaultMessage:
      'The seller has received it. You are welcome to share it with other shoppers too: copy it, open the store’s review page and paste it there.',
  },
  backHome: { id: 'reviewFlow.backHome', defaultMessage: 'Back to Home' },
  loadFailed: {
    id: 'reviewFlow.loadFailed',
    defaultMessage: 'The review page could not be loaded. Check your connection and try again.',
  },
  tryAgain: { id: 'reviewFlow.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'reviewFlow.loading', defaultMessage: 'Loading the product…' },
  deletedTitle: {
    id: 'reviewFlow.deleted.title',
    defaultMessage: 'This product is no longer available',
  },
  deletedText: {
    id: 'reviewFlow.deleted.text',
    defaultMessage: 'The seller has removed it, so it can no longer be reviewed here.',
  },
});

/** Messages with placeholders, typed so a call without their values fails the type check. */
export const reviewFlowValueMessages = {
  pageTitle: defineMessage<{ title: string }>({
    id: 'reviewFlow.pageTitle',
    defaultMessage: 'Review {title}',
  }),
  step: defineMessage<{ step: number; total: number }>({
    id: 'reviewFlow.step',
    defaultMessage: 'Step {step}/{total}',
  }),
  ratingValue: defineMessage<{ stars: number }>({
    id: 'reviewFlow.rate.value',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
  }),
  feedbackCount: defineMessage<{ count: number; max: number }>({
    id: 'reviewFlow.rate.feedbackCount',
    defaultMessage: '{count}/{max}',
  }),
  boughtAt: defineMessage<{ store: string }>({
    id: 'reviewFlow.boughtAt',
    defaultMessage: 'Bought at {store}',
  }),
};

/** Toasts of spec §8. */
export const reviewFlowToasts = defineMessages({
  submittedTitle: { id: 'reviewFlow.toast.submitted.title', defaultMessage: 'Feedback Submitted' },
  submitted: { id: 'reviewFlow.toast.submitted', defaultMessage: 'Thank you for your feedback!' },
  copiedTitle: { id: 'reviewFlow.toast.copied.title', defaultMessage: 'Copied' },
  copied: { id: 'reviewFlow.toast.copied', defaultMessage: 'Feedback copied to clipboard' },
  copyFailed: {
    id: 'reviewFlow.toast.copyFailed',
    defaultMessage: 'Your browser did not allow copying. Select the text and copy it yourself.',
  },
  redirectingTitle: { id: 'reviewFlow.toast.redirecting.title', defaultMessage: 'Redirecting' },
  redirecting: { id: 'reviewFlow.toast.redirecting', defaultMessage: 'Opening store review page' },
});

const invalidRequest = defineMessage({
  id: 'reviewFlow.error.invalidRequest',
  defaultMessage: 'Something went wrong. Reload the page and try again.',
});

/** What the customer reads when a submission fails; each code of the API has a message. */
export const submitErrorMessages: Record<ReviewApiFailure, MessageDescriptor> = {
  rate_limited: defineMessage({
    id: 'reviewFlow.error.rateLimited',
    defaultMessage:
      'You have sent several reviews in a short time. Please wait a few minutes and try again.',
  }),
  network: defineMessage({
    id: 'reviewFlow.error.network',
    defaultMessage: 'Your feedback could not be sent. Check your connection and try again.',
  }),
  busy: defineMessage({
    id: 'reviewFlow.error.busy',
    defaultMessage: 'Many reviews are arriving right now. Please try again in a moment.',
  }),
  app_check_failed: defineMessage({
    id: 'reviewFlow.error.appCheck',
    defaultMessage: 'Your browser could not be verified. Reload the page and try again.',
  }),
  product_not_found: defineMessage({
    id: 'reviewFlow.error.productNotFound',
    defaultMessage: 'This product no longer accepts reviews.',
  }),
  product_deleted: reviewFlowMessages.deletedTitle,
  store_unavailable: defineMessage({
    id: 'reviewFlow.error.storeUnavailable',
    defaultMessage:
      'This product is no longer sold in the chosen store. Go back and choose another.',
  }),
  invalid_input: defineMessage({
    id: 'reviewFlow.error.invalidInput',
    defaultMessage: 'Please correct the highlighted fields.',
  }),
  invalid_json: invalidRequest,
  payload_too_large: defineMessage({
    id: 'reviewFlow.error.tooLarge',
    defaultMessage: 'Your feedback is too long to send.',
  }),
  unsupported_media_type: invalidRequest,
  method_not_allowed: invalidRequest,
  not_found: invalidRequest,
  // The case routes' codes: a review submission never answers them.
  case_not_found: invalidRequest,
  case_link_expired: invalidRequest,
  case_exists: invalidRequest,
  case_not_offered: invalidRequest,
  contact_not_confirmed: invalidRequest,
  contact_erased: invalidRequest,
  thread_full: invalidRequest,
  address_limit: invalidRequest,
  internal: defineMessage({
    id: 'reviewFlow.error.internal',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  }),
};
