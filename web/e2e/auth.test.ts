import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../functions/src/shared/index';
import type { Page, Route } from 'playwright-core';
import {
  adminDb,
  appUrl,
  expectAccessible,
  seedProduct,
  sellerUid,
  setupBrowser,
  signInAsSeller,
  signInWithGooglePopup,
} from './support';

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

    // The browser notes whose profile it checked (one check per seller and browser) …
    const profileNote = () =>
      page.evaluate(() => window.localStorage.getItem('qr.sellerProfileEnsured'));
    expect(await profileNote()).toMatch(/\S/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    // … and forgets it at sign-out.
    expect(await profileNote()).toBeNull();

    // Signed out for real: a protected page sends the visitor back to the login screen.
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('Google sign-in when the browser blocks the popup', () => {
  it('signs in through the redirect, which completes back on /login', async () => {
    const account = { email: 'e2e.redirect.seller@example.com', displayName: 'E2E Redirect' };
    const page = await browser.newPage();
    // A browser that blocks every popup: Firebase reports auth/popup-blocked.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // The Auth emulator's account chooser, in this tab instead of a popup.
    await page.locator('#add-account-button').waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator('#add-account-button').click();
    await page.locator('#email-input').fill(account.email);
    await page.locator('#display-name-input').fill(account.displayName);
    await page.locator('#sign-in').click();

    // Back on the login page, which completes the sign-in and goes where the seller was going.
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect
      .poll(async () => (await sellerProfiles()).find((p) => p.email === account.email), {
        timeout: 10_000,
      })
      .toMatchObject({ displayName: account.displayName });
  });
});

/** Lighthouse's phone: Firebase Auth treats an Android browser as mobile. */
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
};

describe('Firebase Auth on a phone', () => {
  it("readies Google's sign-in on /login, and a signed-in screen never waits for it", async () => {
    const page = await browser.newPage(PHONE);
    const gapiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://apis.google.com/')) gapiRequests.push(request.url());
    });

    // The login page loads Google's script while Auth starts (the popup opens from the tap).
    await page.goto(appUrl('/login'));
    await expect.poll(() => gapiRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });

    // A signed-in screen opened as a new document: Auth restores the session without it.
    gapiRequests.length = 0;
    await page.goto(appUrl('/products'));
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(gapiRequests).toEqual([]);
  });
});

/**
 * Holds back every request to Firestore's backend until `release` (the page then runs on its
 * device cache alone); `stop` lets later requests through untouched.
 */
async function holdFirestore(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname.startsWith('/google.firestore.v1.Firestore/');
  const holdBack = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(matches, holdBack);
  return { release, stop: () => page.unroute(matches, holdBack) };
}

