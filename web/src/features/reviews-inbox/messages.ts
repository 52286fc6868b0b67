import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { StorePageOutcome } from './lib/store-page-outcome';

export const inboxMessages = defineMessages({
  ratingFilter: { id: 'reviewsInbox.filter.rating', defaultMessage: 'Rating' },
  allRatings: { id: 'reviewsInbox.filter.allRatings', defaultMessage: 'All ratings' },
  storeFilter: { id: 'reviewsInbox.filter.store', defaultMessage: 'Store' },
  allStores: { id: 'reviewsInbox.filter.allStores', defaultMessage: 'All stores' },
  minimumFilter: { id: 'reviewsInbox.filter.minimum', defaultMessage: 'Minimum rating' },
  allMinimum: { id: 'reviewsInbox.filter.minimum.all', defaultMessage: 'All reviews' },
  atOrAboveMinimum: {
    id: 'reviewsInbox.filter.minimum.atOrAbove',
    defaultMessage: 'At or above the minimum',
  },
  belowMinimum: { id: 'reviewsInbox.filter.minimum.below', defaultMessage: 'Below the minimum' },
  offered: { id: 'reviewsInbox.outcome.offered', defaultMessage: 'Store’s review page offered' },
  offeredHelp: {
    id: 'reviewsInbox.outcome.offeredHelp',
    defaultMessage:
      'The customer was offered the store’s review page. Whether they then posted a review there happens on the store’s site, out of our sight.',
  },
  keptPrivate: { id: 'reviewsInbox.outcome.keptPrivate', defaultMessage: 'Kept private' },
  keptPrivateHelp: {
    id: 'reviewsInbox.outcome.keptPrivateHelp',
    defaultMessage:
      'Compliance mode was off: the customer was not offered the store’s review page, and only you can read this review.',
  },
  unrecorded: { id: 'reviewsInbox.outcome.unrecorded', defaultMessage: 'Not recorded' },
  unrecordedHelp: {
    id: 'reviewsInbox.outcome.unrecordedHelp',
    defaultMessage:
      'This review is below the minimum and arrived before we began recording whether the customer was offered the store’s review page.',
  },
  unread: { id: 'reviewsInbox.unread', defaultMessage: 'Unread' },
  markAllRead: { id: 'reviewsInbox.markAllRead', defaultMessage: 'Mark all read' },
  markAllReadFailed: {
    id: 'reviewsInbox.markAllReadFailed',
    defaultMessage: 'Not every review could be marked read. Please try again.',
  },
  clearFilters: { id: 'reviewsInbox.clearFilters', defaultMessage: 'Clear filters' },
  refresh: { id: 'reviewsInbox.refresh', defaultMessage: 'Refresh' },
  exportCsv: { id: 'reviewsInbox.exportCsv', defaultMessage: 'Export CSV' },
  exporting: { id: 'reviewsInbox.exporting', defaultMessage: 'Exporting…' },
  exportFailed: {
    id: 'reviewsInbox.exportFailed',
    defaultMessage: 'The CSV export failed. Please try again.',
  },
  colDate: { id: 'reviewsInbox.col.date', defaultMessage: 'Date' },
  colRating: { id: 'reviewsInbox.col.rating', defaultMessage: 'Rating' },
  colStore: { id: 'reviewsInbox.col.store', defaultMessage: 'Store' },
  colOutcome: { id: 'reviewsInbox.col.outcome', defaultMessage: 'Outcome' },
  colLanguage: { id: 'reviewsInbox.col.language', defaultMessage: 'Language' },
  colFeedback: { id: 'reviewsInbox.col.feedback', defaultMessage: 'Feedback' },
  empty: {
    id: 'reviewsInbox.empty',
    defaultMessage: 'No reviews yet. They appear here as customers scan your QR code.',
  },
  emptyFiltered: {
    id: 'reviewsInbox.emptyFiltered',
    defaultMessage: 'No reviews match these filters.',
  },
  loadFailed: { id: 'reviewsInbox.loadFailed', defaultMessage: 'The reviews could not be loaded.' },
  tryAgain: { id: 'reviewsInbox.tryAgain', defaultMessage: 'Try again' },
  previous: { id: 'reviewsInbox.previous', defaultMessage: 'Previous page' },
  next: { id: 'reviewsInbox.next', defaultMessage: 'Next page' },
  pending: { id: 'reviewsInbox.pending', defaultMessage: 'Just now' },
  tableLabel: { id: 'reviewsInbox.tableLabel', defaultMessage: 'Reviews, newest first' },
});

export const inboxValueMessages = {
  stars: defineMessage<{ stars: number }>({
    id: 'reviewsInbox.stars',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
  }),
  showing: defineMessage<{ from: number; to: number; total: number }>({
    id: 'reviewsInbox.showing',
    defaultMessage: 'Showing {from, number} to {to, number} of {total, number}',
  }),
  markingRead: defineMessage<{ count: number }>({
    id: 'reviewsInbox.markingRead',
    defaultMessage: 'Marking read… ({count, number})',
  }),
  markedRead: defineMessage<{ count: number }>({
    id: 'reviewsInbox.markedRead',
    defaultMessage:
      '{count, plural, =0 {No unread reviews to mark.} one {# review marked read.} other {# reviews marked read.}}',
  }),
  fileName: defineMessage<{ product: string; date: string }>({
    id: 'reviewsInbox.fileName',
    defaultMessage: 'reviews-{product}-{date}.csv',
  }),
};

/** Each outcome's label (the cell, the CSV) and its explanation (the cell's tooltip). */
export const outcomeMessages: Record<
  StorePageOutcome,
  { label: MessageDescriptor; help: MessageDescriptor }
> = {
  offered: { label: inboxMessages.offered, help: inboxMessages.offeredHelp },
  keptPrivate: { label: inboxMessages.keptPrivate, help: inboxMessages.keptPrivateHelp },
  unrecorded: { label: inboxMessages.unrecorded, help: inboxMessages.unrecordedHelp },
};
