import type { Locale } from '../../shared/index.js';

/**
 * The texts of the seller's emails and, under `case.*` except `case.alert.*`, the customer's
 * (the resolution loop, in the customer's page language); `address.*` goes to an alert address
 * to be confirmed; `stop.*` and `confirm.*` are the pages of the email links. ICU MessageFormat
 * like the web app's catalogs, one catalog per app language (email-catalogs.ts). English is the source; every catalog has every message
 * with the same arguments and the plural categories of its language (email-catalogs.test.ts).
 */
export const EMAIL_MESSAGES_EN = {
  'alert.subject': '{stars, plural, one {# star} other {# stars}} for {product}',
  'alert.heading': 'A customer needs your attention',
  'alert.body':
    'A customer who bought {product} on {store} rated it {stars, plural, one {# star} other {# stars}}.',
  'alert.feedback': 'Their feedback:',
  'alert.noFeedback': 'They left no written feedback.',
  'alert.open': 'Open this review in QR Reviews',
  'followUp.subject':
    '{count, plural, one {# more review needs} other {# more reviews need}} your attention',
  'followUp.body':
    'Since the last email, {count, plural, one {# more customer} other {# more customers}} rated below your minimum:',
  'followUp.item': '{product}: {stars, plural, one {# star} other {# stars}} ({store})',
  'followUp.more': '{count, plural, one {and # more} other {and # more}}',
  'followUp.open': 'Open your reviews in QR Reviews',
  'digest.subject': 'Your reviews on {date}',
  'digest.body':
    '{count, plural, =0 {No new reviews} one {# new review} other {# new reviews}} in the last 24 hours, {low, plural, one {# of them} other {# of them}} below your minimum.',
  'digest.average': 'Average rating: {average} out of 5',
  'digest.unread':
    '{unread, plural, =0 {No review is waiting for you.} one {# review needs your attention.} other {# reviews need your attention.}}',
  'footer.alerts':
    'You receive these emails because alerts on unhappy customers are on for your QR Reviews account.',
  'footer.digest':
    'You receive this email because the daily digest is on for your QR Reviews account.',
  'footer.stop': 'Stop these emails with one click',
  'footer.stopAll': 'Stop every email from QR Reviews to this address',
  'footer.settings': 'Email settings',
  'footer.address':
    'You receive this email because this address was entered as the alert address of a QR Reviews account.',
  'stop.title': 'Stop these emails?',
  'stop.titleCase': 'Stop the emails about this request?',
  'stop.titleAll': 'Stop every email from QR Reviews to this address?',
  'stop.confirm': 'Stop',
  'stop.doneAlerts':
    'This address no longer receives the alert emails of this QR Reviews account. They stay off until you switch them on again, with the button below or while signed in to QR Reviews with this address.',
  'stop.doneDigest':
    'This address no longer receives the daily digest of this QR Reviews account. It stays off until you switch it on again, with the button below or while signed in to QR Reviews with this address.',
  'stop.doneCase':
    'You will receive no more emails about this request. The conversation stays readable on the request’s page, from the link in any of its emails.',
  'stop.doneAll':
    'QR Reviews sends no more emails to this address. This holds until you switch them on again with the button below.',
  'stop.resume': 'Switch these emails on again',
  'stop.resumed': 'The emails are on again.',
  'stop.invalid': 'This link is not valid. Please open it exactly as it is in the email.',
  'case.confirm.subject': 'Confirm your email address for {seller}',
  'case.confirm.body':
    'You asked {seller} to contact you about {product}. Please confirm your email address with the link below. Until you do, {seller} cannot send you anything.',
  'case.confirm.open': 'Confirm my email address',
  'case.confirm.ignore':
    'If this was not you, ignore this email: the address is deleted within a week without being used.',
  'case.reply.subject': '{seller} replied about {product}',
  'case.reply.body': '{seller} replied to your request about {product}:',
  'case.reply.open': 'Read and answer on the case page',
  'case.reply.answeredBy': 'Answered by {member}',
  'case.stop': 'Stop the emails about this request',
  'case.footer':
    'Your email address is not shown to {seller}: messages reach you through QR Reviews. On the case page you can mark the problem as solved or delete your data at any time.',
  'case.alert.subject': 'A customer answered about {product}',
  'case.alert.body': 'The customer you are helping with {product} wrote:',
  'case.alert.open': 'Open the case in QR Reviews',
  'case.alert.confirmedSubject': 'You can now answer a customer about {product}',
  'case.alert.confirmedBody':
    'The customer who asked for help with {product} has confirmed their email address. You can now answer them from the case: your reply reaches them by email, and their address stays hidden from you.',
  'address.subject': 'Confirm this address for alert emails from QR Reviews',
  'address.body':
    '{account} asked QR Reviews to send the alert emails of their account to this address: reviews below their minimum rating, customers’ requests and, if they switch it on, a daily digest. Nothing is sent here unless you confirm.',
  'address.open': 'Confirm this address',
  'address.ignore':
    'If you did not expect this, ignore this email: the link expires within a week and nothing more is sent.',
  'confirm.title': 'Receive the alert emails of this QR Reviews account at this address?',
  'confirm.confirm': 'Confirm',
  'confirm.done':
    'Confirmed: the alert emails of this QR Reviews account now come to this address. Each of them has a link to stop them.',
  'confirm.invalid':
    'This confirmation link is no longer valid. The account’s owner can send a new one from the account overview in QR Reviews.',
  'webhook.caseOpened': 'A customer asked for help with {product}',
  'webhook.test': 'Test event from QR Reviews: this webhook works.',
  'webhook.off.subject': 'A webhook of your QR Reviews account was switched off',
  'webhook.off.body':
    'The webhook “{label}” has accepted no event for 24 hours, so QR Reviews switched it off and sends nothing more to it. Check its address in the account overview, then switch it on again.',
  'webhook.off.open': 'Open the webhook settings',
  'invite.subject': '{inviter} invited you to {account} on QR Reviews',
  'invite.body':
    '{inviter} invited you to join the QR Reviews account “{account}” with the role “{role, select, manager {Manager} support {Support} other {Viewer}}”.',
  'invite.what':
    '{role, select, manager {You will be able to change products, templates and imports, print cards, and read and answer reviews and customers’ requests.} support {You will be able to see products and analytics, read reviews and answer customers’ requests.} other {You will be able to see products, analytics and reviews, without changing anything.}}',
  'invite.open': 'Accept the invitation',
  'invite.signIn': 'To accept, sign in with Google as {email}. The link works once, within 7 days.',
  'invite.ignore':
    'If you did not expect this, ignore this email: nothing happens unless you accept, and the invitation expires.',
  'footer.invite':
    'You receive this email because an owner of a QR Reviews account invited this address.',
} as const;

export type EmailMessageId = keyof typeof EMAIL_MESSAGES_EN;
export type EmailCatalog = Record<EmailMessageId, string>;
export type EmailCatalogs = Record<Locale, EmailCatalog>;
