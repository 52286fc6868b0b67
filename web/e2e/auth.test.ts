import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../functions/src/shared/index';
import { adminDb, appUrl, expectAccessible, setupBrowser, signInWithGooglePopup } from './support';

const browser = setupBrowser();

const SELLER = { email: 'e2e.popup.seller@example.com', displayName: 'E2E Popup Seller' };

/** sellers/* documents as the Firestore emulator holds them (admin read, rules bypassed). */
async function sellerProfiles(): Promise<Record<string, unknown>[]> {
  const profiles = await adminDb().collection(COLLECTIONS.sellers).get();
  return profiles.docs.map((profile) => profile.data());
}

describe('Google sign-in through the Auth emulator popup', () => {
  it('returns a signed-out visitor of /products there after sign-in, then signs out', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/products');

    await signInWithGooglePopup(page, SELLER);
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });

    // The imports screen is held to the same accessibility rules, as is an unknown route inside
    // the signed-in layout.
    await page.getByRole('link', { name: 'Imports' }).click();
    await page.getByRole('heading', { name: 'Imports', exact: true }).waitFor();
    await expectAccessible(page, 'the imports screen');
    await page.goto(appUrl('/dashboard/not a product id'));
    await page.getByText('Page Not Found').waitFor();
    await expectAccessible(page, 'the 404 page inside the signed-in layout');
    await page.goto(appUrl('/products'));

    // First sign-in created the seller profile (through the app, so the rules accepted it).
    await expect
      .poll(async () => (await sellerProfiles()).find((p) => p.email === SELLER.email), {
        timeout: 10_000,
      })
      .toMatchObject({ displayName: SELLER.displayName, locale: 'en' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();

    // Signed out for real: a protected page sends the visitor back to the login screen.
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('unknown routes', () => {
  it("show 'Page Not Found' followed by the path", async () => {
    const page = await browser.newPage();
    const response = await page.goto(appUrl('/no-such-page'));
    expect(response?.ok()).toBe(true); // the SPA answers; the app renders the 404
    await page.getByText('Page Not Found').waitFor();
    await page.getByText('/no-such-page').waitFor();
    await expectAccessible(page, 'the 404 page');
  });
});