describe("this device's cache", () => {
  it("paints a returning seller's dashboard before the server answers, and sign-out deletes it", async () => {
    const page = await browser.newPage();
    const uid = await signInAsSeller(page, {
      email: 'e2e.cache.seller@example.com',
      displayName: 'E2E Cache Seller',
    });
    const productId = `e2e-cache-${Date.now().toString(36)}`;
    await seedProduct(productId, uid, { title: 'Title as last seen' });
    await page.goto(appUrl(`/dashboard/${productId}`));
    await page.getByRole('heading', { level: 1, name: 'Title as last seen' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('qr.deviceCacheOwner'))).toBe(uid);

    // The title changes on the server; the next visit finds Firestore's requests held back.
    await adminDb().doc(`products/${productId}`).update({ title: 'Title now' });
    const held = await holdFirestore(page);
    await page.goto(appUrl(`/dashboard/${productId}`));
    // Painted from the cache, with no server answer yet …
    await page.getByRole('heading', { level: 1, name: 'Title as last seen' }).waitFor();
    // … and the server's title once it answers.
    held.release();
    await page.getByRole('heading', { level: 1, name: 'Title now' }).waitFor();
    await held.stop();

    const firestoreDatabases = () =>
      page.evaluate(async () =>
        (await indexedDB.databases())
          .map((db) => db.name ?? '')
          .filter((name) => name.startsWith('firestore/')),
      );
    expect(await firestoreDatabases()).not.toEqual([]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Signed out: nothing of the seller's data stays on the device.
    await expect.poll(firestoreDatabases).toEqual([]);
    expect(
      await page.evaluate(() => window.localStorage.getItem('qr.deviceCacheOwner')),
    ).toBeNull();
  });

  it("paints a returning seller's private-routing notice on /products before the server answers; the rows wait for it", async () => {
    const page = await browser.newPage();
    const uid = await signInAsSeller(page, {
      email: 'e2e.cache.notice@example.com',
      displayName: 'E2E Cache Notice',
    });
    const productId = `e2e-cache-notice-${Date.now().toString(36)}`;
    await seedProduct(productId, uid, { title: 'Routes privately', complianceMode: false });
    const notice = page.getByTestId('private-routing-notice');
    await page.goto(appUrl('/products'));
    await notice.getByText(/below your minimum: 1\./).waitFor({ timeout: 30_000 });
    await page.getByTestId('product-row').first().waitFor();

    // Whether the notice was on the screen when Firestore first asked the server (the page's own
    // record, so no round trip to the test blurs the order): the network is held until it is
    // painted (cache-first.ts).
    await page.addInitScript(() => {
      const record = window as unknown as { noticeFirst?: boolean };
      const asked = (url: string | URL) => {
        if (record.noticeFirst === undefined && String(url).includes('google.firestore.v1')) {
          record.noticeFirst = !!document.querySelector('[data-testid="private-routing-notice"]');
        }
      };
      const open = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'open')!.value as (
        this: XMLHttpRequest,
        ...args: unknown[]
      ) => void;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        asked(String(args[1]));
        open.apply(this, args);
      };
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        asked(input instanceof Request ? input.url : input);
        return fetchFirst(input, init);
      };
    });
    const held = await holdFirestore(page);
    await page.goto(appUrl('/products'));
    // The notice, from the cache, with no server answer yet; the rows only as the server has them.
    await notice.getByText(/below your minimum: 1\./).waitFor();
    expect(await page.getByTestId('product-row').count()).toBe(0);
    held.release();
    const noticeFirst = () =>
      page.evaluate(() => (window as unknown as { noticeFirst?: boolean }).noticeFirst);
    await expect.poll(noticeFirst).not.toBeUndefined();
    expect(await noticeFirst()).toBe(true);
    await page.getByTestId('product-row').first().waitFor();
    expect(await page.getByTestId('product-row').count()).toBe(1);
    await held.stop();
    await page.close();
  });

  it("gives the next seller none of the previous one's data when a session ended without a sign-out", async () => {
    const page = await browser.newPage();
    const first = await signInAsSeller(page, {
      email: 'e2e.cache.first@example.com',
      displayName: 'E2E Cache First',
    });
    const productId = `e2e-cache-first-${Date.now().toString(36)}`;
    await seedProduct(productId, first, { title: 'The first seller’s product' });
    await page.goto(appUrl(`/dashboard/${productId}`));
    await page.getByRole('heading', { level: 1, name: 'The first seller’s product' }).waitFor();

    // The session ends without a sign-out (its Auth storage gone, as when it expires), from a
    // page of the origin that does not run the app; the device cache and its note stay.
    await page.goto(appUrl('/build.json'));
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          request.onsuccess = resolve;
          request.onerror = () => reject(new Error(String(request.error)));
        }),
    );
    expect(await cachedDocumentIds(page)).toContain(productId);

    // Straight to the login page, which loads no Firestore before the sign-in.
    const nextAccount = { email: 'e2e.cache.next@example.com', displayName: 'E2E Cache Next' };
    await page.goto(appUrl('/login'));
    await signInWithGooglePopup(page, nextAccount);
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const next = await sellerUid(nextAccount.email);
    expect(await page.evaluate(() => window.localStorage.getItem('qr.deviceCacheOwner'))).toBe(
      next,
    );
    expect(await cachedDocumentIds(page)).not.toContain(productId);
  });
});

/** The ids of the documents in this origin's Firestore cache (IndexedDB), none when it has none. */
function cachedDocumentIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('firestore/'));
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const store = Array.from(db.objectStoreNames).find((s) => s.startsWith('remoteDocuments'));
    const rows = store
      ? await new Promise<{ documentId?: string }[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as { documentId?: string }[]);
        })
      : [];
    db.close();
    return rows.map((row) => row.documentId ?? '');
  });
}

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
