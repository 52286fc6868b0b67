import type { InvitedRole, Locale } from '../../shared/index.js';
import type { MailContent } from '../../platform/mail/queue-mail.js';
import type { StopLinks } from '../../platform/mail/stop-links.js';
import { emailFooter } from '../alerts/compose.js';
import { emailText } from '../mail/email-text.js';
import { htmlDocument, htmlLink, htmlText } from '../mail/html.js';

export interface InvitationLetter {
  /** The account's name (what its switcher shows). */
  account: string;
  /** The Owner who sent it: their name, else their address. */
  inviter: string;
  role: InvitedRole;
  /** The invited address (the one to sign in with). */
  email: string;
}

/**
 * The invitation to a seller account (docs/decisions.md, "Invitations"), in the sender's
 * language, in the format of every other email: who invites, to which account and role, what the
 * role may do, the single-use link and the address to sign in with. Its stop links refuse this
 * account's emails (or every email of the app) for good.
 */
export function invitationEmail(
  locale: Locale,
  letter: InvitationLetter,
  links: StopLinks & { open: string },
): MailContent {
  const t = emailText(locale);
  const values = { inviter: letter.inviter, account: letter.account, role: letter.role };
  const body = t('invite.body', values);
  const what = t('invite.what', { role: letter.role });
  const signIn = t('invite.signIn', { email: letter.email });
  const end = emailFooter(t('footer.invite'), [
    { label: t('footer.stop'), href: links.stop },
    { label: t('footer.stopAll'), href: links.stopAll },
  ]);
  const text = [
    body,
    what,
    '',
    `${t('invite.open')}: ${links.open}`,
    '',
    signIn,
    '',
    t('invite.ignore'),
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(locale, [
    `<p>${htmlText(body)}</p>`,
    `<p>${htmlText(what)}</p>`,
    `<p>${htmlLink(links.open, t('invite.open'))}</p>`,
    `<p>${htmlText(signIn)}</p>`,
    `<p>${htmlText(t('invite.ignore'))}</p>`,
    ...end.html,
  ]);
  return { subject: t('invite.subject', values), text, html };
}
