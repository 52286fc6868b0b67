import { defineMessage, defineMessages } from 'react-intl';

/** The seller's side of a case (docs/data-model.md, "Cases"). */
export const caseInboxMessages = defineMessages({
  title: { id: 'reviewsInbox.cases.title', defaultMessage: 'Customer requests' },
  intro: {
    id: 'reviewsInbox.cases.intro',
    defaultMessage:
      'Customers who asked you to contact them. You answer here; we relay your message by email, and you never see their address. Help with the problem; never ask for a review to be changed or removed.',
  },
  statusFilter: { id: 'reviewsInbox.cases.statusFilter', defaultMessage: 'Status' },
  allStatuses: { id: 'reviewsInbox.cases.allStatuses', defaultMessage: 'All statuses' },
  statusNew: { id: 'reviewsInbox.cases.status.new', defaultMessage: 'New' },
  statusPending: {
    id: 'reviewsInbox.cases.status.pending',
    defaultMessage: 'Waiting for the customer to confirm',
  },
  statusWaiting: {
    id: 'reviewsInbox.cases.status.waiting',
    defaultMessage: 'Waiting for the customer',
  },
  statusReplied: { id: 'reviewsInbox.cases.status.replied', defaultMessage: 'Customer replied' },
  statusResolved: { id: 'reviewsInbox.cases.status.resolved', defaultMessage: 'Resolved' },
  erased: {
    id: 'reviewsInbox.cases.erased',
    defaultMessage: 'The customer deleted their data: no more messages can be sent.',
  },
  colOpened: { id: 'reviewsInbox.cases.col.opened', defaultMessage: 'Opened' },
  colActivity: { id: 'reviewsInbox.cases.col.activity', defaultMessage: 'Last activity' },
  colStatus: { id: 'reviewsInbox.cases.col.status', defaultMessage: 'Status' },
  empty: { id: 'reviewsInbox.cases.empty', defaultMessage: 'No customer requests yet.' },
  loadFailed: {
    id: 'reviewsInbox.cases.loadFailed',
    defaultMessage: 'The requests could not be loaded.',
  },
  open: { id: 'reviewsInbox.cases.open', defaultMessage: 'Open' },
  thread: { id: 'reviewsInbox.cases.thread', defaultMessage: 'Conversation' },
  fromCustomer: { id: 'reviewsInbox.cases.fromCustomer', defaultMessage: 'Customer' },
  fromYou: { id: 'reviewsInbox.cases.fromYou', defaultMessage: 'You' },
  fromTeam: { id: 'reviewsInbox.cases.fromTeam', defaultMessage: 'Your team' },
  noMessages: { id: 'reviewsInbox.cases.noMessages', defaultMessage: 'No messages yet.' },
  replyLabel: { id: 'reviewsInbox.cases.replyLabel', defaultMessage: 'Your reply' },
  send: { id: 'reviewsInbox.cases.send', defaultMessage: 'Send reply' },
  sent: { id: 'reviewsInbox.cases.sent', defaultMessage: 'Reply sent' },
  sendFailed: {
    id: 'reviewsInbox.cases.sendFailed',
    defaultMessage: 'The reply could not be sent. Please try again.',
  },
  readOnly: {
    id: 'reviewsInbox.cases.readOnly',
    defaultMessage: 'Your role in this account lets you read requests, not answer them.',
  },
  waitingConfirm: {
    id: 'reviewsInbox.cases.waitingConfirm',
    defaultMessage:
      'The customer has not confirmed their address yet. You can reply once they have.',
  },
  resolve: { id: 'reviewsInbox.cases.resolve', defaultMessage: 'Mark resolved' },
  resolveFailed: {
    id: 'reviewsInbox.cases.resolveFailed',
    defaultMessage: 'The request could not be marked resolved. Please try again.',
  },
});

export const caseNumberMessages = defineMessages({
  title: { id: 'reviewsInbox.cases.numbers.title', defaultMessage: 'Your numbers' },
  opened: { id: 'reviewsInbox.cases.numbers.opened', defaultMessage: 'Requests opened' },
  withContact: {
    id: 'reviewsInbox.cases.numbers.withContact',
    defaultMessage: 'With a confirmed contact',
  },
  medianReply: {
    id: 'reviewsInbox.cases.numbers.medianReply',
    defaultMessage: 'Median time to first reply',
  },
  resolved: { id: 'reviewsInbox.cases.numbers.resolved', defaultMessage: 'Resolved' },
  openOld: {
    id: 'reviewsInbox.cases.numbers.openOld',
    defaultMessage: 'Open for more than 48 h',
  },
  none: { id: 'reviewsInbox.cases.numbers.none', defaultMessage: 'None yet' },
  overWeek: { id: 'reviewsInbox.cases.numbers.overWeek', defaultMessage: 'Over 7 days' },
});

export const caseInboxValueMessages = {
  underHours: defineMessage<{ hours: number }>({
    id: 'reviewsInbox.cases.numbers.underHours',
    defaultMessage: 'Under {hours, plural, one {# hour} other {# hours}}',
  }),
  replyHelp: defineMessage<{ count: number; max: number }>({
    id: 'reviewsInbox.cases.replyHelp',
    defaultMessage:
      'Plain text; line breaks are kept. The customer receives it by email. {count, number}/{max, number}',
  }),
};
