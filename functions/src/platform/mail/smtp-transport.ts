import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { SendMail } from './deliver-mail.js';

/** The sender the local catcher shows; production's comes from the extension's DEFAULT_FROM. */
export const EMULATOR_MAIL_FROM = 'QR Reviews <alerts@qr-reviews.local>';

/**
 * SMTP to the local mail catcher (QR_MAIL_SMTP, host:port, set by the npm start / npm test
 * harness), or null when there is none. nodemailer, the library the extension sends with, is
 * loaded on the first email only.
 */
export function catcherTransport(env: NodeJS.ProcessEnv = process.env): SendMail | null {
  const address = env.QR_MAIL_SMTP;
  if (!address) return null;
  const [host, port] = address.split(':');
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  return async (message) => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({ host, port: Number(port), secure: false, ignoreTLS: true }),
    );
    return (await transport).sendMail({ from: EMULATOR_MAIL_FROM, ...message });
  };
}
