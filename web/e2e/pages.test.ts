import { LOCALES } from '../../functions/src/shared/index';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, expectAccessible, setupBrowser } from './support';

/**
 * What the build writes besides the app (web/vite-plugins/pages.ts): the landing page
 * pre-rendered for every locale, the login and review pages' documents with their inline scripts,
 * a shell for each seller screen with its chunks preloaded, all served by the Hosting emulator as in production
 * (firebase.json).
 */
const browser = setupBrowser();

/** The HTML as the server sends it, before any script runs. */
async function html(path: string): Promise<string> {
  const response = await fetch(appUrl(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Console errors and uncaught exceptions (a hydration mismatch is one) from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sums the page's layout shifts from its first paint on (read with layoutShift). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe('pre-rendered landing page', () => {
  it.each([
    ['/', 'en', 'Turn every package into a product review'],
    ['/ro', 'ro', 'Transformați fiecare colet într-o recenzie de produs'],
    ['/de', 'de', 'Machen Sie aus jedem Paket eine Produktrezension'],
  ])(
    '%s has its words, lang, title, description, canonical and hreflang links in the HTML',
    async (path, lang, title) => {
      const page = await html(path);
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain('data-prerendered');
      expect(page).toContain(title);
      expect(page).toMatch(/<title>[^<]+ · QR Reviews<\/title>/);
      expect(page).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(page).toContain(`<link rel="canonical" href="https://demo-qr-reviews.web.app${path}"`);
      for (const locale of LOCALES) {
        expect(page).toContain(
          `<link rel="alternate" hreflang="${locale}" href="https://demo-qr-reviews.web.app/${locale}"`,
        );
      }
      expect(page).toContain('hreflang="x-default" href="https://demo-qr-reviews.web.app/"');
    },
  );

  it('hydrates without errors or layout shift, and is accessible', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await watchLayoutShift(page);
    await page.goto(appUrl('/'));
    // Hydrated: the language menu (the one control that needs the app) opens.
    await page.getByRole('button', { name: 'EN, language: English' }).click();
    await page.getByRole('menuitem', { name: 'Română' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await layoutShift(page)).toBe(0);
    await expectAccessible(page, 'the landing page');
    expect(errors).toEqual([]);
  });

  it('sends a visitor of / whose browser prefers another language to that language’s page', async () => {
    const page = await browser.newPage();
    await page.context().setExtraHTTPHeaders({ 'Accept-Language': 'ro-RO,ro' });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'languages', { get: () => ['ro-RO', 'ro'] }),
    );
    await page.goto(appUrl('/?utm=x'));
    await page.waitForURL((url) => url.pathname === '/ro' && url.search === '?utm=x');
    await page
      .getByRole('heading', { name: 'Transformați fiecare colet într-o recenzie de produs' })
      .waitFor();
  });
});

describe('review page document', () => {
  it('starts the product request and shows the first step from the HTML itself', async () => {
    const page = await html('/reviews/some-product');
    // The inline script (no download) and the first step of every locale, pre-rendered.
    expect(page).toMatch(/<script>\(function\(\)\{/);
    expect(page).toContain('Where did you purchase this product?');
    expect(page).toContain('De unde ați cumpărat acest produs?');
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    // /ro/reviews/* is the same document; the script picks the language from the URL.
    expect(await html('/ro/reviews/some-product')).toBe(page);
  });
});

describe('seller screens’ shells', () => {
  /** The chunk files a document preloads from its HTML. */
  const preloads = (page: string) =>
    [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );

  it.each([
    ['/products', '/ro/products', /^products-/],
    ['/edit/some-product', '/ro/edit', /^edit-/],
    ['/dashboard/some-product', '/de/dashboard/some-product/', /^dashboard-/],
    ['/overview', '/fr/overview', /^overview-/],
    ['/templates', '/ro/templates', /^templates-/],
    ['/imports', '/ro/imports', /^imports-/],
  ])(
    '%s (and %s) preloads its screen’s chunks from the HTML, not from a script',
    async (path, prefixed, routeChunk) => {
      const page = await html(path);
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain("location.pathname.split('/')");
      const files = preloads(page);
      // The route's own chunk, Firebase Auth and the data shell, each once.
      expect(files.some((file) => routeChunk.test(file))).toBe(true);
      expect(files.some((file) => /^firebase-auth-/.test(file))).toBe(true);
      expect(files.some((file) => /^data-shell-/.test(file))).toBe(true);
      expect(new Set(files).size).toBe(files.length);
      // Firestore's and Auth's origins (here the emulators') are connected to while the code loads.
      const preconnects = [...page.matchAll(/<link rel="preconnect" crossorigin href="([^"]+)">/g)];
      expect(preconnects.map((match) => match[1]).sort()).toEqual(
        [
          `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
          `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
        ].sort(),
      );
      expect(await html(prefixed)).toBe(page);
    },
  );

  it('any other path gets app.html, the shell without a screen’s preloads', async () => {
    const page = await html('/no-such-screen');
    expect(page).toContain('<div id="root"></div>');
    expect(preloads(page).some((file) => /^(data-shell|firebase-auth)-/.test(file))).toBe(false);
    expect(page).not.toContain('rel="preconnect"');
  });

  it('opens /products from its shell, signed out, on the login page', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(appUrl('/products'));
    await page.getByRole('heading', { name: 'Welcome to QR Reviews' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('pre-rendered login page', () => {
  it('/login and /{locale}/login are one document that holds every locale’s login page', async () => {
    const page = await html('/login');
    expect(page).toContain('Welcome to QR Reviews');
    expect(page).toContain('Bine ați venit la QR Reviews');
    // Its inline script shows the visitor's locale's page (it marks #root then).
    expect(page).toContain('<div id="root"></div><script>');
    expect(await html('/ro/login')).toBe(page);
    // The other seller screens get their own shell (app-{screen}.html), see below.
    const products = await html('/products');
    expect(products).not.toContain('Welcome to QR Reviews');
  });

  it('shows /login, hydrates it without console errors or layout shift, accessible', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await watchLayoutShift(page);
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Welcome to QR Reviews' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await layoutShift(page)).toBe(0);
    await expectAccessible(page, '/login');
    // Firebase Auth only: no Firestore before sign-in (docs/page-speed.md).
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((url) => /\/(data-shell|firebase)-[\w-]{8}\.js$/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the visitor’s language: /ro/login, and /login with the Romanian cookie', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(appUrl('/ro/login'));
    await page.getByRole('heading', { name: 'Bine ați venit la QR Reviews' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    expect(await page.title()).toBe('Autentificare · QR Reviews');
    expect(await page.getByRole('link', { name: 'QR Reviews' }).getAttribute('href')).toBe('/ro');

    await page.context().addCookies([{ name: 'locale', value: 'ro', url: appUrl('/') }]);
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Bine ați venit la QR Reviews' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'QR Reviews' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
  });

  it('keeps a click that came before the app had hydrated', async () => {
    const page = await browser.newPage();
    // The app's scripts are held back until the demo sign-in button has been clicked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": a held script may keep the load event from firing at all.
    await page.goto(appUrl('/login'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
    release();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
  });
});
