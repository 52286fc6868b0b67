import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicProduct } from '../../functions/src/domains/products/public-product';
import {
  emptyProductStats,
  LOCALES,
  newProductInput,
  paths,
  type Locale,
} from '../../functions/src/shared/index';
import { LANGUAGE_COOKIE } from '../src/config/constants';
import { adminDb, appBaseUrl, appUrl, setupBrowser } from './support';

/**
 * Translations: a customer or seller in any of the 23 languages sees no English on the review page
 * and the login page. Each page is opened in English and in every other locale; a visible string
 * (text, accessible names, placeholders, titles, the document title) that equals one of the
 * English page's strings fails the test, unless it is a brand, a store or the seller's own data.
 */
const browser = setupBrowser();
const PRODUCT_TITLE = 'Ceramic coffee mug';
const SAME_IN_EVERY_LANGUAGE = new Set(['QR Reviews', 'Amazon', 'eMAG', 'Shopify', PRODUCT_TITLE]);
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
let productId = '';

beforeAll(async () => {
  productId = `e2e-locales-${Math.random().toString(36).slice(2, 10)}`;
  const input = {
    ...newProductInput(),
    title: PRODUCT_TITLE,
    links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: '', shopify: '' },
    complianceMode: false,
  };
  const now = Timestamp.now();
  await adminDb()
    .doc(paths.product(productId))
    .set({
      ...input,
      ownerId: 'e2e-locales-owner',
      createdAt: now,
      updatedAt: now,
      stats: emptyProductStats(),
    });
  await adminDb().doc(paths.publicProduct(productId)).set(toPublicProduct(input));
});

afterAll(async () => {
  await adminDb().doc(paths.publicProduct(productId)).delete();
  await adminDb().doc(paths.product(productId)).delete();
});

/** A fresh phone-sized page whose browser prefers `languages` and holds no cookie. */
async function phone(languages: readonly string[]): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
  await page.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages as string[]);
  return page;
}

/** Every string a person can see or hear on the page, trimmed. */
function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings = new Set<string>([document.title.trim()]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim();
      if (text && parent?.checkVisibility()) strings.add(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label],[placeholder],[title],[alt]',
    )) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) strings.add(value);
      }
    }
    return [...strings];
  });
}

function untranslated(strings: readonly string[], english: ReadonlySet<string>): string[] {
  return strings.filter(
    (text) => english.has(text) && /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text),
  );
}

/** The review page's first two steps, and the message for a submission without stars. */
async function reviewPageStrings(page: Page): Promise<string[]> {
  const strings: string[] = [];
  await page.getByRole('button', { name: 'Amazon' }).waitFor();
  await page.locator('h1, h2').first().waitFor();
  strings.push(...(await visibleStrings(page)));
  await page.getByRole('button', { name: 'Amazon' }).click();
  await page.getByRole('radio').first().waitFor();
  await page.locator('button[type="submit"]').click();
  await page.locator('.review-error').first().waitFor();
  strings.push(...(await visibleStrings(page)));
  return strings;
}

async function loginPageStrings(page: Page): Promise<string[]> {
  await page.locator('main button').first().waitFor();
  return visibleStrings(page);
}

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

describe('every locale', () => {
  let englishReview = new Set<string>();
  let englishLogin = new Set<string>();

  beforeAll(async () => {
    const page = await phone(['en-US', 'en']);
    await page.goto(appUrl(`/reviews/${productId}`));
    englishReview = new Set(await reviewPageStrings(page));
    await page.goto(appUrl('/login'));
    englishLogin = new Set(await loginPageStrings(page));
    await page.close();
    // The comparison is only as good as the English baseline it reads.
    expect(englishReview).toContain('Where did you purchase this product?');
    expect(englishReview).toContain('Please choose a rating');
    expect(englishLogin).toContain('Sign in with Google');
  });

  it.each(OTHER_LOCALES)('%s: the review page shows no English and sets lang', async (locale) => {
    const page = await phone(['en-US', 'en']);
    await page.goto(appUrl(`/${locale}/reviews/${productId}`));
    const strings = await reviewPageStrings(page);
    expect(await htmlLang(page)).toBe(locale);
    expect(untranslated(strings, englishReview)).toEqual([]);
    await page.close();
  });

  it.each(OTHER_LOCALES)('%s: the login page shows no English and sets lang', async (locale) => {
    const page = await phone(['en-US', 'en']);
    await page.goto(appUrl(`/${locale}/login`));
    const strings = await loginPageStrings(page);
    expect(await htmlLang(page)).toBe(locale);
    expect(untranslated(strings, englishLogin)).toEqual([]);
    await page.close();
  });
});

describe('which language a page speaks (spec §2: route, then cookie, then browser)', () => {
  const cookie = (locale: Locale) => ({
    name: LANGUAGE_COOKIE.name,
    value: locale,
    url: appBaseUrl(),
  });

  it('follows the browser when there is no cookie and no prefix', async () => {
    const page = await phone(['de-DE', 'de', 'en']);
    await page.goto(appUrl(`/reviews/${productId}`));
    await page.getByRole('button', { name: 'Amazon' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    await page.close();
  });

  it('prefers the cookie to the browser, and the route to the cookie', async () => {
    const page = await phone(['de-DE', 'de']);
    await page.context().addCookies([cookie('fr')]);
    await page.goto(appUrl(`/reviews/${productId}`));
    await page.getByRole('button', { name: 'Amazon' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await page.goto(appUrl(`/it/reviews/${productId}`));
    await page.getByRole('button', { name: 'Amazon' }).waitFor();
    expect(await htmlLang(page)).toBe('it');
    await page.close();
  });
});
