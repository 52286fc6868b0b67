import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ensureDemoSellerUser } from '../../functions/src/dev/seed';
import { DEMO_SELLER, paths } from '../../functions/src/shared';
import { adminApp, adminDb, appUrl, setupBrowser, signInWithGooglePopup } from './support';

const browser = setupBrowser();

function emulatorHost(name: 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: run through \`npm test\``);
  return host;
}

/** The email on sellers/{uid}, once the app has created it (admin read, rules bypassed). */
async function profileEmail(uid: string): Promise<string | undefined> {
  return (await adminDb().doc(paths.seller(uid)).get()).get('email') as string | undefined;
}

/** uids of the Auth emulator's users with this email (admin query). */
async function uidsWithEmail(email: string): Promise<string[]> {
  const { users } = await getAuth(adminApp()).listUsers();
  return users.filter((user) => user.email === email).map((user) => user.uid);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('the seeded demo seller', () => {
  it('is the same user through the Google popup and through the demo sign-in', async () => {
    // What `npm start` seeds: the demo seller as a Google user of the Auth emulator.
    const uid = await ensureDemoSellerUser(emulatorHost('FIREBASE_AUTH_EMULATOR_HOST'));
    const page = await browser.newPage();
    await page.goto(appUrl('/login'));

    // The popup lists the seeded account; picking it signs in as that uid.
    await signInWithGooglePopup(page, DEMO_SELLER);
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    await expect.poll(() => profileEmail(uid), { timeout: 10_000 }).toBe(DEMO_SELLER.email);
    await signOut(page);

    await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText(DEMO_SELLER.email).waitFor();
    // Both ways ended at the uid the seed created: no second user appeared for the email.
    expect(await uidsWithEmail(DEMO_SELLER.email)).toEqual([uid]);
  });
});
