import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReviewApiFailure } from './api/review-api-client';
import { reviewFlowMessages, reviewFlowValueMessages, submitErrorMessages } from './messages';

/**
 * The customer's side of a case: the contact offer below the review's outcome and the case page.
 * Their own catalog part ('case.'), loaded only by the pages that show them.
 */
export const caseOfferMessages = {
  question: defineMessage<{ seller: string }>({
    id: 'case.offer.question',
    defaultMessage: 'Would you like {seller} to contact you about this?',
  }),
  intro: defineMessage<{ seller: string }>({
    id: 'case.offer.intro',
    defaultMessage:
      '{seller} writes to you through us: your email address is never shown to them, and your review stays as it is.',
  }),
  emailLabel: defineMessage({ id: 'case.offer.emailLabel', defaultMessage: 'Your email address' }),
  consent: defineMessage<{ seller: string; days: number }>({
    id: 'case.offer.consent',
    defaultMessage:
      'I agree that {seller} may contact me by email about this feedback. My address is deleted {days, plural, one {# day} other {# days}} after the last message, or earlier if I delete it myself.',
  }),
  submit: defineMessage({ id: 'case.offer.submit', defaultMessage: 'Ask to be contacted' }),
  sending: reviewFlowMessages.submitting,
  sentTitle: defineMessage({
    id: 'case.offer.sent.title',
    defaultMessage: 'Check your inbox to confirm',
  }),
  sentText: defineMessage<{ seller: string }>({
    id: 'case.offer.sent.text',
    defaultMessage:
      'We have sent you an email with a link. Open it to confirm your address; until then {seller} cannot write to you.',
  }),
};

/** Errors the case routes answer with, in the customer's words. */
const caseErrorTexts = defineMessages({
  rateLimited: {
    id: 'case.error.rateLimited',
    defaultMessage: 'Too many requests in a short time. Please wait a few minutes and try again.',
  },
  network: {
    id: 'case.error.network',
    defaultMessage: 'This could not be sent. Check your connection and try again.',
  },
  notFound: {
    id: 'case.error.notFound',
    defaultMessage: 'This link is not valid any more.',
  },
  addressLimit: {
    id: 'case.error.addressLimit',
    defaultMessage:
      'This address already has several requests waiting for confirmation today. Confirm one from your inbox, or try again tomorrow.',
  },
  exists: {
    id: 'case.error.exists',
    defaultMessage: 'You have already asked to be contacted about this review. Check your inbox.',
  },
  notOffered: {
    id: 'case.error.notOffered',
    defaultMessage: 'Contact can no longer be requested for this review.',
  },
  notConfirmed: {
    id: 'case.error.notConfirmed',
    defaultMessage: 'Confirm your address first: open the link in the email we sent you.',
  },
  threadFull: {
    id: 'case.error.threadFull',
    defaultMessage: 'This conversation has reached its limit of messages.',
  },
});

/** The message for each failure of a case request. */
export function caseErrorMessage(code: ReviewApiFailure): MessageDescriptor {
  switch (code) {
    case 'rate_limited':
    case 'busy':
      return caseErrorTexts.rateLimited;
    case 'network':
      return caseErrorTexts.network;
    case 'address_limit':
      return caseErrorTexts.addressLimit;
    case 'case_exists':
      return caseErrorTexts.exists;
    case 'case_not_offered':
    case 'product_not_found':
    case 'product_deleted':
      return caseErrorTexts.notOffered;
    case 'contact_not_confirmed':
      return caseErrorTexts.notConfirmed;
    case 'thread_full':
      return caseErrorTexts.threadFull;
    case 'case_not_found':
    case 'case_link_expired':
    case 'contact_erased':
    case 'not_found':
      return caseErrorTexts.notFound;
    case 'invalid_input':
    case 'payload_too_large':
      return submitErrorMessages.invalid_input;
    case 'internal':
      return submitErrorMessages.internal;
    default:
      return submitErrorMessages.invalid_json;
  }
}

/** The case page (/cases/{token}). */
export const casePageMessages = {
  title: defineMessage<{ product: string }>({
    id: 'case.page.title',
    defaultMessage: 'Your request about {product}',
  }),
  with: defineMessage<{ seller: string }>({
    id: 'case.page.with',
    defaultMessage: 'Conversation with {seller}',
  }),
  confirmed: defineMessage<{ seller: string }>({
    id: 'case.page.confirmed',
    defaultMessage:
      'Your address is confirmed. {seller} can now answer you; you will get an email with each answer.',
  }),
  address: defineMessage<{ email: string }>({
    id: 'case.page.address',
    defaultMessage: 'Answers are sent to {email}',
  }),
  waiting: defineMessage<{ seller: string }>({
    id: 'case.page.waiting',
    defaultMessage: '{seller} has not answered yet.',
  }),
  fromYou: defineMessage({ id: 'case.page.fromYou', defaultMessage: 'You' }),
  fromMember: defineMessage<{ member: string; seller: string }>({
    id: 'case.page.fromMember',
    defaultMessage: '{member} from {seller}',
  }),
  thread: defineMessage({ id: 'case.page.thread', defaultMessage: 'Messages' }),
  answerLabel: defineMessage({ id: 'case.page.answerLabel', defaultMessage: 'Your answer' }),
  answerCount: reviewFlowValueMessages.feedbackCount,
  send: defineMessage({ id: 'case.page.send', defaultMessage: 'Send answer' }),
  sending: reviewFlowMessages.submitting,
  sent: defineMessage({ id: 'case.page.sent', defaultMessage: 'Your answer has been sent.' }),
  resolve: defineMessage({ id: 'case.page.resolve', defaultMessage: 'My problem is solved' }),
  resolved: defineMessage({
    id: 'case.page.resolved',
    defaultMessage: 'This request is marked as solved. You can still write if you need to.',
  }),
  erase: defineMessage({ id: 'case.page.erase', defaultMessage: 'Delete my data' }),
  eraseQuestion: defineMessage({
    id: 'case.page.eraseQuestion',
    defaultMessage:
      'Delete your email address, these messages and your consent now? The seller can no longer answer you. This cannot be undone.',
  }),
  eraseConfirm: defineMessage({ id: 'case.page.eraseConfirm', defaultMessage: 'Delete now' }),
  cancel: defineMessage({ id: 'case.page.cancel', defaultMessage: 'Cancel' }),
  erasedTitle: defineMessage({
    id: 'case.page.erased.title',
    defaultMessage: 'Your data has been deleted',
  }),
  erasedText: defineMessage({
    id: 'case.page.erased.text',
    defaultMessage:
      'Your email address, the messages and your consent are gone. Your review itself stays with the seller.',
  }),
  unknownTitle: defineMessage({
    id: 'case.page.unknown.title',
    defaultMessage: 'This link is not valid any more',
  }),
  unknownText: defineMessage({
    id: 'case.page.unknown.text',
    defaultMessage:
      'Links expire after a while, and a request without activity is deleted. Every new email from the seller brings a fresh link.',
  }),
};
