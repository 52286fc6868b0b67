import type { Locale } from '../../shared/index.js';
import type { MailContent } from '../../platform/mail/queue-mail.js';
import { footer, type EmailLinks } from '../alerts/compose.js';
import { emailText } from '../mail/email-text.js';
import { htmlDocument, htmlLink, htmlText } from '../mail/html.js';

/**
 * The email to an account's Owners when one of its webhooks was switched off after failing for
 * 24 hours in a row: which one (its label, never its address, which may be a secret), what to do.
 * Its footer and stop links are the alerts' (it is sent like an alert).
 */
export function webhookOffEmail(locale: Locale, label: string, links: EmailLinks): MailContent {
  const t = emailText(locale);
  const body = t('webhook.off.body', { label });
  const end = footer(t, 'alerts', links);
  const text = [body, '', `${t('webhook.off.open')}: ${links.open}`, '', ...end.text].join('\n');
  const html = htmlDocument(locale, [
    `<p>${htmlText(body)}</p>`,
    `<p>${htmlLink(links.open, t('webhook.off.open'))}</p>`,
    ...end.html,
  ]);
  return { subject: t('webhook.off.subject'), text, html };
}
