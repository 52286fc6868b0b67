import type { Page } from 'playwright-core';

export interface GoogleAccount {
  email: string;
  displayName: string;
}

/**
 * Signs in through the app's 'Sign in with Google' button and the Auth emulator's Google popup
 * (the page must show the button). Picks the account if the emulator already knows it, otherwise
 * adds it. Resolves when the popup has closed, i.e. the app has received the credential.
 */
export async function signInWithGooglePopup(page: Page, account: GoogleAccount): Promise<void> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  const closed = popup.waitForEvent('close', { timeout: 30_000 });

  const existing = popup.locator('.js-reuse-account', {
    has: popup.locator('#reuse-email', { hasText: account.email }),
  });
  await popup.locator('#add-account-button').waitFor({ state: 'visible', timeout: 30_000 });
  if ((await existing.count()) > 0) {
    await existing.first().click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.displayName);
    await popup.locator('#sign-in').click();
  }
  await closed;
}
