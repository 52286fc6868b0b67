import { htmlDocument, htmlLink, htmlText } from '../mail/html.js';
import { emailFooter, quoteHtml } from '../alerts/compose.js';
import { emailText, type EmailText } from '../mail/email-text.js';
import type { MailContent } from '../../platform/mail/queue-mail.js';
import type { StopLinks } from '../../platform/mail/stop-links.js';
import { casePagePath, type Locale } from '../../shared/index.js';

/**
 * The customer's emails of the resolution loop, in the language of the page they asked from.
 * Plain text first; the HTML part escapes everything the seller or the customer wrote, and links
 * only the case page and the stop links (never a link inside a message). Every one ends with two
 * one-click stops (docs/decisions.md, "Stops belong to the recipient"): the emails about this
 * request, and every email of the app to the address.
 */

export interface CaseMailContext {
  locale: Locale;
  seller: string;
  product: string;
  /** `<origin>/cases/{token}` */
  link: string;
  /** The recipient's stop links (the email's gate): this case, and everything. */
  stops: StopLinks;
}

export function caseLinkFor(origin: string, token: string): string {
  return `${origin}${casePagePath(token)}`;
}

function caseFooter(t: EmailText, context: CaseMailContext, why: string) {
  return emailFooter(why, [
    { label: t('case.stop'), href: context.stops.stop },
    { label: t('footer.stopAll'), href: context.stops.stopAll },
  ]);
}

/** The double opt-in: nothing else is sent to the address until this link is opened. */
export function caseConfirmationEmail(context: CaseMailContext): MailContent {
  const t = emailText(context.locale);
  const values = { seller: context.seller, product: context.product };
  const end = caseFooter(t, context, t('case.confirm.ignore'));
  const text = [
    t('case.confirm.body', values),
    '',
    `${t('case.confirm.open')}: ${context.link}`,
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(context.locale, [
    `<p>${htmlText(t('case.confirm.body', values))}</p>`,
    `<p>${htmlLink(context.link, t('case.confirm.open'))}</p>`,
    ...end.html,
  ]);
  return { subject: t('case.confirm.subject', values), text, html };
}

/**
 * A seller's reply, relayed: the seller never learns the address it goes to. `author`: the
 * member who answered, by their display name ('' for none), never their address.
 */
export function caseReplyEmail(context: CaseMailContext, reply: string, author = ''): MailContent {
  const t = emailText(context.locale);
  const values = { seller: context.seller, product: context.product };
  const end = caseFooter(t, context, t('case.footer', values));
  const signed = author ? t('case.reply.answeredBy', { member: author }) : '';
  const text = [
    t('case.reply.body', values),
    '',
    reply,
    ...(signed ? [`— ${signed}`] : []),
    '',
    `${t('case.reply.open')}: ${context.link}`,
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(context.locale, [
    `<p>${htmlText(t('case.reply.body', values))}</p>`,
    quoteHtml(reply),
    ...(signed ? [`<p>— ${htmlText(signed)}</p>`] : []),
    `<p>${htmlLink(context.link, t('case.reply.open'))}</p>`,
    ...end.html,
  ]);
  return { subject: t('case.reply.subject', values), text, html };
}
