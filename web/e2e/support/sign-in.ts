import type { Page } from 'playwright-core';
import { sellerUid } from './admin-firestore';
import { appUrl } from './app-url';

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

/**
 * Opens a seller page signed out, signs in through the Google popup and waits for the products
 * screen; resolves with the seller's uid once the app has created their profile.
 */
export async function signInAsSeller(page: Page, account: GoogleAccount): Promise<string> {
  await page.goto(appUrl('/products'));
  await page.waitForURL((url) => url.pathname === '/login');
  await signInWithGooglePopup(page, account);
  await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
  return sellerUid(account.email);
}
