import { htmlDocument, htmlLink, htmlText } from '../alerts/html.js';
import { quoteHtml } from '../alerts/compose.js';
import { emailText } from '../alerts/email-text.js';
import type { OutgoingMail } from '../mail/queue-mail.js';
import { casePagePath, type Locale } from '../shared/index.js';

/**
 * The customer's emails of the resolution loop, in the language of the page they asked from.
 * Plain text first; the HTML part escapes everything the seller or the customer wrote, and links
 * only the case page (never a link inside a message).
 */

export interface CaseMailContext {
  to: string;
  locale: Locale;
  seller: string;
  product: string;
  /** `<origin>/cases/{token}` */
  link: string;
}

export function caseLinkFor(origin: string, token: string): string {
  return `${origin}${casePagePath(token)}`;
}

/** The double opt-in: nothing else is sent to the address until this link is opened. */
export function caseConfirmationEmail(context: CaseMailContext): OutgoingMail {
  const t = emailText(context.locale);
  const values = { seller: context.seller, product: context.product };
  const text = [
    t('case.confirm.body', values),
    '',
    `${t('case.confirm.open')}: ${context.link}`,
    '',
    t('case.confirm.ignore'),
  ].join('\n');
  const html = htmlDocument(context.locale, [
    `<p>${htmlText(t('case.confirm.body', values))}</p>`,
    `<p>${htmlLink(context.link, t('case.confirm.open'))}</p>`,
    `<p style="font-size:13px;color:#616161">${htmlText(t('case.confirm.ignore'))}</p>`,
  ]);
  return { to: context.to, subject: t('case.confirm.subject', values), text, html };
}

/** A seller's reply, relayed: the seller never learns the address it goes to. */
export function caseReplyEmail(context: CaseMailContext, reply: string): OutgoingMail {
  const t = emailText(context.locale);
  const values = { seller: context.seller, product: context.product };
  const text = [
    t('case.reply.body', values),
    '',
    reply,
    '',
    `${t('case.reply.open')}: ${context.link}`,
    '',
    '--',
    t('case.footer', values),
  ].join('\n');
  const html = htmlDocument(context.locale, [
    `<p>${htmlText(t('case.reply.body', values))}</p>`,
    quoteHtml(reply),
    `<p>${htmlLink(context.link, t('case.reply.open'))}</p>`,
    '<hr>',
    `<p style="font-size:13px;color:#616161">${htmlText(t('case.footer', values))}</p>`,
  ]);
  return { to: context.to, subject: t('case.reply.subject', values), text, html };
}
