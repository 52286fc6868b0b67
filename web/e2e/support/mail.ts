import { expect } from 'vitest';
import { inboxOf, type CaughtMail } from '../../../functions/test/support/mail-catcher';

/** The one email in `address`'s inbox whose subject is `subject`, once it has arrived. */
export async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxOf(address)).find((mail) => mail.subject === subject);
        return found;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeTruthy();
  return found!;
}

/** The first link in `mail`'s text that `pattern` (one capturing group, the whole URL) finds. */
export function linkIn(mail: CaughtMail, pattern: RegExp): URL {
  return new URL(pattern.exec(mail.text)![1]!);
}

/** The case page link a customer email carries, as a path on the app under test. */
export function casePathIn(mail: CaughtMail): string {
  return linkIn(mail, /(https?:\/\/\S+\/cases\/[A-Za-z0-9_-]{43})/).pathname;
}
