/**
 * The local mail catcher's inbox (MailDev, started by `npm test`; QR_MAIL_CATCHER_URL), for tests
 * that check an email really arrived over SMTP.
 */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

export function mailCatcherUrl(): string {
  const url = process.env.QR_MAIL_CATCHER_URL;
  if (!url) throw new Error('QR_MAIL_CATCHER_URL is not set: run through `npm test`');
  return url;
}

/** Every email the catcher holds for `address`, oldest first. */
export async function inboxOf(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailCatcherUrl()}/api/email`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** A header of a caught email, read from its raw source (the API lists only a few). */
export async function headerOf(mail: CaughtMail, name: string): Promise<string | undefined> {
  const response = await fetch(`${mailCatcherUrl()}/api/email/${mail.id}/source`);
  const source = await response.text();
  const head = source.slice(0, source.search(/\r?\n\r?\n/));
  // Unfold continuation lines, then find the header by name.
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  const line = lines.find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}
