import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ensureDemoSellerUser } from '../../functions/src/dev/seed';
import { DEMO_SELLER, paths } from '../../functions/src/shared';
import { appUrl, setupBrowser, signInWithGooglePopup } from './support';

const browser = setupBrowser();

function emulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: run through \`npm test\``);
  return host;
}

/** Whether sellers/{uid} exists in the app's project (admin read, rules bypassed). */
async function profileEmail(uid: string): Promise<string | undefined> {
  const response = await fetch(
    `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/v1/projects/demo-qr-reviews/databases/(default)/documents/${paths.seller(uid)}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (response.status === 404) return undefined;
  const body = (await response.json()) as { fields?: { email?: { stringValue?: string } } };
  return body.fields?.email?.stringValue;
}

/** uids of the Auth emulator's users with this email (admin query). */
async function uidsWithEmail(email: string): Promise<string[]> {
  const response = await fetch(
    `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/projects/demo-qr-reviews/accounts:query`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ returnUserInfo: true }),
    },
  );
  const body = (await response.json()) as { userInfo?: { localId: string; email?: string }[] };
  return (body.userInfo ?? []).filter((user) => user.email === email).map((user) => user.localId);
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
