import { LOCALES } from '../../functions/src/shared/index';
import { describe, expect, it } from 'vitest';
import { appUrl, expectAccessible, setupBrowser } from './support';

/**
 * What the build writes besides the app (web/vite-plugins/pages.ts): the landing page
 * pre-rendered for every locale, the review page's document with its inline script, app.html for
 * the seller screens, all served by the Hosting emulator as in production (firebase.json).
 */
const browser = setupBrowser();

/** The HTML as the server sends it, before any script runs. */
async function html(path: string): Promise<string> {
  const response = await fetch(appUrl(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('pre-rendered landing page', () => {
  it.each([
    ['/', 'en', 'Turn every package into a product review'],
    ['/ro', 'ro', 'Transformă fiecare colet într-o recenzie de produs'],
    ['/de', 'de', 'Turn every package into a product review'],
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
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(appUrl('/'));
    // Hydrated: the language menu (the one control that needs the app) opens.
    await page.getByRole('button', { name: 'EN, language: English' }).click();
    await page.getByRole('menuitem', { name: 'Română' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
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
      .getByRole('heading', { name: 'Transformă fiecare colet într-o recenzie de produs' })
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

describe('seller app shell', () => {
  it('serves app.html for the seller screens, which preloads the screen’s chunks', async () => {
    const page = await html('/login');
    expect(page).not.toContain('data-prerendered');
    expect(page).toContain("location.pathname.split('/')");
  });

  it('shows /login without console errors, accessible', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expectAccessible(page, '/login');
    // Firebase Auth only: no Firestore before sign-in (issue 13).
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((url) => /\/(data-shell|firebase)-[\w-]{8}\.js$/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
