import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inboxOf, type CaughtMail } from '../../functions/test/support/mail-catcher';
import { paths } from '../../functions/src/shared';
import { adminDb, appUrl, expectAccessible, setupBrowser, signInAsSeller } from './support';

/**
 * The alert address in Chromium, through the Hosting rewrites, the real functions and the mail
 * catcher (docs/decisions.md, "The alert address is proven"): a seller's alerts go to their
 * verified sign-in address; another address only once its owner opens the link sent to it; and a
 * stop by that address's owner cannot be undone from the seller's session.
 */
const browser = setupBrowser();

async function mailTo(address: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxOf(address))[0];
        return found ? 'arrived' : 'waiting';
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('arrived');
  return found!;
}

/** A link of an email (on the production origin), as a URL of the app under test. */
function onApp(mail: CaughtMail, pattern: RegExp): string {
  const link = new URL(pattern.exec(mail.text)![0]);
  return appUrl(`${link.pathname}${link.search}`);
}

const section = (page: Page) => page.getByTestId('alert-address');

describe('the alert address on the account overview', () => {
  it('the sign-in address, another confirmed by link, and a stop only its owner lifts', async () => {
    const page = await browser.newPage();
    const stamp = Date.now();
    const email = `e2e.alerts.${stamp}@example.com`;
    const uid = await signInAsSeller(page, { email, displayName: 'Ana Ceramics' });
    const profile = async () => (await adminDb().doc(paths.seller(uid)).get()).data();
    // The profile the app created holds the verified sign-in address, with its proof.
    expect((await profile())?.emailVerifiedAt).toBeDefined();

    await page.goto(appUrl('/overview'));
    await expect
      .poll(() => section(page).innerText(), { timeout: 30_000 })
      .toContain(`Alert emails and the daily digest go to ${email}.`);
    expect(await section(page).innerText()).toContain('It is the address you sign in with.');
    await expectAccessible(page, 'the account overview with its alert address');

    // Another address: pending until its owner opens the link; nothing changes before.
    const team = `e2e.team.${stamp}@example.org`;
    await section(page).getByRole('textbox', { name: 'Another address' }).fill(team);
    await section(page).getByRole('button', { name: 'Send link' }).click();
    await expect
      .poll(() => section(page).innerText())
      .toContain(`Waiting for ${team} to be confirmed`);
    const confirmation = await mailTo(team);
    expect(confirmation.subject).toBe('Confirm this address for alert emails from QR Reviews');
    expect(confirmation.text).toContain('Ana Ceramics');
    expect((await profile())?.alertEmail).toBeUndefined();

    // Its owner opens the link: one button (a scanner's GET confirms nothing), then confirmed.
    const owner = await browser.newPage();
    await owner.goto(onApp(confirmation, /https?:\/\/\S+\/mail\/confirm\?t=[A-Za-z0-9_-]{43}/));
    expect((await profile())?.alertEmail).toBeUndefined();
    await owner.getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('Confirmed: the alert emails of this QR Reviews account').waitFor();
    expect((await profile())?.alertEmail).toBe(team);

    await page.reload();
    await expect
      .poll(() => section(page).innerText(), { timeout: 30_000 })
      .toContain(`go to ${team}.`);
    expect(await section(page).innerText()).toContain('Its owner confirmed it');

    // Its owner stops this account's emails from the link in that email.
    await owner.goto(onApp(confirmation, /https?:\/\/\S+\/mail\/stop\?s=alerts\S*/));
    await owner.getByRole('button', { name: 'Stop' }).click();
    await owner
      .getByText('This address no longer receives the alert emails of this QR Reviews account.')
      .waitFor();

    // The seller sees it, and has no button around it: their session is not that address.
    await page.reload();
    await expect
      .poll(() => section(page).innerText(), { timeout: 30_000 })
      .toContain('The owner of this address stopped the alert emails');
    expect(await section(page).innerText()).toContain('Only they can switch them on again');
    expect(await section(page).getByRole('button', { name: 'Switch them on again' }).count()).toBe(
      0,
    );
    // They can send alerts to their own address again.
    await section(page)
      .getByRole('button', { name: `Use ${email}` })
      .click();
    await expect.poll(() => section(page).innerText()).toContain(`go to ${email}.`);
    expect((await profile())?.alertEmail).toBeUndefined();
    await expectAccessible(page, 'the account overview after a change of alert address');
  });
});
